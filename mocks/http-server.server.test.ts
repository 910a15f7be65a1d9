import { spawn } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { createMockHttpServer } from './http-server.ts'
import { resetDb } from './seed.ts'
import { contract } from './testing/contract-validator.ts'

const timings: number[] = []
let server: Server
let base = ''

beforeAll(async () => {
  server = createMockHttpServer({
    log: (line) => {
      const ms = /(\d+)ms$/.exec(line)?.[1]
      if (ms) timings.push(Number(ms))
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  const sorted = [...timings].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  console.log(`mock server latency over ${sorted.length} requests: median ${at(0.5)} ms, p95 ${at(0.95)} ms`)
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => resetDb())

async function login(email = 'demo@example.com'): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo1234!' }),
  })
  const body = (await response.json()) as { token: string }
  return body.token
}

async function call(
  method: string,
  template: string,
  init: { token?: string; body?: unknown; params?: Record<string, string> } = {},
) {
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(init.params?.[name] ?? ''),
  )
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  await contract.assertResponse(method, template, response)
  return response
}

test('the server answers every operation of the contract over HTTP, each response valid', async () => {
  const token = await login()
  const keys = (await (await call('get', '/api/user/api-keys', { token })).json()) as {
    items: { id: string }[]
  }
  const newcomer = await login('new@example.com')
  const requests: Record<string, Parameters<typeof call>[2] & { expect: number }> = {
    getEmailConfig: { expect: 200 },
    sendVerificationCode: { body: { email: 'someone@example.com', type: 'register' }, expect: 200 },
    register: { body: { email: 'someone@example.com', password: 'Secret123', code: '123456' }, expect: 201 },
    login: { body: { email: 'demo@example.com', password: 'Demo1234!' }, expect: 200 },
    loginWithCode: {
      body: { email: 'demo@example.com', password: 'Demo1234!', code: '123456' },
      expect: 400,
    },
    getProfile: { token, expect: 200 },
    listApiKeys: { token, expect: 200 },
    createApiKey: { token, body: { name: 'Server test' }, expect: 201 },
    updateApiKeyRemark: {
      token,
      params: { id: keys.items[0]?.id ?? '' },
      body: { remark: 'over HTTP' },
      expect: 200,
    },
    listAvailablePlans: { expect: 200 },
    activateCode: { token, body: { code: 'RELAY-MONTH-DEMO1' }, expect: 200 },
    getMySubscription: { token, expect: 200 },
    getBenefitPackage: { params: { code: 'WELCOME' }, expect: 200 },
    claimBenefitPackage: { token: newcomer, params: { code: 'WELCOME' }, expect: 200 },
    getUsageStatistics: { token, expect: 200 },
  }
  for (const operation of contract.operations) {
    const request = requests[operation.operationId]
    expect(request, `no request for ${operation.operationId}`).toBeDefined()
    if (!request) continue
    const response = await call(operation.method, operation.path, request)
    expect(response.status, operation.operationId).toBe(request.expect)
  }
})

test('a key can be created with no body at all over HTTP', async () => {
  const token = await login()
  const response = await fetch(`${base}/api/user/api-keys`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  })
  await contract.assertResponse('post', '/api/user/api-keys', response)
  expect(response.status).toBe(201)
})

test('a preflight from a local origin is answered with the allowed methods and headers', async () => {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://localhost:4173',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization, content-type',
    },
  })
  expect(response.status).toBe(204)
  expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
  expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/)
  expect(response.headers.get('access-control-allow-headers')).toMatch(/Content-Type/)
  expect(response.headers.get('access-control-allow-methods')).toMatch(/PUT/)
})

test('a response to an allowed origin carries CORS headers and one to another origin does not', async () => {
  const allowed = await fetch(`${base}/api/plans/public/available`, {
    headers: { Origin: 'http://127.0.0.1:5173' },
  })
  expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
  const other = await fetch(`${base}/api/plans/public/available`, {
    headers: { Origin: 'https://evil.example' },
  })
  expect(other.headers.get('access-control-allow-origin')).toBeNull()
  const preflight = await fetch(`${base}/api/plans/public/available`, {
    method: 'OPTIONS',
    headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
  })
  expect(preflight.status).toBe(403)
})

test('configured origins replace the localhost default', async () => {
  const custom = createMockHttpServer({ allowedOrigins: ['https://portal.example'], log: null })
  await new Promise<void>((resolve) => custom.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(custom.address() as AddressInfo).port}/api/plans/public/available`
  expect(
    (await fetch(url, { headers: { Origin: 'https://portal.example' } })).headers.get(
      'access-control-allow-origin',
    ),
  ).toBe('https://portal.example')
  expect(
    (await fetch(url, { headers: { Origin: 'http://localhost:5173' } })).headers.get(
      'access-control-allow-origin',
    ),
  ).toBeNull()
  await new Promise((resolve) => custom.close(resolve))
})

test('a body over 1 MB answers 413 in the Error shape', async () => {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'x'.repeat(1024 * 1024 + 10) }),
  })
  await contract.assertResponse('post', '/api/auth/login', response)
  expect(response.status).toBe(413)
  expect(await response.json()).toEqual({
    error: 'The request body is larger than 1 MB',
    code: 'PAYLOAD_TOO_LARGE',
  })
})

test('malformed JSON answers 400', async () => {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"email":',
  })
  await contract.assertResponse('post', '/api/auth/login', response)
  expect(response.status).toBe(400)
})

test.each(['/api/no/such/thing', '/nothing-here'])(
  'an unknown path %s answers 404 in the Error shape',
  async (unknown) => {
    const response = await fetch(`${base}${unknown}`)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: expect.any(String), code: 'NOT_FOUND' })
  },
)

test('arbitrary bodies and headers never make the server fail or stop', async () => {
  const operations = contract.operations
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 0, max: operations.length - 1 }),
      fc.oneof(fc.string(), fc.json()),
      fc.string(),
      async (index, body, authorization) => {
        const operation = operations[index]
        if (!operation) return
        const url = operation.path.replace(/\{\w+\}/g, 'x')
        const response = await fetch(`${base}${url}`, {
          method: operation.method.toUpperCase(),
          headers: {
            'Content-Type': 'application/json',
            Authorization: authorization.replace(/[^\x20-\x7e]/g, ''),
          },
          body: operation.method === 'get' ? undefined : body,
        })
        expect(response.status).toBeLessThan(500)
        await response.arrayBuffer()
      },
    ),
    { numRuns: 40 },
  )
  expect((await fetch(`${base}/api/email/config`)).status).toBe(200)
})

test('the command starts on the given port, logs requests and shuts down cleanly on SIGTERM', async () => {
  const cli = spawn(process.execPath, [path.join(import.meta.dirname, 'server-main.ts'), '--port', '0'], {
    stdio: 'pipe',
  })
  let output = ''
  cli.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = await new Promise<string>((resolve, reject) => {
    cli.stdout.on('data', () => {
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (match?.[1]) resolve(match[1])
    })
    cli.on('exit', () => reject(new Error(`exited early: ${output}`)))
  })
  expect(output).toContain('demo@example.com')
  expect(output).toContain('RELAY-MONTH-DEMO1')
  expect(output).toContain('apiMock: false')
  expect((await fetch(`${url}/api/plans/public/available`)).status).toBe(200)
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(output).toMatch(/GET \/api\/plans\/public\/available 200 \d+ms/)
  const exitCode = await new Promise<number | null>((resolve) => {
    cli.on('exit', resolve)
    cli.kill('SIGTERM')
  })
  expect(exitCode).toBe(0)
})
