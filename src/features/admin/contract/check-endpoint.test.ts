import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { delay } from 'msw'
import { expect, test } from 'vitest'
import { http, offContract } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { seedSignedInUser } from '#mocks/seed.ts'
import { TEST_ORIGIN } from '#mocks/testing/api.ts'
import { contract as ajvContract } from '#mocks/testing/contract-validator.ts'
import {
  checkEndpoint,
  checkResponse,
  checkedOperations,
  isNotOffered,
  operationUrl,
  type ContractOperation,
} from './check-endpoint.ts'

/** Sends an operation's check request, as the console does. */
function send(operation: ContractOperation, token: string) {
  return fetch(operationUrl(TEST_ORIGIN, operation), {
    method: operation.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(operation.body === undefined ? {} : { body: JSON.stringify(operation.body) }),
  })
}

const methodOf = (operation: ContractOperation) => (operation.method ?? 'GET').toLowerCase()

/** Broken copies of a body: each property (first array item only) removed or replaced by a wrong value. */
function brokenVariants(body: unknown): unknown[] {
  const variants: unknown[] = []
  const replacements: unknown[] = [undefined, null, 'x', -1, 1.5, true, {}, [], '2026-13-01']
  const visit = (node: unknown, rebuild: (value: unknown) => unknown) => {
    if (Array.isArray(node)) {
      if (node.length > 0) visit(node[0], (value) => rebuild([value, ...node.slice(1)]))
      return
    }
    if (typeof node !== 'object' || node === null) return
    for (const [key, child] of Object.entries(node)) {
      const replace = (value: unknown) => {
        const copy: Record<string, unknown> = { ...node }
        if (value === undefined) delete copy[key]
        else copy[key] = value
        return rebuild(copy)
      }
      for (const replacement of replacements) variants.push(replace(replacement))
      visit(child, replace)
    }
  }
  visit(body, (value) => value)
  return variants
}

test('the console checks every GET operation of openapi.yaml (the optional key quota too) and the optional preview, public ones first', () => {
  const gets = ajvContract.operations.filter((operation) => operation.method === 'get')
  expect(checkedOperations.map((operation) => operation.path).sort()).toEqual(
    [...gets.map((o) => o.path), '/api/activation-codes/preview'].sort(),
  )
  expect(checkedOperations.find((o) => o.operationId === 'previewActivationCode')).toMatchObject({
    method: 'POST',
    optional: true,
    secured: true,
    body: { code: 'RELAY-CHECK-0000' },
  })
  expect(
    checkedOperations
      .filter((o) => o.optional)
      .map((o) => o.operationId)
      .sort(),
  ).toEqual([
    'getKeyQuota',
    'getNotificationSettings',
    'getUsageSummary',
    'listModels',
    'listSessions',
    'listUsageRequests',
    'previewActivationCode',
  ])
  const firstSecured = checkedOperations.findIndex((operation) => operation.secured)
  expect(checkedOperations.slice(firstSecured).every((operation) => operation.secured)).toBe(true)
  expect(
    operationUrl(
      'https://api.example',
      checkedOperations.find((o) => o.path.includes('{code}'))!,
    ),
  ).toBe('https://api.example/api/benefit-packages/public/WELCOME')
})

test('the live answers of the mock conform, for the console as for Ajv', async () => {
  for (const email of [
    'demo@example.com',
    'new@example.com',
    'expired@example.com',
    'suspended@example.com',
  ]) {
    const { token } = await seedSignedInUser(email)
    for (const operation of checkedOperations) {
      const response = await send(operation, token)
      const contentType = response.headers.get('content-type') ?? ''
      const text = await response.clone().text()
      const mine = checkResponse(operation, response.status, contentType, text)
      expect(isNotOffered(operation, response.status, text), operation.path).toBe(false)
      expect(
        await ajvContract.checkResponse(methodOf(operation), operation.path, response),
        operation.path,
      ).toEqual([])
      expect(mine, `${email} ${operation.path}`).toEqual([])
    }
  }
})

test('on broken bodies the console gives the same verdict as Ajv', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  let compared = 0
  for (const operation of checkedOperations) {
    const response = await send(operation, token)
    const variants = [
      ...brokenVariants(await response.json()),
      ...brokenVariants({ error: 'x', code: 'UNAUTHORIZED' }),
    ]
    for (const variant of variants) {
      const text = JSON.stringify(variant)
      const mine = checkResponse(operation, 200, 'application/json', text).length === 0
      const ajv =
        (await ajvContract.checkResponse(methodOf(operation), operation.path, Response.json(variant)))
          .length === 0
      expect(mine, `${operation.path} ${text.slice(0, 300)}`).toBe(ajv)
      compared += 1
    }
  }
  expect(compared).toBeGreaterThan(500)
})

test('an undeclared status, a wrong content type and a non-JSON body are problems', () => {
  const plans = checkedOperations.find((operation) => operation.operationId === 'listAvailablePlans')!
  expect(checkResponse(plans, 418, 'application/json', '{}')).toEqual([
    { keyword: 'status', path: '', params: { status: '418', declared: '200, 500' } },
  ])
  expect(checkResponse(plans, 200, 'text/html', '<!doctype html>').map((issue) => issue.keyword)).toEqual([
    'contentType',
    'notJson',
  ])
})

test('a request without an answer or too slow an answer is reported as such', async () => {
  const plans = checkedOperations.find((operation) => operation.operationId === 'listAvailablePlans')!
  server.use(
    // No answer at all, which no contract describes.
    http.get('/api/plans/public/available', ({ response }) => response.untyped(offContract.networkError())),
  )
  expect(await checkEndpoint(TEST_ORIGIN, plans, null)).toMatchObject({ kind: 'network' })
  server.use(
    http.get('/api/plans/public/available', async ({ response }) => {
      await delay(500)
      return response(200).json({ items: [] })
    }),
  )
  expect(await checkEndpoint(TEST_ORIGIN, plans, null, 50)).toMatchObject({ kind: 'timeout' })
})

test('the public model catalogue is probed without a session; a backend without it does not offer it', async () => {
  const models = checkedOperations.find((operation) => operation.operationId === 'listModels')!
  expect(models).toMatchObject({ optional: true, secured: false })
  expect(await checkEndpoint(TEST_ORIGIN, models, null)).toMatchObject({
    kind: 'answered',
    status: 200,
    issues: [],
  })
  for (const absent of [
    () => offContract.body(null, { status: 405 }),
    () => offContract.json({ error: 'No such API endpoint', code: 'NOT_FOUND' }, { status: 404 }),
  ]) {
    server.use(http.get('/api/models', ({ response }) => response.untyped(absent())))
    expect(await checkEndpoint(TEST_ORIGIN, models, null)).toMatchObject({ kind: 'notOffered' })
  }
})

test('a backend without the optional preview is reported as not offering it, not as breaking the contract', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const preview = checkedOperations.find((operation) => operation.operationId === 'previewActivationCode')!
  // The mock offers it: the probe code is unknown, which is one of the operation's own answers.
  expect(await checkEndpoint(TEST_ORIGIN, preview, token)).toMatchObject({
    kind: 'answered',
    status: 404,
    issues: [],
  })
  // How backends without the optional operation answer it: mostly statuses the contract does not declare for it.
  for (const absent of [
    () => offContract.body(null, { status: 405 }),
    () => offContract.body('Not Found', { status: 404 }),
    () => offContract.json({ error: 'No such API endpoint', code: 'NOT_FOUND' }, { status: 404 }),
    () => offContract.json({ error: 'Not implemented' }, { status: 501 }),
  ]) {
    server.use(http.post('/api/activation-codes/preview', ({ response }) => response.untyped(absent())))
    expect(await checkEndpoint(TEST_ORIGIN, preview, token)).toMatchObject({ kind: 'notOffered' })
  }
  // A 404 or 405 of an operation every backend must offer is a fault as usual.
  const plans = checkedOperations.find((operation) => operation.operationId === 'listAvailablePlans')!
  expect(isNotOffered(plans, 405, '')).toBe(false)
  expect(isNotOffered(preview, 500, '')).toBe(false)
})

test('the key quota is probed with a key nobody was issued, never the session: a 401 means it is offered', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const keyQuota = checkedOperations.find((operation) => operation.operationId === 'getKeyQuota')!
  expect(keyQuota).toMatchObject({ optional: true, secured: false })
  let sent: Headers | undefined
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/key/quota') sent = request.headers
  })
  expect(await checkEndpoint(TEST_ORIGIN, keyQuota, token)).toMatchObject({
    kind: 'answered',
    status: 401,
    issues: [],
  })
  server.events.removeAllListeners('request:start')
  expect(sent?.get('x-api-key')).toMatch(/^cr_/)
  expect(sent?.get('authorization')).toBeNull()
  for (const absent of [
    () => offContract.body(null, { status: 405 }),
    () => offContract.json({ error: 'No such API endpoint', code: 'NOT_FOUND' }, { status: 404 }),
    () => offContract.json({ error: 'Not implemented' }, { status: 501 }),
  ]) {
    server.use(http.get('/api/key/quota', ({ response }) => response.untyped(absent())))
    expect(await checkEndpoint(TEST_ORIGIN, keyQuota, null)).toMatchObject({ kind: 'notOffered' })
  }
})

test('only the operator console asks the optional key quota: no screen of the portal depends on it', () => {
  const src = path.resolve(import.meta.dirname, '../../..')
  const callers = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|js|json)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => /key\/quota|getKeyQuota/.test(readFileSync(path.join(src, file), 'utf8')))
    .map((file) => file.split(path.sep).join('/'))
    .sort()
  // The generated types and the console's check of the contract, and the tools' facts: the usage script the
  // CC Switch links carry, which CC Switch runs (not the portal). A screen that asked it would have to handle a
  // backend without it (404, 405, 501), as the console does.
  expect(callers).toEqual([
    'features/admin/contract-operations.json',
    'lib/api/schema.d.ts',
    'lib/tools/cc-switch-usage.ts',
  ])
})
