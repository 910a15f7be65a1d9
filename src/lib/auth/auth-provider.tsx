import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  type ReactNode,
} from 'react'
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '#src/config/storage-keys.ts'
import {
  AUTH_ERROR_EVENT,
  SESSION_CHANGE_EVENT,
  clearStoredSession,
  isCompleteSession,
  readStoredSession,
  writeStoredSession,
  type SessionUser,
  type StoredSession,
} from './session.ts'

/** The sign-in state: the signed-in user, or none; the stored session is read before the first render. */
export type AuthState = {
  user: SessionUser | null
  token: string | null
  isAuthenticated: boolean
  isLoading: boolean
}

type AuthAction =
  { type: 'start' } | { type: 'success'; session: StoredSession } | { type: 'failure' } | { type: 'logout' }

export const initialAuthState: AuthState = {
  user: null,
  token: null,
  isAuthenticated: false,
  isLoading: true,
}

/** How sign-in, logout and an expired session change the state; pure, so each can be tested on its own. */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'start':
      return { ...state, isLoading: true }
    case 'success':
      return {
        user: action.session.user,
        token: action.session.token,
        isAuthenticated: true,
        isLoading: false,
      }
    case 'failure':
      return { ...state, isLoading: false }
    case 'logout':
      return { user: null, token: null, isAuthenticated: false, isLoading: false }
  }
}

export type AuthContextValue = AuthState & {
  /**
   * Runs a login or register request. Stores the session only when the response holds both token and user,
   * and resolves whether it did: false means an incomplete answer, which the form must report. A failure
   * only clears loading and is rethrown for the form to show.
   */
  authenticate: (request: () => Promise<unknown>) => Promise<boolean>
  /** Clears the session. Returns false (and logs) when it could not be cleared. */
  logout: () => boolean
}

const AuthContext = createContext<AuthContextValue | null>(null)

function announceSessionChange() {
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT))
}

function safeRead(): StoredSession | null {
  try {
    return readStoredSession()
  } catch (error) {
    console.error('Reading the stored session failed', error)
    return null
  }
}

/**
 * Asks the server whose a stored session is: resolves the account as the session stores it, or null when the
 * stored one is current; rejects when it cannot tell (a refused session is ended by the API client first).
 */
export type SessionCheck = (session: StoredSession) => Promise<SessionUser | null>

/**
 * `checkSession`: how a stored session is checked with the server once at start (the app passes
 * lib/auth/check-session.ts, imported on demand; without it nothing is asked). It runs after the first render,
 * so it never delays a page, and only when a session is stored.
 */
export function AuthProvider({
  children,
  checkSession,
}: {
  children: ReactNode
  checkSession?: SessionCheck
}) {
  // The stored session is read for the first render: a guard then renders its page (or its redirect) at once,
  // which a prerendered /login needs, since the app's first commit replaces its form (ADR 005). At build time
  // (src/prerender.tsx) there is no storage: signed out.
  const [state, dispatch] = useReducer(authReducer, initialAuthState, (initial) => {
    const session = typeof window === 'undefined' ? null : safeRead()
    return authReducer(initial, session ? { type: 'success', session } : { type: 'failure' })
  })

  useEffect(() => {
    const session = safeRead()
    if (checkSession && session)
      void checkSession(session).then(
        (user) => {
          // Unchanged; or signed out, or in as someone else, while the check was on its way (a stale answer).
          if (!user || safeRead()?.token !== session.token) return
          writeStoredSession({ token: session.token, user })
          dispatch({ type: 'success', session: { token: session.token, user } })
        },
        () => {
          // A refused session has been ended by the check; any other failure keeps it until a call tells.
        },
      )
  }, [checkSession])

  useEffect(() => {
    const handleAuthError = () => {
      try {
        clearStoredSession()
      } catch {
        // The in-memory session is dropped below either way.
      }
      // A transition, like the router's navigation the expiry starts right after (lib/auth/session.ts): both
      // render together, so a page that needs sign-in never sees the user signed out before /login opens
      // (its guard would replace that navigation with its own, losing "your login has expired").
      startTransition(() => dispatch({ type: 'logout' }))
      announceSessionChange()
    }
    // Another tab signed in or out: follow it.
    const handleStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== TOKEN_STORAGE_KEY && event.key !== USER_STORAGE_KEY) return
      const session = safeRead()
      dispatch(session ? { type: 'success', session } : { type: 'logout' })
      announceSessionChange()
    }
    window.addEventListener(AUTH_ERROR_EVENT, handleAuthError)
    window.addEventListener('storage', handleStorage)
    return () => {
      window.removeEventListener(AUTH_ERROR_EVENT, handleAuthError)
      window.removeEventListener('storage', handleStorage)
    }
  }, [])

  const authenticate = useCallback(async (request: () => Promise<unknown>) => {
    dispatch({ type: 'start' })
    let response: unknown
    try {
      response = await request()
    } catch (error) {
      dispatch({ type: 'failure' })
      throw error
    }
    if (!isCompleteSession(response)) {
      dispatch({ type: 'failure' })
      return false
    }
    writeStoredSession(response)
    dispatch({ type: 'success', session: { token: response.token, user: response.user } })
    announceSessionChange()
    return true
  }, [])

  const logout = useCallback(() => {
    try {
      clearStoredSession()
    } catch (error) {
      console.error('Logout failed', error)
      return false
    }
    dispatch({ type: 'logout' })
    announceSessionChange()
    return true
  }, [])

  const value = useMemo(() => ({ ...state, authenticate, logout }), [state, authenticate, logout])
  return <AuthContext value={value}>{children}</AuthContext>
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext)
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>')
  return value
}
