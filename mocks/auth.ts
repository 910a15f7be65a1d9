import { raiseExpiryReminders } from './alerts.ts'
import { generateSessionToken } from './crypto.ts'
import { db, type ApiKeyRecord, type SessionRecord, type UserRecord } from './db.ts'
import { refuse, type Refusal } from './errors.ts'
import { SESSION_TTL_MS } from './rules.ts'

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

export function authenticate(request: Request, now: number = Date.now()): Authenticated | Refusal<401 | 403> {
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
  return { ok: true, user, session }
}

export function suspended(): Refusal<403> {
  return refuse(403, 'ACCOUNT_SUSPENDED', 'This account is suspended')
}

export function createSession(userId: string, now: number = Date.now()): SessionRecord {
  const session: SessionRecord = {
    token: generateSessionToken(),
    userId,
    createdAt: now,
    expiresAt: now + SESSION_TTL_MS,
  }
  db.sessions.set(session.token, session)
  raiseExpiryReminders(userId, now)
  return session
}

/**
 * Ends the session of the request's token, whatever its account's state: from then on the token is unknown (401).
 * False when there was no live session to end.
 */
export function revokeSession(request: Request, now: number = Date.now()): boolean {
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
}

const API_KEY_PATTERN = /^cr_[A-Za-z0-9]{1,128}$/

/** `x-api-key` (Claude Code sends it) wins over `Authorization: Bearer cr_…`; a session token is no key. */
export function authenticateApiKey(request: Request): KeyAuthenticated | Refusal<401 | 403> {
  const header = request.headers.get('x-api-key')
  const key = header === null ? readBearerToken(request) : header.trim()
  if (!key) return refuse(401, 'UNAUTHORIZED', 'API key required')
  if (!API_KEY_PATTERN.test(key)) return refuse(401, 'UNAUTHORIZED', 'Invalid API key')
  let apiKey: ApiKeyRecord | undefined
  for (const candidate of db.apiKeys.values()) if (candidate.key === key) apiKey = candidate
  const user = apiKey && db.users.get(apiKey.userId)
  if (!apiKey || !user) return refuse(401, 'UNAUTHORIZED', 'Invalid API key')
  if (user.suspended) return suspended()
  return { ok: true, user, apiKey }
}
