import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { beforeEach, expect, test, vi } from 'vitest'
import { server } from '#mocks/node.ts'
import { resetDb, seedSignedInUser } from '#mocks/seed.ts'
import { activeSubscription, HEAVY_USE, serveSubscription } from '#mocks/testing/fixtures.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import {
  ATTENTION_STORAGE_KEY_PREFIX,
  DISMISSED_NOTICES_STORAGE_KEY_PREFIX,
} from '#src/config/storage-keys.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import { formatDateTime } from '#src/utils/format.ts'
import { AttentionNotices } from './attention-notices.tsx'
import { setClock } from '#src/testing/clock.ts'

type QuotaStatus = components['schemas']['QuotaStatus']

/** Mid-morning UTC: today's reset (next midnight UTC) is 14 hours away, and no date boundary is near. */
const NOW = Date.parse('2026-11-22T10:00:00Z')
const RESET = '2026-11-23T00:00:00Z'

beforeEach(() => {
  setClock(NOW)
  resetDb(NOW)
})

async function renderNotices(email = 'heavy@example.com') {
  const session = await seedSignedInUser(email)
  const view = renderWithProviders(<AttentionNotices />, { session })
  return { ...view, accountId: session.user.id }
}

/** A Pro plan with these quota figures (the rest well within). */
function withQuota(quota: Partial<QuotaStatus>) {
  server.use(serveSubscription(activeSubscription({ now: NOW, quota })))
}

const resetTime = () => formatDateTime('en', RESET, { timeStyle: 'short' })

test('a heavy user is warned about the daily and the weekly Opus quota, with what is left and when it resets', async () => {
  // Figures of their own, without the optional reset times: the weekly count goes down as its oldest day leaves.
  withQuota(HEAVY_USE)
  await renderNotices()
  const daily = await screen.findByRole('status', { name: 'Daily quota: 92% used' })
  expect(daily).toHaveTextContent('$2.40 of $30.00 left.')
  expect(daily).toHaveTextContent(`It resets at ${resetTime()}, in 14 hours.`)
  expect(daily).toHaveTextContent('To keep going now, upgrade your plan, or wait for the reset.')
  expect(daily).not.toHaveTextContent('refuses')
  expect(within(daily).getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/plans')

  const opus = screen.getByRole('status', { name: 'Weekly Opus quota: 85% used' })
  expect(opus).toHaveTextContent('$9.00 of $60.00 left.')
  expect(opus).toHaveTextContent(
    `It counts your use over the last 7 days; the oldest day stops counting at ${resetTime()}, in 14 hours.`,
  )
  expect(screen.queryByRole('status', { name: /Monthly quota/ })).not.toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('a quota with its own reset time says when it resets, in days and hours', async () => {
  const weekly = '2026-11-29T00:00:00Z'
  const monthly = '2026-12-12T10:00:00Z'
  withQuota({
    weeklyOpusUsed: 51,
    weeklyOpusResetsAt: weekly,
    monthlyUsed: 600,
    monthlyResetsAt: monthly,
  })
  await renderNotices('demo@example.com')
  const opus = await screen.findByRole('status', { name: 'Weekly Opus quota: 85% used' })
  expect(opus).toHaveTextContent(`It resets on ${formatDateTime('en', weekly)}, in 6 days, 14 hours.`)
  expect(opus).not.toHaveTextContent('oldest day')
  const month = screen.getByRole('alert', { name: 'Monthly quota used up' })
  expect(month).toHaveTextContent(`It resets on ${formatDateTime('en', monthly)}, in 20 days.`)
  expect(month).toHaveTextContent('Until then, the relay refuses your requests.')
})

test('a user at 80 % of the monthly quota is warned, and at 79.9 % of the daily one is not', async () => {
  withQuota({ monthlyUsed: 480, dailyUsed: 23.97 })
  await renderNotices('demo@example.com')
  const monthly = await screen.findByRole('status', { name: 'Monthly quota: 80% used' })
  expect(monthly).toHaveTextContent('$120.00 of $600.00 left.')
  expect(monthly).toHaveTextContent('It counts your use over the last 30 days')
  expect(screen.getAllByRole('status')).toHaveLength(1)
})

test('a quota used up is an alert saying the relay refuses requests until the reset', async () => {
  withQuota({ dailyUsed: 31.2, weeklyOpusUsed: 60 })
  await renderNotices('demo@example.com')
  const daily = await screen.findByRole('alert', { name: 'Daily quota used up' })
  expect(daily).toHaveTextContent('$0.00 of $30.00 left.')
  expect(daily).toHaveTextContent('Until then, the relay refuses your requests.')
  const opus = screen.getByRole('alert', { name: 'Weekly Opus quota used up' })
  expect(opus).toHaveTextContent('Until then, the relay refuses your requests to Opus models.')
  expect(within(opus).getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/plans')
  expect(screen.queryByRole('status')).not.toBeInTheDocument()
})

test('a notice dismissed stays away after a remount, and the rest stay', async () => {
  const { unmount, accountId } = await renderNotices()
  const daily = await screen.findByRole('status', { name: /Daily quota/ })
  await userEvent.click(within(daily).getByRole('button', { name: 'Dismiss' }))
  expect(screen.queryByRole('status', { name: /Daily quota/ })).not.toBeInTheDocument()
  const opus = screen.getByRole('status', { name: /Weekly Opus quota/ })
  expect(opus).toHaveFocus()
  unmount()

  renderWithProviders(<AttentionNotices />, {})
  expect(await screen.findByRole('status', { name: /Weekly Opus quota/ })).toBeInTheDocument()
  expect(screen.queryByRole('status', { name: /Daily quota/ })).not.toBeInTheDocument()
  expect(JSON.parse(localStorage.getItem(DISMISSED_NOTICES_STORAGE_KEY_PREFIX + accountId) ?? '')).toEqual({
    'daily.near': Date.parse(RESET),
  })
})

test('a dismissed notice comes back after its quota resets when it still holds', async () => {
  const { unmount } = await renderNotices()
  const daily = await screen.findByRole('status', { name: /Daily quota/ })
  await userEvent.click(within(daily).getByRole('button', { name: 'Dismiss' }))
  unmount()

  // Just before the reset it is still dismissed; a minute after it (the seed's figures again) it is back.
  vi.setSystemTime(Date.parse(RESET) - 60_000)
  const view = renderWithProviders(<AttentionNotices />, {})
  expect(await screen.findByRole('status', { name: /Weekly Opus quota/ })).toBeInTheDocument()
  expect(screen.queryByRole('status', { name: /Daily quota/ })).not.toBeInTheDocument()
  view.unmount()

  const after = Date.parse(RESET) + 60_000
  vi.setSystemTime(after)
  withQuota({ dailyUsed: HEAVY_USE.dailyUsed, dailyResetsAt: '2026-11-24T00:00:00Z' })
  renderWithProviders(<AttentionNotices />, {})
  expect(await screen.findByRole('status', { name: 'Daily quota: 92% used' })).toBeInTheDocument()
})

test('a warning dismissed at 80 % comes back as an alert once the quota is used up', async () => {
  withQuota({ dailyUsed: 25 })
  const { unmount } = await renderNotices('demo@example.com')
  const daily = await screen.findByRole('status', { name: /Daily quota/ })
  await userEvent.click(within(daily).getByRole('button', { name: 'Dismiss' }))
  expect(screen.queryByRole('status')).not.toBeInTheDocument()
  unmount()

  withQuota({ dailyUsed: 30 })
  renderWithProviders(<AttentionNotices />, {})
  expect(await screen.findByRole('alert', { name: 'Daily quota used up' })).toBeInTheDocument()
})

test('the notices tell the header until when something needs attention, and nothing once all are dismissed', async () => {
  const { accountId } = await renderNotices()
  const key = ATTENTION_STORAGE_KEY_PREFIX + accountId
  const heard: (string | null)[] = []
  const listener = (event: StorageEvent) => {
    if (event.key === key) heard.push(event.newValue)
  }
  window.addEventListener('storage', listener)
  try {
    await screen.findByRole('status', { name: /Daily quota/ })
    // Written once the notices have rendered, which a busy machine may show a moment before.
    await vi.waitFor(() => expect(localStorage.getItem(key)).toBe(String(Date.parse(RESET))))
    for (const name of [/Daily quota/, /Weekly Opus quota/]) {
      const notice = await screen.findByRole('status', { name })
      await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }))
    }
    expect(localStorage.getItem(key)).toBeNull()
    expect(heard).toEqual([String(Date.parse(RESET)), null])
  } finally {
    window.removeEventListener('storage', listener)
  }
})

test('a user well within the quotas sees no notice, and the header is told so', async () => {
  const { accountId } = await renderNotices('demo@example.com')
  localStorage.setItem(ATTENTION_STORAGE_KEY_PREFIX + accountId, String(NOW + 60_000))
  // The subscription has answered once the flag is cleared.
  await vi.waitFor(() => expect(localStorage.getItem(ATTENTION_STORAGE_KEY_PREFIX + accountId)).toBeNull())
  expect(screen.queryByRole('status')).not.toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('a plan expiring soon is a status with the activation form and the plans as ways on', async () => {
  await renderNotices('expiring@example.com')
  const notice = await screen.findByRole('status', { name: 'Your plan ends soon' })
  expect(notice).toHaveTextContent('(3 days left)')
  expect(within(notice).getByRole('link', { name: 'Enter an activation code' })).toHaveAttribute(
    'href',
    '/?tab=activate',
  )
  expect(within(notice).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans')
  await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }))
  expect(screen.queryByRole('status')).not.toBeInTheDocument()
})

test('an expired plan is an alert saying requests are refused', async () => {
  await renderNotices('expired@example.com')
  const notice = await screen.findByRole('alert', { name: 'Your plan has ended' })
  expect(notice).toHaveTextContent(
    'Until you activate a new plan, the relay refuses requests made with your keys.',
  )
  expect(within(notice).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans')
})

test('a user at 80 % of the request limit is warned with the requests left today and when the count resets', async () => {
  withQuota({ requestLimit: 1500, requestsUsed: 1200 })
  await renderNotices('demo@example.com')
  const requests = await screen.findByRole('status', { name: 'Daily request limit: 80% used' })
  expect(requests).toHaveTextContent('300 of 1,500 requests left today.')
  expect(requests).toHaveTextContent(`The count resets at ${resetTime()}, in 14 hours.`)
  expect(requests).not.toHaveTextContent('refuses')
  expect(within(requests).getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/plans')
})

test('a request limit reached is an alert saying the relay refuses requests until the reset', async () => {
  withQuota({ requestLimit: 1500, requestsUsed: 1512 })
  await renderNotices('demo@example.com')
  const requests = await screen.findByRole('alert', { name: 'Daily request limit reached' })
  expect(requests).toHaveTextContent('0 of 1,500 requests left today.')
  expect(requests).toHaveTextContent('Until then, the relay refuses your requests.')
})

test('a request limit just short of 80 % raises no notice, and the meter reads the same 79 %', async () => {
  withQuota({ requestLimit: 1500, requestsUsed: 1199 })
  await renderNotices('demo@example.com')
  await vi.waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument())
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('no request notice is raised when the plan has no request limit or the backend does not count requests', async () => {
  withQuota({ requestLimit: null, requestsUsed: 99_999, dailyUsed: HEAVY_USE.dailyUsed })
  const view = await renderNotices('demo@example.com')
  expect(await screen.findByRole('status', { name: 'Daily quota: 92% used' })).toBeInTheDocument()
  expect(screen.getAllByRole('status')).toHaveLength(1)
  view.unmount()

  withQuota({ requestLimit: 10, dailyUsed: HEAVY_USE.dailyUsed })
  renderWithProviders(<AttentionNotices />, {})
  expect(await screen.findByRole('status', { name: 'Daily quota: 92% used' })).toBeInTheDocument()
  expect(screen.getAllByRole('status')).toHaveLength(1)
})

test.each(['zh-CN', 'ja'] as const)(
  'a %s reader sees the notices’ sentences follow one another with no space after a full stop',
  async (language) => {
    await i18next.changeLanguage(language)
    withQuota({ monthlyUsed: 600, monthlyResetsAt: '2026-12-12T10:00:00Z', dailyUsed: HEAVY_USE.dailyUsed })
    const view = await renderNotices('demo@example.com')
    const used = await screen.findByRole('alert')
    const near = screen.getByRole('status')
    view.unmount()
    await renderNotices('expired@example.com')
    const ended = await screen.findByRole('alert')
    for (const notice of [used, near, ended]) {
      expect(notice.textContent).toMatch(/[。！？]\S/u)
      expect(notice.textContent).not.toMatch(/[。！？] /u)
    }
  },
)

test('an English reader sees the notices’ sentences apart, with a space', async () => {
  withQuota({ monthlyUsed: 600, monthlyResetsAt: '2026-12-12T10:00:00Z' })
  await renderNotices('demo@example.com')
  expect(await screen.findByRole('alert')).toHaveTextContent(/left\. It resets on .+\. Until then/)
})
