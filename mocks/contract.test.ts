import { readFileSync } from 'node:fs'
import { HttpHandler } from 'msw'
import { beforeEach, expect, test } from 'vitest'
import { parse } from 'yaml'
import { handlers } from './handlers/index.ts'
import { MOCK_CONTROL_BASE_URL } from './http.ts'
import { resetDb } from './seed.ts'
import { contract, mockControlContract } from './testing/contract-validator.ts'
import { TEST_ORIGIN, fillPath } from './testing/api.ts'

beforeEach(() => resetDb())

const PRODUCT = 'openapi.yaml'
const MOCK_CONTROL = 'mocks/mock-control.openapi.yaml'

function documentOperations(file: string): string[] {
  const document = parse(readFileSync(file, 'utf8')) as {
    paths: Record<string, Record<string, unknown>>
  }
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'].includes(key))
      .map((method) => `${method.toUpperCase()} ${path}`),
  )
}

/**
 * The operations the typed handlers implement, by the contract whose builder made them (mocks/http.ts): the
 * mock-control builder's paths start with its base URL, the product's with `*`.
 */
function handledOperations(file: string): string[] {
  return handlers.flatMap((handler) => {
    if (!(handler instanceof HttpHandler) || typeof handler.info.path !== 'string') return []
    const isMockControl = handler.info.path.startsWith(MOCK_CONTROL_BASE_URL)
    if (isMockControl !== (file === MOCK_CONTROL)) return []
    // openapi-msw registers `/a/{id}` as `<base>/a/:id`; map it back to the OpenAPI template.
    const path = handler.info.path
      .slice(isMockControl ? MOCK_CONTROL_BASE_URL.length : 1)
      .replace(/:(\w+)/g, '{$1}')
    return [`${String(handler.info.method).toUpperCase()} ${path}`]
  })
}

test.each([PRODUCT, MOCK_CONTROL])('every operation of %s has a handler', (file) => {
  const handled = new Set(handledOperations(file))
  const missing = documentOperations(file).filter((operation) => !handled.has(operation))
  expect(missing).toEqual([])
  expect(documentOperations(file)).toHaveLength(file === PRODUCT ? 37 : 5)
})

test.each([PRODUCT, MOCK_CONTROL])('every typed handler of %s implements one of its operations', (file) => {
  const documented = new Set(documentOperations(file))
  expect(handledOperations(file).filter((operation) => !documented.has(operation))).toEqual([])
})

test('every operation answers through its own handler, not the 404 fallback', async () => {
  for (const operation of contract.operations) {
    const params = Object.fromEntries(operation.pathParams.map((name) => [name, 'probe']))
    const response = await fetch(`${TEST_ORIGIN}${fillPath(operation.path, params)}`, {
      method: operation.method.toUpperCase(),
    })
    const text = await response.clone().text()
    expect(text, `${operation.method} ${operation.path}`).not.toMatch(/No such API endpoint/)
    await contract.assertResponse(operation.method, operation.path, response)
  }
})

test('the validator accepts a response that matches the contract', async () => {
  const response = Response.json({ error: 'Login required', code: 'UNAUTHORIZED' }, { status: 401 })
  expect(await contract.checkResponse('get', '/api/user/profile', response)).toEqual([])
})

test('the validator accepts refused fields in details, and rejects an entry without a rule', async () => {
  const body = (details: unknown) => ({
    error: 'email: must be a valid email address',
    code: 'VALIDATION_FAILED',
    details,
  })
  const accepted = Response.json(body([{ field: 'email', rule: 'format' }, { rule: 'json' }]), {
    status: 400,
  })
  expect(await contract.checkResponse('post', '/api/auth/login', accepted)).toEqual([])
  const refused = Response.json(body([{ field: 'email' }]), { status: 400 })
  const problems = await contract.checkResponse('post', '/api/auth/login', refused)
  expect(problems.join()).toMatch(/must have required property 'rule'/)
})

test('the validator rejects an undeclared status', async () => {
  const response = Response.json({ error: 'Teapot' }, { status: 418 })
  const problems = await contract.checkResponse('get', '/api/user/profile', response)
  expect(problems.join()).toMatch(/status 418 is not declared/)
})

test('the validator rejects a body that breaks the schema', async () => {
  const response = Response.json({ error: 'x', code: 'NOT_A_CODE' }, { status: 401 })
  const problems = await contract.checkResponse('get', '/api/user/profile', response)
  expect(problems.join()).toMatch(/code must be equal to one of the allowed values/)
})

test('the validator rejects a missing required field and a bad format', async () => {
  const response = Response.json(
    { id: 'usr_1', email: 'not-an-email', createdAt: 'yesterday' },
    { status: 200 },
  )
  const problems = (await contract.checkResponse('get', '/api/user/profile', response)).join()
  expect(problems).toMatch(/must match format "email"/)
  expect(problems).toMatch(/must match format "date-time"/)
  expect(problems).toMatch(/must have required property 'emailVerified'/)
})

test('the validator rejects a JSON response sent as text', async () => {
  const response = new Response(JSON.stringify({ items: [] }), {
    status: 200,
    headers: { 'content-type': 'text/plain' },
  })
  const problems = await contract.checkResponse('get', '/api/plans/public/available', response)
  expect(problems.join()).toMatch(/content-type is "text\/plain"/)
})

test('the validator rejects a malformed Retry-After header', async () => {
  const response = Response.json(
    { error: 'Slow down', code: 'RATE_LIMITED' },
    { status: 429, headers: { 'Retry-After': '0' } },
  )
  const problems = await contract.checkResponse('post', '/api/auth/send-verification', response)
  expect(problems.join()).toMatch(/header retry-after "0" .*must be >= 1/)
})

test('the validator rejects an unknown operation', async () => {
  const problems = await contract.checkResponse('delete', '/api/user/profile', Response.json({}))
  expect(problems.join()).toMatch(/not an operation of the contract/)
})

test('the mock-control validator rejects controls that lack a field or break a range', async () => {
  const response = Response.json({ latencyMs: -1, failureRate: 0 })
  const problems = (await mockControlContract.checkResponse('get', '/__mock/controls', response)).join()
  expect(problems).toMatch(/must have required property 'forceStatus'/)
  expect(problems).toMatch(/latencyMs must be >= 0/)
})
