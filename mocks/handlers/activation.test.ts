import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { db } from '#mocks/db.ts'
import {
  addDuration,
  currentSubscription,
  findUserByEmail,
  nextUtcMidnight,
  startOfUtcDay,
  startOfUtcWeek,
  subscriptionMonth,
  usageBetween,
} from '#mocks/rules.ts'
import { DAY_MS } from '#src/lib/time-units.ts'
import { resetDb, seedSignedInUser } from '#mocks/seed.ts'
import { callApi, expectStatus } from '#mocks/testing/api.ts'

/**
 * The clock of every test, frozen mid-month and mid-day: "today", the next reset and plan lengths in months
 * are the same for the test and the mock, whatever the hour or the month the suite runs in.
 */
const NOW = Date.parse('2026-11-22T10:00:00Z')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  resetDb(NOW)
})

afterEach(() => vi.useRealTimers())

function activate(token: string, code: string) {
  return callApi('post', '/api/activation-codes/activate', { token, body: { code } })
}

function preview(token: string, code: string) {
  return callApi('post', '/api/activation-codes/preview', { token, body: { code } })
}

test('user without a plan redeems a code and gets the plan starting now', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  const result = expectStatus(await activate(token, 'RELAY-MONTH-DEMO1'), 200)
  expect(result.plan).toEqual({
    id: 'pro-monthly',
    name: 'Pro',
    duration: { value: 1, unit: 'month' },
    serviceScope: 'all',
  })
  const activeSince = Date.parse(result.subscription.activeSince ?? '')
  expect(activeSince).toBe(NOW)
  expect(result.subscription).toMatchObject({
    status: 'active',
    plan: result.plan,
    source: 'activation_code',
  })
  expect(Date.parse(result.subscription.expiresAt ?? '')).toBe(
    addDuration(activeSince, { value: 1, unit: 'month' }),
  )
  expect(result.activatedAt).toBe(result.subscription.activeSince)
  const profile = expectStatus(await callApi('get', '/api/user/profile', { token }), 200)
  // A plan from a code is no package history: the account may still claim a welcome package.
  expect(profile).toMatchObject({ hasPackageHistory: false, subscriptionStatus: 'active' })
})

test('a code is matched case-insensitively with surrounding white space ignored', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  const result = expectStatus(await activate(token, '  relay-year-demo1 \n'), 200)
  expect(result.plan.id).toBe('pro-yearly')
})

test('user on the same running plan gets the subscription extended from its expiry', async () => {
  const { token, user } = await seedSignedInUser('demo@example.com')
  const before = currentSubscription(user.id)
  const previousExpiry = before?.expiresAt ?? 0
  const previousStart = before?.activeSince ?? 0
  const result = expectStatus(await activate(token, 'RELAY-MONTH-DEMO1'), 200)
  expect(Date.parse(result.subscription.expiresAt ?? '')).toBe(
    addDuration(previousExpiry, { value: 1, unit: 'month' }),
  )
  expect(Date.parse(result.subscription.activeSince ?? '')).toBe(previousStart)
  expect(db.subscriptions.filter((subscription) => subscription.userId === user.id)).toHaveLength(1)
})

test('a Pro user activating a Basic code keeps the value of the Pro time left as extra Basic days', async () => {
  const { token, user } = await seedSignedInUser('demo@example.com')
  const pro = currentSubscription(user.id)
  const result = expectStatus(await activate(token, 'RELAY-MONTH-DEMO2'), 200)
  const activeSince = Date.parse(result.subscription.activeSince ?? '')
  expect(activeSince).toBe(NOW)
  expect(result.subscription.plan?.id).toBe('basic-monthly')
  // Just under 60 days of Pro ($39 a month) are worth 117.59 days of Basic ($19.90 a month): 118 days.
  const proDaysLeft = ((pro?.expiresAt ?? 0) - activeSince) / DAY_MS
  expect(proDaysLeft).toBeGreaterThan(59.9)
  expect(Date.parse(result.subscription.expiresAt ?? '')).toBe(
    addDuration(activeSince, { value: 1, unit: 'month' }) + 118 * DAY_MS,
  )
  const periods = db.subscriptions.filter((subscription) => subscription.userId === user.id)
  expect(periods).toHaveLength(2)
  expect(periods[0]?.replacedAt).toBe(activeSince)
})

test('user whose plan expired starts the same plan over from now', async () => {
  const { token } = await seedSignedInUser('expired@example.com')
  const result = expectStatus(await activate(token, 'RELAY-TRIAL-DEMO1'), 200)
  const activeSince = Date.parse(result.subscription.activeSince ?? '')
  expect(activeSince).toBe(NOW)
  expect(Date.parse(result.subscription.expiresAt ?? '')).toBe(activeSince + 7 * DAY_MS)
  // A fresh 7-day plan is active: a quarter of its period (42 hours) is not left yet.
  expect(result.subscription.status).toBe('active')
})

test('a code works only once', async () => {
  const first = await seedSignedInUser('new@example.com')
  expectStatus(await activate(first.token, 'RELAY-MONTH-DEMO1'), 200)
  const second = await seedSignedInUser('expired@example.com')
  const body = expectStatus(await activate(second.token, 'relay-month-demo1'), 409)
  expect(body).toEqual({ code: 'ACTIVATION_CODE_USED', error: 'This activation code has already been used' })
})

test('user redeeming the seeded used code gets ACTIVATION_CODE_USED', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  expect(expectStatus(await activate(token, 'RELAY-USED-0001'), 409).code).toBe('ACTIVATION_CODE_USED')
})

test('user redeeming a code past its redeem-by date gets ACTIVATION_CODE_EXPIRED', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  expect(expectStatus(await activate(token, 'RELAY-EXPIRED-0001'), 409).code).toBe('ACTIVATION_CODE_EXPIRED')
  expect(db.activationCodes.get('RELAY-EXPIRED-0001')?.usedAt).toBeNull()
})

test('user redeeming an unknown code gets ACTIVATION_CODE_INVALID', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  const body = expectStatus(await activate(token, 'RELAY-NOPE-0000'), 404)
  expect(body).toEqual({ code: 'ACTIVATION_CODE_INVALID', error: 'Invalid activation code' })
})

test('user redeeming a blank, missing or oversized code gets VALIDATION_FAILED', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  expect(expectStatus(await activate(token, '   '), 400).error).toBe('code: must not be empty')
  expect(expectStatus(await activate(token, 'C'.repeat(65)), 400).error).toBe(
    'code: must be at most 64 characters',
  )
  const missing = await callApi('post', '/api/activation-codes/activate', { token, body: {} })
  expect(expectStatus(missing, 400).error).toBe('code: is required')
})

test('visitor redeeming a code without a token gets UNAUTHORIZED and the code stays unused', async () => {
  const result = await callApi('post', '/api/activation-codes/activate', {
    body: { code: 'RELAY-MONTH-DEMO1' },
  })
  expect(expectStatus(result, 401).code).toBe('UNAUTHORIZED')
  expect(db.activationCodes.get('RELAY-MONTH-DEMO1')?.usedAt).toBeNull()
})

test('new user reads an inactive subscription', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  const subscription = expectStatus(
    await callApi('get', '/api/activation-codes/my-subscription', { token }),
    200,
  )
  expect(subscription).toEqual({
    status: 'inactive',
    plan: null,
    activeSince: null,
    expiresAt: null,
    quota: null,
    source: null,
  })
})

test('demo user reads an active Pro subscription with quota use from the usage records', async () => {
  const { token, user } = await seedSignedInUser('demo@example.com')
  const now = Date.now()
  const subscription = expectStatus(
    await callApi('get', '/api/activation-codes/my-subscription', { token }),
    200,
  )
  expect(subscription).toMatchObject({
    status: 'active',
    source: 'activation_code',
    plan: { id: 'pro-monthly' },
  })
  const activeSince = Date.parse(subscription.activeSince ?? '')
  const since = (start: number) => Math.max(start, startOfUtcDay(activeSince))
  const month = subscriptionMonth(activeSince, now)
  const used = (start: number) => usageBetween(user.id, since(start), nextUtcMidnight(now))
  expect(subscription.quota).toEqual({
    dailyQuota: 30,
    dailyUsed: used(startOfUtcDay(now)).costMicros / 1e6,
    weeklyOpusQuota: 60,
    weeklyOpusUsed: used(startOfUtcWeek(now)).opusCostMicros / 1e6,
    monthlyQuota: 600,
    monthlyUsed: used(month.start).costMicros / 1e6,
    dailyResetsAt: new Date(nextUtcMidnight(now)).toISOString(),
    weeklyOpusResetsAt: new Date(startOfUtcWeek(now) + 7 * DAY_MS).toISOString(),
    monthlyResetsAt: new Date(month.end).toISOString(),
    requestLimit: null,
    requestsUsed: used(startOfUtcDay(now)).requests,
  })
  expect(subscription.quota?.dailyUsed).toBeGreaterThan(0)
  expect(subscription.quota?.requestsUsed).toBeGreaterThan(0)
})

test('expiring user reads expiring_soon with 3 days left', async () => {
  const { token } = await seedSignedInUser('expiring@example.com')
  const subscription = expectStatus(
    await callApi('get', '/api/activation-codes/my-subscription', { token }),
    200,
  )
  expect(subscription.status).toBe('expiring_soon')
  expect(subscription.expiresAt).toBe(new Date(NOW + 3 * DAY_MS).toISOString())
})

test('expired user reads expired with the last plan and no quota', async () => {
  const { token } = await seedSignedInUser('expired@example.com')
  const subscription = expectStatus(
    await callApi('get', '/api/activation-codes/my-subscription', { token }),
    200,
  )
  expect(subscription).toMatchObject({ status: 'expired', plan: { id: 'trial-7d' }, quota: null })
})

test('a subscription with 8 days left is active and one with 6 days left expiring soon', async () => {
  const eight = await seedSignedInUser({ planId: 'basic-monthly', daysLeft: 8 })
  const six = await seedSignedInUser({ planId: 'basic-monthly', daysLeft: 6 })
  const read = async (token: string) =>
    expectStatus(await callApi('get', '/api/activation-codes/my-subscription', { token }), 200).status
  expect(await read(eight.token)).toBe('active')
  expect(await read(six.token)).toBe('expiring_soon')
})

test('the subscription status follows the clock at request time', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const subscription = currentSubscription(findUserByEmail('demo@example.com')?.id ?? '')
  if (subscription) subscription.expiresAt = Date.now() - 1
  const read = expectStatus(await callApi('get', '/api/activation-codes/my-subscription', { token }), 200)
  expect(read.status).toBe('expired')
})

test('user redeeming the Codex code reads no weekly Opus quota', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  const result = expectStatus(await activate(token, 'RELAY-CODEX-DEMO1'), 200)
  expect(result.subscription.quota).toMatchObject({
    weeklyOpusQuota: null,
    weeklyOpusUsed: 0,
    dailyQuota: 20,
  })
  expect(result.plan.serviceScope).toBe('openai')
})

test('demo user previewing a Basic code reads the switch and the days credited, and nothing changes', async () => {
  const { token, user } = await seedSignedInUser('demo@example.com')
  const pro = currentSubscription(user.id)
  const answer = expectStatus(await preview(token, ' relay-month-demo2 '), 200)
  expect(answer).toMatchObject({
    effect: 'replace',
    creditedDays: 118,
    plan: { id: 'basic-monthly', name: 'Basic', duration: { value: 1, unit: 'month' }, serviceScope: 'all' },
    currentPlan: { id: 'pro-monthly', name: 'Pro' },
    currentExpiresAt: new Date(pro?.expiresAt ?? 0).toISOString(),
  })
  expect(answer.expiresAt).toBe(
    new Date(addDuration(NOW, { value: 1, unit: 'month' }) + 118 * DAY_MS).toISOString(),
  )
  expect(db.activationCodes.get('RELAY-MONTH-DEMO2')?.usedAt).toBeNull()
  expect(currentSubscription(user.id)).toBe(pro)
})

test('demo user previewing a Pro code reads an extension from the current expiry', async () => {
  const { token, user } = await seedSignedInUser('demo@example.com')
  const expiry = currentSubscription(user.id)?.expiresAt ?? 0
  const answer = expectStatus(await preview(token, 'RELAY-MONTH-DEMO1'), 200)
  expect(answer).toMatchObject({
    effect: 'extend',
    creditedDays: 0,
    currentPlan: { id: 'pro-monthly' },
    currentExpiresAt: new Date(expiry).toISOString(),
    expiresAt: new Date(addDuration(expiry, { value: 1, unit: 'month' })).toISOString(),
  })
})

test('a user without a running plan previews a start from now', async () => {
  const { token } = await seedSignedInUser('expired@example.com')
  const answer = expectStatus(await preview(token, 'RELAY-TRIAL-DEMO1'), 200)
  expect(answer).toMatchObject({
    effect: 'start',
    creditedDays: 0,
    currentPlan: null,
    currentExpiresAt: null,
  })
  expect(answer.expiresAt).toBe(new Date(NOW + 7 * DAY_MS).toISOString())
})

test('previewing an unknown, used or expired code answers as activating it would', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  expect(expectStatus(await preview(token, 'RELAY-NOPE-0000'), 404)).toEqual({
    code: 'ACTIVATION_CODE_INVALID',
    error: 'Invalid activation code',
  })
  expect(expectStatus(await preview(token, 'RELAY-USED-0001'), 409).code).toBe('ACTIVATION_CODE_USED')
  expect(expectStatus(await preview(token, 'RELAY-EXPIRED-0001'), 409).code).toBe('ACTIVATION_CODE_EXPIRED')
  expect(expectStatus(await preview(token, '  '), 400).error).toBe('code: must not be empty')
})

test('visitor previewing a code without a token gets UNAUTHORIZED', async () => {
  const result = await callApi('post', '/api/activation-codes/preview', {
    body: { code: 'RELAY-MONTH-DEMO1' },
  })
  expect(expectStatus(result, 401).code).toBe('UNAUTHORIZED')
})
