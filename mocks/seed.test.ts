import { beforeEach, expect, test } from 'vitest'
import { costMicros, findModel, planServesApi } from './catalogue.ts'
import { DEMO_PASSWORD } from './demo-account.ts'
import { verifyPassword } from './crypto.ts'
import { db, snapshotDb, type RequestRecord } from './db.ts'
import { toUsageStatisticsDto } from './dto.ts'
import {
  apiKeyUsage,
  currentSubscription,
  findUserByEmail,
  isServed,
  normalizeCode,
  quotaUse,
  startOfUtcDay,
  type ApiKeyUsageTotals,
} from './rules.ts'
import { DAY_MS, HOUR_MS } from '#src/lib/time-units.ts'
import { resetDb, seedSignedInUser, seedSummary } from './seed.ts'
import { callApi, expectStatus } from './testing/api.ts'
import { HEAVY_USE } from './testing/fixtures.ts'

beforeEach(() => resetDb())

test('resetDb produces the same state and the same request history every time for the same moment', () => {
  const now = Date.UTC(2026, 10, 22, 10)
  resetDb(now)
  const first = snapshotDb(now)
  const history = structuredClone(db.requests)
  resetDb(now)
  expect(snapshotDb(now)).toEqual(first)
  expect(db.requests).toEqual(history)
  expect(history.length).toBeGreaterThan(20_000)
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

test("every seeded account's keys add up to its usage statistics, and each key was last used by its last request", () => {
  const now = Date.UTC(2026, 10, 22, 10)
  resetDb(now)
  for (const user of db.users.values()) {
    const usage = apiKeyUsage(user.id, now)
    const keys = [...db.apiKeys.values()].filter((apiKey) => apiKey.userId === user.id)
    const sum = (field: keyof ApiKeyUsageTotals) =>
      keys.reduce((total, apiKey) => total + (usage.get(apiKey.id)?.[field] ?? 0), 0)
    const statistics = toUsageStatisticsDto(user.id, now)
    expect(sum('totalRequests'), user.email).toBe(statistics.totalRequests)
    expect(sum('todayRequests'), user.email).toBe(statistics.todayRequests)
    expect(sum('totalMicros'), user.email).toBe(Math.round(statistics.totalCost.amount * 1e6))
    expect(sum('todayMicros'), user.email).toBe(Math.round(statistics.todayCost.amount * 1e6))
    for (const apiKey of keys) {
      const last = db.requests.findLast((record) => record.apiKeyId === apiKey.id)
      expect(apiKey.lastUsedAt, apiKey.name).toBe(last?.at ?? null)
    }
  }
})

/** heavy@example.com's requests, and the fixed moment of the seed tests: a Sunday. */
function heavyHistory(now = Date.UTC(2026, 10, 22, 10)) {
  resetDb(now)
  const heavy = findUserByEmail('heavy@example.com')
  return { now, heavy, records: db.requests.filter((record) => record.userId === heavy?.id) }
}

test('heavy@example.com has made at least 20,000 requests over the last 30 days', () => {
  const { now, records } = heavyHistory()
  const since = startOfUtcDay(now) - 29 * DAY_MS
  expect(records.filter((record) => record.at >= since && record.at <= now).length).toBeGreaterThanOrEqual(
    20_000,
  )
  expect(records.every((record) => record.at >= since && record.at <= now)).toBe(true)
})

test('every seeded request is billed from the catalogue, and a failed one costs nothing', () => {
  resetDb(Date.UTC(2026, 10, 22, 10))
  for (const record of db.requests) {
    if (!isServed(record)) {
      expect(record).toMatchObject({ costMicros: 0, opusCostMicros: 0, firstTokenMs: null })
      expect(record.status).toBeGreaterThanOrEqual(400)
      continue
    }
    const model = findModel(record.model, record.api)
    if (!model) throw new Error(`unknown model ${record.model}`)
    const tokens = {
      input: record.inputTokens,
      output: record.outputTokens,
      cacheWrite: record.cacheWriteTokens,
      cacheRead: record.cacheReadTokens,
    }
    expect(record.costMicros).toBe(costMicros(model, tokens))
    expect(record.opusCostMicros).toBe(model.opus ? record.costMicros : 0)
    expect(record.status).toBe(200)
    expect(record.firstTokenMs).toBeLessThanOrEqual(record.durationMs)
    expect(record.inputTokens + record.cacheReadTokens + record.cacheWriteTokens).toBeLessThanOrEqual(
      model.contextWindow,
    )
  }
})

test('between 1 % and 3 % of the seeded requests failed, each with a reason and a matching status', () => {
  resetDb(Date.UTC(2026, 10, 22, 10))
  const failed = db.requests.filter((record) => !isServed(record))
  expect(failed.length / db.requests.length).toBeGreaterThanOrEqual(0.01)
  expect(failed.length / db.requests.length).toBeLessThanOrEqual(0.03)
  const statusOf: Record<string, number> = {
    UPSTREAM_OVERLOADED: 529,
    MODEL_NOT_FOUND: 404,
    INVALID_REQUEST: 400,
    PAYLOAD_TOO_LARGE: 413,
    DAILY_QUOTA_EXHAUSTED: 429,
  }
  for (const record of failed)
    expect(record.status, record.errorCode ?? '').toBe(statusOf[record.errorCode ?? ''])
  expect(new Set(failed.map((record) => record.errorCode))).toEqual(new Set(Object.keys(statusOf)))
  for (const record of failed.filter((failure) => failure.errorCode === 'MODEL_NOT_FOUND')) {
    expect(findModel(record.model)).toBeUndefined()
  }
})

test("every seeded request was made with a key its account held, within a plan period whose scope serves the request's API", () => {
  resetDb(Date.UTC(2026, 10, 22, 10))
  for (const record of db.requests) {
    const apiKey = db.apiKeys.get(record.apiKeyId)
    expect(apiKey?.userId).toBe(record.userId)
    expect(record.at).toBeGreaterThanOrEqual(apiKey?.createdAt ?? Infinity)
    const period = db.subscriptions.find(
      (subscription) =>
        subscription.userId === record.userId &&
        subscription.activeSince <= record.at &&
        record.at < subscription.expiresAt,
    )
    expect(period, record.id).toBeDefined()
    expect(planServesApi(period?.plan.serviceScope ?? 'openai', record.api)).toBe(true)
  }
})

test("a seeded daily-quota refusal comes only once that day's served requests used the quota up, and none crossed it by more than one request", () => {
  const { records } = heavyHistory()
  const refusals = records.filter((record) => record.errorCode === 'DAILY_QUOTA_EXHAUSTED')
  expect(refusals.length).toBeGreaterThan(0)
  for (const refusal of refusals) {
    const dayStart = startOfUtcDay(refusal.at)
    const before = records.filter(
      (record) => isServed(record) && record.at >= dayStart && record.at < refusal.at,
    )
    const spent = before.reduce((total, record) => total + record.costMicros, 0)
    const lastCost = before.reduce((latest, record) => (record.at > latest.at ? record : latest)).costMicros
    expect(spent).toBeGreaterThanOrEqual(30 * 1e6)
    expect(spent - lastCost).toBeLessThan(30 * 1e6)
  }
})

test('the seeded history has the shape of real use: busier weekdays and working hours, models by tool, cached reads on Claude', () => {
  const { records } = heavyHistory()
  resetDb(Date.UTC(2026, 10, 22, 10))
  const demo = findUserByEmail('demo@example.com')
  const served = db.requests.filter(isServed)
  const weekend = (record: RequestRecord) => [0, 6].includes(new Date(record.at).getUTCDay())
  const perDay = (list: readonly RequestRecord[]) =>
    list.length / new Set(list.map((record) => Math.floor(record.at / DAY_MS))).size
  const demoServed = served.filter((record) => record.userId === demo?.id)
  expect(perDay(demoServed.filter((record) => !weekend(record)))).toBeGreaterThan(
    2 * perDay(demoServed.filter(weekend)),
  )
  const hour = (record: RequestRecord) => Math.floor((record.at % DAY_MS) / HOUR_MS)
  const laptop = [...db.apiKeys.values()].find((key) => key.userId === demo?.id && key.name === 'Laptop')
  const laptopServed = served.filter((record) => record.apiKeyId === laptop?.id)
  const working = laptopServed.filter((record) => hour(record) >= 8 && hour(record) < 18).length
  expect(working / laptopServed.length).toBeGreaterThan(0.6)
  const modelsOf = (name: string) =>
    new Set(
      served
        .filter((record) => db.apiKeys.get(record.apiKeyId)?.name === name && record.userId === demo?.id)
        .map((record) => record.model),
    )
  expect(modelsOf('Laptop')).toEqual(new Set(['claude-opus-4-8', 'claude-sonnet-4-6', 'claude-haiku-4-5']))
  expect(modelsOf('CI runner')).toEqual(new Set(['gpt-6.2-sol', 'gpt-5']))
  const claudeMain = records.filter(
    (record) => isServed(record) && ['claude-opus-4-8', 'claude-sonnet-4-6'].includes(record.model),
  )
  expect(
    claudeMain.filter((record) => record.cacheReadTokens > 0).length / claudeMain.length,
  ).toBeGreaterThan(0.95)
  const writes = claudeMain.filter((record) => record.cacheWriteTokens > 0).length / claudeMain.length
  expect(writes).toBeGreaterThan(0.1)
  expect(writes).toBeLessThan(0.5)
})

test('heavy@example.com has used 92 % of its daily quota and 85 % of its weekly Opus quota (but on Mondays), with three keys', async () => {
  const { token } = await seedSignedInUser('heavy@example.com')
  const subscription = expectStatus(
    await callApi('get', '/api/activation-codes/my-subscription', { token }),
    200,
  )
  expect(subscription).toMatchObject({ status: 'active', plan: { id: 'pro-monthly' } })
  const quota = subscription.quota
  expect(quota?.dailyUsed).toBe(27.6)
  // The week starts on Monday (UTC), which holds today's use only: see the test of every day of the week.
  if (new Date().getUTCDay() !== 1) expect(quota?.weeklyOpusUsed).toBe(51)
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
    expect(quota?.dailyUsed).toBe(HEAVY_USE.dailyUsed)
    // On Monday the week holds today only, whose Opus use is what it is on every day: $15.
    expect(quota?.weeklyOpusUsed).toBe(day === 0 ? 15 : HEAVY_USE.weeklyOpusUsed)
    // On a Tuesday, Monday alone holds the week's earlier $36 of Opus, $18 more than a usual day.
    expect(quota?.monthlyUsed).toBe(day === 1 ? 207.6 : 189.6)
    for (const record of db.requests) expect(record.opusCostMicros).toBeLessThanOrEqual(record.costMicros)
  }
})
