import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, onTestFinished, test, vi } from 'vitest'
import { http } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { seedSignedInUser } from '#mocks/seed.ts'
import { TEST_ORIGIN } from '#mocks/testing/api.ts'
import { ATTENTION_STORAGE_KEY_PREFIX, TOKEN_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import { AccountMenu } from './account-menu.tsx'

const NOW = Date.parse('2026-11-22T10:00:00Z')
const session = {
  token: 'tok_1234567890abcdef1234567890abcdef',
  user: { id: 'usr_1', email: 'demo@example.com', createdAt: '2026-01-01T00:00:00Z' },
}
const KEY = `${ATTENTION_STORAGE_KEY_PREFIX}usr_1`

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
  vi.setSystemTime(NOW)
})

afterEach(() => {
  vi.useRealTimers()
})

/** The dashboard's side: store the flag and tell this tab, as it does. */
function publish(value: string | null) {
  if (value === null) localStorage.removeItem(KEY)
  else localStorage.setItem(KEY, value)
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: value }))
  })
}

test('the avatar says in its name that something needs attention while the dashboard flag holds', async () => {
  localStorage.setItem(KEY, String(NOW + 60 * 60_000))
  renderWithProviders(<AccountMenu />, { session })
  expect(
    await screen.findByRole('button', { name: 'Account menu for demo@example.com: needs your attention' }),
  ).toBeInTheDocument()

  // The dot goes once the moment passes, without a reload.
  await act(() => vi.advanceTimersByTimeAsync(60 * 60_000))
  expect(await screen.findByRole('button', { name: 'Account menu for demo@example.com' })).toBeInTheDocument()
})

test('the avatar follows the flag as the dashboard sets and clears it, and ignores one that has lapsed', async () => {
  localStorage.setItem(KEY, String(NOW - 1))
  renderWithProviders(<AccountMenu />, { session })
  expect(await screen.findByRole('button', { name: 'Account menu for demo@example.com' })).toBeInTheDocument()

  publish(String(NOW + 60_000))
  expect(screen.getByRole('button', { name: /needs your attention/ })).toBeInTheDocument()
  publish(null)
  expect(screen.getByRole('button', { name: 'Account menu for demo@example.com' })).toBeInTheDocument()
})

test('another account’s flag does not mark this avatar', async () => {
  localStorage.setItem(`${ATTENTION_STORAGE_KEY_PREFIX}usr_2`, String(NOW + 60_000))
  renderWithProviders(<AccountMenu />, { session })
  expect(await screen.findByRole('button', { name: 'Account menu for demo@example.com' })).toBeInTheDocument()
})

async function signedIn() {
  const seeded = await seedSignedInUser('demo@example.com')
  renderWithProviders(<AccountMenu />, { session: seeded })
  await userEvent.click(await screen.findByRole('button', { name: 'Account menu for demo@example.com' }))
  return seeded
}

const readProfile = async (token: string) =>
  (await fetch(`${TEST_ORIGIN}/api/user/profile`, { headers: { Authorization: `Bearer ${token}` } })).status

test('Logout signs out here at once, then revokes the token on the server', async () => {
  const { token } = await signedIn()
  await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }))
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  await vi.waitFor(async () => expect(await readProfile(token)).toBe(401))
})

test('Logout does not wait for the server: signed out while the revocation is still on its way', async () => {
  const asked = vi.fn()
  server.use(
    http.post('/api/auth/logout', async () => {
      asked()
      await new Promise<void>(() => {})
    }),
  )
  await signedIn()
  await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }))
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  await vi.waitFor(() => expect(asked).toHaveBeenCalledOnce())
})

test.each([
  ['the server fails', 500],
  ['the backend lacks the operation', 405],
  ['the backend lacks the operation', 501],
])('Logout signs out here when %s (%i), and only logs it', async (_, status) => {
  const failed = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const noted = vi.spyOn(console, 'info').mockImplementation(() => undefined)
  onTestFinished(() => {
    vi.restoreAllMocks()
  })
  const asked = vi.fn()
  server.use(
    http.post('/api/auth/logout', ({ response }) => {
      asked()
      return response.untyped(Response.json({ error: 'No', code: 'INTERNAL_ERROR' }, { status }))
    }),
  )
  const { token } = await signedIn()
  await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }))
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  await vi.waitFor(() => expect(asked).toHaveBeenCalledOnce())
  await vi.waitFor(() =>
    expect([...failed.mock.calls, ...noted.mock.calls].flat().join(' ')).toMatch(/revok/i),
  )
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  // Not revoked: the token still reads, as it does on a backend without the operation.
  expect(await readProfile(token)).toBe(200)
})
