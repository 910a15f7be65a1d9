import { beforeEach, expect, test } from 'vitest'
import { getMockControls, getMockFailureBurst, setMockControls } from '#mocks/controls.ts'
import { db } from '#mocks/db.ts'
import { recordEmail } from '#mocks/outbox.ts'
import { MOCK_DB_STORAGE_KEY, persistDb } from '#mocks/persistence.ts'
import { MOCK_VERIFICATION_CODE } from '#mocks/rules.ts'
import { resetDb, seedSignedInUser, seedSummary } from '#mocks/seed.ts'
import { TEST_ORIGIN, callApi, expectStatus } from '#mocks/testing/api.ts'
import { mockControlContract } from '#mocks/testing/contract-validator.ts'

beforeEach(() => resetDb())

/**
 * Calls a `/__mock` endpoint; the answer to an operation of mocks/mock-control.openapi.yaml must match it (status,
 * body). A path or method it does not describe (the 404 and 405 answers) is returned unchecked.
 */
async function mockAdmin(path: string, init: { method?: string; body?: unknown } = {}) {
  const method = init.method ?? 'GET'
  const response = await fetch(`${TEST_ORIGIN}${path}`, {
    method,
    ...(init.body === undefined
      ? {}
      : { body: JSON.stringify(init.body), headers: { 'content-type': 'application/json' } }),
  })
  if (mockControlContract.findOperation(method, path)) {
    await mockControlContract.assertResponse(method, path, response)
  }
  return response
}

const defaults = {
  latencyMs: 0,
  failureRate: 0,
  forceStatus: null,
  pathIncludes: null,
  failNextCount: 0,
  failNextStatus: 500,
  registrationCodeRequired: true,
  loginCodeRequired: false,
  clockOffsetMs: 0,
}

test('GET /__mock/controls answers the current controls as JSON', async () => {
  const response = await mockAdmin('/__mock/controls')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/application\/json/)
  expect(await response.json()).toEqual(defaults)
})

test('PUT /__mock/controls changes only the fields sent and answers the new state', async () => {
  const response = await mockAdmin('/__mock/controls', {
    method: 'PUT',
    body: { latencyMs: 120, forceStatus: 503, pathIncludes: '/api/plans', loginCodeRequired: true },
  })
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({
    ...defaults,
    latencyMs: 120,
    forceStatus: 503,
    pathIncludes: '/api/plans',
    loginCodeRequired: true,
  })
  expect(getMockControls()).toMatchObject({ latencyMs: 120, forceStatus: 503, pathIncludes: '/api/plans' })
  expect(expectStatus(await callApi('get', '/api/email/config'), 200).loginCodeRequired).toBe(true)
  expect((await fetch(`${TEST_ORIGIN}/api/plans/public/available`)).status).toBe(503)
})

test('PUT /__mock/controls rejects unknown fields and values out of range, changing nothing', async () => {
  for (const body of [{ latencyMs: -1 }, { failureRate: 2 }, { forceStatus: 200 }, { colour: 'red' }]) {
    const response = await mockAdmin('/__mock/controls', { method: 'PUT', body })
    expect(response.status, JSON.stringify(body)).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
  }
  const response = await mockAdmin('/__mock/controls', { method: 'PUT', body: '{' })
  expect(response.status).toBe(400)
  expect(await (await mockAdmin('/__mock/controls')).json()).toEqual(defaults)
})

test('a failure burst only uses up requests on matching paths', async () => {
  await mockAdmin('/__mock/controls', {
    method: 'PUT',
    body: { failNextCount: 1, failNextStatus: 500, pathIncludes: '/api/plans' },
  })
  expectStatus(await callApi('get', '/api/email/config'), 200)
  expectStatus(await callApi('get', '/api/plans/public/available'), 500)
  expectStatus(await callApi('get', '/api/plans/public/available'), 200)
})

test('a failure burst answers the chosen status for each of the next requests', async () => {
  await mockAdmin('/__mock/controls', { method: 'PUT', body: { failNextCount: 2, failNextStatus: 503 } })
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await fetch(`${TEST_ORIGIN}/api/plans/public/available`)
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ code: 'INTERNAL_ERROR' })
  }
  expect(getMockFailureBurst().count).toBe(0)
  expectStatus(await callApi('get', '/api/plans/public/available'), 200)
})

test('a network-error burst makes the fetch itself fail', async () => {
  await mockAdmin('/__mock/controls', {
    method: 'PUT',
    body: { failNextCount: 1, failNextStatus: 'network' },
  })
  await expect(fetch(`${TEST_ORIGIN}/api/plans/public/available`)).rejects.toThrow(TypeError)
  expectStatus(await callApi('get', '/api/plans/public/available'), 200)
})

test('the /__mock endpoints are never delayed nor failed by the controls', async () => {
  setMockControls({ forceStatus: 500, failureRate: 1 })
  await mockAdmin('/__mock/controls', { method: 'PUT', body: { failNextCount: 5 } })
  expect((await mockAdmin('/__mock/controls')).status).toBe(200)
  expect((await mockAdmin('/__mock/seed')).status).toBe(200)
  expect(getMockFailureBurst().count).toBe(5)
})

test('POST /__mock/reset restores the seed and the default controls and forgets the snapshot', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  expectStatus(await callApi('post', '/api/user/api-keys', { token }), 201)
  persistDb(localStorage)
  setMockControls({ latencyMs: 40 })
  const usersBefore = db.users.size

  const response = await mockAdmin('/__mock/reset', { method: 'POST' })

  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ controls: defaults })
  expect(db.users.size).toBe(usersBefore)
  expect(db.apiKeys.size).toBe(5)
  expect(db.sessions.has(token)).toBe(false)
  expect(localStorage.getItem(MOCK_DB_STORAGE_KEY)).toBeNull()
})

test('GET /__mock/seed answers the seed summary', async () => {
  const response = await mockAdmin('/__mock/seed')
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual(JSON.parse(JSON.stringify(seedSummary)))
})

test('a wrong method answers 405 with Allow, an unknown /__mock path 404', async () => {
  const wrong = await mockAdmin('/__mock/reset')
  expect(wrong.status).toBe(405)
  expect(wrong.headers.get('Allow')).toBe('POST')
  const unknown = await mockAdmin('/__mock/nothing')
  expect(unknown.status).toBe(404)
  expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND' })
})

test('unknown /api paths still answer the contract 404', async () => {
  const response = await fetch(`${TEST_ORIGIN}/api/__mock/controls`)
  expect(response.status).toBe(404)
  expect(await response.json()).toEqual({
    error: 'No such API endpoint: GET /api/__mock/controls',
    code: 'NOT_FOUND',
  })
})

test('GET /__mock/outbox answers every sent message, newest first, with the verification code e-mailed', async () => {
  expect(await (await mockAdmin('/__mock/outbox')).json()).toEqual({ items: [] })
  expectStatus(
    await callApi('post', '/api/auth/send-verification', {
      body: { email: 'newcomer@example.org', type: 'register' },
    }),
    200,
  )
  recordEmail({ to: 'later@example.com', subject: 'Later', body: 'Text', reason: 'test' })

  const response = await mockAdmin('/__mock/outbox')

  expect(response.headers.get('Cache-Control')).toBe('no-store')
  const { items } = (await response.json()) as { items: Record<string, unknown>[] }
  expect(items.map((item) => item.to)).toEqual(['later@example.com', 'newcomer@example.org'])
  expect(items[1]).toMatchObject({ channel: 'email', reason: 'verification', delivery: null })
  expect(items[1]?.body).toContain(MOCK_VERIFICATION_CODE)
})
