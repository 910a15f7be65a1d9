import { expect, test } from 'vitest'
import { db } from './db.ts'
import {
  buildActivationCode,
  buildApiKey,
  buildBenefitPackage,
  buildPackageClaim,
  buildRequestRecord,
  buildSubscription,
  buildUser,
  buildVerificationCode,
} from './seed.ts'
import {
  addDuration,
  claimBenefitPackage,
  currentSubscription,
  entitlementFromPlan,
  expiringSoonThresholdMs,
  findValidCode,
  hasPackageHistory,
  isRunning,
  nextApiKeyName,
  quotaUse,
  previewActivation,
  previewActivationCode,
  redeemActivationCode,
  resendWaitSeconds,
  startOfUtcWeek,
  subscriptionMonth,
  usageBetween,
  nextUtcMidnight,
  normalizeCode,
  startOfUtcDay,
  packageClaimStatus,
  normalizeEmail,
  subscriptionStatus,
  utcDate,
} from './rules.ts'
import { DAY_MS } from '#src/lib/time-units.ts'

const NOW = Date.UTC(2026, 10, 22, 10, 30)

function planOf(id: string) {
  const plan = db.plans.find((candidate) => candidate.id === id)
  if (!plan) throw new Error(`no plan ${id}`)
  return plan
}

test('a month after 31 January is the last day of February', () => {
  expect(utcDate(addDuration(Date.UTC(2026, 0, 31, 9), { value: 1, unit: 'month' }))).toBe('2026-02-28')
  expect(utcDate(addDuration(Date.UTC(2028, 0, 31, 9), { value: 1, unit: 'month' }))).toBe('2028-02-29')
})

test('durations add calendar months, years and days in UTC', () => {
  expect(addDuration(NOW, { value: 1, unit: 'month' })).toBe(Date.UTC(2026, 11, 22, 10, 30))
  expect(addDuration(NOW, { value: 3, unit: 'month' })).toBe(Date.UTC(2027, 1, 22, 10, 30))
  expect(addDuration(NOW, { value: 1, unit: 'year' })).toBe(Date.UTC(2027, 10, 22, 10, 30))
  expect(addDuration(NOW, { value: 7, unit: 'day' })).toBe(NOW + 7 * DAY_MS)
})

test('a subscription is inactive, active, expiring soon or expired by its dates', () => {
  // A 30-day period: a quarter is 7.5 days, so the 7 days apply.
  const at = (expiresAt: number) =>
    subscriptionStatus(
      buildSubscription({ userId: 'u', activeSince: expiresAt - 30 * DAY_MS, expiresAt }),
      NOW,
    )
  expect(subscriptionStatus(undefined, NOW)).toBe('inactive')
  expect(at(NOW + 7 * DAY_MS + 1)).toBe('active')
  expect(at(NOW + 7 * DAY_MS)).toBe('expiring_soon')
  expect(at(NOW + 1)).toBe('expiring_soon')
  expect(at(NOW)).toBe('expired')
  expect(at(NOW - 5 * DAY_MS)).toBe('expired')
})

test('a fresh 7-day plan is active, and expiring soon once a quarter of it is left', () => {
  const week = buildSubscription({ userId: 'u', activeSince: NOW, expiresAt: NOW + 7 * DAY_MS })
  const quarter = 1.75 * DAY_MS // 42 hours
  expect(subscriptionStatus(week, NOW)).toBe('active')
  expect(subscriptionStatus(week, NOW + 5 * DAY_MS)).toBe('active')
  expect(subscriptionStatus(week, week.expiresAt - quarter - 1)).toBe('active')
  expect(subscriptionStatus(week, week.expiresAt - quarter)).toBe('expiring_soon')
  expect(subscriptionStatus(week, NOW + 6 * DAY_MS)).toBe('expiring_soon')
  expect(subscriptionStatus(week, week.expiresAt)).toBe('expired')
})

test('expiring soon starts 7 days or a quarter of the period before the end, whichever is shorter', () => {
  const ending = (periodDays: number) => ({ activeSince: NOW - periodDays * DAY_MS, expiresAt: NOW })
  expect(expiringSoonThresholdMs(ending(7))).toBe(1.75 * DAY_MS)
  expect(expiringSoonThresholdMs(ending(14))).toBe(3.5 * DAY_MS)
  expect(expiringSoonThresholdMs(ending(28))).toBe(7 * DAY_MS)
  expect(expiringSoonThresholdMs(ending(30))).toBe(7 * DAY_MS)
  expect(expiringSoonThresholdMs(ending(365))).toBe(7 * DAY_MS)
  // A 20-day period: 5 days.
  const twenty = buildSubscription({
    userId: 'u',
    activeSince: NOW - 15 * DAY_MS,
    expiresAt: NOW + 5 * DAY_MS,
  })
  expect(subscriptionStatus(twenty, NOW)).toBe('expiring_soon')
  expect(subscriptionStatus(twenty, NOW - 1)).toBe('active')
})

test('daily quotas reset at the next midnight UTC', () => {
  expect(nextUtcMidnight(NOW)).toBe(Date.UTC(2026, 10, 23))
  expect(nextUtcMidnight(Date.UTC(2026, 10, 23))).toBe(Date.UTC(2026, 10, 24))
})

test('emails compare trimmed and lower-cased, codes trimmed and upper-cased', () => {
  expect(normalizeEmail('  Demo@Example.COM ')).toBe('demo@example.com')
  expect(normalizeCode(' relay-month-demo1\t')).toBe('RELAY-MONTH-DEMO1')
})

test('the current subscription is the one created last, whatever the order it was stored in', () => {
  const later = buildSubscription({ userId: 'u', activeSince: NOW })
  const earlier = buildSubscription({ userId: 'u', activeSince: NOW - DAY_MS })
  const someoneElse = buildSubscription({ userId: 'v', activeSince: NOW + DAY_MS })
  db.subscriptions.push(later, earlier, someoneElse)
  expect(currentSubscription('u')).toBe(later)
  expect(currentSubscription('nobody')).toBeUndefined()
})

test('of two subscriptions created at the same moment, the one stored last is current', () => {
  const first = buildSubscription({ userId: 'u', activeSince: NOW })
  const second = buildSubscription({ userId: 'u', activeSince: NOW })
  db.subscriptions.push(first, second)
  expect(currentSubscription('u')).toBe(second)
})

test('an account that only claimed a benefit package has package history', () => {
  db.packageClaims.push(buildPackageClaim({ userId: 'u', packageCode: 'welcome' }))
  expect(hasPackageHistory('u')).toBe(true)
  expect(hasPackageHistory('v')).toBe(false)
})

test('an account that only held plans from activation codes has no package history', () => {
  db.subscriptions.push(buildSubscription({ userId: 'u', activeSince: NOW - 40 * DAY_MS }))
  db.subscriptions.push(buildSubscription({ userId: 'u', activeSince: NOW }))
  expect(hasPackageHistory('u')).toBe(false)
})

test('a subscription runs from its first millisecond to the one before it expires', () => {
  const subscription = buildSubscription({ userId: 'u', activeSince: NOW, expiresAt: NOW + DAY_MS })
  expect(isRunning(subscription, NOW - 1)).toBe(false)
  expect(isRunning(subscription, NOW)).toBe(true)
  expect(isRunning(subscription, NOW + DAY_MS - 1)).toBe(true)
  expect(isRunning(subscription, NOW + DAY_MS)).toBe(false)
  expect(isRunning(undefined, NOW)).toBe(false)
})

/** A served request of account `u` at noon UTC of `date`, costing `cents` of which `opusCents` on Opus. */
function spentOn(
  date: string,
  cents: number,
  opusCents = 0,
  overrides: { userId?: string; at?: number } = {},
) {
  return buildRequestRecord({
    userId: 'u',
    apiKeyId: 'k',
    at: Date.parse(`${date}T12:00:00Z`),
    costMicros: cents * 10_000,
    opusCostMicros: opusCents * 10_000,
    ...overrides,
  })
}

test('usage is summed over the time asked for, its start included and its end not, for that account only', () => {
  const day = (date: string, cents: number) =>
    buildRequestRecord({
      userId: 'u',
      apiKeyId: 'k',
      at: Date.parse(`${date}T00:00:00Z`),
      inputTokens: cents,
      outputTokens: 1,
      cacheWriteTokens: 2,
      cacheReadTokens: 3,
      costMicros: cents * 10_000,
      opusCostMicros: cents * 1_000,
    })
  db.requests.push(
    day('2026-11-19', 1),
    day('2026-11-20', 10),
    day('2026-11-21', 100),
    day('2026-11-22', 1000),
    day('2026-11-23', 10_000),
    spentOn('2026-11-21', 7, 0, { userId: 'v' }),
    // Refused or failed: in the log only.
    buildRequestRecord({
      userId: 'u',
      apiKeyId: 'k',
      at: Date.parse('2026-11-21T13:00:00Z'),
      costMicros: 0,
      status: 429,
      errorCode: 'DAILY_QUOTA_EXHAUSTED',
    }),
  )
  expect(usageBetween('u', Date.UTC(2026, 10, 20), Date.UTC(2026, 10, 23))).toEqual({
    requests: 3,
    tokens: 1110 + 3 * 6,
    costMicros: 11_100_000,
    opusCostMicros: 1_110_000,
  })
})

test('usage from before a subscription started counts in none of its quotas, but all of its first UTC day does', () => {
  const subscription = buildSubscription({ userId: 'u', activeSince: NOW - 2 * DAY_MS })
  db.requests.push(
    spentOn(utcDate(NOW - 4 * DAY_MS), 500, 500),
    spentOn(utcDate(NOW - DAY_MS), 200, 100),
    spentOn(utcDate(NOW), 50),
    // Earlier on the day the subscription started.
    spentOn(utcDate(NOW), 25, 25, { at: startOfUtcDay(NOW - 2 * DAY_MS) }),
  )
  expect(quotaUse(subscription, NOW)).toMatchObject({
    dailyUsed: 0.5,
    weeklyOpusUsed: 1.25,
    monthlyUsed: 2.75,
  })
})

test('a redeemed activation code starts a subscription with a sub_ id', () => {
  const user = buildUser()
  const code = buildActivationCode({ code: 'relay-open' })
  db.activationCodes.set(code.code, code)
  const result = redeemActivationCode(user, 'relay-open', NOW)
  expect(result.ok && result.subscription.id).toMatch(/^sub_[0-9a-f]{16}$/)
})

test('an activation code for a plan that no longer exists is invalid', () => {
  const code = buildActivationCode({ code: 'relay-orphan', planId: 'plan-gone' })
  db.activationCodes.set(code.code, code)
  expect(redeemActivationCode(buildUser(), 'relay-orphan', NOW)).toMatchObject({
    status: 404,
    body: { code: 'ACTIVATION_CODE_INVALID' },
  })
})

test('an activation code may be redeemed until the millisecond before its redeem-by date', () => {
  const late = buildActivationCode({ code: 'relay-late', redeemBy: NOW })
  const onTime = buildActivationCode({ code: 'relay-on-time', redeemBy: NOW + 1 })
  db.activationCodes.set(late.code, late)
  db.activationCodes.set(onTime.code, onTime)
  expect(redeemActivationCode(buildUser(), 'relay-late', NOW)).toEqual({
    ok: false,
    status: 409,
    body: { code: 'ACTIVATION_CODE_EXPIRED', error: 'This activation code has expired' },
  })
  expect(redeemActivationCode(buildUser(), 'relay-on-time', NOW)).toMatchObject({ ok: true })
})

test('claiming an unknown benefit package says it was not found', () => {
  expect(claimBenefitPackage(buildUser(), 'no-such-package', NOW)).toEqual({
    ok: false,
    status: 404,
    body: { code: 'PACKAGE_NOT_FOUND', error: 'Benefit package not found' },
  })
})

test('a benefit package another account claimed can still be claimed', () => {
  const benefitPackage = buildBenefitPackage({ code: 'pkg-shared' })
  db.benefitPackages.set(benefitPackage.code, benefitPackage)
  db.packageClaims.push(buildPackageClaim({ userId: 'someone-else', packageCode: 'pkg-shared' }))
  expect(claimBenefitPackage(buildUser(), 'pkg-shared', NOW)).toMatchObject({ ok: true, benefitPackage })
})

test('a benefit package can be claimed until the millisecond before it is no longer available', () => {
  const closed = buildBenefitPackage({ code: 'pkg-closed', availableUntil: NOW })
  const open = buildBenefitPackage({ code: 'pkg-open', availableUntil: NOW + 1 })
  db.benefitPackages.set(closed.code, closed)
  db.benefitPackages.set(open.code, open)
  expect(claimBenefitPackage(buildUser(), 'pkg-closed', NOW)).toEqual({
    ok: false,
    status: 409,
    body: { code: 'PACKAGE_ENDED', error: 'This benefit package can no longer be claimed' },
  })
  expect(claimBenefitPackage(buildUser(), 'pkg-open', NOW)).toMatchObject({ ok: true })
})

test('a benefit package can be claimed from the millisecond it becomes available', () => {
  const later = buildBenefitPackage({ code: 'pkg-later', availableFrom: NOW + 1 })
  const now = buildBenefitPackage({ code: 'pkg-now', availableFrom: NOW })
  db.benefitPackages.set(later.code, later)
  db.benefitPackages.set(now.code, now)
  expect(claimBenefitPackage(buildUser(), 'pkg-later', NOW)).toEqual({
    ok: false,
    status: 409,
    body: { code: 'PACKAGE_NOT_STARTED', error: 'This benefit package cannot be claimed yet' },
  })
  expect(claimBenefitPackage(buildUser(), 'pkg-now', NOW)).toMatchObject({ ok: true })
})

test('a claim is refused for the first reason of: already claimed, not started, ended, not eligible', () => {
  const user = buildUser()
  const claimed = buildBenefitPackage({ code: 'pkg-claimed', availableUntil: NOW - 1 })
  const notYet = buildBenefitPackage({ code: 'pkg-not-yet', availableFrom: NOW + DAY_MS })
  const over = buildBenefitPackage({ code: 'pkg-over', availableUntil: NOW - DAY_MS })
  const open = buildBenefitPackage({ code: 'pkg-open' })
  for (const benefitPackage of [claimed, notYet, over, open]) {
    db.benefitPackages.set(benefitPackage.code, benefitPackage)
  }
  db.packageClaims.push(buildPackageClaim({ userId: user.id, packageCode: 'pkg-claimed' }))
  expect(packageClaimStatus(user, claimed, NOW)).toBe('already_claimed')
  expect(packageClaimStatus(user, notYet, NOW)).toBe('not_started')
  expect(packageClaimStatus(user, over, NOW)).toBe('ended')
  expect(packageClaimStatus(user, open, NOW)).toBe('not_eligible')
  expect(packageClaimStatus(buildUser(), open, NOW)).toBe('claimable')
  const codeOf = (code: string) => {
    const result = claimBenefitPackage(user, code, NOW)
    return result.ok ? 'claimed' : result.body.code
  }
  expect(['pkg-claimed', 'pkg-not-yet', 'pkg-over', 'pkg-open'].map(codeOf)).toEqual([
    'PACKAGE_ALREADY_CLAIMED',
    'PACKAGE_NOT_STARTED',
    'PACKAGE_ENDED',
    'PACKAGE_NOT_ELIGIBLE',
  ])
})

test('an account with plans from activation codes but no claimed package may claim', () => {
  const user = buildUser()
  db.subscriptions.push(buildSubscription({ userId: user.id, activeSince: NOW - 10 * DAY_MS }))
  const benefitPackage = buildBenefitPackage({ code: 'pkg-welcome' })
  db.benefitPackages.set(benefitPackage.code, benefitPackage)
  expect(claimBenefitPackage(user, 'pkg-welcome', NOW)).toMatchObject({ ok: true, benefitPackage })
})

test('a new key’s name skips only the names the same account already uses', () => {
  const other = buildApiKey({ userId: 'v', name: 'Key 1' })
  db.apiKeys.set(other.id, other)
  expect(nextApiKeyName('u')).toBe('Key 1')
  const own = buildApiKey({ userId: 'u', name: 'Key 2' })
  db.apiKeys.set(own.id, own)
  expect(nextApiKeyName('u')).toBe('Key 3')
})

test('the resend wait counts codes sent to that address for that purpose, and ends after 60 seconds', () => {
  db.verificationCodes.push(
    buildVerificationCode({ email: 'other@example.com', type: 'register', sentAt: NOW }),
    buildVerificationCode({ email: 'a@example.com', type: 'login', sentAt: NOW }),
    buildVerificationCode({ email: 'a@example.com', type: 'register', sentAt: NOW - 30_000 }),
  )
  expect(resendWaitSeconds('A@example.com', 'register', NOW)).toBe(30)
  expect(resendWaitSeconds('a@example.com', 'register', NOW + 29_500)).toBe(1)
  expect(resendWaitSeconds('a@example.com', 'register', NOW + 30_000)).toBe(0)
  expect(resendWaitSeconds('a@example.com', 'register', NOW + 95_000)).toBe(0)
  expect(resendWaitSeconds('new@example.com', 'register', NOW)).toBe(0)
})

test('a code is valid only for its address and purpose, from when it was sent until it expires', () => {
  const record = buildVerificationCode({ email: 'a@example.com', type: 'register', sentAt: NOW })
  db.verificationCodes.push(record)
  expect(findValidCode(' A@Example.com', 'register', '123456', NOW)).toBe(record)
  expect(findValidCode('b@example.com', 'register', '123456', NOW)).toBeUndefined()
  expect(findValidCode('a@example.com', 'login', '123456', NOW)).toBeUndefined()
  expect(findValidCode('a@example.com', 'register', '654321', NOW)).toBeUndefined()
  expect(findValidCode('a@example.com', 'register', '123456', NOW - 1)).toBeUndefined()
  expect(findValidCode('a@example.com', 'register', '123456', record.expiresAt - 1)).toBe(record)
  expect(findValidCode('a@example.com', 'register', '123456', record.expiresAt)).toBeUndefined()
})

/** An account with a running subscription on `planId` that has exactly `daysLeft` days left at NOW. */
function subscribedUser(planId: string, daysLeft: number) {
  const user = buildUser()
  db.users.set(user.id, user)
  const subscription = buildSubscription({ userId: user.id, planId, activeSince: NOW - DAY_MS })
  subscription.expiresAt = NOW + daysLeft * DAY_MS
  db.subscriptions.push(subscription)
  return { user, subscription }
}

function issueCode(planId: string) {
  const code = buildActivationCode({ planId })
  db.activationCodes.set(code.code, code)
  return code.code
}

test('a Pro user switching to Basic keeps the value of the Pro time left as extra Basic days', () => {
  const { user } = subscribedUser('pro-monthly', 60)
  const result = redeemActivationCode(user, issueCode('basic-monthly'), NOW)
  // 60 days of Pro at $39/30 days are worth $78; Basic costs $19.90/30 days: 117.59 days, rounded to 118.
  expect(result).toMatchObject({ ok: true, effect: 'replace', creditedDays: 118 })
  const current = currentSubscription(user.id)
  expect(current?.plan.id).toBe('basic-monthly')
  expect(current?.activeSince).toBe(NOW)
  expect(current?.expiresAt).toBe(addDuration(NOW, { value: 1, unit: 'month' }) + 118 * DAY_MS)
})

test('a code for the running plan moves its expiry out by the code’s duration', () => {
  const { user, subscription } = subscribedUser('pro-monthly', 60)
  const result = redeemActivationCode(user, issueCode('pro-monthly'), NOW)
  expect(result).toMatchObject({ ok: true, effect: 'extend', creditedDays: 0 })
  expect(currentSubscription(user.id)).toBe(subscription)
  expect(subscription.expiresAt).toBe(addDuration(NOW + 60 * DAY_MS, { value: 1, unit: 'month' }))
  expect(subscription.activeSince).toBe(NOW - DAY_MS)
})

test('credited days are rounded to the nearest whole day, halves up', () => {
  // Basic → Pro: 39 days of Basic are worth 39 × 19.90/30 = $25.87, i.e. 19.9 days of Pro (39/30 a day): 20.
  expect(
    previewActivation(subscribedUser('basic-monthly', 39).user.id, planOf('pro-monthly'), NOW),
  ).toMatchObject({
    effect: 'replace',
    creditedDays: 20,
  })
  // Pro → Pro Yearly: 1 day of Pro is worth $1.30, 1.2167 days of Pro Yearly ($390/365 a day): 1.
  expect(
    previewActivation(subscribedUser('pro-monthly', 1).user.id, planOf('pro-yearly'), NOW),
  ).toMatchObject({
    creditedDays: 1,
  })
  // Trial → Basic: half a day of the trial is worth 0.5 × 4.90/7 = $0.35, 0.5276 days of Basic: 1.
  expect(
    previewActivation(subscribedUser('trial-7d', 0.5).user.id, planOf('basic-monthly'), NOW),
  ).toMatchObject({
    creditedDays: 1,
  })
  // A third of a day of the trial: $0.2333, 0.3518 days of Basic: 0.
  expect(
    previewActivation(subscribedUser('trial-7d', 1 / 3).user.id, planOf('basic-monthly'), NOW),
  ).toMatchObject({
    creditedDays: 0,
  })
})

test('a year counts 365 days and a month 30 when pricing a day', () => {
  // 73 days of Pro Yearly are worth 73 × 390/365 = $78, i.e. 60 days of Pro exactly.
  expect(
    previewActivation(subscribedUser('pro-yearly', 73).user.id, planOf('pro-monthly'), NOW),
  ).toMatchObject({
    creditedDays: 60,
    expiresAt: addDuration(NOW, { value: 1, unit: 'month' }) + 60 * DAY_MS,
  })
})

test('an account without a running subscription starts the code’s plan now with no credit', () => {
  const expired = subscribedUser('pro-monthly', -5).user
  const fresh = buildUser()
  for (const user of [expired, fresh]) {
    expect(previewActivation(user.id, planOf('basic-monthly'), NOW)).toEqual({
      effect: 'start',
      plan: planOf('basic-monthly'),
      current: undefined,
      activeSince: NOW,
      expiresAt: addDuration(NOW, { value: 1, unit: 'month' }),
      creditedDays: 0,
    })
  }
  // The same plan, expired: starts over from now, not from the old expiry.
  expect(previewActivation(expired.id, planOf('pro-monthly'), NOW)).toMatchObject({ effect: 'start' })
})

test('time left on a benefit package, a plan no longer on sale or in another currency is worth no days', () => {
  const packaged = buildUser()
  db.subscriptions.push(
    buildSubscription({
      userId: packaged.id,
      plan: { ...entitlementFromPlan(planOf('pro-monthly')), id: 'package-welcome' },
      activeSince: NOW - DAY_MS,
    }),
  )
  expect(previewActivation(packaged.id, planOf('basic-monthly'), NOW)).toMatchObject({
    effect: 'replace',
    creditedDays: 0,
  })
  const euro = { ...planOf('basic-monthly'), id: 'basic-eur', price: { amount: 19.9, currency: 'EUR' } }
  db.plans.push(euro)
  expect(previewActivation(subscribedUser('pro-monthly', 60).user.id, euro, NOW)).toMatchObject({
    creditedDays: 0,
  })
  const free = { ...planOf('basic-monthly'), id: 'free', price: { amount: 0, currency: 'USD' } }
  expect(previewActivation(subscribedUser('pro-monthly', 60).user.id, free, NOW)).toMatchObject({
    creditedDays: 0,
  })
})

test('a preview changes nothing and answers what redeeming answers', () => {
  const { user, subscription } = subscribedUser('pro-monthly', 60)
  const code = issueCode('basic-monthly')
  const before = structuredClone(subscription)
  const preview = previewActivationCode(user, code, NOW)
  expect(preview).toMatchObject({ ok: true, effect: 'replace', creditedDays: 118 })
  expect(db.activationCodes.get(code)?.usedAt).toBeNull()
  expect(subscription).toEqual(before)
  expect(db.subscriptions.filter((candidate) => candidate.userId === user.id)).toHaveLength(1)
  const redeemed = redeemActivationCode(user, code, NOW)
  expect(redeemed.ok && redeemed.subscription.expiresAt).toBe(preview.ok && preview.expiresAt)
  expect(previewActivationCode(user, code, NOW)).toMatchObject({
    status: 409,
    body: { code: 'ACTIVATION_CODE_USED' },
  })
  expect(previewActivationCode(user, 'relay-nope', NOW)).toMatchObject({
    status: 404,
    body: { code: 'ACTIVATION_CODE_INVALID' },
  })
})

test('the week of the weekly Opus quota runs from Monday 00:00 UTC to the next Monday 00:00 UTC', () => {
  const monday = Date.UTC(2026, 10, 23)
  expect(startOfUtcWeek(monday)).toBe(monday)
  expect(startOfUtcWeek(monday - 1)).toBe(monday - 7 * DAY_MS)
  expect(startOfUtcWeek(Date.UTC(2026, 10, 25, 11, 55))).toBe(monday)
  expect(startOfUtcWeek(monday + 7 * DAY_MS - 1)).toBe(monday)
  // Across a year's end: Thursday 1 January 2026 is in the week of Monday 29 December 2025.
  expect(startOfUtcWeek(Date.UTC(2026, 0, 1, 12))).toBe(Date.UTC(2025, 11, 29))
})

test('a subscription month runs from one monthly anniversary of the start day to the next, clamped to short months', () => {
  const activeSince = Date.UTC(2026, 0, 31, 15, 20)
  expect(subscriptionMonth(activeSince, activeSince)).toEqual({
    start: Date.UTC(2026, 0, 31),
    end: Date.UTC(2026, 1, 28),
  })
  expect(subscriptionMonth(activeSince, Date.UTC(2026, 1, 28) - 1)).toEqual({
    start: Date.UTC(2026, 0, 31),
    end: Date.UTC(2026, 1, 28),
  })
  // The 31st comes back after February's clamped anniversary.
  expect(subscriptionMonth(activeSince, Date.UTC(2026, 1, 28))).toEqual({
    start: Date.UTC(2026, 1, 28),
    end: Date.UTC(2026, 2, 31),
  })
  expect(subscriptionMonth(activeSince, Date.UTC(2026, 2, 31))).toEqual({
    start: Date.UTC(2026, 2, 31),
    end: Date.UTC(2026, 3, 30),
  })
  expect(subscriptionMonth(activeSince, Date.UTC(2027, 0, 31, 9))).toEqual({
    start: Date.UTC(2027, 0, 31),
    end: Date.UTC(2027, 1, 28),
  })
})

test('weekly Opus use counts the current Monday-based UTC week and monthly use the current subscription month', () => {
  // Wednesday 25 November 2026; the subscription started on 10 October, so its month began on 10 November.
  const now = Date.UTC(2026, 10, 25, 11, 55)
  const subscription = buildSubscription({
    userId: 'u',
    activeSince: Date.UTC(2026, 9, 10, 18),
    expiresAt: Date.UTC(2027, 0, 10, 18),
  })
  const day = (date: string, costCents: number, opusCostCents: number) =>
    spentOn(date, costCents, opusCostCents)
  db.requests.push(
    day('2026-11-09', 1_000, 1_000), // the day before the subscription month
    day('2026-11-10', 200, 100), // its first day
    day('2026-11-22', 400, 300), // Sunday: last week
    day('2026-11-23', 80, 40), // Monday: this week
    day('2026-11-25', 20, 10), // today
  )
  expect(quotaUse(subscription, now)).toMatchObject({
    dailyUsed: 0.2,
    weeklyOpusUsed: 0.5,
    monthlyUsed: 7,
    dailyResetsAt: Date.UTC(2026, 10, 26),
    weeklyOpusResetsAt: Date.UTC(2026, 10, 30),
    monthlyResetsAt: Date.UTC(2026, 11, 10),
  })
  // At Monday 00:00 UTC the week starts again; at the anniversary, the month.
  expect(quotaUse(subscription, Date.UTC(2026, 10, 30))).toMatchObject({
    weeklyOpusUsed: 0,
    weeklyOpusResetsAt: Date.UTC(2026, 11, 7),
  })
  expect(quotaUse(subscription, Date.UTC(2026, 11, 10))).toMatchObject({
    monthlyUsed: 0,
    monthlyResetsAt: Date.UTC(2027, 0, 10),
  })
})
