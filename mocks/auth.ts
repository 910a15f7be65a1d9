/**
 * Sessions of the mock backend: bearer token → session → user, with the contract's 401/403 rules.
 */
import { generateSessionToken } from './crypto.ts'
import { db, type ApiKeyRecord, type SessionRecord, type UserRecord } from './db.ts'
import { refuse, type Refusal } from './errors.ts'
import { SESSION_TTL_MS } from './rules.ts'

/** A signed-in request: its account and session. */
export interface Authenticated {
  ok: true
  user: UserRecord
  session: SessionRecord
}

/** The token of an `Authorization: Bearer <token>` header (scheme in any case), or null. */
export function readBearerToken(request: Request): string | null {
  const header = request.headers.get('authorization')
  const match = header ? /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header) : null
  return match?.[1] ?? null
}

/**
 * Resolves the account of a request. No or malformed header, an unknown token or an expired session
 * answer 401 `UNAUTHORIZED`; a suspended account 403 `ACCOUNT_SUSPENDED`. Expired sessions are dropped.
 */
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

/** The 403 answered for a suspended account. */
export function suspended(): Refusal<403> {
  return refuse(403, 'ACCOUNT_SUSPENDED', 'This account is suspended')
}

/** Opens a session for an account: a fresh random token valid for 30 days. */
export function createSession(userId: string, now: number = Date.now()): SessionRecord {
  const session: SessionRecord = {
    token: generateSessionToken(),
    userId,
    createdAt: now,
    expiresAt: now + SESSION_TTL_MS,
  }
  db.sessions.set(session.token, session)
  return session
}

/** A request authenticated by one of the account's `cr_` API keys. */
export interface KeyAuthenticated {
  ok: true
  user: UserRecord
  apiKey: ApiKeyRecord
}

/** The shape of the keys the portal issues: `cr_` and letters and digits. */
const API_KEY_PATTERN = /^cr_[A-Za-z0-9]{1,128}$/

/**
 * Resolves the API key of a request (`x-api-key: cr_…`, as Claude Code sends it, or `Authorization: Bearer
 * cr_…`; `x-api-key` wins when both are sent). No key, a malformed or an unknown one answer 401
 * `UNAUTHORIZED` (a session token is not a key); a key of a suspended account 403 `ACCOUNT_SUSPENDED`.
 */
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
