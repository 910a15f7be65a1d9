import { act, renderHook } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { expect, test } from 'vitest'
import { server } from '#mocks/node.ts'
import { useLogin } from './use-login.ts'

function FreshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
}

test('a user signing in gets the session back, left for the auth provider to store', async () => {
  server.use(
    http.post('/api/auth/login', async ({ request }) => {
      const { email, password } = (await request.json()) as { email: string; password: string }
      if (password !== 'Demo1234!') {
        return HttpResponse.json(
          { error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' },
          { status: 401 },
        )
      }
      return HttpResponse.json({
        token: 'sess_4kV9qX2mB7nR1tY6wZ3cE8hJ5pL0aD2f',
        user: { id: 'usr_1', email, createdAt: '2026-03-14T08:21:00Z' },
        expiresAt: '2026-12-22T10:00:00Z',
      })
    }),
  )
  const { result } = renderHook(() => useLogin(), { wrapper: FreshCache })

  const session = await act(() =>
    result.current.trigger({ email: 'demo@example.com', password: 'Demo1234!' }),
  )

  expect(session.token).toBe('sess_4kV9qX2mB7nR1tY6wZ3cE8hJ5pL0aD2f')
  expect(session.user.email).toBe('demo@example.com')
  expect(localStorage.getItem('token')).toBeNull()
})

test('a second sign-in for the same email while one is in flight sends no request of its own', async () => {
  const passwords: string[] = []
  server.use(
    http.post('/api/auth/login', async ({ request }) => {
      const { email, password } = (await request.json()) as { email: string; password: string }
      passwords.push(password)
      return HttpResponse.json({
        token: 'sess_4kV9qX2mB7nR1tY6wZ3cE8hJ5pL0aD2f',
        user: { id: 'usr_1', email, createdAt: '2026-03-14T08:21:00Z' },
        expiresAt: '2026-12-22T10:00:00Z',
      })
    }),
  )
  const { result } = renderHook(() => useLogin(), { wrapper: FreshCache })

  // The in-flight key is the email, not the whole body: no password is kept to tell the two apart.
  const [first, second] = await act(() =>
    Promise.all([
      result.current.trigger({ email: 'demo@example.com', password: 'Demo1234!' }),
      result.current.trigger({ email: 'demo@example.com', password: 'Demo1234!x' }),
    ]),
  )

  expect(passwords).toEqual(['Demo1234!'])
  expect(second).toEqual(first)
})
