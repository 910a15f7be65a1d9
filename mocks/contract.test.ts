import { readFileSync } from 'node:fs'
import { HttpHandler } from 'msw'
import { beforeEach, expect, test } from 'vitest'
import { parse } from 'yaml'
import { handlers } from './handlers/index.ts'
import { resetDb } from './seed.ts'
import { contract } from './testing/contract-validator.ts'
import { TEST_ORIGIN, fillPath } from './testing/api.ts'

beforeEach(() => resetDb())

function documentOperations(): string[] {
  const document = parse(readFileSync('openapi.yaml', 'utf8')) as {
    paths: Record<string, Record<string, unknown>>
  }
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'].includes(key))
      .map((method) => `${method.toUpperCase()} ${path}`),
  )
}

function handledOperations(): string[] {
  return handlers.flatMap((handler) => {
    if (!(handler instanceof HttpHandler) || typeof handler.info.path !== 'string') return []
    // openapi-msw registers `/a/{id}` as `*/a/:id`; map it back to the OpenAPI template.
    const path = handler.info.path.replace(/^\*/, '').replace(/:(\w+)/g, '{$1}')
    return [`${String(handler.info.method).toUpperCase()} ${path}`]
  })
}

test('every operation of openapi.yaml has a handler', () => {
  const handled = new Set(handledOperations())
  const missing = documentOperations().filter((operation) => !handled.has(operation))
  expect(missing).toEqual([])
  expect(documentOperations()).toHaveLength(17)
})

test('every typed handler implements an operation of openapi.yaml', () => {
  const documented = new Set(documentOperations())
  expect(handledOperations().filter((operation) => !documented.has(operation))).toEqual([])
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
