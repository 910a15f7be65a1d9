/**
 * Business rules of the mock backend, shared by the handlers: subscription state from dates, quota use,
 * activation codes, benefit package eligibility, API key limits and verification codes.
 * Every function takes `now` (epoch ms) so the rules are pure over the db and testable at any time.
 */
import {
  db,
  keyQuotaCalls,
  type ActivationCodeRecord,
  type BenefitPackageRecord,
  type Entitlement,
  type PlanRecord,
  type SubscriptionRecord,
  type UserRecord,
  type VerificationCodeRecord,
} from './db.ts'
import { randomHex } from './crypto.ts'
import { refuse, type Refusal } from './errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { DAY_MS } from '#src/lib/time-units.ts'
import { expiringSoonThresholdMs as expiringSoonMs } from '#src/lib/expiring-soon.ts'

type SubscriptionStatus = components['schemas']['SubscriptionStatus']
type Duration = components['schemas']['Duration']

/** The most API keys an account may hold. */
export const MAX_API_KEYS = 10
/** How long a session token stays valid. */
export const SESSION_TTL_MS = 30 * DAY_MS
/** How long a sent verification code stays valid. */
export const VERIFICATION_CODE_TTL_MS = 10 * 60_000
/** Seconds before another code may be sent to the same address for the same purpose. */
export const RESEND_INTERVAL_SECONDS = 60
/** The mock never sends mail: every "sent" code is this one. */
export const MOCK_VERIFICATION_CODE = '123456'

/** Trims and lower-cases an email address, the form it is stored and compared in. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** Trims and upper-cases an activation code or package code, the form it is stored and compared in. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase()
}

/** The account with this email (any case, surrounding white space ignored). */
export function findUserByEmail(email: string): UserRecord | undefined {
  const wanted = normalizeEmail(email)
  for (const user of db.users.values()) if (user.email === wanted) return user
  return undefined
}

// ---------------------------------------------------------------------------------------------- dates

/** Midnight UTC starting the day of `ms`. */
export function startOfUtcDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS
}

/** The next midnight UTC after `ms`: when daily quotas reset. */
export function nextUtcMidnight(ms: number): number {
  return startOfUtcDay(ms) + DAY_MS
}

/** Monday 00:00 UTC starting the week of `ms`: the weekly Opus quota's week. */
export function startOfUtcWeek(ms: number): number {
  const day = Math.floor(ms / DAY_MS)
  // Day 0 of the epoch, 1 January 1970, was a Thursday: 3 days after a Monday.
  return (day - ((day + 3) % 7)) * DAY_MS
}

/**
 * The subscription month around `now` of a subscription that started at `activeSince`: from the last monthly
 * anniversary (inclusive) to the next one (exclusive). The anniversaries are 00:00 UTC of the start day, then
 * the same day of each following month, clamped to the month's last day as plan durations are (started on
 * 31 January: 28 February, then 31 March), each counted from the start so the day comes back after a short
 * month. They fall on UTC midnights because usage is recorded per UTC day.
 */
export function subscriptionMonth(activeSince: number, now: number): { start: number; end: number } {
  const anchor = startOfUtcDay(activeSince)
  const anniversary = (months: number) =>
    months === 0 ? anchor : addDuration(anchor, { value: months, unit: 'month' })
  const from = new Date(anchor)
  const to = new Date(now)
  // The calendar months between the two dates; one fewer when `now` is before that month's anniversary.
  let months = Math.max(
    0,
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth(),
  )
  while (months > 0 && anniversary(months) > now) months -= 1
  return { start: anniversary(months), end: anniversary(months + 1) }
}

/** The UTC day of `ms` as `YYYY-MM-DD`. */
export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** Epoch ms as an ISO-8601 UTC string. */
export function iso(ms: number): string {
  return new Date(ms).toISOString()
}

/**
 * Adds a plan duration to a moment. Months and years are calendar months in UTC; a day that does not
 * exist in the target month is clamped to its last day (31 January + 1 month = 28 or 29 February).
 */
export function addDuration(from: number, duration: Duration): number {
  if (duration.unit === 'day') return from + duration.value * DAY_MS
  const months = duration.unit === 'year' ? duration.value * 12 : duration.value
  const date = new Date(from)
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, lastDay))
  return date.getTime()
}

// -------------------------------------------------------------------------------------- subscriptions

/** The account's current (latest) subscription period, running or not. */
export function currentSubscription(userId: string): SubscriptionRecord | undefined {
  let latest: SubscriptionRecord | undefined
  for (const subscription of db.subscriptions) {
    if (subscription.userId === userId && (!latest || subscription.createdAt >= latest.createdAt)) {
      latest = subscription
    }
  }
  return latest
}

/** The contract's `expiring_soon` threshold, the rule the app also applies to a page left open. */
export function expiringSoonThresholdMs(subscription: Pick<SubscriptionRecord, 'activeSince' | 'expiresAt'>) {
  return expiringSoonMs(subscription.activeSince, subscription.expiresAt)
}

/**
 * The status of a subscription at `now`: `inactive` without one, `expired` once `expiresAt` has passed,
 * `expiring_soon` with 7 days or a quarter of its period left or less (whichever is shorter), `active`
 * otherwise.
 */
export function subscriptionStatus(
  subscription: SubscriptionRecord | undefined,
  now: number,
): SubscriptionStatus {
  if (!subscription) return 'inactive'
  const left = subscription.expiresAt - now
  if (left <= 0) return 'expired'
  if (left <= expiringSoonThresholdMs(subscription)) return 'expiring_soon'
  return 'active'
}

/** Whether a subscription is running at `now`. */
export function isRunning(
  subscription: SubscriptionRecord | undefined,
  now: number,
): subscription is SubscriptionRecord {
  return subscription !== undefined && subscription.activeSince <= now && now < subscription.expiresAt
}

/**
 * Whether the account ever claimed a benefit package. Plans from activation codes are not package
 * history: an account that only redeemed codes may still claim a package meant for new users.
 */
export function hasPackageHistory(userId: string): boolean {
  return db.packageClaims.some((claim) => claim.userId === userId)
}

/** What a plan grants, copied into a subscription. */
export function entitlementFromPlan(plan: PlanRecord): Entitlement {
  return {
    id: plan.id,
    name: plan.name,
    duration: { ...plan.duration },
    serviceScope: plan.serviceScope,
    dailyQuota: plan.dailyQuota,
    monthlyQuota: plan.monthlyQuota,
    weeklyOpusQuota: plan.weeklyOpusQuota,
    requestLimit: plan.requestLimit,
  }
}

/** What a benefit package grants: `package-<code>` for its duration in days, no monthly cap. */
export function entitlementFromPackage(benefitPackage: BenefitPackageRecord): Entitlement {
  return {
    id: `package-${benefitPackage.code.toLowerCase()}`,
    name: benefitPackage.name,
    duration: { value: benefitPackage.durationDays, unit: 'day' },
    serviceScope: benefitPackage.serviceScope,
    dailyQuota: benefitPackage.dailyQuota,
    monthlyQuota: null,
    weeklyOpusQuota: benefitPackage.weeklyOpusQuota,
    requestLimit: null,
  }
}

/**
 * Usage of an account summed over UTC days `fromDate` to `toDate` (inclusive, `YYYY-MM-DD`): cost and Opus cost
 * in cents, and the requests.
 */
export function usageCents(
  userId: string,
  fromDate: string,
  toDate: string,
): { cost: number; opus: number; requests: number } {
  let cost = 0
  let opus = 0
  let requests = 0
  for (const record of db.usageRecords) {
    if (record.userId === userId && record.date >= fromDate && record.date <= toDate) {
      cost += record.costCents
      opus += record.opusCostCents
      requests += record.requests
    }
  }
  return { cost, opus, requests }
}

/** The quota use of a running subscription. */
export interface QuotaUse {
  dailyQuota: number | null
  dailyUsed: number
  weeklyOpusQuota: number | null
  weeklyOpusUsed: number
  monthlyQuota: number | null
  monthlyUsed: number
  dailyResetsAt: number
  weeklyOpusResetsAt: number
  monthlyResetsAt: number
  /** Requests per UTC day; null: unlimited. Resets with the daily quota. */
  requestLimit: number | null
  /** The account's requests today (UTC), every key's, deleted ones included. */
  requestsUsed: number
}

/**
 * Quota use of a running subscription, in US dollars, each over the period its reset ends: daily = today (UTC),
 * reset at the next midnight UTC; weekly Opus = the current week from Monday 00:00 UTC, reset next Monday
 * 00:00 UTC; monthly = the current subscription month (`subscriptionMonth`), reset at its next anniversary;
 * requests = today's (UTC), against the plan's request limit, reset with the daily quota.
 * Usage from before the subscription started does not count. `undefined` when the subscription is not running.
 */
export function quotaUse(subscription: SubscriptionRecord | undefined, now: number): QuotaUse | undefined {
  if (!isRunning(subscription, now)) return undefined
  const today = utcDate(now)
  const since = utcDate(subscription.activeSince)
  const week = startOfUtcWeek(now)
  const month = subscriptionMonth(subscription.activeSince, now)
  const daily = usageCents(subscription.userId, maxDate(today, since), today)
  const weekly = usageCents(subscription.userId, maxDate(utcDate(week), since), today)
  const monthly = usageCents(subscription.userId, maxDate(utcDate(month.start), since), today)
  return {
    dailyQuota: subscription.plan.dailyQuota,
    dailyUsed: daily.cost / 100,
    weeklyOpusQuota: subscription.plan.weeklyOpusQuota,
    weeklyOpusUsed: weekly.opus / 100,
    monthlyQuota: subscription.plan.monthlyQuota,
    monthlyUsed: monthly.cost / 100,
    dailyResetsAt: nextUtcMidnight(now),
    weeklyOpusResetsAt: week + 7 * DAY_MS,
    monthlyResetsAt: month.end,
    requestLimit: subscription.plan.requestLimit,
    requestsUsed: daily.requests,
  }
}

function maxDate(a: string, b: string): string {
  return a > b ? a : b
}

/** Grants a new subscription period starting `now`, `extraDays` longer than the plan's duration. */
function startSubscription(
  userId: string,
  plan: Entitlement,
  source: SubscriptionRecord['source'],
  now: number,
  extraDays = 0,
): SubscriptionRecord {
  const previous = currentSubscription(userId)
  if (isRunning(previous, now)) previous.replacedAt = now
  const subscription: SubscriptionRecord = {
    id: `sub_${randomHex(8)}`,
    userId,
    plan,
    source,
    activeSince: now,
    expiresAt: addDuration(now, plan.duration) + extraDays * DAY_MS,
    createdAt: now,
    replacedAt: null,
  }
  db.subscriptions.push(subscription)
  return subscription
}

// ----------------------------------------------------------------------------------- activation codes

/** Days in a plan's duration for pricing a day of it: a month counts 30 days, a year 365. */
const PRICING_DAYS: Record<Duration['unit'], number> = { day: 1, month: 30, year: 365 }

/**
 * The remaining value of `current` at `now` as whole days of `plan`, rounded to the nearest day (halves up):
 * time left × the current plan's daily price ÷ the new plan's daily price, a daily price being the price
 * over the duration in days. Nothing when the current period has no price (a benefit package, or a plan no
 * longer on sale), when the currencies differ or when the new plan is free. Computed in integers (cents,
 * milliseconds) with BigInt, so the result is exact.
 */
export function creditedDays(current: SubscriptionRecord, plan: PlanRecord, now: number): number {
  const currentPlan = db.plans.find((candidate) => candidate.id === current.plan.id)
  if (!currentPlan || currentPlan.price.currency !== plan.price.currency) return 0
  const cents = (amount: number) => BigInt(Math.round(amount * 100))
  const days = (duration: Duration) => BigInt(duration.value * PRICING_DAYS[duration.unit])
  const newCents = cents(plan.price.amount)
  if (newCents === 0n) return 0
  // value of the time left ÷ new daily price = msLeft × oldCents × newDays / (DAY_MS × oldDays × newCents)
  const numerator = BigInt(current.expiresAt - now) * cents(currentPlan.price.amount) * days(plan.duration)
  const denominator = BigInt(DAY_MS) * days(currentPlan.duration) * newCents
  return Number((2n * numerator + denominator) / (2n * denominator))
}

/** What redeeming a code for a plan does to an account's subscription (`effect` as in the contract). */
export interface ActivationOutcome {
  effect: 'start' | 'extend' | 'replace'
  plan: PlanRecord
  /** The running subscription the code extends or replaces; undefined for `start`. */
  current: SubscriptionRecord | undefined
  /** When the resulting period began: unchanged for `extend`, `now` otherwise. */
  activeSince: number
  expiresAt: number
  /** Extra days of the new plan for the remaining value of the replaced one; 0 unless `replace`. */
  creditedDays: number
}

/**
 * What redeeming a code for `plan` at `now` would do, changing nothing. No running subscription: the plan
 * starts now. The same plan running: its expiry moves out by the plan's duration. Another plan running:
 * the new plan starts now, with the remaining value of the current one credited as extra days.
 */
export function previewActivation(userId: string, plan: PlanRecord, now: number): ActivationOutcome {
  const running = currentSubscription(userId)
  if (!isRunning(running, now)) {
    const expiresAt = addDuration(now, plan.duration)
    return { effect: 'start', plan, current: undefined, activeSince: now, expiresAt, creditedDays: 0 }
  }
  if (running.plan.id === plan.id) {
    const expiresAt = addDuration(running.expiresAt, plan.duration)
    return {
      effect: 'extend',
      plan,
      current: running,
      activeSince: running.activeSince,
      expiresAt,
      creditedDays: 0,
    }
  }
  const credit = creditedDays(running, plan, now)
  const expiresAt = addDuration(now, plan.duration) + credit * DAY_MS
  return { effect: 'replace', plan, current: running, activeSince: now, expiresAt, creditedDays: credit }
}

/**
 * The plan of a redeemable activation code. The code is trimmed and matched case-insensitively; it must
 * exist (404 `ACTIVATION_CODE_INVALID`), be unused (409 `ACTIVATION_CODE_USED`) and not be past its
 * redeem-by date (409 `ACTIVATION_CODE_EXPIRED`).
 */
function checkActivationCode(
  rawCode: string,
  now: number,
): { ok: true; code: ActivationCodeRecord; plan: PlanRecord } | Refusal<404 | 409> {
  const code: ActivationCodeRecord | undefined = db.activationCodes.get(normalizeCode(rawCode))
  const plan = code && db.plans.find((candidate) => candidate.id === code.planId)
  if (!code || !plan) return refuse(404, 'ACTIVATION_CODE_INVALID', 'Invalid activation code')
  if (code.usedAt !== null)
    return refuse(409, 'ACTIVATION_CODE_USED', 'This activation code has already been used')
  if (code.redeemBy !== null && code.redeemBy <= now) {
    return refuse(409, 'ACTIVATION_CODE_EXPIRED', 'This activation code has expired')
  }
  return { ok: true, code, plan }
}

/** What redeeming an activation code would do for an account, with the refusals of redeeming it. */
export function previewActivationCode(
  user: UserRecord,
  rawCode: string,
  now: number,
): ({ ok: true } & ActivationOutcome) | Refusal<404 | 409> {
  const checked = checkActivationCode(rawCode, now)
  if (!checked.ok) return checked
  return { ok: true, ...previewActivation(user.id, checked.plan, now) }
}

/** A redeemed activation code. */
export interface Activation extends ActivationOutcome {
  ok: true
  subscription: SubscriptionRecord
}

/**
 * Redeems an activation code for an account (checked as {@link previewActivationCode} says), by the rules
 * of {@link previewActivation}: no paid time is lost.
 */
export function redeemActivationCode(
  user: UserRecord,
  rawCode: string,
  now: number,
): Activation | Refusal<404 | 409> {
  const checked = checkActivationCode(rawCode, now)
  if (!checked.ok) return checked
  const { code, plan } = checked
  code.usedAt = now
  code.usedByUserId = user.id
  const outcome = previewActivation(user.id, plan, now)
  if (outcome.effect === 'extend' && outcome.current) {
    outcome.current.expiresAt = outcome.expiresAt
    outcome.current.source = 'activation_code'
    return { ok: true, ...outcome, subscription: outcome.current }
  }
  const entitlement = entitlementFromPlan(plan)
  const subscription = startSubscription(user.id, entitlement, 'activation_code', now, outcome.creditedDays)
  return { ok: true, ...outcome, subscription }
}

// ----------------------------------------------------------------------------------- benefit packages

/** A claimed benefit package. */
export interface Claim {
  ok: true
  benefitPackage: BenefitPackageRecord
  subscription: SubscriptionRecord
}

/** What a claim of a package would answer now: the contract's `BenefitPackageClaimStatus`. */
export type PackageClaimStatus = components['schemas']['BenefitPackageClaimStatus']

/**
 * Whether `user` may claim `benefitPackage` at `now`, and if not, why, in the order a claim checks it:
 * `already_claimed` (this account claimed it), `not_started` (before `availableFrom`), `ended` (from
 * `availableUntil` on), `not_eligible` (the account claimed another package before: only accounts
 * without package history may claim), else `claimable`.
 */
export function packageClaimStatus(
  user: UserRecord,
  benefitPackage: BenefitPackageRecord,
  now: number,
): PackageClaimStatus {
  if (
    db.packageClaims.some((claim) => claim.userId === user.id && claim.packageCode === benefitPackage.code)
  ) {
    return 'already_claimed'
  }
  if (benefitPackage.availableFrom !== null && now < benefitPackage.availableFrom) return 'not_started'
  if (benefitPackage.availableUntil !== null && benefitPackage.availableUntil <= now) return 'ended'
  if (hasPackageHistory(user.id)) return 'not_eligible'
  return 'claimable'
}

/**
 * Claims a benefit package for an account and activates it at once. Unknown codes answer 404
 * `PACKAGE_NOT_FOUND`; otherwise any status but `claimable` (`packageClaimStatus`) answers 409 with its
 * own code: `PACKAGE_ALREADY_CLAIMED`, `PACKAGE_NOT_STARTED`, `PACKAGE_ENDED` or `PACKAGE_NOT_ELIGIBLE`.
 */
export function claimBenefitPackage(
  user: UserRecord,
  rawCode: string,
  now: number,
): Claim | Refusal<404 | 409> {
  const benefitPackage = db.benefitPackages.get(normalizeCode(rawCode))
  if (!benefitPackage) return refuse(404, 'PACKAGE_NOT_FOUND', 'Benefit package not found')
  switch (packageClaimStatus(user, benefitPackage, now)) {
    case 'already_claimed':
      return refuse(409, 'PACKAGE_ALREADY_CLAIMED', 'You have already claimed this benefit package')
    case 'not_started':
      return refuse(409, 'PACKAGE_NOT_STARTED', 'This benefit package cannot be claimed yet')
    case 'ended':
      return refuse(409, 'PACKAGE_ENDED', 'This benefit package can no longer be claimed')
    case 'not_eligible':
      return refuse(
        409,
        'PACKAGE_NOT_ELIGIBLE',
        'Only accounts that have not claimed a benefit package before can claim this one',
      )
    case 'claimable':
      break
  }
  db.packageClaims.push({ userId: user.id, packageCode: benefitPackage.code, claimedAt: now })
  const subscription = startSubscription(
    user.id,
    entitlementFromPackage(benefitPackage),
    'benefit_package',
    now,
  )
  return { ok: true, benefitPackage, subscription }
}

// --------------------------------------------------------------------------------------------- API keys

/** How many keys the account holds. */
export function apiKeyCount(userId: string): number {
  let count = 0
  for (const apiKey of db.apiKeys.values()) if (apiKey.userId === userId) count += 1
  return count
}

/** Whether the account may create another key (fewer than `MAX_API_KEYS`). */
export function canCreateApiKey(userId: string): boolean {
  return apiKeyCount(userId) < MAX_API_KEYS
}

/**
 * Deletes one of the account's keys; false when the account has no key with this id (another account's key
 * included). The key leaves `db.apiKeys`, the one place every rule and handler reads keys from, so nothing
 * can list, count, edit or accept it any more. Its usage records stay: the account did use it, so past usage
 * still adds up in the statistics and in the quotas of the running plan (were it dropped, deleting a key would
 * hand back today's quota). The keys still listed then add up to the statistics less what the deleted ones used.
 */
export function deleteApiKey(userId: string, id: string): boolean {
  const apiKey = db.apiKeys.get(id)
  if (!apiKey || apiKey.userId !== userId) return false
  return db.apiKeys.delete(id)
}

/** Usage made with one key, in whole cents like the usage records. */
export interface ApiKeyUsageCents {
  todayRequests: number
  todayCents: number
  totalRequests: number
  totalCents: number
}

/**
 * The usage of each of the account's keys at `now`, by key id: all its records, and those of the UTC day of
 * `now` for today. It reads the same records as the account's statistics, so the keys add up to them; a
 * deleted key's records stay (see `deleteApiKey`) and keep counting in the statistics only. A key without
 * records (a new one) is absent from the map: zero.
 */
export function apiKeyUsage(userId: string, now: number): Map<string, ApiKeyUsageCents> {
  const today = utcDate(now)
  const byKey = new Map<string, ApiKeyUsageCents>()
  for (const record of db.usageRecords) {
    if (record.userId !== userId) continue
    const usage = byKey.get(record.apiKeyId) ?? {
      todayRequests: 0,
      todayCents: 0,
      totalRequests: 0,
      totalCents: 0,
    }
    usage.totalRequests += record.requests
    usage.totalCents += record.costCents
    if (record.date === today) {
      usage.todayRequests += record.requests
      usage.todayCents += record.costCents
    }
    byKey.set(record.apiKeyId, usage)
  }
  return byKey
}

/** How many times one API key may ask for its own quota in any `KEY_QUOTA_WINDOW_MS`. */
export const KEY_QUOTA_RATE_LIMIT = 60
/** The sliding window of that limit: the last minute. */
export const KEY_QUOTA_WINDOW_MS = 60_000

/**
 * Counts a call of `GET /api/key/quota` by a key at `now`, in a sliding window per key: the calls of the last
 * 60 seconds. At 60 already, the call is refused with the seconds until the oldest of them leaves the window
 * (at least 1); a refused call does not count, so a client that waits `Retry-After` gets through.
 */
export function admitKeyQuotaCall(
  apiKeyId: string,
  now: number,
): { ok: true } | { ok: false; retryAfterSeconds: number } {
  const recent = (keyQuotaCalls.get(apiKeyId) ?? []).filter((at) => at > now - KEY_QUOTA_WINDOW_MS)
  if (recent.length >= KEY_QUOTA_RATE_LIMIT) {
    keyQuotaCalls.set(apiKeyId, recent)
    const oldest = recent[0] ?? now
    return {
      ok: false,
      retryAfterSeconds: Math.max(1, Math.ceil((oldest + KEY_QUOTA_WINDOW_MS - now) / 1000)),
    }
  }
  keyQuotaCalls.set(apiKeyId, [...recent, now])
  return { ok: true }
}

/** A generated name for a new key: "Key <n>", the first n from the key count + 1 not already used. */
export function nextApiKeyName(userId: string): string {
  const names = new Set<string>()
  for (const apiKey of db.apiKeys.values()) if (apiKey.userId === userId) names.add(apiKey.name)
  let number = apiKeyCount(userId) + 1
  while (names.has(`Key ${number}`)) number += 1
  return `Key ${number}`
}

// ---------------------------------------------------------------------------------- verification codes

/** Seconds to wait before another code may be sent to `email` for `type`; 0 when it may be sent now. */
export function resendWaitSeconds(email: string, type: VerificationCodeRecord['type'], now: number): number {
  const wanted = normalizeEmail(email)
  let lastSentAt = -Infinity
  for (const record of db.verificationCodes) {
    if (record.email === wanted && record.type === type) lastSentAt = Math.max(lastSentAt, record.sentAt)
  }
  const waitMs = lastSentAt + RESEND_INTERVAL_SECONDS * 1000 - now
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0
}

/** Records a "sent" code (always `MOCK_VERIFICATION_CODE`). */
export function recordSentCode(
  email: string,
  type: VerificationCodeRecord['type'],
  now: number,
): VerificationCodeRecord {
  const record: VerificationCodeRecord = {
    email: normalizeEmail(email),
    type,
    code: MOCK_VERIFICATION_CODE,
    sentAt: now,
    expiresAt: now + VERIFICATION_CODE_TTL_MS,
    consumedAt: null,
  }
  db.verificationCodes.push(record)
  return record
}

/**
 * The unused, unexpired code sent to `email` for `type` that equals `code`, if any: a code is valid
 * only when it was sent for that address and purpose within the last ten minutes.
 */
export function findValidCode(
  email: string,
  type: VerificationCodeRecord['type'],
  code: string,
  now: number,
): VerificationCodeRecord | undefined {
  const wanted = normalizeEmail(email)
  return db.verificationCodes.find(
    (record) =>
      record.email === wanted &&
      record.type === type &&
      record.code === code &&
      record.consumedAt === null &&
      record.sentAt <= now &&
      now < record.expiresAt,
  )
}
