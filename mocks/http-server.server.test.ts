import { spawn } from 'node:child_process'
import { connect, type AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { DEMO_PASSWORD } from './demo-account.ts'
import { ccSwitchLink, toolBaseUrl } from '#src/lib/tools/tools.ts'
import { queryLikeCcSwitch } from '#src/testing/cc-switch.ts'
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
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
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
    // fetch upper-cases the other methods itself, but sends `patch` as written, which HTTP servers refuse.
    method: method.toUpperCase(),
    headers: {
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  await contract.assertResponse(method, template, response)
  return response
}

/** Sends what fetch refuses to send (a bad Host, TRACE, CONNECT) over a raw socket; returns the answer. */
async function rawRequest(head: string): Promise<{ status: number; head: string; body: string }> {
  const socket = connect((server.address() as AddressInfo).port, '127.0.0.1')
  socket.write(`${head}\r\nConnection: close\r\n\r\n`)
  const chunks: Buffer[] = []
  for await (const chunk of socket) chunks.push(chunk as Buffer)
  const [answerHead = '', body = ''] = Buffer.concat(chunks).toString().split('\r\n\r\n')
  return { status: Number(answerHead.split(' ')[1]), head: answerHead, body }
}

/** A POST as a web page can send it without a preflight: text/plain, whatever the body says. */
function simplePost(path: string, body: unknown, origin?: string) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', ...(origin ? { Origin: origin } : {}) },
    body: JSON.stringify(body),
  })
}

test('the server answers every operation of the contract over HTTP, each response valid', async () => {
  const token = await login()
  const keys = (await (await call('get', '/api/user/api-keys', { token })).json()) as {
    items: { id: string; key: string }[]
  }
  const newcomer = await login('new@example.com')
  const leaving = await login()
  const requests: Record<string, Parameters<typeof call>[2] & { expect: number }> = {
    getEmailConfig: { expect: 200 },
    sendVerificationCode: { body: { email: 'someone@example.com', type: 'register' }, expect: 200 },
    register: { body: { email: 'someone@example.com', password: 'Secret123', code: '123456' }, expect: 201 },
    login: { body: { email: 'demo@example.com', password: DEMO_PASSWORD }, expect: 200 },
    loginWithCode: {
      body: { email: 'demo@example.com', password: DEMO_PASSWORD, code: '123456' },
      expect: 400,
    },
    logout: { token: leaving, expect: 204 },
    getProfile: { token, expect: 200 },
    listApiKeys: { token, expect: 200 },
    createApiKey: { token, body: { name: 'Server test' }, expect: 201 },
    updateApiKeyRemark: {
      token,
      params: { id: keys.items[0]?.id ?? '' },
      body: { remark: 'over HTTP' },
      expect: 200,
    },
    updateApiKey: { token, params: { id: keys.items[0]?.id ?? '' }, body: { enabled: true }, expect: 200 },
    rotateApiKey: { token, params: { id: keys.items[0]?.id ?? '' }, body: { graceSeconds: 60 }, expect: 200 },
    deleteApiKey: { token, params: { id: keys.items[1]?.id ?? '' }, expect: 204 },
    listAvailablePlans: { expect: 200 },
    listModels: { expect: 200 },
    previewActivationCode: { token, body: { code: 'RELAY-MONTH-DEMO2' }, expect: 200 },
    activateCode: { token, body: { code: 'RELAY-MONTH-DEMO1' }, expect: 200 },
    getMySubscription: { token, expect: 200 },
    getBenefitPackage: { params: { code: 'WELCOME' }, expect: 200 },
    claimBenefitPackage: { token: newcomer, params: { code: 'WELCOME' }, expect: 200 },
    getUsageStatistics: { token, expect: 200 },
    listUsageRequests: { token, expect: 200 },
    getUsageSummary: { token, expect: 200 },
    // Asked with an API key, not the session.
    getKeyQuota: { token: keys.items[0]?.key ?? '', expect: 200 },
    verifyTwoFactor: { body: { challengeToken: `tfa_${'0'.repeat(40)}`, code: '123456' }, expect: 400 },
    requestPasswordReset: { body: { email: 'demo@example.com' }, expect: 202 },
    confirmPasswordReset: {
      body: { email: 'nobody@example.com', code: '000000', newPassword: 'New-pass-2026' },
      expect: 400,
    },
    changePassword: {
      token,
      body: { currentPassword: 'Wrong-pass-1', newPassword: 'New-pass-2026' },
      expect: 400,
    },
    listSessions: { token, expect: 200 },
    revokeSession: { token, params: { id: 'ses_unknown0' }, expect: 404 },
    revokeOtherSessions: { token: newcomer, expect: 200 },
    setUpTwoFactor: { token: newcomer, expect: 200 },
    enableTwoFactor: { token: newcomer, body: { code: '000000' }, expect: 400 },
    disableTwoFactor: { token, body: { code: '000000' }, expect: 409 },
    getNotificationSettings: { token, expect: 200 },
    updateNotificationSettings: {
      token,
      body: { webhookUrl: 'https://hooks.example.com/relay' },
      expect: 200,
    },
    testNotification: { token, body: { channel: 'email' }, expect: 200 },
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
  for (const method of new Set(contract.operations.map((operation) => operation.method.toUpperCase()))) {
    expect(response.headers.get('access-control-allow-methods')).toContain(method)
  }
})

test('a key asks for its own quota with x-api-key over HTTP, from a page on another local port', async () => {
  const token = await login()
  const keys = (await (await call('get', '/api/user/api-keys', { token })).json()) as {
    items: { key: string; name: string }[]
  }
  const preflight = await fetch(`${base}/api/key/quota`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://localhost:4173',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'x-api-key',
    },
  })
  expect(preflight.status).toBe(204)
  expect(preflight.headers.get('access-control-allow-headers')).toMatch(/X-Api-Key/i)
  const response = await fetch(`${base}/api/key/quota`, {
    headers: { 'x-api-key': keys.items[0]?.key ?? '', Origin: 'http://localhost:4173' },
  })
  await contract.assertResponse('get', '/api/key/quota', response.clone())
  expect(response.status).toBe(200)
  expect(((await response.json()) as { name: string }).name).toBe(keys.items[0]?.name)
})

test('CC Switch’s usage query of an import link asks the server over HTTP and shows the daily quota left', async () => {
  const token = await login('heavy@example.com')
  const keys = (await (await call('get', '/api/user/api-keys', { token })).json()) as {
    items: { key: string }[]
  }
  const link = ccSwitchLink({
    tool: 'claude',
    endpoint: toolBaseUrl('claude', base),
    apiKey: keys.items[0]?.key ?? '',
    homepage: 'http://localhost:5173',
  })
  const { usage, answer } = await queryLikeCcSwitch(link, 'globals')
  const daily = (answer as { quotas: { kind: string; remaining: number | null }[] }).quotas.find(
    (quota) => quota.kind === 'daily',
  )
  expect(usage).toMatchObject({ isValid: true, planName: 'Pro · Daily quota', unit: 'USD' })
  expect(usage.remaining).toBe(daily?.remaining)
  expect(usage.remaining).toBeCloseTo(2.4, 6)
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

test('another web site posting text/plain to /__mock/reset gets 403 and the sessions survive', async () => {
  const token = await login()
  const response = await simplePost('/__mock/reset', {}, 'https://evil.example')
  expect(response.status).toBe(403)
  expect(await response.json()).toEqual({ error: 'Origin not allowed', code: 'FORBIDDEN_ORIGIN' })
  expect((await call('get', '/api/user/profile', { token })).status).toBe(200)
})

test.each([
  'https://evil.example',
  'null',
  'http://localhost.evil.example',
  'http://127.0.0.1.evil.example:80',
])('a page of origin %s registering an account gets 403 and no account is created', async (origin) => {
  const email = 'someone@example.com'
  expect(
    (await call('post', '/api/auth/send-verification', { body: { email, type: 'register' } })).status,
  ).toBe(200)
  const response = await simplePost(
    '/api/auth/register',
    { email, password: 'Secret123', code: '123456' },
    origin,
  )
  expect(response.status).toBe(403)
  expect(await response.json()).toEqual({ error: 'Origin not allowed', code: 'FORBIDDEN_ORIGIN' })
  const signIn = await call('post', '/api/auth/login', { body: { email, password: 'Secret123' } })
  expect(signIn.status).toBe(401)
})

test('another web site signing in or reading gets 403 and no token, with any method', async () => {
  const signIn = await simplePost(
    '/api/auth/login',
    { email: 'demo@example.com', password: DEMO_PASSWORD },
    'https://evil.example',
  )
  expect(signIn.status).toBe(403)
  expect(await signIn.json()).toEqual({ error: 'Origin not allowed', code: 'FORBIDDEN_ORIGIN' })
  const read = await fetch(`${base}/__mock/seed`, { headers: { Origin: 'https://evil.example' } })
  expect(read.status).toBe(403)
  expect(await read.json()).toEqual({ error: 'Origin not allowed', code: 'FORBIDDEN_ORIGIN' })
})

test('the app on another local port signs in cross-origin with a JSON body', async () => {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { Origin: 'http://localhost:4173', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: DEMO_PASSWORD }),
  })
  await contract.assertResponse('post', '/api/auth/login', response)
  expect(response.status).toBe(200)
  expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
})

test('a page of origin null is served only when any origin is allowed', async () => {
  const open = createMockHttpServer({ allowedOrigins: '*', log: null })
  await new Promise<void>((resolve) => open.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(open.address() as AddressInfo).port}/api/plans/public/available`
  const response = await fetch(url, { headers: { Origin: 'null' } })
  expect(response.status).toBe(200)
  expect(response.headers.get('access-control-allow-origin')).toBe('null')
  await new Promise((resolve) => open.close(resolve))
})

test('a configured origin list refuses the localhost default with 403', async () => {
  const custom = createMockHttpServer({ allowedOrigins: ['https://portal.example'], log: null })
  await new Promise<void>((resolve) => custom.listen(0, '127.0.0.1', resolve))
  const token = await login()
  const response = await fetch(`http://127.0.0.1:${(custom.address() as AddressInfo).port}/__mock/reset`, {
    method: 'POST',
    headers: { Origin: 'http://localhost:5173' },
  })
  expect(response.status).toBe(403)
  expect((await call('get', '/api/user/profile', { token })).status).toBe(200)
  await new Promise((resolve) => custom.close(resolve))
})

test.each([
  ['text/plain', 'text/plain'],
  ['a form', 'application/x-www-form-urlencoded'],
  ['a multipart form', 'multipart/form-data; boundary=x'],
  ['a JSON look-alike', 'application/jsonp'],
  ['no Content-Type', undefined],
])('a registration body sent as %s answers 415 and creates no account', async (_, contentType) => {
  const email = 'someone@example.com'
  expect(
    (await call('post', '/api/auth/send-verification', { body: { email, type: 'register' } })).status,
  ).toBe(200)
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: contentType ? { 'Content-Type': contentType } : {},
    // Bytes, not a string: fetch would add `text/plain` to a string body.
    body: new TextEncoder().encode(JSON.stringify({ email, password: 'Secret123', code: '123456' })),
  })
  expect(response.status).toBe(415)
  expect(await response.json()).toEqual({
    error: 'Request bodies must be application/json',
    code: 'UNSUPPORTED_MEDIA_TYPE',
  })
  expect((await call('post', '/api/auth/login', { body: { email, password: 'Secret123' } })).status).toBe(401)
})

test('a JSON body is accepted with parameters and in any case', async () => {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'Application/JSON; charset=utf-8' },
    body: JSON.stringify({ email: 'demo@example.com', password: DEMO_PASSWORD }),
  })
  await contract.assertResponse('post', '/api/auth/login', response)
  expect(response.status).toBe(200)
})

test('a benefit package is claimed with no body and no Content-Type', async () => {
  const token = await login('new@example.com')
  const response = await fetch(`${base}/api/benefit-packages/claim/WELCOME`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Origin: 'http://localhost:4173' },
  })
  await contract.assertResponse('post', '/api/benefit-packages/claim/{code}', response)
  expect(response.status).toBe(200)
})

test.each([
  ['/api/plans/public/available', false],
  ['/api/user/profile', true],
  ['/api/user/profile', false],
  ['/__mock/seed', false],
])('HEAD %s (signed in: %s) answers the status and headers of GET with no body', async (url, signedIn) => {
  const headers: Record<string, string> = signedIn ? { Authorization: `Bearer ${await login()}` } : {}
  const get = await fetch(`${base}${url}`, { headers })
  const head = await fetch(`${base}${url}`, { method: 'HEAD', headers })
  expect(head.status).toBe(get.status)
  expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'))
  expect(head.headers.get('content-length')).toBe(String((await get.arrayBuffer()).byteLength))
  expect((await head.arrayBuffer()).byteLength).toBe(0)
})

test.each(['/api/auth/login', '/nothing-here'])('HEAD %s, a path with no GET, answers 404', async (url) => {
  const response = await fetch(`${base}${url}`, { method: 'HEAD' })
  expect(response.status).toBe(404)
})

test.each([
  ['TRACE', '/api/email/config'],
  ['PROPFIND', '/api/email/config'],
  ['CONNECT', '127.0.0.1:443'],
])('a %s request answers 405 with Allow', async (method, target) => {
  const response = await rawRequest(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1`)
  expect(response.status).toBe(405)
  expect(response.head).toMatch(/^Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS$/im)
  expect(JSON.parse(response.body)).toEqual({
    error: `Method not allowed: ${method}`,
    code: 'METHOD_NOT_ALLOWED',
  })
})

test.each(['a b', '[', 'exa mple:99999', 'localhost:99999'])(
  'a request with Host "%s" answers 400 and the server keeps serving',
  async (host) => {
    const response = await rawRequest(`GET /api/email/config HTTP/1.1\r\nHost: ${host}`)
    expect(response.status).toBe(400)
    expect(JSON.parse(response.body)).toEqual({ error: 'Bad Host header', code: 'BAD_REQUEST' })
    expect((await fetch(`${base}/api/email/config`)).status).toBe(200)
  },
)

test('a request target that does not parse answers 400', async () => {
  const response = await rawRequest('GET http://[/api/email/config HTTP/1.1\r\nHost: 127.0.0.1')
  expect(response.status).toBe(400)
  expect(JSON.parse(response.body)).toMatchObject({ code: 'BAD_REQUEST' })
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
  /** Resolves with the first match of `pattern` in what the command has printed, as soon as it prints it. */
  const printed = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output)
        if (match) resolve(match)
      }
      cli.stdout.on('data', check)
      cli.on('exit', () => reject(new Error(`exited before printing ${pattern}: ${output}`)))
      check()
    })
  const [, url] = await printed(/listening on (http:\/\/\S+)/)
  expect(output).toContain('demo@example.com')
  expect(output).toContain('RELAY-MONTH-DEMO1')
  expect(output).toContain('apiMock: false')
  expect(output).toContain('other origins are refused (403)')
  expect((await fetch(`${url}/api/plans/public/available`)).status).toBe(200)
  // The line is written once the response has been sent, so it may arrive just after the answer does.
  await printed(/GET \/api\/plans\/public\/available 200 \d+ms/)
  const exitCode = await new Promise<number | null>((resolve) => {
    cli.on('exit', resolve)
    cli.kill('SIGTERM')
  })
  expect(exitCode).toBe(0)
})
