import { isSignedInPage } from '#src/config/signed-in-paths.ts'
import { client, expireSession, onSessionRefused, unwrap } from '#src/lib/api/client.ts'
import { AUTH_ERROR_EVENT, clearStoredSession, type SessionUser, type StoredSession } from './session.ts'

/**
 * A refused session (401/403). On a page that needs sign-in this is the usual expiry: session cleared,
 * `auth-error`, /login with the way back and "your login has expired". On a page anyone may read, the visitor
 * asked for nothing that needs sign-in: the session is cleared and `auth-error` signs the app out (the header
 * shows Login and Register again), but the page stays.
 */
function endRefusedSession() {
  if (isSignedInPage(window.location.pathname)) {
    expireSession()
    return
  }
  try {
    clearStoredSession()
  } catch {
    // Nothing stored to remove; the auth provider drops the in-memory session on the event either way.
  }
  window.dispatchEvent(new Event(AUTH_ERROR_EVENT))
}

/**
 * The app's client, with this call's own answer to a refused session. The client module is in this chunk's
 * imports either way (it is not on a visitor's start-up path), so there is no second client to build.
 */
const endingRefusedSession = onSessionRefused(endRefusedSession)

let pending: { token: string; user: Promise<SessionUser | null> } | null = null

/**
 * Asks the server whose the stored session is (getProfile). Resolves the account as the session stores it, or
 * null when it is the stored one already (nothing to write: other tabs follow every write). A refused session
 * is ended (above) and the promise rejects, as it does on any failure. Calls for the same token while one is
 * on its way share it (React runs start-up effects twice in development).
 */
export function checkStoredSession({ token, user: stored }: StoredSession): Promise<SessionUser | null> {
  if (pending?.token === token) return pending.user
  const user = client
    .GET('/api/user/profile', { middleware: [endingRefusedSession] })
    .then((result) => {
      const { id, email, createdAt } = unwrap(result)
      return id === stored.id && email === stored.email && createdAt === stored.createdAt
        ? null
        : { id, email, createdAt }
    })
    .finally(() => {
      if (pending?.user === user) pending = null
    })
  pending = { token, user }
  return user
}
