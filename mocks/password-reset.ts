// Password reset (docs/mock.md): every step does the same work whether an account uses the address or not, so
// neither the answer nor its timing tells them apart.
import { randomString, sha256Hex } from './crypto.ts'
import { db, type PasswordResetRecord } from './db.ts'
import { recordEmail } from './outbox.ts'
import {
  MOCK_VERIFICATION_CODE,
  countAttempt,
  findUserByEmail,
  normalizeEmail,
  throttleWait,
  type ThrottleLimit,
} from './rules.ts'
import { MINUTE_MS } from '#src/lib/time-units.ts'

export const PASSWORD_RESET_TTL_MS = 15 * MINUTE_MS
export const PASSWORD_RESET_CODE_LENGTH = MOCK_VERIFICATION_CODE.length
/** The wrong code that reaches it ends the attempt: the code stops working. */
export const PASSWORD_RESET_MAX_WRONG = 5
/** Reset requests for one address. */
export const RESET_REQUEST_EMAIL_LIMIT: ThrottleLimit = { max: 5, windowMs: 15 * MINUTE_MS }
/** Reset requests from one client address, to any address. */
export const RESET_REQUEST_ADDRESS_LIMIT: ThrottleLimit = { max: 20, windowMs: 15 * MINUTE_MS }

const emailBucket = (email: string) => `reset-request:${normalizeEmail(email)}`
const addressBucket = (address: string) => `reset-request-address:${address}`

export function resetRequestWait(email: string, address: string, now: number): number {
  return Math.max(
    throttleWait(emailBucket(email), RESET_REQUEST_EMAIL_LIMIT, now),
    throttleWait(addressBucket(address), RESET_REQUEST_ADDRESS_LIMIT, now),
  )
}

/**
 * Replaces the address's reset code. With an account the code is the mock's demo code, "sent" to it (true);
 * without one, a random code nobody is sent, so that its wrong guesses run out exactly as an account's do.
 */
export async function startPasswordReset(email: string, address: string, now: number): Promise<boolean> {
  countAttempt(emailBucket(email), RESET_REQUEST_EMAIL_LIMIT, now)
  countAttempt(addressBucket(address), RESET_REQUEST_ADDRESS_LIMIT, now)
  const hasAccount = findUserByEmail(email) !== undefined
  const code = hasAccount ? MOCK_VERIFICATION_CODE : randomString(PASSWORD_RESET_CODE_LENGTH, '0123456789')
  const record: PasswordResetRecord = {
    email: normalizeEmail(email),
    codeHash: await sha256Hex(code),
    sentAt: now,
    expiresAt: now + PASSWORD_RESET_TTL_MS,
    consumedAt: null,
    wrongAttempts: 0,
  }
  db.passwordResets = db.passwordResets.filter(
    (earlier) => earlier.email !== record.email && earlier.expiresAt > now,
  )
  db.passwordResets.push(record)
  if (hasAccount) {
    recordEmail(
      {
        to: record.email,
        subject: 'Your Relay password reset code',
        body: `Your code to choose a new password is ${code}. It expires in ${PASSWORD_RESET_TTL_MS / MINUTE_MS} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
        reason: 'passwordReset',
      },
      now,
    )
  }
  return hasAccount
}

export type ResetCodeCheck =
  { ok: true; record: PasswordResetRecord } | { ok: false; reason: 'invalid' | 'exhausted' }

/** A wrong code counts against the address's current code; the one that reaches the limit ends it. */
export async function checkPasswordResetCode(
  email: string,
  code: string,
  now: number,
): Promise<ResetCodeCheck> {
  const wanted = normalizeEmail(email)
  const codeHash = await sha256Hex(code)
  const record = db.passwordResets.find(
    (candidate) =>
      candidate.email === wanted &&
      candidate.consumedAt === null &&
      candidate.wrongAttempts < PASSWORD_RESET_MAX_WRONG &&
      now < candidate.expiresAt,
  )
  if (!record) return { ok: false, reason: 'invalid' }
  if (record.codeHash === codeHash) return { ok: true, record }
  record.wrongAttempts += 1
  return { ok: false, reason: record.wrongAttempts >= PASSWORD_RESET_MAX_WRONG ? 'exhausted' : 'invalid' }
}
