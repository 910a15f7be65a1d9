import { isSignedInPage } from '#src/config/signed-in-paths.ts'
import { client, expireSession, onSessionRefused, unwrap } from '#src/lib/api/client.ts'
import { isApiError } from '#src/lib/api/errors.ts'
import { AUTH_ERROR_EVENT, clearStoredSession, type SessionUser, type StoredSession } from './session.ts'

/** On a page anyone may read, nothing asked for needs sign-in: the app signs out, but the page stays. */
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

const endingRefusedSession = onSessionRefused(endRefusedSession)

let pending: { token: string; user: Promise<SessionUser | null> } | null = null

// Null when the stored account is current (nothing to write: other tabs follow every write). Calls for one
// token share a request: React runs start-up effects twice in development.
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

/** Runs after the client's own middleware: a session signed in meanwhile must not be the one revoked. */
function sendingToken(token: string): ReturnType<typeof onSessionRefused> {
  return {
    onRequest({ request }) {
      request.headers.set('Authorization', `Bearer ${token}`)
    },
  }
}

/**
 * Asks the backend to revoke `token` after the local sign-out, which never waits for it. Never rejects: a backend
 * without the optional operation (404, 405, 501) leaves the token valid until it expires, and any failure is only
 * logged.
 */
export async function revokeSession(token: string | null | undefined): Promise<void> {
  if (!token) return
  try {
    await client.POST('/api/auth/logout', { middleware: [sendingToken(token)] })
  } catch (error) {
    if (isApiError(error) && [404, 405, 501].includes(error.status)) {
      console.info('Sign-out: the backend cannot revoke sessions; the token stays valid until it expires')
    } else {
      console.error('Revoking the session on sign-out failed', error)
    }
  }
}
