import { readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, expect, onTestFinished, test } from 'vitest'
import { Secret, TOTP } from 'otpauth'
import { parse } from 'yaml'
import { DEMO_PASSWORD } from './demo-account.ts'
import { MOCK_MAX_CONNECTIONS, MOCK_REQUEST_TIMEOUT_MS, createMockHttpServer } from './http-server.ts'
import { resetDb } from './seed.ts'
import { contract } from './testing/contract-validator.ts'

let server: Server
let base = ''

beforeAll(async () => {
  server = createMockHttpServer({ log: null })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => resetDb())

type JsonObject = Record<string, unknown>

const document = parse(
  readFileSync(path.join(import.meta.dirname, '../openapi.yaml'), 'utf8'),
) as JsonObject & { paths: Record<string, Record<string, JsonObject>>; components: JsonObject }

function resolve(value: unknown): JsonObject {
  const ref = (value as { $ref?: unknown }).$ref
  if (typeof ref !== 'string') return value as JsonObject
  return resolve(
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as JsonObject)[key], document),
  )
}

/** Every operation that takes a credential (a session token or an API key), read from its `security`. */
const credentialOperations = Object.entries(document.paths).flatMap(([apiPath, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
    .filter(([, operation]) =>
      (operation.security as JsonObject[] | undefined)?.some(
        (requirement) => Object.keys(requirement).length > 0,
      ),
    )
    .map(([method, operation]) => ({
      method,
      path: apiPath,
      operationId: String(operation.operationId),
      responses: operation.responses as Record<string, unknown>,
    })),
)

async function login(email = 'demo@example.com'): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  return ((await response.json()) as { token: string }).token
}

async function send(
  method: string,
  template: string,
  init: { credential?: string; body?: unknown; params?: Record<string, string> },
) {
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(init.params?.[name] ?? ''),
  )
  const response = await fetch(`${base}${url}`, {
    method: method.toUpperCase(),
    headers: {
      ...(init.credential ? { Authorization: `Bearer ${init.credential}` } : {}),
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  await contract.assertResponse(method, template, response)
  return response
}

test('the contract names the operations that take a credential, the key quota and sign-out among them', () => {
  const ids = credentialOperations.map((operation) => operation.operationId)
  expect(ids).toEqual(
    expect.arrayContaining(['getProfile', 'listApiKeys', 'getKeyQuota', 'getBenefitPackage', 'logout']),
  )
  expect(ids).not.toContain('login')
  expect(ids).not.toContain('listAvailablePlans')
})

test('the contract documents Cache-Control: no-store on every success, 401 and 403 of those operations', () => {
  const missing = credentialOperations.flatMap(({ operationId, responses }) =>
    Object.entries(responses)
      .filter(([status]) => /^2/.test(status) || status === '401' || status === '403')
      .filter(([, response]) => {
        const header = (resolve(response).headers as JsonObject | undefined)?.['Cache-Control']
        return !header || resolve(header).required !== true
      })
      .map(([status]) => `${operationId} ${status}`),
  )
  expect(missing).toEqual([])
})

test('every answer of an operation that takes a credential sends Cache-Control: no-store, refusals included', async () => {
  const token = await login()
  const keys = (await (await send('get', '/api/user/api-keys', { credential: token })).json()) as {
    items: { id: string; key: string }[]
  }
  const newcomer = await login('new@example.com')
  const leaving = await login()
  // Two-step sign-in turned on and off with codes of the shown secret, as an authenticator makes them.
  const twoStep = await login('heavy@example.com')
  const setup = (await (
    await send('post', '/api/user/two-factor/setup', { credential: twoStep })
  ).json()) as {
    secret: string
  }
  const totp = new TOTP({ secret: Secret.fromBase32(setup.secret) })
  const spare = await login()
  const sessions = (await (await send('get', '/api/user/sessions', { credential: spare })).json()) as {
    items: { id: string; current: boolean }[]
  }
  const requests: Record<string, { credential: string; body?: unknown; params?: Record<string, string> }> = {
    changePassword: {
      credential: newcomer,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'New-pass-2026' },
    },
    listSessions: { credential: token },
    revokeSession: { credential: spare, params: { id: sessions.items.find((s) => s.current)?.id ?? '' } },
    revokeOtherSessions: { credential: newcomer },
    setUpTwoFactor: { credential: newcomer },
    enableTwoFactor: { credential: twoStep, body: { code: totp.generate() } },
    // The next step's code: each step's code is taken once, and one step either side of now is accepted.
    disableTwoFactor: {
      credential: twoStep,
      body: { code: totp.generate({ timestamp: Date.now() + 30_000 }) },
    },
    getNotificationSettings: { credential: token },
    updateNotificationSettings: { credential: token, body: { email: true } },
    testNotification: { credential: token, body: { channel: 'email' } },
    getProfile: { credential: token },
    listApiKeys: { credential: token },
    createApiKey: { credential: token, body: { name: 'Cached?' } },
    updateApiKeyRemark: { credential: token, params: { id: keys.items[0]?.id ?? '' }, body: { remark: 'x' } },
    updateApiKey: { credential: token, params: { id: keys.items[0]?.id ?? '' }, body: { enabled: true } },
    rotateApiKey: { credential: token, params: { id: keys.items[0]?.id ?? '' } },
    deleteApiKey: { credential: token, params: { id: keys.items[1]?.id ?? '' } },
    getKeyQuota: { credential: keys.items[0]?.key ?? '' },
    previewActivationCode: { credential: token, body: { code: 'RELAY-MONTH-DEMO2' } },
    activateCode: { credential: token, body: { code: 'RELAY-MONTH-DEMO1' } },
    getMySubscription: { credential: token },
    getBenefitPackage: { credential: newcomer, params: { code: 'WELCOME' } },
    claimBenefitPackage: { credential: newcomer, params: { code: 'WELCOME' } },
    getUsageStatistics: { credential: token },
    listUsageRequests: { credential: token },
    getUsageSummary: { credential: token },
    logout: { credential: leaving },
  }
  for (const operation of credentialOperations) {
    const request = requests[operation.operationId]
    expect(request, `no request for ${operation.operationId}`).toBeDefined()
    if (!request) continue
    const answered = await send(operation.method, operation.path, request)
    expect(answered.status, operation.operationId).toBeLessThan(300)
    expect(answered.headers.get('cache-control'), operation.operationId).toBe('no-store')
    const refused = await send(operation.method, operation.path, { ...request, credential: 'sess_unknown' })
    expect(refused.headers.get('cache-control'), `${operation.operationId} ${refused.status}`).toBe(
      'no-store',
    )
  }
})

/** A server of its own, with `options`, listening on a free port; closed when the test ends. */
async function startServer(options: Parameters<typeof createMockHttpServer>[0]) {
  const own = createMockHttpServer({ log: null, ...options })
  await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve))
  onTestFinished(async () => {
    own.closeAllConnections()
    await new Promise((resolve) => own.close(resolve))
  })
  return { server: own, port: (own.address() as AddressInfo).port }
}

/** What the server sends on a raw connection until it closes it, and how long that took. */
function readUntilClosed(socket: Socket): Promise<{ text: string; ms: number }> {
  const started = performance.now()
  return new Promise((resolve) => {
    let text = ''
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
    socket.on('error', () => {})
    socket.on('close', () => resolve({ text, ms: performance.now() - started }))
  })
}

test('the server gives a request about 30 seconds, not Node’s 300, and caps its connections', () => {
  expect(server.requestTimeout).toBe(MOCK_REQUEST_TIMEOUT_MS)
  expect(MOCK_REQUEST_TIMEOUT_MS).toBe(30_000)
  expect(server.headersTimeout).toBeLessThanOrEqual(MOCK_REQUEST_TIMEOUT_MS)
  expect(server.maxConnections).toBe(MOCK_MAX_CONNECTIONS)
  expect(MOCK_MAX_CONNECTIONS).toBeGreaterThan(0)
  expect(MOCK_MAX_CONNECTIONS).toBeLessThanOrEqual(1_000)
})

test('a body that trickles in slower than the request timeout is answered 408 and the connection closed', async () => {
  const { port } = await startServer({ requestTimeoutMs: 300 })
  const socket = connect(port, '127.0.0.1')
  const closed = readUntilClosed(socket)
  socket.write(
    'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
  )
  const { text, ms } = await closed
  expect(text).toMatch(/^HTTP\/1\.1 408 /)
  expect(ms).toBeLessThan(3_000)
})

test('headers that never end are cut off at the timeout as well', async () => {
  const { port } = await startServer({ requestTimeoutMs: 300 })
  const socket = connect(port, '127.0.0.1')
  const closed = readUntilClosed(socket)
  socket.write('GET /api/email/config HTTP/1.1\r\nHost: 127.0.0.1\r\n')
  const { text, ms } = await closed
  expect(text).toMatch(/^HTTP\/1\.1 408 /)
  expect(ms).toBeLessThan(3_000)
})

test('a connection past the cap is dropped unanswered; once one closes, a new one is served', async () => {
  const { port } = await startServer({ maxConnections: 2 })
  const open = [connect(port, '127.0.0.1'), connect(port, '127.0.0.1')]
  await Promise.all(open.map((socket) => new Promise((resolve) => socket.once('connect', resolve))))
  onTestFinished(() => open.forEach((socket) => socket.destroy()))

  const extra = connect(port, '127.0.0.1')
  const refused = readUntilClosed(extra)
  extra.write('GET /api/email/config HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
  expect((await refused).text).toBe('')

  open[0]?.destroy()
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/email/config`)).status, { timeout: 3_000 })
    .toBe(200)
})
