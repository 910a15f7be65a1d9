import { beforeEach, expect, test, vi } from 'vitest'
import { API_URL_PATTERN, getMockControls, setMockControls } from '#mocks/controls.ts'
import { db } from '#mocks/db.ts'
import { resetDb, seedSignedInUser } from '#mocks/seed.ts'
import { TEST_ORIGIN, callApi, expectStatus } from '#mocks/testing/api.ts'

beforeEach(() => resetDb())

test('the controls default to no latency and no failures', () => {
  expect(getMockControls()).toEqual({ latencyMs: 0, failureRate: 0, forceStatus: null, pathIncludes: null })
})

test('a forced status makes every API call answer it with a contract Error body', async () => {
  setMockControls({ forceStatus: 500 })
  const plans = expectStatus(await callApi('get', '/api/plans/public/available'), 500)
  expect(plans.code).toBe('INTERNAL_ERROR')
  const { token } = await seedSignedInUser('demo@example.com')
  expect(expectStatus(await callApi('get', '/api/user/profile', { token }), 500).code).toBe('INTERNAL_ERROR')
})

test('a forced 401 reads like an expired session', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  setMockControls({ forceStatus: 401 })
  expect(expectStatus(await callApi('get', '/api/user/api-keys', { token }), 401).code).toBe('UNAUTHORIZED')
})

test('a simulated failure leaves the state untouched', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const keysBefore = db.apiKeys.size
  setMockControls({ failureRate: 1 })
  expectStatus(await callApi('post', '/api/user/api-keys', { token }), 500)
  expect(db.apiKeys.size).toBe(keysBefore)
})

test('failures can be limited to paths containing some text', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  setMockControls({ forceStatus: 500, pathIncludes: '/statistics' })
  expectStatus(await callApi('get', '/api/user/statistics', { token }), 500)
  expectStatus(await callApi('get', '/api/user/profile', { token }), 200)
})

test('latency delays every answer', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout'] })
  setMockControls({ latencyMs: 80 })
  let answered = false
  const answer = callApi('get', '/api/email/config').finally(() => {
    answered = true
  })
  while (vi.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve))
  await vi.advanceTimersByTimeAsync(79)
  expect(answered).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expectStatus(await answer, 200)
})

test('out-of-range controls are clamped or cleared', () => {
  expect(setMockControls({ latencyMs: -5, failureRate: 3, forceStatus: 200 })).toEqual({
    latencyMs: 0,
    failureRate: 1,
    forceStatus: null,
    pathIncludes: null,
  })
})

test('resetDb restores the default controls', () => {
  setMockControls({ latencyMs: 100, failureRate: 0.5, forceStatus: 503 })
  resetDb()
  expect(getMockControls()).toEqual({ latencyMs: 0, failureRate: 0, forceStatus: null, pathIncludes: null })
})

test('an API path the contract does not define answers 404 NOT_FOUND', async () => {
  const response = await fetch(`${TEST_ORIGIN}/api/user/api-keys/key_1`, { method: 'PUT' })
  expect(response.status).toBe(404)
  expect(await response.json()).toEqual({
    error: 'No such API endpoint: PUT /api/user/api-keys/key_1',
    code: 'NOT_FOUND',
  })
})

test('the API handlers answer on any origin', async () => {
  const response = await fetch('https://api.relay-portal.app/api/plans/public/available')
  expect(response.status).toBe(200)
})

test('the mock only claims URLs whose path starts with /api/', () => {
  expect(API_URL_PATTERN.test('http://localhost:5173/api/user/profile')).toBe(true)
  expect(API_URL_PATTERN.test('https://api.example.com/api/plans/public/available')).toBe(true)
  expect(API_URL_PATTERN.test('http://localhost:5173/src/lib/api/client.ts')).toBe(false)
  expect(API_URL_PATTERN.test('http://localhost:5173/apis/x')).toBe(false)
})
