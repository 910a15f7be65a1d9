import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { expect, onTestFinished, test, vi } from 'vitest'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import { TOKEN_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { isTwoFactorChallenge } from '#src/features/auth/two-factor-challenge.ts'
import { useLogin } from './use-login.ts'

function FreshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
}

test('a user signing in gets the session back, left for the auth provider to store', async () => {
  const { result } = renderHook(() => useLogin(), { wrapper: FreshCache })

  const session = await act(() =>
    result.current.trigger({ email: 'demo@example.com', password: DEMO_PASSWORD }),
  )

  if (isTwoFactorChallenge(session)) throw new Error('This account has no two-step sign-in')
  expect(session.token).toMatch(/^sess_/)
  expect(session.user.email).toBe('demo@example.com')
  expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now())
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
})

test('a user with a wrong password gets the invalid-credentials error', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  onTestFinished(() => vi.mocked(console.error).mockRestore())
  const { result } = renderHook(() => useLogin(), { wrapper: FreshCache })

  const failure = await act(() =>
    result.current.trigger({ email: 'demo@example.com', password: 'wrong' }).catch((error: unknown) => error),
  )

  expect(failure).toMatchObject({ name: 'ApiError', status: 401, code: 'INVALID_CREDENTIALS' })
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
})

test('a second sign-in for the same email while one is in flight shares the first one’s answer', async () => {
  const { result } = renderHook(() => useLogin(), { wrapper: FreshCache })

  // The in-flight key is the email, not the whole body: no password is kept to tell the two apart. A
  // request of its own for the second, with a wrong password, would be refused.
  const [first, second] = await act(() =>
    Promise.all([
      result.current.trigger({ email: 'demo@example.com', password: DEMO_PASSWORD }),
      result.current.trigger({ email: 'demo@example.com', password: 'wrong' }),
    ]),
  )

  expect(first).toMatchObject({ user: { email: 'demo@example.com' } })
  expect(second).toEqual(first)
})
