import { beforeEach, expect, test } from 'vitest'
import { DEMO_PASSWORD } from './demo-account.ts'
import { verifyPassword } from './crypto.ts'
import { db, snapshotDb } from './db.ts'
import { toUsageStatisticsDto } from './dto.ts'
import {
  apiKeyUsage,
  currentSubscription,
  findUserByEmail,
  normalizeCode,
  quotaUse,
  startOfUtcDay,
  utcDate,
  type ApiKeyUsageCents,
} from './rules.ts'
import { DAY_MS } from '#src/lib/time-units.ts'
import {
  attributeSeededUsage,
  buildApiKey,
  buildUsageRecord,
  buildUser,
  resetDb,
  seedSignedInUser,
  seedSummary,
} from './seed.ts'
import { callApi, expectStatus } from './testing/api.ts'
import { HEAVY_USE } from './testing/fixtures.ts'

beforeEach(() => resetDb())

test('resetDb produces the same state every time for the same moment', () => {
  const now = Date.UTC(2026, 10, 22, 10)
  resetDb(now)
  const first = snapshotDb(now)
  resetDb(now)
  expect(snapshotDb(now)).toEqual(first)
})

test('resetDb produces the same ids and keys at any moment', () => {
  resetDb(Date.UTC(2026, 0, 1))
  const ids = [...db.users.keys(), ...[...db.apiKeys.values()].map((key) => key.key)]
  resetDb(Date.UTC(2027, 5, 15))
  expect([...db.users.keys(), ...[...db.apiKeys.values()].map((key) => key.key)]).toEqual(ids)
})

test('resetDb drops everything created since', async () => {
  const { token } = await seedSignedInUser()
  await callApi('post', '/api/user/api-keys', { token })
  resetDb()
  expect(db.sessions.size).toBe(0)
  expect(db.users.size).toBe(seedSummary.accounts.length)
  expect(db.apiKeys.size).toBe(5)
})

test('every seeded password is stored hashed and matches the demo password', async () => {
  for (const user of db.users.values()) {
    expect(user.passwordHash).not.toContain(DEMO_PASSWORD)
    expect(await verifyPassword(DEMO_PASSWORD, user.passwordHash)).toBe(true)
  }
})

test('the seed summary lists activation codes in the state it gives', () => {
  for (const entry of seedSummary.activationCodes) {
    const code = db.activationCodes.get(normalizeCode(entry.code))
    expect(code?.planId, entry.code).toBe(entry.planId)
    const state =
      code?.usedAt !== null
        ? 'used'
        : code.redeemBy !== null && code.redeemBy <= Date.now()
          ? 'expired'
          : 'unused'
    expect(state, entry.code).toBe(entry.state)
  }
  expect(
    seedSummary.activationCodes.filter((entry) => entry.state === 'unused').length,
  ).toBeGreaterThanOrEqual(8)
})

test('the seed summary lists the seeded accounts and packages', () => {
  expect(seedSummary.accounts.map((account) => account.email).sort()).toEqual(
    [...db.users.values()].map((user) => user.email).sort(),
  )
  for (const entry of seedSummary.benefitPackages) {
    expect(db.benefitPackages.get(entry.code)?.durationDays).toBe(entry.durationDays)
  }
  expect(seedSummary.verificationCode).toBe('123456')
})

test('seedSignedInUser signs in a new account with a working token', async () => {
  const { token, user } = await seedSignedInUser({ email: 'tester@example.com' })
  const profile = expectStatus(await callApi('get', '/api/user/profile', { token }), 200)
  expect(profile).toMatchObject({ ...user, subscriptionStatus: 'inactive' })
  const login = await callApi('post', '/api/auth/login', {
    body: { email: 'tester@example.com', password: DEMO_PASSWORD },
  })
  expectStatus(login, 200)
})

test('seedSignedInUser gives a new account a running plan on request', async () => {
  const { token } = await seedSignedInUser({ planId: 'pro-monthly', daysLeft: 20 })
  const subscription = expectStatus(
    await callApi('get', '/api/activation-codes/my-subscription', { token }),
    200,
  )
  expect(subscription).toMatchObject({ status: 'active', plan: { id: 'pro-monthly' } })
})

test("every seeded account's keys add up to its usage statistics, and a key with usage has been used", () => {
  const now = Date.UTC(2026, 10, 22, 10)
  resetDb(now)
  for (const user of db.users.values()) {
    const usage = apiKeyUsage(user.id, now)
    const keys = [...db.apiKeys.values()].filter((apiKey) => apiKey.userId === user.id)
    const sum = (field: keyof ApiKeyUsageCents) =>
      keys.reduce((total, apiKey) => total + (usage.get(apiKey.id)?.[field] ?? 0), 0)
    const statistics = toUsageStatisticsDto(user.id, now)
    expect(sum('totalRequests'), user.email).toBe(statistics.totalRequests)
    expect(sum('todayRequests'), user.email).toBe(statistics.todayRequests)
    expect(sum('totalCents'), user.email).toBe(Math.round(statistics.totalCost.amount * 100))
    expect(sum('todayCents'), user.email).toBe(Math.round(statistics.todayCost.amount * 100))
    for (const apiKey of keys) {
      const days = db.usageRecords
        .filter((record) => record.apiKeyId === apiKey.id)
        .map((record) => record.date)
      if (days.length === 0) continue
      const lastDay = Date.parse(`${days.sort().at(-1)}T00:00:00Z`)
      expect(apiKey.lastUsedAt, apiKey.name).toBeGreaterThanOrEqual(lastDay)
    }
  }
  expect(db.usageRecords.length).toBeGreaterThan(0)
})

test("seeded usage not made with one of the account's keys is spread over the keys it had on that day", () => {
  const now = Date.UTC(2026, 10, 22, 10)
  resetDb(now)
  const user = buildUser({ createdAt: now - 30 * DAY_MS })
  db.users.set(user.id, user)
  const old = buildApiKey({ userId: user.id, createdAt: now - 30 * DAY_MS, lastUsedAt: null })
  const recent = buildApiKey({ userId: user.id, createdAt: now - 2 * DAY_MS, lastUsedAt: null })
  db.apiKeys.set(old.id, old)
  db.apiKeys.set(recent.id, recent)
  const days = Array.from({ length: 10 }, (_, daysBack) => utcDate(now - daysBack * DAY_MS))
  for (const date of days) {
    db.usageRecords.push(buildUsageRecord({ userId: user.id, apiKeyId: 'key_account', date, requests: 5 }))
  }
  const lonely = buildUser()
  db.users.set(lonely.id, lonely)
  db.usageRecords.push(buildUsageRecord({ userId: lonely.id, apiKeyId: 'key_account', requests: 1 }))

  attributeSeededUsage(now)

  const records = db.usageRecords.filter((record) => record.userId === user.id)
  expect(records).toHaveLength(10)
  for (const record of records) {
    const apiKey = db.apiKeys.get(record.apiKeyId)
    expect(apiKey?.userId).toBe(user.id)
    // Never before the key existed.
    expect(Date.parse(`${record.date}T23:59:59Z`)).toBeGreaterThan(apiKey?.createdAt ?? Infinity)
  }
  // Both keys get some: the old one alone before the recent one existed.
  expect(new Set(records.map((record) => record.apiKeyId))).toEqual(new Set([old.id, recent.id]))
  expect(old.lastUsedAt).not.toBeNull()
  expect(recent.lastUsedAt).toBeGreaterThanOrEqual(startOfUtcDay(now))
  expect(recent.lastUsedAt).toBeLessThanOrEqual(now)
  // An account without keys keeps its usage as it is: it counts as a deleted key's.
  expect(db.usageRecords.find((record) => record.userId === lonely.id)?.apiKeyId).toBe('key_account')
})

test('heavy@example.com has used 92 % of its daily quota and 85 % of its weekly Opus quota (but on Mondays), with three keys', async () => {
  const { token } = await seedSignedInUser('heavy@example.com')
  const subscription = expectStatus(
    await callApi('get', '/api/activation-codes/my-subscription', { token }),
    200,
  )
  expect(subscription).toMatchObject({ status: 'active', plan: { id: 'pro-monthly' } })
  const quota = subscription.quota
  expect(quota?.dailyUsed).toBeCloseTo(0.92 * 30, 6)
  // The week starts on Monday (UTC), which holds today's use only: see the test of every day of the week.
  if (new Date().getUTCDay() !== 1) expect(quota?.weeklyOpusUsed).toBeCloseTo(0.85 * 60, 6)
  expect((quota?.monthlyUsed ?? 0) / 600).toBeLessThan(0.8)
  const keys = expectStatus(await callApi('get', '/api/user/api-keys', { token }), 200)
  expect(keys.items).toHaveLength(3)
})

test('demo@example.com stays well below every quota', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const subscription = expectStatus(
    await callApi('get', '/api/activation-codes/my-subscription', { token }),
    200,
  )
  const quota = subscription.quota
  expect((quota?.dailyUsed ?? 1) / 30).toBeLessThan(0.2)
  expect((quota?.weeklyOpusUsed ?? 1) / 60).toBeLessThan(0.8)
  expect((quota?.monthlyUsed ?? 1) / 600).toBeLessThan(0.8)
})

test('expiring@example.com has a request limit (Basic: 1,500 a day) and demo@example.com none, so the overview shows both', async () => {
  const quotaOf = async (email: string) => {
    const { token } = await seedSignedInUser(email)
    return expectStatus(await callApi('get', '/api/activation-codes/my-subscription', { token }), 200).quota
  }
  expect(await quotaOf('expiring@example.com')).toMatchObject({ requestLimit: 1500, requestsUsed: 0 })
  const demo = await quotaOf('demo@example.com')
  expect(demo?.requestLimit).toBeNull()
  expect(demo?.requestsUsed).toBeGreaterThan(0)
})

test('heavy@example.com is at 85 % of its weekly Opus quota on every day of the week but Monday, its first', () => {
  // Monday 23 November 2026 at 10:00 UTC, then each following day.
  const monday = Date.UTC(2026, 10, 23, 10)
  for (let day = 0; day < 7; day += 1) {
    const now = monday + day * DAY_MS
    resetDb(now)
    const quota = quotaUse(currentSubscription(findUserByEmail('heavy@example.com')?.id ?? ''), now)
    expect(quota?.dailyUsed).toBeCloseTo(HEAVY_USE.dailyUsed, 6)
    // On Monday the week holds today only, whose Opus use is what it is on every day: $15.
    expect(quota?.weeklyOpusUsed).toBeCloseTo(day === 0 ? 15 : HEAVY_USE.weeklyOpusUsed, 6)
    expect((quota?.monthlyUsed ?? 600) / 600).toBeLessThan(0.8)
    for (const record of db.usageRecords) expect(record.opusCostCents).toBeLessThanOrEqual(record.costCents)
  }
})
