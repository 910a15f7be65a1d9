import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { db } from '#mocks/db.ts'
import { isServed, requestTokens } from '#mocks/rules.ts'
import { buildPlan, buildRequestRecord, buildSubscription, resetDb, seedSignedInUser } from '#mocks/seed.ts'
import { callApi, expectStatus } from '#mocks/testing/api.ts'

/** The clock of every test, frozen: "today" and the next reset are the same for the test and the mock. */
const NOW = Date.parse('2026-11-22T10:00:00Z')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  resetDb(NOW)
})

afterEach(() => vi.useRealTimers())

function statistics(token: string) {
  return callApi('get', '/api/user/statistics', { token })
}

test('demo user statistics add up the seeded requests their keys served, cached tokens included, failed ones left out', async () => {
  const { token, user } = await seedSignedInUser('demo@example.com')
  const stats = expectStatus(await statistics(token), 200)
  const records = db.requests.filter((record) => record.userId === user.id && isServed(record))
  const today = records.filter((record) => record.at >= NOW - 10 * 3_600_000)
  const tokens = (list: typeof records) => list.reduce((total, record) => total + requestTokens(record), 0)
  const micros = (list: typeof records) => list.reduce((total, record) => total + record.costMicros, 0)
  expect(db.requests.some((record) => record.userId === user.id && !isServed(record))).toBe(true)
  expect(stats).toMatchObject({
    totalRequests: records.length,
    todayRequests: today.length,
    totalTokens: tokens(records),
    todayTokens: tokens(today),
    totalCost: { amount: micros(records) / 1e6, currency: 'USD' },
    todayCost: { amount: micros(today) / 1e6, currency: 'USD' },
    dailyQuota: 30,
    dailyResetsAt: '2026-11-23T00:00:00.000Z',
    generatedAt: '2026-11-22T10:00:00.000Z',
  })
  expect(stats.totalRequests).toBeGreaterThan(stats.todayRequests)
  // 10 hours of the UTC day so far.
  expect(stats.averageRpm).toBeCloseTo(stats.todayRequests / 600, 1)
})

test('demo usage belongs only to the demo user keys', async () => {
  const { user } = await seedSignedInUser('demo@example.com')
  const keyIds = new Set(
    [...db.apiKeys.values()].filter((key) => key.userId === user.id).map((key) => key.id),
  )
  const records = db.requests.filter((record) => record.userId === user.id)
  expect(records.length).toBeGreaterThan(1_000)
  expect(records.every((record) => keyIds.has(record.apiKeyId))).toBe(true)
})

test('history holds the last 14 UTC days, oldest first, ending today', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const { history } = expectStatus(await statistics(token), 200)
  expect(history.map((day) => day.date)).toEqual(
    Array.from({ length: 14 }, (_, index) => `2026-11-${String(9 + index).padStart(2, '0')}`),
  )
  expect(history.every((day) => day.requests > 0)).toBe(true)
})

test('history shows days without use as zeros', async () => {
  const { token, user } = await seedSignedInUser({ planId: 'basic-monthly' })
  const at = (time: string) => Date.parse(`2026-11-19T${time}Z`)
  db.requests.push(
    buildRequestRecord({ userId: user.id, apiKeyId: 'key_x', at: at('00:00:00'), inputTokens: 1_000 }),
    buildRequestRecord({
      userId: user.id,
      apiKeyId: 'key_x',
      at: at('23:59:59.999'),
      inputTokens: 2_000,
      outputTokens: 500,
      cacheWriteTokens: 4_000,
      cacheReadTokens: 40_500,
      costMicros: 183_500,
    }),
    // Refused: no figure counts it.
    buildRequestRecord({
      userId: user.id,
      apiKeyId: 'key_x',
      at: at('12:00:00'),
      status: 529,
      errorCode: 'UPSTREAM_OVERLOADED',
    }),
  )
  const stats = expectStatus(await statistics(token), 200)
  expect(stats.history.filter((day) => day.requests > 0)).toEqual([
    { date: '2026-11-19', requests: 2, tokens: 48_000, cost: 0.1865 },
  ])
  expect(stats.history[13]).toEqual({ date: '2026-11-22', requests: 0, tokens: 0, cost: 0 })
  expect(stats).toMatchObject({ totalRequests: 2, todayRequests: 0, averageRpm: 0, dailyQuota: 15 })
})

test('new user statistics are all zeros without a daily quota', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  const stats = expectStatus(await statistics(token), 200)
  expect(stats).toMatchObject({
    totalRequests: 0,
    todayRequests: 0,
    totalTokens: 0,
    todayTokens: 0,
    totalCost: { amount: 0, currency: 'USD' },
    todayCost: { amount: 0, currency: 'USD' },
    averageRpm: 0,
    dailyQuota: null,
  })
  expect(stats.history).toHaveLength(14)
})

test('expired user statistics have no daily quota', async () => {
  const { token } = await seedSignedInUser('expired@example.com')
  expect(expectStatus(await statistics(token), 200).dailyQuota).toBeNull()
})

test('a plan with an unlimited daily quota gives a null daily quota', async () => {
  const { token, user } = await seedSignedInUser()
  const plan = buildPlan({ id: 'unlimited-monthly', dailyQuota: null })
  db.plans.push(plan)
  db.subscriptions.push(buildSubscription({ userId: user.id, planId: plan.id }))
  expect(expectStatus(await statistics(token), 200).dailyQuota).toBeNull()
})

test('visitor without a token gets UNAUTHORIZED', async () => {
  expect(expectStatus(await callApi('get', '/api/user/statistics'), 401).code).toBe('UNAUTHORIZED')
})
