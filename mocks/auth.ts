import { raiseExpiryReminders } from './alerts.ts'
import { clientAddress } from './client-address.ts'
import { mockNow } from './clock.ts'
import { generateSessionId, generateSessionToken } from './crypto.ts'
import { db, type ApiKeyRecord, type SessionRecord, type UserRecord } from './db.ts'
import { refuse, type Refusal } from './errors.ts'
import { findKeyBySecret } from './key-rules.ts'
import { recordEmail } from './outbox.ts'
import { SESSION_TTL_MS, SHARED_ADDRESS } from './rules.ts'

export interface Authenticated {
  ok: true
  user: UserRecord
  session: SessionRecord
}

/** The scheme in any case. */
export function readBearerToken(request: Request): string | null {
  const header = request.headers.get('authorization')
  const match = header ? /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header) : null
  return match?.[1] ?? null
}

export function authenticate(request: Request, now: number = mockNow()): Authenticated | Refusal<401 | 403> {
  const token = readBearerToken(request)
  if (!token) return refuse(401, 'UNAUTHORIZED', 'Login required')
  const session = db.sessions.get(token)
  if (!session) return refuse(401, 'UNAUTHORIZED', 'Your session is invalid; please log in again')
  if (session.expiresAt <= now) {
    db.sessions.delete(token)
    return refuse(401, 'UNAUTHORIZED', 'Your session has expired; please log in again')
  }
  const user = db.users.get(session.userId)
  if (!user) return refuse(401, 'UNAUTHORIZED', 'Your session is invalid; please log in again')
  if (user.suspended) return suspended()
  session.lastSeenAt = now
  session.ipAddress = socketAddress(request)
  return { ok: true, user, session }
}

/** Null where requests have no address of their own (the browser worker, tests). */
function socketAddress(request: Request): string | null {
  const address = clientAddress(request)
  return address === SHARED_ADDRESS ? null : address
}

const MAX_USER_AGENT_LENGTH = 512

export function suspended(): Refusal<403> {
  return refuse(403, 'ACCOUNT_SUSPENDED', 'This account is suspended')
}

/** `request`, the one that signed in, names the device and address in the account's session list. */
export function createSession(userId: string, now: number = mockNow(), request?: Request): SessionRecord {
  const session: SessionRecord = {
    token: generateSessionToken(),
    id: generateSessionId(),
    userId,
    createdAt: now,
    expiresAt: now + SESSION_TTL_MS,
    lastSeenAt: now,
    userAgent: request?.headers.get('user-agent')?.slice(0, MAX_USER_AGENT_LENGTH) || null,
    ipAddress: request ? socketAddress(request) : null,
  }
  db.sessions.set(session.token, session)
  raiseExpiryReminders(userId, now)
  return session
}

/** The account's sessions that have not expired, most recently seen first; expired ones are dropped. */
export function liveSessions(userId: string, now: number): SessionRecord[] {
  const sessions: SessionRecord[] = []
  for (const session of db.sessions.values()) {
    if (session.userId !== userId) continue
    if (session.expiresAt <= now) db.sessions.delete(session.token)
    else sessions.push(session)
  }
  return sessions.sort((a, b) => b.lastSeenAt - a.lastSeenAt)
}

/** Ends every session of the account but `keepToken`'s (none: every one); answers how many live ones ended. */
export function endSessions(userId: string, now: number, keepToken?: string): number {
  let ended = 0
  for (const session of db.sessions.values()) {
    if (session.userId !== userId || session.token === keepToken) continue
    db.sessions.delete(session.token)
    if (session.expiresAt > now) ended += 1
  }
  return ended
}

/**
 * Ends the session of the request's token, whatever its account's state: from then on the token is unknown (401).
 * False when there was no live session to end.
 */
export function revokeSession(request: Request, now: number = mockNow()): boolean {
  const token = readBearerToken(request)
  const session = token ? db.sessions.get(token) : undefined
  if (!token || !session) return false
  db.sessions.delete(token)
  return session.expiresAt > now
}

export interface KeyAuthenticated {
  ok: true
  user: UserRecord
  apiKey: ApiKeyRecord
  /** Set when the call used the key's previous secret, in its grace after a rotation. */
  isPreviousSecret?: true
}

const API_KEY_PATTERN = /^cr_[A-Za-z0-9]{1,128}$/

/**
 * `x-api-key` (Claude Code sends it) wins over `Authorization: Bearer cr_…`; a session token is no key. A rotated
 * key's previous secret counts until its grace ends.
 */
export function authenticateApiKey(
  request: Request,
  now: number = mockNow(),
): KeyAuthenticated | Refusal<401 | 403> {
  const header = request.headers.get('x-api-key')
  const key = header === null ? readBearerToken(request) : header.trim()
  if (!key) return refuse(401, 'UNAUTHORIZED', 'API key required')
  if (!API_KEY_PATTERN.test(key)) return refuse(401, 'UNAUTHORIZED', 'Invalid API key')
  const found = findKeyBySecret(key, now)
  const user = found && db.users.get(found.apiKey.userId)
  if (!found || !user) return refuse(401, 'UNAUTHORIZED', 'Invalid API key')
  if (user.suspended) return suspended()
  return {
    ok: true,
    user,
    apiKey: found.apiKey,
    ...(found.isPrevious ? { isPreviousSecret: true as const } : {}),
  }
}

const SECURITY_NOTICES = {
  passwordChanged: {
    reason: 'passwordChanged',
    subject: 'Your Relay password was changed',
    body: 'The password of your Relay account was just changed, and its other sessions were signed out. If this was not you, reset your password now.',
  },
  twoFactorOn: {
    reason: 'twoFactorChanged',
    subject: 'Two-step sign-in is on',
    body: 'Two-step sign-in was just turned on for your Relay account. If this was not you, reset your password now.',
  },
  twoFactorOff: {
    reason: 'twoFactorChanged',
    subject: 'Two-step sign-in is off',
    body: 'Two-step sign-in was just turned off for your Relay account. If this was not you, reset your password now and turn it on again.',
  },
} as const

/**
 * E-mails the account that its security changed, whatever its notification settings: the owner must hear of a
 * change someone else made. Never carries a secret, a code or a recovery code.
 */
export function sendSecurityNotice(
  user: UserRecord,
  notice: keyof typeof SECURITY_NOTICES,
  now: number = mockNow(),
): void {
  const { reason, subject, body } = SECURITY_NOTICES[notice]
  recordEmail({ to: user.email, subject, body, reason }, now)
}
