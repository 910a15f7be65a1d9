import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { http } from '#mocks/http.ts'
import { expect, test, vi } from 'vitest'
import { server } from '#mocks/node.ts'
import { seedSignedInUser } from '#mocks/seed.ts'
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { AuthProvider, authReducer, initialAuthState, useAuth } from './auth-provider.tsx'
import { checkStoredSession } from './check-session.ts'
import { setSessionExpiredNavigator, writeStoredSession } from './session.ts'

const user = { id: 'usr_1', email: 'demo@example.com', createdAt: '2026-01-01T00:00:00Z' }
const session = { token: 'tok_1234567890abcdef1234567890abcdef', user }

function Probe({ request }: { request?: () => Promise<unknown> }) {
  const auth = useAuth()
  const [outcome, setOutcome] = useState('-')
  return (
    <div>
      <p>{`loading:${auth.isLoading} authenticated:${auth.isAuthenticated}`}</p>
      <p>{`email:${auth.user?.email ?? '-'} token:${auth.token ?? '-'}`}</p>
      <p>{`stored:${outcome}`}</p>
      <button
        type="button"
        onClick={() =>
          void auth.authenticate(request ?? (async () => session)).then(
            (stored) => setOutcome(String(stored)),
            () => setOutcome('error'),
          )
        }
      >
        sign in
      </button>
      <button type="button" onClick={() => auth.logout()}>
        sign out
      </button>
    </div>
  )
}

test('the state starts loading and signed out', () => {
  expect(initialAuthState).toEqual({
    user: null,
    token: null,
    isAuthenticated: false,
    isLoading: true,
  })
})

test('login start sets loading and a failure only clears loading', () => {
  const signedIn = authReducer(initialAuthState, { type: 'success', session })
  const started = authReducer(signedIn, { type: 'start' })
  expect(started).toMatchObject({ isLoading: true, isAuthenticated: true, user })
  expect(authReducer(started, { type: 'failure' })).toMatchObject({
    isLoading: false,
    isAuthenticated: true,
    user,
  })
})

test('logout clears user and token', () => {
  const signedIn = authReducer(initialAuthState, { type: 'success', session })
  expect(authReducer(signedIn, { type: 'logout' })).toEqual({
    user: null,
    token: null,
    isAuthenticated: false,
    isLoading: false,
  })
})

test('a stored session is loaded at start', async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, session.token)
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user))
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  )
  expect(await screen.findByText('loading:false authenticated:true')).toBeInTheDocument()
  expect(screen.getByText(`email:demo@example.com token:${session.token}`)).toBeInTheDocument()
})

test('a stored session is there in the first render, and a visitor is known to be signed out in it', () => {
  const renders: string[] = []
  function FirstRender() {
    const { isLoading, isAuthenticated } = useAuth()
    renders.push(`loading:${isLoading} authenticated:${isAuthenticated}`)
    return null
  }
  writeStoredSession(session)
  const { unmount } = render(
    <AuthProvider>
      <FirstRender />
    </AuthProvider>,
  )
  unmount()
  localStorage.clear()
  render(
    <AuthProvider>
      <FirstRender />
    </AuthProvider>,
  )
  // StrictMode is off here: each provider's first render is the first entry it leaves.
  expect(renders[0]).toBe('loading:false authenticated:true')
  expect(renders.at(-1)).toBe('loading:false authenticated:false')
  expect(renders.filter((line) => line.startsWith('loading:true'))).toEqual([])
})

test('a stored user that does not parse removes both items and counts as signed out', async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, session.token)
  localStorage.setItem(USER_STORAGE_KEY, '{not json')
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  )
  expect(await screen.findByText('loading:false authenticated:false')).toBeInTheDocument()
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull()
})

test('a token without a user means signed out', async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, session.token)
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  )
  expect(await screen.findByText('loading:false authenticated:false')).toBeInTheDocument()
})

test('a user signs in and the session is stored', async () => {
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'sign in' }))
  expect(await screen.findByText('loading:false authenticated:true')).toBeInTheDocument()
  expect(await screen.findByText('stored:true')).toBeInTheDocument()
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(session.token)
  expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(user)
})

test('a response without a token is not stored, the user stays signed out and the caller is told', async () => {
  render(
    <AuthProvider>
      <Probe request={async () => ({ user })} />
    </AuthProvider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'sign in' }))
  expect(await screen.findByText('stored:false')).toBeInTheDocument()
  expect(screen.getByText('loading:false authenticated:false')).toBeInTheDocument()
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull()
})

test('a failed sign-in only clears loading', async () => {
  render(
    <AuthProvider>
      <Probe request={() => Promise.reject(new Error('nope'))} />
    </AuthProvider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'sign in' }))
  expect(await screen.findByText('loading:false authenticated:false')).toBeInTheDocument()
})

test('the auth-error event forces a logout', async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, session.token)
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user))
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  )
  await screen.findByText('loading:false authenticated:true')
  act(() => {
    window.dispatchEvent(new Event('auth-error'))
  })
  expect(await screen.findByText('loading:false authenticated:false')).toBeInTheDocument()
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
})

test('a user who logs out is signed out and the storage is cleared', async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, session.token)
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user))
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  )
  await screen.findByText('loading:false authenticated:true')
  await userEvent.click(screen.getByRole('button', { name: 'sign out' }))
  expect(screen.getByText('loading:false authenticated:false')).toBeInTheDocument()
  expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull()
})

test('signing in and out in another tab is followed', async () => {
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  )
  await screen.findByText('loading:false authenticated:false')
  localStorage.setItem(TOKEN_STORAGE_KEY, session.token)
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user))
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: USER_STORAGE_KEY }))
  })
  expect(await screen.findByText('loading:false authenticated:true')).toBeInTheDocument()
  localStorage.clear()
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
  })
  expect(await screen.findByText('loading:false authenticated:false')).toBeInTheDocument()
})

async function seededSession(storedEmail: string) {
  const seeded = await seedSignedInUser('demo@example.com')
  const stale = { token: seeded.token, user: { ...seeded.user, email: storedEmail } }
  writeStoredSession(stale)
  return stale
}

function renderChecking(check = checkStoredSession) {
  return render(
    <AuthProvider checkSession={check}>
      <Probe />
    </AuthProvider>,
  )
}

test('a stored session is checked at start and the fresh email replaces the stored one', async () => {
  const stale = await seededSession('old@example.com')
  renderChecking()
  expect(await screen.findByText(`email:demo@example.com token:${stale.token}`)).toBeInTheDocument()
  expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toMatchObject({
    email: 'demo@example.com',
  })
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(stale.token)
})

test('the page shows the stored session before the profile answers', async () => {
  const stale = await seededSession('old@example.com')
  let answer: () => void = () => {}
  const asked = vi.fn()
  server.use(
    http.get('/api/user/profile', async () => {
      asked()
      await new Promise<void>((resolve) => (answer = resolve))
    }),
  )
  renderChecking()
  expect(await screen.findByText(`email:old@example.com token:${stale.token}`)).toBeInTheDocument()
  await vi.waitFor(() => expect(asked).toHaveBeenCalledOnce())
  expect(screen.getByText('loading:false authenticated:true')).toBeInTheDocument()
  answer()
  expect(await screen.findByText(`email:demo@example.com token:${stale.token}`)).toBeInTheDocument()
})

test('a stored session the server refuses is cleared on a public page without leaving it', async () => {
  const navigate = vi.fn()
  const unregister = setSessionExpiredNavigator(navigate)
  window.history.replaceState(null, '', '/home')
  localStorage.setItem(TOKEN_STORAGE_KEY, 'tok_revoked0000000000000000000000')
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user))
  renderChecking()
  expect(await screen.findByText('loading:false authenticated:false')).toBeInTheDocument()
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull()
  expect(navigate).not.toHaveBeenCalled()
  unregister()
})

test('a stored session the server refuses on a signed-in page opens the login with the way back', async () => {
  const navigate = vi.fn()
  const unregister = setSessionExpiredNavigator(navigate)
  window.history.replaceState(null, '', '/dashboard?tab=keys')
  localStorage.setItem(TOKEN_STORAGE_KEY, 'tok_revoked0000000000000000000000')
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user))
  renderChecking()
  expect(await screen.findByText('loading:false authenticated:false')).toBeInTheDocument()
  expect(navigate).toHaveBeenCalledExactlyOnceWith('/dashboard?tab=keys')
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  unregister()
  window.history.replaceState(null, '', '/')
})

test('without a stored session the profile is never asked for', async () => {
  const asked = vi.fn()
  server.use(http.get('/api/user/profile', () => void asked()))
  const check = vi.fn(checkStoredSession)
  renderChecking(check)
  expect(await screen.findByText('loading:false authenticated:false')).toBeInTheDocument()
  expect(check).not.toHaveBeenCalled()
  expect(asked).not.toHaveBeenCalled()
})

test('a sign-out while the check is on its way is not undone by its answer', async () => {
  await seededSession('old@example.com')
  let answer: () => void = () => {}
  server.use(
    http.get('/api/user/profile', async () => {
      await new Promise<void>((resolve) => (answer = resolve))
    }),
  )
  const check = vi.fn(checkStoredSession)
  renderChecking(check)
  await screen.findByText('loading:false authenticated:true')
  await userEvent.click(screen.getByRole('button', { name: 'sign out' }))
  answer()
  // The check has finished, and the provider has had its answer (its own callback runs first).
  await act(() => check.mock.results[0]?.value)
  expect(screen.getByText('loading:false authenticated:false')).toBeInTheDocument()
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
})

test('an account the check finds unchanged is not stored again, so other tabs are not disturbed', async () => {
  const seeded = await seedSignedInUser('demo@example.com')
  writeStoredSession(seeded)
  const setItem = vi.spyOn(Storage.prototype, 'setItem')
  const check = vi.fn(checkStoredSession)
  render(
    <AuthProvider checkSession={check}>
      <Probe />
    </AuthProvider>,
  )
  await vi.waitFor(() => expect(check).toHaveBeenCalled())
  // The check has finished, and the provider has had its answer (its own callback runs first).
  await act(() => check.mock.results[0]?.value)
  expect(setItem).not.toHaveBeenCalled()
  expect(screen.getByText(`email:demo@example.com token:${seeded.token}`)).toBeInTheDocument()
  setItem.mockRestore()
})
