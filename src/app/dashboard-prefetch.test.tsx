import { screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { resetDb, seedSignedInUser } from '#mocks/seed.ts'
import { writeStoredSession } from '#src/lib/auth/session.ts'
import { recordRequests } from '#mocks/testing/requests.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import { prefetchDashboard } from './dashboard-prefetch.ts'
import DashboardPage from './dashboard-page.tsx'

const NOW = Date.parse('2026-11-22T05:59:30Z')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(NOW)
  resetDb(NOW)
})

afterEach(() => {
  vi.useRealTimers()
})

test('a signed-in user’s overview reads start before the page renders, and the page sends none again', async () => {
  const session = await seedSignedInUser('demo@example.com')
  writeStoredSession(session)
  const requested = recordRequests()

  prefetchDashboard({ pathname: '/dashboard', search: '' })
  expect(requested).toEqual([]) // Requests start on MSW's next tick; the page has not rendered yet either.
  renderWithProviders(<DashboardPage />, { route: '/dashboard', session })

  expect(await screen.findByText(/^Your plan is active\./)).toBeInTheDocument()
  expect(await screen.findByText('Total requests')).toBeInTheDocument()
  expect(requested.toSorted()).toEqual(['/api/activation-codes/my-subscription', '/api/user/statistics'])
})

test('the keys tab’s list and the plan (for a new key’s tools) are read at once, and only once', async () => {
  const session = await seedSignedInUser('demo@example.com')
  writeStoredSession(session)
  const requested = recordRequests()

  prefetchDashboard({ pathname: '/dashboard', search: '?tab=keys' })
  renderWithProviders(<DashboardPage />, { route: '/dashboard?tab=keys', session })

  expect(await screen.findByText('Laptop')).toBeInTheDocument()
  expect(requested.toSorted()).toEqual(['/api/activation-codes/my-subscription', '/api/user/api-keys'])
})

test('the usage tab reads the key list at once, and not the overview’s figures', async () => {
  const session = await seedSignedInUser('demo@example.com')
  writeStoredSession(session)
  const requested = recordRequests()

  // Afresh: an earlier test has fetched the key list, which is then never prefetched again.
  vi.resetModules()
  const { prefetchDashboard: prefetchAfresh } = await import('./dashboard-prefetch.ts')
  prefetchAfresh({ pathname: '/dashboard', search: '?tab=usage&range=7d' })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(requested).toEqual(['/api/user/api-keys'])
})

test('a visitor without a stored session, or another page, prefetches nothing', async () => {
  const requested = recordRequests()
  prefetchDashboard({ pathname: '/dashboard', search: '' })

  const session = await seedSignedInUser('demo@example.com')
  writeStoredSession(session)
  prefetchDashboard({ pathname: '/dashboard/keys', search: '' })
  prefetchDashboard({ pathname: '/home', search: '' })
  prefetchDashboard({ pathname: '/dashboard', search: '?tab=activate' })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(requested).toEqual([])
})

test('a prefetch that comes after the page has asked sends nothing again', async () => {
  const session = await seedSignedInUser('demo@example.com')
  writeStoredSession(session)
  const requested = recordRequests()
  renderWithProviders(<DashboardPage />, { route: '/dashboard', session })
  expect(await screen.findByText('Total requests')).toBeInTheDocument()

  prefetchDashboard({ pathname: '/dashboard', search: '' })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(requested.toSorted()).toEqual(['/api/activation-codes/my-subscription', '/api/user/statistics'])
})
