import { beforeEach, expect, test } from 'vitest'
import { db } from '../db.ts'
import { DAY_MS, nextUtcMidnight, startOfUtcDay, utcDate } from '../rules.ts'
import { buildPlan, buildSubscription, buildUsageRecord, resetDb, seedSignedInUser } from '../seed.ts'
import { callApi, expectStatus } from '../testing/api.ts'

beforeEach(() => resetDb())

function statistics(token: string) {
  return callApi('get', '/api/user/statistics', { token })
}

test('demo user statistics add up the seeded usage of their keys', async () => {
  const { token, user } = await seedSignedInUser('demo@example.com')
  const now = Date.now()
  const stats = expectStatus(await statistics(token), 200)
  const records = db.usageRecords.filter((record) => record.userId === user.id)
  const today = records.filter((record) => record.date === utcDate(now))
  const sum = (list: typeof records, field: 'requests' | 'tokens' | 'costCents') =>
    list.reduce((total, record) => total + record[field], 0)
  expect(stats).toMatchObject({
    totalRequests: sum(records, 'requests'),
    todayRequests: sum(today, 'requests'),
    totalTokens: sum(records, 'tokens'),
    todayTokens: sum(today, 'tokens'),
    totalCost: { amount: sum(records, 'costCents') / 100, currency: 'USD' },
    todayCost: { amount: sum(today, 'costCents') / 100, currency: 'USD' },
    dailyQuota: 30,
    dailyResetsAt: new Date(nextUtcMidnight(now)).toISOString(),
  })
  expect(stats.totalRequests).toBeGreaterThan(stats.todayRequests)
  // The server's own instant: just after UTC midnight a second between the two clocks moves the rate a lot.
  const servedAt = Date.parse(stats.generatedAt)
  const minutes = Math.max(1, (servedAt - startOfUtcDay(servedAt)) / 60_000)
  expect(stats.averageRpm).toBeCloseTo(stats.todayRequests / minutes, 1)
  expect(Math.abs(Date.parse(stats.generatedAt) - now)).toBeLessThan(5_000)
})

test('demo usage belongs only to the demo user keys', async () => {
  const { user } = await seedSignedInUser('demo@example.com')
  const keyIds = new Set(
    [...db.apiKeys.values()].filter((key) => key.userId === user.id).map((key) => key.id),
  )
  const records = db.usageRecords.filter((record) => record.userId === user.id)
  expect(records.length).toBeGreaterThan(40)
  expect(records.every((record) => keyIds.has(record.apiKeyId))).toBe(true)
})

test('history holds the last 14 UTC days, oldest first, ending today', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const now = Date.now()
  const { history } = expectStatus(await statistics(token), 200)
  expect(history.map((day) => day.date)).toEqual(
    Array.from({ length: 14 }, (_, index) => utcDate(now - (13 - index) * DAY_MS)),
  )
  expect(history.every((day) => day.requests > 0)).toBe(true)
})

test('history shows days without use as zeros', async () => {
  const { token, user } = await seedSignedInUser({ planId: 'basic-monthly' })
  db.usageRecords.push(
    buildUsageRecord({
      userId: user.id,
      apiKeyId: 'key_x',
      date: utcDate(Date.now() - 3 * DAY_MS),
      requests: 12,
      tokens: 48_000,
      costCents: 19,
    }),
  )
  const stats = expectStatus(await statistics(token), 200)
  expect(stats.history.filter((day) => day.requests > 0)).toEqual([
    { date: utcDate(Date.now() - 3 * DAY_MS), requests: 12, tokens: 48_000, cost: 0.19 },
  ])
  expect(stats.history[13]).toEqual({ date: utcDate(Date.now()), requests: 0, tokens: 0, cost: 0 })
  expect(stats).toMatchObject({ totalRequests: 12, todayRequests: 0, averageRpm: 0, dailyQuota: 15 })
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
