import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { expect, test } from 'vitest'
import { AuthProvider, authReducer, initialAuthState, useAuth } from './auth-provider.tsx'

const user = { id: 'usr_1', email: 'demo@example.com', createdAt: '2026-01-01T00:00:00Z' }
const session = { token: 'tok_1234567890abcdef1234567890abcdef', user }

function Probe({ request }: { request?: () => Promise<unknown> }) {
  const auth = useAuth()
  const [outcome, setOutcome] = useState('-')
  return (
    <div>
      <p>{`loading:${auth.isLoading} ready:${auth.isReady} authenticated:${auth.isAuthenticated}`}</p>
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
    isReady: false,
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
    isReady: true,
  })
})

test('a stored session is loaded at start', async () => {
  localStorage.setItem('token', session.token)
  localStorage.setItem('user', JSON.stringify(user))
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  )
  expect(await screen.findByText('loading:false ready:true authenticated:true')).toBeInTheDocument()
  expect(screen.getByText(`email:demo@example.com token:${session.token}`)).toBeInTheDocument()
})

test('a stored user that does not parse removes both items and counts as signed out', async () => {
  localStorage.setItem('token', session.token)
  localStorage.setItem('user', '{not json')
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  )
  expect(await screen.findByText('loading:false ready:true authenticated:false')).toBeInTheDocument()
  expect(localStorage.getItem('token')).toBeNull()
  expect(localStorage.getItem('user')).toBeNull()
})

test('a token without a user means signed out', async () => {
  localStorage.setItem('token', session.token)
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  )
  expect(await screen.findByText('loading:false ready:true authenticated:false')).toBeInTheDocument()
})

test('a user signs in and the session is stored', async () => {
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'sign in' }))
  expect(await screen.findByText('loading:false ready:true authenticated:true')).toBeInTheDocument()
  expect(await screen.findByText('stored:true')).toBeInTheDocument()
  expect(localStorage.getItem('token')).toBe(session.token)
  expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user)
})

test('a response without a token is not stored, the user stays signed out and the caller is told', async () => {
  render(
    <AuthProvider>
      <Probe request={async () => ({ user })} />
    </AuthProvider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'sign in' }))
  expect(await screen.findByText('stored:false')).toBeInTheDocument()
  expect(screen.getByText('loading:false ready:true authenticated:false')).toBeInTheDocument()
  expect(localStorage.getItem('token')).toBeNull()
  expect(localStorage.getItem('user')).toBeNull()
})

test('a failed sign-in only clears loading', async () => {
  render(
    <AuthProvider>
      <Probe request={() => Promise.reject(new Error('nope'))} />
    </AuthProvider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'sign in' }))
  expect(await screen.findByText('loading:false ready:true authenticated:false')).toBeInTheDocument()
})

test('the auth-error event forces a logout', async () => {
  localStorage.setItem('token', session.token)
  localStorage.setItem('user', JSON.stringify(user))
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  )
  await screen.findByText('loading:false ready:true authenticated:true')
  act(() => {
    window.dispatchEvent(new Event('auth-error'))
  })
  expect(await screen.findByText('loading:false ready:true authenticated:false')).toBeInTheDocument()
  expect(localStorage.getItem('token')).toBeNull()
})

test('a user who logs out is signed out and the storage is cleared', async () => {
  localStorage.setItem('token', session.token)
  localStorage.setItem('user', JSON.stringify(user))
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  )
  await screen.findByText('loading:false ready:true authenticated:true')
  await userEvent.click(screen.getByRole('button', { name: 'sign out' }))
  expect(screen.getByText('loading:false ready:true authenticated:false')).toBeInTheDocument()
  expect(localStorage.getItem('user')).toBeNull()
})

test('signing in and out in another tab is followed', async () => {
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  )
  await screen.findByText('loading:false ready:true authenticated:false')
  localStorage.setItem('token', session.token)
  localStorage.setItem('user', JSON.stringify(user))
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }))
  })
  expect(await screen.findByText('loading:false ready:true authenticated:true')).toBeInTheDocument()
  localStorage.clear()
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
  })
  expect(await screen.findByText('loading:false ready:true authenticated:false')).toBeInTheDocument()
})
