import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, onTestFinished, test, vi } from 'vitest'
import { http } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { resetDb, seedSignedInUser } from '#mocks/seed.ts'
import { activeSubscription, usageStatistics } from '#mocks/testing/fixtures.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { LIVE_REFRESH_MS } from '#src/lib/api/live-query.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import DashboardPage from './dashboard-page.tsx'
import { AccountMenu } from './layouts/account-menu.tsx'

type ApiKey = components['schemas']['ApiKey']

/** Mid-morning UTC, so that no daily reset falls inside a test. */
const NOW = Date.parse('2026-11-22T09:00:00Z')

beforeEach(() => {
  // SWR polls and throttles focus with setTimeout and Date: both are moved by hand here, and keep running.
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
  vi.setSystemTime(NOW)
  resetDb(NOW)
})

afterEach(() => {
  vi.useRealTimers()
})

/**
 * What a tool's requests move, served as the backend would count them: `started` counts the requests that
 * reached it; while `hold` is set, each new one waits for it.
 */
function backend() {
  const state = {
    totalRequests: 5120,
    dailyUsed: 3,
    keyRequests: 7,
    started: { statistics: 0, subscription: 0, keys: 0 },
    hold: null as Promise<void> | null,
  }
  const key: ApiKey = {
    id: 'key_laptop',
    name: 'Laptop',
    remark: '',
    key: `cr_${'x'.repeat(44)}`,
    createdAt: '2026-11-01T09:00:00Z',
    lastUsedAt: null,
  }
  server.use(
    http.get('/api/user/statistics', async ({ response }) => {
      state.started.statistics += 1
      const answer = usageStatistics({ totalRequests: state.totalRequests })
      await state.hold
      return response(200).json(answer)
    }),
    http.get('/api/activation-codes/my-subscription', ({ response }) => {
      state.started.subscription += 1
      return response(200).json(activeSubscription({ now: NOW, quota: { dailyUsed: state.dailyUsed } }))
    }),
    http.get('/api/user/api-keys', ({ response }) => {
      state.started.keys += 1
      const usage = {
        todayRequests: state.keyRequests,
        todayCost: { amount: 0.5, currency: 'USD' },
        totalRequests: state.keyRequests,
        totalCost: { amount: 0.5, currency: 'USD' },
      }
      return response(200).json({ items: [{ ...key, usage }], limit: 10 })
    }),
  )
  return state
}

async function renderDashboard(tab = 'overview') {
  const session = await seedSignedInUser('demo@example.com')
  return renderWithProviders(
    <>
      <AccountMenu />
      <DashboardPage />
    </>,
    { route: `/dashboard?tab=${tab}`, session },
  )
}

/** A figure of the usage card: the value beside its label. */
function usageFigure(label: string) {
  const card = screen.getByRole('region', { name: 'Usage' })
  return within(card).getByText(label).nextElementSibling?.textContent
}

const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
}

test('a request made by a tool shows in the overview, its meters, its notices and the header’s dot, with no user action', async () => {
  const state = backend()
  await renderDashboard()
  await expect.poll(() => usageFigure('Total requests')).toBe('5,120')
  const daily = await screen.findByRole('meter', { name: 'Daily' })
  expect(daily).toHaveAttribute('aria-valuetext', '$3.00 of $30.00 used (10%)')
  expect(screen.getByRole('button', { name: 'Account menu for demo@example.com' })).toBeInTheDocument()

  // The tool's request lands: one more request, and the daily quota past its warning share.
  state.totalRequests = 5121
  state.dailyUsed = 27
  await elapse(LIVE_REFRESH_MS - 1_000)
  expect(usageFigure('Total requests')).toBe('5,120')
  await elapse(1_000)

  await expect.poll(() => usageFigure('Total requests')).toBe('5,121')
  expect(screen.getByRole('meter', { name: 'Daily' })).toHaveAttribute(
    'aria-valuetext',
    '$27.00 of $30.00 used (90%)',
  )
  expect(await screen.findByRole('heading', { name: 'Daily quota: 90% used' })).toBeInTheDocument()
  expect(
    await screen.findByRole('button', { name: 'Account menu for demo@example.com: needs your attention' }),
  ).toBeInTheDocument()
})

test('the keys tab follows each key’s usage, with no user action', async () => {
  const state = backend()
  await renderDashboard('keys')
  // Today's usage and the total, the same here.
  expect(await screen.findAllByText('7 requests · $0.50')).toHaveLength(2)
  state.keyRequests = 8
  await elapse(LIVE_REFRESH_MS)
  expect(await screen.findAllByText('8 requests · $0.50')).toHaveLength(2)
})

test('on the other tabs too, the header’s dot follows the plan’s figures with no user action', async () => {
  const state = backend()
  await renderDashboard('keys')
  expect(await screen.findByRole('button', { name: 'Account menu for demo@example.com' })).toBeInTheDocument()
  state.dailyUsed = 27
  await elapse(LIVE_REFRESH_MS)
  expect(
    await screen.findByRole('button', { name: 'Account menu for demo@example.com: needs your attention' }),
  ).toBeInTheDocument()
})

test('nothing is asked while the tab is hidden; coming back asks at once', async () => {
  onTestFinished(() => setVisibility('visible'))
  const state = backend()
  await renderDashboard()
  await expect.poll(() => usageFigure('Total requests')).toBe('5,120')
  const asked = { ...state.started }

  setVisibility('hidden')
  document.dispatchEvent(new Event('visibilitychange'))
  state.totalRequests = 5121
  await elapse(LIVE_REFRESH_MS * 4)
  expect(state.started).toEqual(asked)
  expect(usageFigure('Total requests')).toBe('5,120')

  setVisibility('visible')
  document.dispatchEvent(new Event('visibilitychange'))
  await expect.poll(() => usageFigure('Total requests')).toBe('5,121')
  expect(state.started.statistics).toBe(asked.statistics + 1)
})

test('focusing the window asks again before the next poll is due', async () => {
  const state = backend()
  await renderDashboard()
  await expect.poll(() => usageFigure('Total requests')).toBe('5,120')
  const asked = state.started.statistics

  state.totalRequests = 5121
  // Past SWR's focus throttle, without running a timer: the poll is not due yet.
  vi.setSystemTime(Date.now() + 6_000)
  window.dispatchEvent(new Event('focus'))
  await expect.poll(() => usageFigure('Total requests')).toBe('5,121')
  expect(state.started.statistics).toBe(asked + 1)
})

test('while a request of a query is pending, neither the poll nor a focus sends a second one', async () => {
  const state = backend()
  await renderDashboard()
  await expect.poll(() => usageFigure('Total requests')).toBe('5,120')
  const asked = state.started.statistics

  let release = () => {}
  state.hold = new Promise((resolve) => (release = resolve))
  state.totalRequests = 5121
  await elapse(LIVE_REFRESH_MS)
  expect(state.started.statistics).toBe(asked + 1)

  vi.setSystemTime(Date.now() + 6_000)
  window.dispatchEvent(new Event('focus'))
  await elapse(LIVE_REFRESH_MS * 3)
  expect(state.started.statistics).toBe(asked + 1)
  expect(usageFigure('Total requests')).toBe('5,120')

  state.hold = null
  release()
  await expect.poll(() => usageFigure('Total requests')).toBe('5,121')
  // Polling goes on once it is answered.
  await elapse(LIVE_REFRESH_MS)
  expect(state.started.statistics).toBe(asked + 2)
})
