import { mockNow } from '#mocks/clock.ts'
import { z } from 'zod'
import { createSession, endSessions, revokeSession, sendSecurityNotice } from '#mocks/auth.ts'
import { clientAddress } from '#mocks/client-address.ts'
import { hashPassword, randomHex, verifyPassword } from '#mocks/crypto.ts'
import { db, type UserRecord } from '#mocks/db.ts'
import { toUserDto } from '#mocks/dto.ts'
import { apiError } from '#mocks/errors.ts'
import { http } from '#mocks/http.ts'
import {
  PASSWORD_RESET_CODE_LENGTH,
  PASSWORD_RESET_TTL_MS,
  checkPasswordResetCode,
  resetRequestWait,
  startPasswordReset,
} from '#mocks/password-reset.ts'
import {
  countWrongTwoFactorCode,
  createTwoFactorChallenge,
  endTwoFactorChallenges,
  findTwoFactorChallenge,
  isTwoFactorOn,
  TWO_FACTOR_CODE_INVALID,
  twoFactorLocked,
  twoFactorLockWait,
  useTwoFactorCode,
} from '#mocks/two-factor.ts'
import {
  RESEND_INTERVAL_SECONDS,
  VERIFICATION_CODE_TTL_MS,
  codeCheckWait,
  codeSendWait,
  countFailedSignIn,
  countWrongCode,
  findUserByEmail,
  findValidCode,
  iso,
  normalizeEmail,
  recordSentCode,
  recordSignIn,
  resendWaitSeconds,
  signInWait,
  throttled,
} from '#mocks/rules.ts'
import {
  emailSchema,
  loginPasswordSchema,
  newPasswordSchema,
  readJsonBody,
  twoFactorCodeSchema,
  verificationCodeSchema,
} from '#mocks/validation.ts'

const sendVerificationSchema = z.strictObject({ email: emailSchema, type: z.enum(['register', 'login']) })
const registerSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  code: verificationCodeSchema.optional(),
})
const loginSchema = z.strictObject({ email: emailSchema, password: loginPasswordSchema })
const loginWithCodeSchema = z.strictObject({
  email: emailSchema,
  password: loginPasswordSchema,
  code: verificationCodeSchema,
})
const verifyTwoFactorSchema = z.strictObject({
  challengeToken: z.string().min(1).max(256),
  code: twoFactorCodeSchema,
})
const passwordResetSchema = z.strictObject({ email: emailSchema })
const confirmPasswordResetSchema = z.strictObject({
  email: emailSchema,
  code: verificationCodeSchema,
  newPassword: newPasswordSchema,
})

const INVALID_CREDENTIALS = apiError('INVALID_CREDENTIALS', 'Invalid email or password')
const ACCOUNT_SUSPENDED = apiError('ACCOUNT_SUSPENDED', 'This account is suspended')
const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts'
const TOO_MANY_CODES = 'Too many wrong verification codes'

async function checkCredentials(email: string, password: string): Promise<UserRecord | undefined> {
  const user = findUserByEmail(email)
  return user && (await verifyPassword(password, user.passwordHash)) ? user : undefined
}

function authResponseBody(user: UserRecord, now: number, request: Request) {
  const session = createSession(user.id, now, request)
  return { token: session.token, user: toUserDto(user), expiresAt: iso(session.expiresAt) }
}

/** Right password (and code): a session, or for an account with two-step sign-in on, a challenge first. */
function signedIn(user: UserRecord, now: number, request: Request) {
  if (!isTwoFactorOn(user.id)) {
    recordSignIn(user.email, clientAddress(request), now)
    return authResponseBody(user, now, request)
  }
  const challenge = createTwoFactorChallenge(user.id, now)
  return {
    twoFactorRequired: true as const,
    challengeToken: challenge.token,
    expiresAt: iso(challenge.expiresAt),
  }
}

const CODE_REQUIRED = apiError('VERIFICATION_CODE_REQUIRED', 'A verification code is required')
const CODE_INVALID = apiError('VERIFICATION_CODE_INVALID', 'The verification code is invalid or has expired')
const CODE_ATTEMPTS_EXHAUSTED = apiError('CODE_ATTEMPTS_EXHAUSTED', 'Too many wrong codes; ask for a new one')
const CHALLENGE_EXPIRED = apiError('TWO_FACTOR_CHALLENGE_EXPIRED', 'This sign-in has expired; sign in again')

/** A password check under the sign-in throttle: held while `wait` (seconds) lasts, and a failure counts. */
async function signIn(email: string, password: string, address: string, wait: number) {
  if (wait > 0) return { held: throttled(TOO_MANY_SIGN_INS, wait) }
  const user = await checkCredentials(email, password)
  if (!user) countFailedSignIn(email, address, mockNow())
  return { user }
}

export const authHandlers = [
  http.post('/api/auth/send-verification', async ({ request, response }) => {
    const body = await readJsonBody(request, sendVerificationSchema)
    if (!body.ok) return response(400).json(apiError('VALIDATION_FAILED', body.error, body.details))
    const { email, type } = body.value
    const now = mockNow()
    // Answered alike whether an account uses the address or not: a refusal would tell anyone which addresses
    // have accounts. A login code only works with the account's password; a taken address gets no register code.
    const capWait = codeSendWait(email, now)
    if (capWait > 0) return response(429).json(...throttled('Too many codes sent to this address', capWait))
    const wait = resendWaitSeconds(email, type, now)
    if (wait > 0) {
      return response(429).json(
        apiError('RATE_LIMITED', `Please wait ${wait} seconds before requesting another code`),
        { headers: { 'Retry-After': String(wait) } },
      )
    }
    recordSentCode(email, type, now)
    return response(200).json({
      sent: true,
      resendAfterSeconds: RESEND_INTERVAL_SECONDS,
      expiresInSeconds: VERIFICATION_CODE_TTL_MS / 1000,
    })
  }),

  http.post('/api/auth/register', async ({ request, response }) => {
    const body = await readJsonBody(request, registerSchema)
    if (!body.ok) return response(400).json(apiError('VALIDATION_FAILED', body.error, body.details))
    const { email, password, code } = body.value
    const now = mockNow()
    // A taken address fails as a wrong code does, having been sent none (send-verification): nothing tells it apart.
    // Without a code (codes off) nothing can: it is asked for one, which only its owner's mailbox could give.
    const isAllowed = () =>
      code === undefined
        ? !db.emailConfig.registrationCodeRequired && !findUserByEmail(email)
        : !findUserByEmail(email) && findValidCode(email, 'register', code, now) !== undefined
    if (code === undefined && !isAllowed()) return response(400).json(CODE_REQUIRED)
    const codeWait = code === undefined ? 0 : codeCheckWait(email, now)
    if (codeWait > 0) return response(429).json(...throttled(TOO_MANY_CODES, codeWait))
    if (!isAllowed()) {
      countWrongCode(email, now)
      return response(400).json(CODE_INVALID)
    }
    const passwordHash = await hashPassword(password)
    // Hashing yields to other requests: the address may have been taken, or the code used, meanwhile.
    if (!isAllowed()) return response(400).json(code === undefined ? CODE_REQUIRED : CODE_INVALID)
    const verification = code === undefined ? undefined : findValidCode(email, 'register', code, now)
    if (verification) verification.consumedAt = now
    const user: UserRecord = {
      id: `usr_${randomHex(8)}`,
      email: normalizeEmail(email),
      passwordHash,
      createdAt: now,
      emailVerified: verification !== undefined,
      suspended: false,
    }
    db.users.set(user.id, user)
    return response(201).json(authResponseBody(user, now, request))
  }),

  http.post('/api/auth/login', async ({ request, response }) => {
    const body = await readJsonBody(request, loginSchema)
    if (!body.ok) return response(400).json(apiError('VALIDATION_FAILED', body.error, body.details))
    const { email, password } = body.value
    const address = clientAddress(request)
    const attempt = await signIn(email, password, address, signInWait(email, address, mockNow()))
    if (attempt.held) return response(429).json(...attempt.held)
    const { user } = attempt
    if (!user) return response(401).json(INVALID_CREDENTIALS)
    if (user.suspended) return response(403).json(ACCOUNT_SUSPENDED)
    if (db.emailConfig.loginCodeRequired) {
      return response(400).json(
        apiError(
          'VERIFICATION_CODE_REQUIRED',
          'A verification code is required to sign in; use login-with-code',
        ),
      )
    }
    return response(200).json(signedIn(user, mockNow(), request))
  }),

  http.post('/api/auth/login-with-code', async ({ request, response }) => {
    const body = await readJsonBody(request, loginWithCodeSchema)
    if (!body.ok) return response(400).json(apiError('VALIDATION_FAILED', body.error, body.details))
    const { email, password, code } = body.value
    const address = clientAddress(request)
    const started = mockNow()
    const wait = Math.max(signInWait(email, address, started), codeCheckWait(email, started))
    const attempt = await signIn(email, password, address, wait)
    if (attempt.held) return response(429).json(...attempt.held)
    const { user } = attempt
    if (!user) return response(401).json(INVALID_CREDENTIALS)
    if (user.suspended) return response(403).json(ACCOUNT_SUSPENDED)
    const now = mockNow()
    const verification = findValidCode(email, 'login', code, now)
    if (!verification) {
      countWrongCode(email, now)
      return response(400).json(CODE_INVALID)
    }
    verification.consumedAt = now
    return response(200).json(signedIn(user, now, request))
  }),

  http.post('/api/auth/two-factor', async ({ request, response }) => {
    const body = await readJsonBody(request, verifyTwoFactorSchema)
    if (!body.ok) return response(400).json(apiError('VALIDATION_FAILED', body.error, body.details))
    const { challengeToken, code } = body.value
    const now = mockNow()
    const challenge = findTwoFactorChallenge(challengeToken, now)
    const user = challenge && db.users.get(challenge.userId)
    if (!challenge || !user || !isTwoFactorOn(user.id)) return response(400).json(CHALLENGE_EXPIRED)
    const lockWait = twoFactorLockWait(user.id, now)
    if (lockWait > 0) return response(429).json(...twoFactorLocked(lockWait))
    if (!(await useTwoFactorCode(user.id, code, now))) {
      countWrongTwoFactorCode(user.id, now)
      return response(400).json(TWO_FACTOR_CODE_INVALID)
    }
    // Checking a recovery code yields: the challenge may have been used meanwhile.
    if (!db.twoFactorChallenges.delete(challenge.token)) return response(400).json(CHALLENGE_EXPIRED)
    if (user.suspended) return response(403).json(ACCOUNT_SUSPENDED)
    recordSignIn(user.email, clientAddress(request), now)
    return response(200).json(authResponseBody(user, now, request))
  }),

  http.post('/api/auth/password-reset', async ({ request, response }) => {
    const body = await readJsonBody(request, passwordResetSchema)
    if (!body.ok) return response(400).json(apiError('VALIDATION_FAILED', body.error, body.details))
    const { email } = body.value
    const address = clientAddress(request)
    const now = mockNow()
    const wait = resetRequestWait(email, address, now)
    if (wait > 0) return response(429).json(...throttled('Too many password reset requests', wait))
    await startPasswordReset(email, address, now)
    return response(202).json({
      codeLength: PASSWORD_RESET_CODE_LENGTH,
      expiresInSeconds: PASSWORD_RESET_TTL_MS / 1000,
    })
  }),

  http.post('/api/auth/password-reset/confirm', async ({ request, response }) => {
    const body = await readJsonBody(request, confirmPasswordResetSchema)
    if (!body.ok) return response(400).json(apiError('VALIDATION_FAILED', body.error, body.details))
    const { email, code, newPassword } = body.value
    const started = Date.now()
    const wait = codeCheckWait(email, started)
    if (wait > 0) return response(429).json(...throttled(TOO_MANY_CODES, wait))
    const check = await checkPasswordResetCode(email, code, started)
    if (!check.ok) {
      countWrongCode(email, started)
      return response(400).json(check.reason === 'exhausted' ? CODE_ATTEMPTS_EXHAUSTED : CODE_INVALID)
    }
    const passwordHash = await hashPassword(newPassword)
    const now = mockNow()
    const user = findUserByEmail(email)
    // Hashing yields: the code may have been used, or replaced, meanwhile.
    if (!user || check.record.consumedAt !== null || !db.passwordResets.includes(check.record)) {
      return response(400).json(CODE_INVALID)
    }
    check.record.consumedAt = now
    user.passwordHash = passwordHash
    endSessions(user.id, now)
    endTwoFactorChallenges(user.id)
    sendSecurityNotice(user, 'passwordChanged', now)
    return response(204).empty()
  }),

  http.post('/api/auth/logout', ({ request, response }) => {
    if (!revokeSession(request)) {
      return response(401).json(apiError('UNAUTHORIZED', 'Your session is invalid; please log in again'))
    }
    return response(204).empty()
  }),
]
