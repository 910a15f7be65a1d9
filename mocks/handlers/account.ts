import { mockNow } from '#mocks/clock.ts'
import { z } from 'zod'
import { authenticate, endSessions, liveSessions, sendSecurityNotice } from '#mocks/auth.ts'
import { clientAddress } from '#mocks/client-address.ts'
import { hashPassword, verifyPassword } from '#mocks/crypto.ts'
import { db, type SessionRecord } from '#mocks/db.ts'
import { apiError } from '#mocks/errors.ts'
import { http } from '#mocks/http.ts'
import { countFailedSignIn, iso, signInWait, throttled } from '#mocks/rules.ts'
import {
  countWrongTwoFactorCode,
  disableTwoFactor,
  enableTwoFactor,
  endTwoFactorChallenges,
  isTwoFactorOn,
  startTwoFactorSetup,
  TWO_FACTOR_CODE_INVALID,
  twoFactorLocked,
  twoFactorLockWait,
  useTwoFactorCode,
} from '#mocks/two-factor.ts'
import { newPasswordSchema, readJsonBody, twoFactorCodeSchema } from '#mocks/validation.ts'

const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1).max(128),
  newPassword: newPasswordSchema,
})
const twoFactorCodeRequestSchema = z.strictObject({ code: twoFactorCodeSchema })

const SESSION_ID = /^ses_[A-Za-z0-9]{6,64}$/

const ALREADY_ENABLED = apiError('TWO_FACTOR_ALREADY_ENABLED', 'Two-step sign-in is already on')
const NOT_PENDING = apiError('TWO_FACTOR_NOT_PENDING', 'Start the setup first')
const NOT_ENABLED = apiError('TWO_FACTOR_NOT_ENABLED', 'Two-step sign-in is not on')

function toSessionDto(session: SessionRecord, current: SessionRecord) {
  return {
    id: session.id,
    userAgent: session.userAgent,
    ipAddress: session.ipAddress,
    createdAt: iso(session.createdAt),
    lastSeenAt: iso(session.lastSeenAt),
    current: session.token === current.token,
  }
}

export const accountHandlers = [
  http.put('/api/user/password', async ({ request, response }) => {
    const started = Date.now()
    const auth = authenticate(request, started)
    if (!auth.ok) return response(auth.status).json(auth.body)
    const body = await readJsonBody(request, changePasswordSchema)
    if (!body.ok) return response(400).json(apiError('VALIDATION_FAILED', body.error, body.details))
    const { currentPassword, newPassword } = body.value
    const { user, session } = auth
    // Counted like a failed sign-in: a stolen session must not become a way to guess the password.
    const address = clientAddress(request)
    const wait = signInWait(user.email, address, started)
    if (wait > 0) return response(429).json(...throttled('Too many failed sign-in attempts', wait))
    if (!(await verifyPassword(currentPassword, user.passwordHash))) {
      countFailedSignIn(user.email, address, mockNow())
      return response(400).json(apiError('CURRENT_PASSWORD_INVALID', 'The current password is not right'))
    }
    const passwordHash = await hashPassword(newPassword)
    // Hashing yields: the calling session may have been signed out meanwhile.
    if (!db.sessions.has(session.token)) {
      return response(401).json(apiError('UNAUTHORIZED', 'Your session is invalid; please log in again'))
    }
    const now = mockNow()
    user.passwordHash = passwordHash
    endTwoFactorChallenges(user.id)
    const otherSessionsEnded = endSessions(user.id, now, session.token)
    sendSecurityNotice(user, 'passwordChanged', now)
    return response(200).json({ otherSessionsEnded })
  }),

  http.get('/api/user/sessions', ({ request, response }) => {
    const now = mockNow()
    const auth = authenticate(request, now)
    if (!auth.ok) return response(auth.status).json(auth.body)
    const items = liveSessions(auth.user.id, now).map((session) => toSessionDto(session, auth.session))
    return response(200).json({ items })
  }),

  http.delete('/api/user/sessions/{id}', ({ request, params, response }) => {
    const now = mockNow()
    const auth = authenticate(request, now)
    if (!auth.ok) return response(auth.status).json(auth.body)
    if (!SESSION_ID.test(params.id)) {
      return response(400).json(
        apiError('VALIDATION_FAILED', 'id: must be "ses_" and 6 to 64 letters or digits', [
          { field: 'id', rule: 'pattern' },
        ]),
      )
    }
    const session = liveSessions(auth.user.id, now).find((candidate) => candidate.id === params.id)
    if (!session) return response(404).json(apiError('SESSION_NOT_FOUND', 'Session not found'))
    db.sessions.delete(session.token)
    return response(204).empty()
  }),

  http.post('/api/user/sessions/revoke-others', ({ request, response }) => {
    const now = mockNow()
    const auth = authenticate(request, now)
    if (!auth.ok) return response(auth.status).json(auth.body)
    return response(200).json({ revoked: endSessions(auth.user.id, now, auth.session.token) })
  }),

  http.post('/api/user/two-factor/setup', ({ request, response }) => {
    const auth = authenticate(request)
    if (!auth.ok) return response(auth.status).json(auth.body)
    if (isTwoFactorOn(auth.user.id)) return response(409).json(ALREADY_ENABLED)
    return response(200).json(startTwoFactorSetup(auth.user.id, auth.user.email))
  }),

  http.post('/api/user/two-factor/enable', async ({ request, response }) => {
    const auth = authenticate(request)
    if (!auth.ok) return response(auth.status).json(auth.body)
    const body = await readJsonBody(request, twoFactorCodeRequestSchema)
    if (!body.ok) return response(400).json(apiError('VALIDATION_FAILED', body.error, body.details))
    const { user } = auth
    if (isTwoFactorOn(user.id)) return response(409).json(ALREADY_ENABLED)
    if (!db.twoFactor.get(user.id)?.pendingSecret) return response(409).json(NOT_PENDING)
    const now = mockNow()
    const lockWait = twoFactorLockWait(user.id, now)
    if (lockWait > 0) return response(429).json(...twoFactorLocked(lockWait))
    const recoveryCodes = await enableTwoFactor(user.id, body.value.code, now)
    if (!recoveryCodes) {
      countWrongTwoFactorCode(user.id, now)
      return response(400).json(TWO_FACTOR_CODE_INVALID)
    }
    sendSecurityNotice(user, 'twoFactorOn', now)
    return response(200).json({ recoveryCodes })
  }),

  http.post('/api/user/two-factor/disable', async ({ request, response }) => {
    const auth = authenticate(request)
    if (!auth.ok) return response(auth.status).json(auth.body)
    const body = await readJsonBody(request, twoFactorCodeRequestSchema)
    if (!body.ok) return response(400).json(apiError('VALIDATION_FAILED', body.error, body.details))
    const { user } = auth
    if (!isTwoFactorOn(user.id)) return response(409).json(NOT_ENABLED)
    const now = mockNow()
    const lockWait = twoFactorLockWait(user.id, now)
    if (lockWait > 0) return response(429).json(...twoFactorLocked(lockWait))
    if (!(await useTwoFactorCode(user.id, body.value.code, now))) {
      countWrongTwoFactorCode(user.id, now)
      return response(400).json(TWO_FACTOR_CODE_INVALID)
    }
    disableTwoFactor(user.id)
    sendSecurityNotice(user, 'twoFactorOff', now)
    return response(204).empty()
  }),
]
