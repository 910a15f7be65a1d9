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
  /** False for an answer without both token and user, which the form must report; a failure is rethrown. */
  authenticate: (request: () => Promise<unknown>) => Promise<boolean>
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

export type SessionCheck = (session: StoredSession) => Promise<SessionUser | null>

/** `checkSession` runs after the first render, so that it never delays a page. */
export function AuthProvider({
  children,
  checkSession,
}: {
  children: ReactNode
  checkSession?: SessionCheck
}) {
  // Read for the first render: a prerendered page's guard must redirect before the app replaces it (ADR 005).
  const [state, dispatch] = useReducer(authReducer, initialAuthState, (initial) => {
    const session = typeof window === 'undefined' ? null : safeRead()
    return authReducer(initial, session ? { type: 'success', session } : { type: 'failure' })
  })

  useEffect(() => {
    const session = safeRead()
    if (checkSession && session)
      void checkSession(session).then(
        (user) => {
          // Unchanged, or a stale answer (signed out or in as someone else meanwhile).
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
      // A transition, like the expiry's navigation: rendered together, a signed-in page's guard never sees
      // the user signed out before /login opens (its own redirect would lose "your login has expired").
      startTransition(() => dispatch({ type: 'logout' }))
      announceSessionChange()
    }
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
