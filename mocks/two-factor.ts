// Two-step sign-in (docs/mock.md): TOTP by `otpauth` (RFC 6238), never a hand-written HMAC.
import { Secret, TOTP } from 'otpauth'
import { randomString, sha256Hex } from './crypto.ts'
import { db, throttleLog, type TwoFactorChallengeRecord, type TwoFactorRecord } from './db.ts'
import { apiError } from './errors.ts'
import { countAttempt, throttleWait, type ThrottleLimit } from './rules.ts'
import { MINUTE_MS } from '#src/lib/time-units.ts'

/** The name authenticator apps show above the account's codes. */
export const TOTP_ISSUER = 'Relay Portal'
/** Time steps either side of now whose code is still accepted: a clock a little off, a code typed late. */
export const TOTP_WINDOW = 1
export const RECOVERY_CODE_COUNT = 10
export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * MINUTE_MS
/** Wrong codes (sign-in, turning on or off) per account before the lock. */
export const TWO_FACTOR_FAILURE_LIMIT: ThrottleLimit = { max: 5, windowMs: 10 * MINUTE_MS }
/** Counted from the wrong code that reached the limit, whatever comes during it. */
export const TWO_FACTOR_LOCK_MS = 10 * MINUTE_MS

/** No 0/o, 1/l/i: read off a printed sheet. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

function totpFor(secret: string, label = ''): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label, secret: Secret.fromBase32(secret) })
}

export function isTwoFactorOn(userId: string): boolean {
  return Boolean(db.twoFactor.get(userId)?.secret)
}

/** A new pending secret (replacing a pending one); the account's secret, if on, is kept. */
export function startTwoFactorSetup(userId: string, email: string): { secret: string; otpauthUri: string } {
  const secret = new Secret({ size: 20 }).base32
  const record: TwoFactorRecord = db.twoFactor.get(userId) ?? {
    userId,
    secret: null,
    pendingSecret: null,
    recoveryCodeHashes: [],
    lastUsedStep: null,
  }
  record.pendingSecret = secret
  db.twoFactor.set(userId, record)
  return { secret, otpauthUri: totpFor(secret, email).toString() }
}

/**
 * The time step `code` belongs to, within {@link TOTP_WINDOW} of now and after the last one used; null
 * otherwise. A code is good once (RFC 6238 §5.2), so a code seen over a shoulder cannot be replayed.
 */
function acceptedStep(secret: string, code: string, lastUsedStep: number | null, now: number): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW })
  if (delta === null) return null
  const step = TOTP.counter({ timestamp: now }) + delta
  return lastUsedStep !== null && step <= lastUsedStep ? null : step
}

function isTotpShaped(code: string): boolean {
  return /^[0-9]{6}$/.test(code)
}

/** Case, spaces and the dash do not count. */
function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '')
}

function hashRecoveryCode(code: string): Promise<string> {
  return sha256Hex(normalizeRecoveryCode(code))
}

/** Turns the pending secret on when `code` is its current one; answers the recovery codes, once. */
export async function enableTwoFactor(userId: string, code: string, now: number): Promise<string[] | null> {
  const record = db.twoFactor.get(userId)
  const pending = record?.pendingSecret
  if (!record || !pending) return null
  const step = isTotpShaped(code.trim()) ? acceptedStep(pending, code.trim(), null, now) : null
  if (step === null) return null
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomString(10, RECOVERY_ALPHABET)
    return `${raw.slice(0, 5)}-${raw.slice(5)}`
  })
  const hashes = await Promise.all(codes.map(hashRecoveryCode))
  // Hashing yields: another request may have turned it on or replaced the setup meanwhile.
  if (record.pendingSecret !== pending || db.twoFactor.get(userId) !== record) return null
  Object.assign(record, {
    secret: pending,
    pendingSecret: null,
    recoveryCodeHashes: hashes,
    lastUsedStep: step,
  })
  return codes
}

/**
 * Checks a second-step code of an account with two-step sign-in on and uses it up: the authenticator's current
 * code, or an unused recovery code. False when it is neither.
 */
export async function useTwoFactorCode(userId: string, code: string, now: number): Promise<boolean> {
  const record = db.twoFactor.get(userId)
  const secret = record?.secret
  if (!record || !secret) return false
  const trimmed = code.replace(/\s/g, '')
  if (isTotpShaped(trimmed)) {
    const step = acceptedStep(secret, trimmed, record.lastUsedStep, now)
    if (step === null) return false
    record.lastUsedStep = step
    return true
  }
  const hash = await hashRecoveryCode(code)
  const index = record.recoveryCodeHashes.indexOf(hash)
  if (index < 0) return false
  record.recoveryCodeHashes.splice(index, 1)
  return true
}

export function disableTwoFactor(userId: string): void {
  db.twoFactor.delete(userId)
}

export const TWO_FACTOR_CODE_INVALID = apiError('TWO_FACTOR_CODE_INVALID', 'The code is not valid')

/** The 429 of a locked second step: `Retry-After` until the lock ends, whatever the code. */
export function twoFactorLocked(waitSeconds: number) {
  return [
    apiError('TWO_FACTOR_LOCKED', `Too many wrong codes; please wait ${waitSeconds} seconds`),
    { headers: { 'Retry-After': String(waitSeconds) } },
  ] as const
}

const failureBucket = (userId: string) => `two-factor:${userId}`
const lockBucket = (userId: string) => `two-factor-lock:${userId}`
const LOCK: ThrottleLimit = { max: 1, windowMs: TWO_FACTOR_LOCK_MS }

/** Whole seconds the account's two-step codes stay locked; 0: not locked. */
export function twoFactorLockWait(userId: string, now: number): number {
  return throttleWait(lockBucket(userId), LOCK, now)
}

/** The wrong code that reaches the limit starts the lock, and the count starts again after it. */
export function countWrongTwoFactorCode(userId: string, now: number): void {
  countAttempt(failureBucket(userId), TWO_FACTOR_FAILURE_LIMIT, now)
  if (throttleWait(failureBucket(userId), TWO_FACTOR_FAILURE_LIMIT, now) > 0) {
    throttleLog.delete(failureBucket(userId))
    countAttempt(lockBucket(userId), LOCK, now)
  }
}

/** Expired challenges are dropped on the way. */
export function createTwoFactorChallenge(userId: string, now: number): TwoFactorChallengeRecord {
  for (const challenge of db.twoFactorChallenges.values()) {
    if (challenge.expiresAt <= now) db.twoFactorChallenges.delete(challenge.token)
  }
  const challenge = { token: `tfa_${randomString(48)}`, userId, expiresAt: now + TWO_FACTOR_CHALLENGE_TTL_MS }
  db.twoFactorChallenges.set(challenge.token, challenge)
  return challenge
}

export function findTwoFactorChallenge(token: string, now: number): TwoFactorChallengeRecord | undefined {
  const challenge = db.twoFactorChallenges.get(token)
  return challenge && challenge.expiresAt > now ? challenge : undefined
}

/** Every sign-in of the account waiting for its second step, as when its password changes. */
export function endTwoFactorChallenges(userId: string): void {
  for (const challenge of db.twoFactorChallenges.values()) {
    if (challenge.userId === userId) db.twoFactorChallenges.delete(challenge.token)
  }
}
