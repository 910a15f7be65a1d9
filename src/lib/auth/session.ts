import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '#src/config/storage-keys.ts'
import type { components } from '#src/lib/api/schema.d.ts'

export type SessionUser = components['schemas']['User']

/** Forces a logout; the API client dispatches it on 401/403. */
export const AUTH_ERROR_EVENT = 'auth-error'

/** Fired when the signed-in user changes (sign-in, logout, another tab): cached data is dropped. */
export const SESSION_CHANGE_EVENT = 'session-change'

export type StoredSession = { token: string; user: SessionUser }

function isUser(value: unknown): value is SessionUser {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A user that does not parse removes both items: a token without a user is no session. */
export function readStoredSession(storage: Storage = localStorage): StoredSession | null {
  const token = storage.getItem(TOKEN_STORAGE_KEY)
  const rawUser = storage.getItem(USER_STORAGE_KEY)
  if (!token || !rawUser) return null
  try {
    const user: unknown = JSON.parse(rawUser)
    if (isUser(user)) return { token, user }
  } catch {
    // Falls through to clearing the unreadable session.
  }
  clearStoredSession(storage)
  return null
}

export function writeStoredSession(session: StoredSession, storage: Storage = localStorage) {
  storage.setItem(TOKEN_STORAGE_KEY, session.token)
  storage.setItem(USER_STORAGE_KEY, JSON.stringify(session.user))
}

export function clearStoredSession(storage: Storage = localStorage) {
  storage.removeItem(TOKEN_STORAGE_KEY)
  storage.removeItem(USER_STORAGE_KEY)
}

export function isCompleteSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false
  const { token, user } = value as { token?: unknown; user?: unknown }
  return typeof token === 'string' && token.length > 0 && isUser(user)
}

export type SessionExpiredNavigator = (from: string) => void

let sessionExpiredNavigator: SessionExpiredNavigator | null = null

/** Without a navigator, an expired session opens /login with a full page load. */
export function setSessionExpiredNavigator(navigator: SessionExpiredNavigator | null): () => void {
  sessionExpiredNavigator = navigator
  return () => {
    if (sessionExpiredNavigator === navigator) sessionExpiredNavigator = null
  }
}

export function openLoginAfterExpiry() {
  const from = `${window.location.pathname}${window.location.search}${window.location.hash}`
  if (sessionExpiredNavigator) sessionExpiredNavigator(from)
  else window.location.assign('/login')
}
