import { readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { parse } from 'yaml'
import { DEMO_PASSWORD } from './demo-account.ts'
import { createMockHttpServer } from './http-server.ts'
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
  const requests: Record<string, { credential: string; body?: unknown; params?: Record<string, string> }> = {
    getProfile: { credential: token },
    listApiKeys: { credential: token },
    createApiKey: { credential: token, body: { name: 'Cached?' } },
    updateApiKeyRemark: { credential: token, params: { id: keys.items[0]?.id ?? '' }, body: { remark: 'x' } },
    deleteApiKey: { credential: token, params: { id: keys.items[1]?.id ?? '' } },
    getKeyQuota: { credential: keys.items[0]?.key ?? '' },
    previewActivationCode: { credential: token, body: { code: 'RELAY-MONTH-DEMO2' } },
    activateCode: { credential: token, body: { code: 'RELAY-MONTH-DEMO1' } },
    getMySubscription: { credential: token },
    getBenefitPackage: { credential: newcomer, params: { code: 'WELCOME' } },
    claimBenefitPackage: { credential: newcomer, params: { code: 'WELCOME' } },
    getUsageStatistics: { credential: token },
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
