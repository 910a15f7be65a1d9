import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { ATTENTION_STORAGE_KEY_PREFIX } from '#src/config/storage-keys.ts'
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
