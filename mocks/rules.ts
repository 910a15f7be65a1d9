// The mock's business rules (docs/mock.md); each takes `now` (epoch ms), so it is pure over the db.
import {
  db,
  signInsByAddress,
  throttleLog,
  type ActivationCodeRecord,
  type BenefitPackageRecord,
  type Entitlement,
  type PlanRecord,
  type RequestRecord,
  type SubscriptionRecord,
  type UserRecord,
  type VerificationCodeRecord,
} from './db.ts'
import { randomHex, randomString } from './crypto.ts'
import { apiError, refuse, type Refusal } from './errors.ts'
import { recordEmail } from './outbox.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '#src/lib/time-units.ts'
import { expiringSoonThresholdMs as expiringSoonMs } from '#src/lib/expiring-soon.ts'

type SubscriptionStatus = components['schemas']['SubscriptionStatus']
type Duration = components['schemas']['Duration']

export const MAX_API_KEYS = 10
export const SESSION_TTL_MS = 30 * DAY_MS
export const VERIFICATION_CODE_TTL_MS = 10 * 60_000
export const RESEND_INTERVAL_SECONDS = 60
/**
 * The mock never sends mail: every "sent" code is this one, except a registration code asked for an address that
 * already has an account, which is sent no code at all.
 */
export const MOCK_VERIFICATION_CODE = '123456'

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function normalizeCode(code: string): string {
  return code.trim().toUpperCase()
}

export function findUserByEmail(email: string): UserRecord | undefined {
  const wanted = normalizeEmail(email)
  for (const user of db.users.values()) if (user.email === wanted) return user
  return undefined
}

export function startOfUtcDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS
}

export function nextUtcMidnight(ms: number): number {
  return startOfUtcDay(ms) + DAY_MS
}

/** Monday 00:00 UTC starting the week of `ms`: the weekly Opus quota's week. */
export function startOfUtcWeek(ms: number): number {
  const day = Math.floor(ms / DAY_MS)
  // Day 0 of the epoch, 1 January 1970, was a Thursday: 3 days after a Monday.
  return (day - ((day + 3) % 7)) * DAY_MS
}

/** Each anniversary is counted from the start, so a day clamped in a short month comes back after it. */
export function subscriptionMonth(activeSince: number, now: number): { start: number; end: number } {
  const anchor = startOfUtcDay(activeSince)
  const anniversary = (months: number) =>
    months === 0 ? anchor : addDuration(anchor, { value: months, unit: 'month' })
  const from = new Date(anchor)
  const to = new Date(now)
  let months = Math.max(
    0,
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth(),
  )
  while (months > 0 && anniversary(months) > now) months -= 1
  return { start: anniversary(months), end: anniversary(months + 1) }
}

export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

export function iso(ms: number): string {
  return new Date(ms).toISOString()
}

/** A day the target month lacks is clamped to its last: 31 January + 1 month = 28 or 29 February. */
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

/** The latest period, running or not. */
export function currentSubscription(userId: string): SubscriptionRecord | undefined {
  let latest: SubscriptionRecord | undefined
  for (const subscription of db.subscriptions) {
    if (subscription.userId === userId && (!latest || subscription.createdAt >= latest.createdAt)) {
      latest = subscription
    }
  }
  return latest
}

export function expiringSoonThresholdMs(subscription: Pick<SubscriptionRecord, 'activeSince' | 'expiresAt'>) {
  return expiringSoonMs(subscription.activeSince, subscription.expiresAt)
}

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

export function isRunning(
  subscription: SubscriptionRecord | undefined,
  now: number,
): subscription is SubscriptionRecord {
  return subscription !== undefined && subscription.activeSince <= now && now < subscription.expiresAt
}

/** Activation codes are not package history: they do not bar a package meant for new accounts. */
export function hasPackageHistory(userId: string): boolean {
  return db.packageClaims.some((claim) => claim.userId === userId)
}

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

/** Costs are kept in whole micro-dollars, so that sums stay exact, and answered in dollars. */
export const MICROS_PER_USD = 1_000_000

/** Only a served request counts in any figure: a refused or failed one costs nothing and is in the log only. */
export function isServed(record: RequestRecord): boolean {
  return record.errorCode === null
}

/** Every token the request was billed for, cached ones included. */
export function requestTokens(record: RequestRecord): number {
  return record.inputTokens + record.outputTokens + record.cacheWriteTokens + record.cacheReadTokens
}

export interface UsageTotals {
  requests: number
  tokens: number
  costMicros: number
  /** Part of `costMicros`. */
  opusCostMicros: number
}

/** The account's served requests from `from` (included) to `to` (excluded), every key's. */
export function usageBetween(userId: string, from: number, to: number): UsageTotals {
  const totals: UsageTotals = { requests: 0, tokens: 0, costMicros: 0, opusCostMicros: 0 }
  for (const record of db.requests) {
    if (record.userId !== userId || record.at < from || record.at >= to || !isServed(record)) continue
    totals.requests += 1
    totals.tokens += requestTokens(record)
    totals.costMicros += record.costMicros
    totals.opusCostMicros += record.opusCostMicros
  }
  return totals
}

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
  requestLimit: number | null
  /** Every key's, deleted ones included. */
  requestsUsed: number
}

/**
 * In US dollars. Usage counts by the UTC day of each request, from the day the subscription started: the days
 * before it do not count. One pass over the records: it runs on every dashboard request and every relayed one.
 */
export function quotaUse(subscription: SubscriptionRecord | undefined, now: number): QuotaUse | undefined {
  if (!isRunning(subscription, now)) return undefined
  const since = startOfUtcDay(subscription.activeSince)
  const week = startOfUtcWeek(now)
  const month = subscriptionMonth(subscription.activeSince, now)
  const dailyFrom = Math.max(startOfUtcDay(now), since)
  const weeklyFrom = Math.max(week, since)
  const monthlyFrom = Math.max(month.start, since)
  const until = nextUtcMidnight(now)
  const earliest = Math.min(dailyFrom, weeklyFrom, monthlyFrom)
  let dailyMicros = 0
  let weeklyOpusMicros = 0
  let monthlyMicros = 0
  let requestsUsed = 0
  for (const record of db.requests) {
    const { at } = record
    if (record.userId !== subscription.userId || at < earliest || at >= until || !isServed(record)) continue
    if (at >= dailyFrom) {
      dailyMicros += record.costMicros
      requestsUsed += 1
    }
    if (at >= weeklyFrom) weeklyOpusMicros += record.opusCostMicros
    if (at >= monthlyFrom) monthlyMicros += record.costMicros
  }
  return {
    dailyQuota: subscription.plan.dailyQuota,
    dailyUsed: dailyMicros / MICROS_PER_USD,
    weeklyOpusQuota: subscription.plan.weeklyOpusQuota,
    weeklyOpusUsed: weeklyOpusMicros / MICROS_PER_USD,
    monthlyQuota: subscription.plan.monthlyQuota,
    monthlyUsed: monthlyMicros / MICROS_PER_USD,
    dailyResetsAt: nextUtcMidnight(now),
    weeklyOpusResetsAt: week + 7 * DAY_MS,
    monthlyResetsAt: month.end,
    requestLimit: subscription.plan.requestLimit,
    requestsUsed,
  }
}

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

const PRICING_DAYS: Record<Duration['unit'], number> = { day: 1, month: 30, year: 365 }

/** The current period's remaining value as whole days of `plan`, halves up; BigInt keeps it exact. */
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

export interface ActivationOutcome {
  effect: 'start' | 'extend' | 'replace'
  plan: PlanRecord
  current: SubscriptionRecord | undefined
  activeSince: number
  expiresAt: number
  creditedDays: number
}

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

export function previewActivationCode(
  user: UserRecord,
  rawCode: string,
  now: number,
): ({ ok: true } & ActivationOutcome) | Refusal<404 | 409> {
  const checked = checkActivationCode(rawCode, now)
  if (!checked.ok) return checked
  return { ok: true, ...previewActivation(user.id, checked.plan, now) }
}

export interface Activation extends ActivationOutcome {
  ok: true
  subscription: SubscriptionRecord
}

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

export interface Claim {
  ok: true
  benefitPackage: BenefitPackageRecord
  subscription: SubscriptionRecord
}

export type PackageClaimStatus = components['schemas']['BenefitPackageClaimStatus']

/** In the order a claim checks. */
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

export function apiKeyCount(userId: string): number {
  let count = 0
  for (const apiKey of db.apiKeys.values()) if (apiKey.userId === userId) count += 1
  return count
}

export function canCreateApiKey(userId: string): boolean {
  return apiKeyCount(userId) < MAX_API_KEYS
}

/**
 * Its requests stay: the account did use the key, so they still count in the statistics and the quotas
 * (dropping them would hand back today's quota).
 */
export function deleteApiKey(userId: string, id: string): boolean {
  const apiKey = db.apiKeys.get(id)
  if (!apiKey || apiKey.userId !== userId) return false
  return db.apiKeys.delete(id)
}

export interface ApiKeyUsageTotals {
  todayRequests: number
  todayMicros: number
  totalRequests: number
  totalMicros: number
}

/** By key id, served requests only; a key without any (a new one) is absent: zero. */
export function apiKeyUsage(userId: string, now: number): Map<string, ApiKeyUsageTotals> {
  const today = startOfUtcDay(now)
  const tomorrow = today + DAY_MS
  const byKey = new Map<string, ApiKeyUsageTotals>()
  for (const record of db.requests) {
    if (record.userId !== userId || !isServed(record)) continue
    let usage = byKey.get(record.apiKeyId)
    if (!usage) {
      usage = { todayRequests: 0, todayMicros: 0, totalRequests: 0, totalMicros: 0 }
      byKey.set(record.apiKeyId, usage)
    }
    usage.totalRequests += 1
    usage.totalMicros += record.costMicros
    if (record.at >= today && record.at < tomorrow) {
      usage.todayRequests += 1
      usage.todayMicros += record.costMicros
    }
  }
  return byKey
}

// Throttles: sliding windows over counted attempts. A held attempt is not counted, so a hold ends one window
// after the last counted attempt however often held ones keep coming: no lock-out lasts.

export interface ThrottleLimit {
  /** Counted attempts allowed in any window. */
  max: number
  windowMs: number
}

export const KEY_QUOTA_RATE_LIMIT = 60
export const KEY_QUOTA_WINDOW_MS = 60_000
/** Calls of one API key to its own quota. */
export const KEY_QUOTA_LIMIT: ThrottleLimit = { max: KEY_QUOTA_RATE_LIMIT, windowMs: KEY_QUOTA_WINDOW_MS }
/** Failed sign-ins to one account from one address: a guesser. */
export const SIGN_IN_PAIR_LIMIT: ThrottleLimit = { max: 10, windowMs: 15 * MINUTE_MS }
/** Failed sign-ins to one account from every address: a guesser with many addresses. */
export const SIGN_IN_ACCOUNT_LIMIT: ThrottleLimit = { max: 50, windowMs: 15 * MINUTE_MS }
/** Failed sign-ins from one address to every account: one address trying many accounts. */
export const SIGN_IN_ADDRESS_LIMIT: ThrottleLimit = { max: 50, windowMs: 15 * MINUTE_MS }
/**
 * An address that signed in to an account this recently is held by its own failures only, so guessers
 * elsewhere cannot lock the owner out.
 */
export const KNOWN_ADDRESS_MS = 30 * DAY_MS
/** Wrong verification codes for one email, whatever their purpose. */
export const CODE_CHECK_LIMIT: ThrottleLimit = { max: 10, windowMs: 15 * MINUTE_MS }
/** Verification codes sent to one email, on top of the wait between two. */
export const CODE_SEND_LIMIT: ThrottleLimit = { max: 10, windowMs: HOUR_MS }
/** Activation codes one account redeemed or previewed in vain (unknown, used or expired). */
export const ACTIVATION_FAILURE_LIMIT: ThrottleLimit = { max: 10, windowMs: 15 * MINUTE_MS }
/** Quota lookups with a missing, malformed or unknown API key from one address. */
export const UNKNOWN_KEY_LIMIT: ThrottleLimit = { max: 30, windowMs: 15 * MINUTE_MS }

/** Above it, idle buckets are dropped, so a spray of new names cannot grow the log without end. */
const THROTTLE_LOG_SWEEP_SIZE = 10_000
const LONGEST_WINDOW_MS = HOUR_MS

/**
 * The address of every request that did not come through the mock server's sockets (browser worker, tests): a
 * page's requests come from the machine it runs on, so a key's allow-list must hold 127.0.0.1 to be used there.
 */
export const SHARED_ADDRESS = '127.0.0.1'

/** The 429 answer: `sentence` says what was held, for older clients and logs. */
export function throttled(sentence: string, waitSeconds: number) {
  return [
    apiError('RATE_LIMITED', `${sentence}; please wait ${waitSeconds} seconds`),
    { headers: { 'Retry-After': String(waitSeconds) } },
  ] as const
}

function recentAttempts(bucket: string, limit: ThrottleLimit, now: number): number[] {
  const recent = (throttleLog.get(bucket) ?? []).filter((at) => at > now - limit.windowMs)
  if (recent.length > 0) throttleLog.set(bucket, recent)
  else throttleLog.delete(bucket)
  return recent
}

/** Whole seconds until `bucket` may be counted again under `limit`, at least 1; 0: it may now. */
export function throttleWait(bucket: string, limit: ThrottleLimit, now: number): number {
  const recent = recentAttempts(bucket, limit, now)
  if (recent.length < limit.max) return 0
  const freedAt = (recent[recent.length - limit.max] ?? now) + limit.windowMs
  return Math.max(1, Math.ceil((freedAt - now) / 1000))
}

export function countAttempt(bucket: string, limit: ThrottleLimit, now: number): void {
  throttleLog.set(bucket, [...recentAttempts(bucket, limit, now), now])
  if (throttleLog.size > THROTTLE_LOG_SWEEP_SIZE) {
    for (const [name, times] of throttleLog) {
      if ((times.at(-1) ?? 0) <= now - LONGEST_WINDOW_MS) throttleLog.delete(name)
    }
  }
}

/** A call is counted when admitted, so a client that waits `Retry-After` gets through. */
export function admitKeyQuotaCall(
  apiKeyId: string,
  now: number,
): { ok: true } | { ok: false; retryAfterSeconds: number } {
  const bucket = `key-quota:${apiKeyId}`
  const wait = throttleWait(bucket, KEY_QUOTA_LIMIT, now)
  if (wait > 0) return { ok: false, retryAfterSeconds: wait }
  countAttempt(bucket, KEY_QUOTA_LIMIT, now)
  return { ok: true }
}

export function unknownKeyWait(address: string, now: number): number {
  return throttleWait(`unknown-key:${address}`, UNKNOWN_KEY_LIMIT, now)
}

export function countUnknownKey(address: string, now: number): void {
  countAttempt(`unknown-key:${address}`, UNKNOWN_KEY_LIMIT, now)
}

function signInBuckets(email: string, address: string) {
  const account = normalizeEmail(email)
  return {
    pair: `sign-in:${account}|${address}`,
    account: `sign-in-account:${account}`,
    address: `sign-in-address:${address}`,
  }
}

/** Asked before the password is checked, whether the account exists or not. */
export function signInWait(email: string, address: string, now: number): number {
  const buckets = signInBuckets(email, address)
  const ownWait = throttleWait(buckets.pair, SIGN_IN_PAIR_LIMIT, now)
  const signedInAt = signInsByAddress.get(buckets.pair)
  if (signedInAt !== undefined && signedInAt > now - KNOWN_ADDRESS_MS) return ownWait
  return Math.max(
    ownWait,
    throttleWait(buckets.account, SIGN_IN_ACCOUNT_LIMIT, now),
    throttleWait(buckets.address, SIGN_IN_ADDRESS_LIMIT, now),
  )
}

export function countFailedSignIn(email: string, address: string, now: number): void {
  const buckets = signInBuckets(email, address)
  countAttempt(buckets.pair, SIGN_IN_PAIR_LIMIT, now)
  countAttempt(buckets.account, SIGN_IN_ACCOUNT_LIMIT, now)
  countAttempt(buckets.address, SIGN_IN_ADDRESS_LIMIT, now)
}

/** Clears this address's failures for the account only: others' guesses still count towards the account's cap. */
export function recordSignIn(email: string, address: string, now: number): void {
  const { pair } = signInBuckets(email, address)
  throttleLog.delete(pair)
  signInsByAddress.set(pair, now)
}

export function codeCheckWait(email: string, now: number): number {
  return throttleWait(`code-check:${normalizeEmail(email)}`, CODE_CHECK_LIMIT, now)
}

export function countWrongCode(email: string, now: number): void {
  countAttempt(`code-check:${normalizeEmail(email)}`, CODE_CHECK_LIMIT, now)
}

export function codeSendWait(email: string, now: number): number {
  return throttleWait(`code-send:${normalizeEmail(email)}`, CODE_SEND_LIMIT, now)
}

export function activationWait(userId: string, now: number): number {
  return throttleWait(`activation:${userId}`, ACTIVATION_FAILURE_LIMIT, now)
}

export function countFailedActivation(userId: string, now: number): void {
  countAttempt(`activation:${userId}`, ACTIVATION_FAILURE_LIMIT, now)
}

export function nextApiKeyName(userId: string): string {
  const names = new Set<string>()
  for (const apiKey of db.apiKeys.values()) if (apiKey.userId === userId) names.add(apiKey.name)
  let number = apiKeyCount(userId) + 1
  while (names.has(`Key ${number}`)) number += 1
  return `Key ${number}`
}

export function resendWaitSeconds(email: string, type: VerificationCodeRecord['type'], now: number): number {
  const wanted = normalizeEmail(email)
  let lastSentAt = -Infinity
  for (const record of db.verificationCodes) {
    if (record.email === wanted && record.type === type) lastSentAt = Math.max(lastSentAt, record.sentAt)
  }
  const waitMs = lastSentAt + RESEND_INTERVAL_SECONDS * 1000 - now
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0
}

/**
 * Records a code as sent, with its e-mail in the outbox. An address that already has an account is sent no
 * registration code: its owner is told that someone tried to register with it, and the record keeps a random code
 * nobody was sent, so that the answer, the waits and the limits are those of a new address, and no code registers it.
 */
export function recordSentCode(
  email: string,
  type: VerificationCodeRecord['type'],
  now: number,
): VerificationCodeRecord {
  const isTaken = type === 'register' && findUserByEmail(email) !== undefined
  const record: VerificationCodeRecord = {
    email: normalizeEmail(email),
    type,
    code: isTaken ? randomString(MOCK_VERIFICATION_CODE.length, '0123456789') : MOCK_VERIFICATION_CODE,
    sentAt: now,
    expiresAt: now + VERIFICATION_CODE_TTL_MS,
    consumedAt: null,
  }
  db.verificationCodes.push(record)
  countAttempt(`code-send:${record.email}`, CODE_SEND_LIMIT, now)
  recordEmail(
    isTaken
      ? {
          to: record.email,
          subject: 'Someone tried to register with your address',
          body: 'Someone asked for a code to register a Relay account with this address, which already has one, so no code was sent. If it was you, sign in instead; if you forgot your password, choose a new one with "Forgot password?" on the sign-in page. If it was not you, you need do nothing.',
          reason: 'verification',
        }
      : {
          to: record.email,
          subject: type === 'register' ? 'Your Relay registration code' : 'Your Relay sign-in code',
          body: `Your code is ${record.code}. It expires in ${VERIFICATION_CODE_TTL_MS / 60_000} minutes.`,
          reason: 'verification',
        },
    now,
  )
  return record
}

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
