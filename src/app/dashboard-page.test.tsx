import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { beforeEach, expect, test } from 'vitest'
import { setMockControls } from '#mocks/controls.ts'
import { http, offContract } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { resetDb, seedSignedInUser } from '#mocks/seed.ts'
import { callApi, expectStatus } from '#mocks/testing/api.ts'
import {
  activeSubscription,
  serveStatistics,
  serveSubscription,
  UNKNOWN_SUBSCRIPTION,
  usageStatistics,
} from '#mocks/testing/fixtures.ts'
import { DAY_MS } from '#src/lib/time-units.ts'
import { renderWithProviders, Where } from '#src/testing/render.tsx'
import DashboardPage from './dashboard-page.tsx'
import { setClock } from '#src/testing/clock.ts'

/**
 * The clock of every test: mid-month, half a minute before 06:00 UTC, so "days left" and "resets in" never
 * straddle a midnight or a month end, and the half minute absorbs the time a test takes.
 */
const NOW = Date.parse('2026-11-22T05:59:30Z')

beforeEach(() => {
  setClock(NOW)
  resetDb(NOW)
})

async function renderDashboard(route = '/dashboard', email = 'demo@example.com') {
  const session = await seedSignedInUser(email)
  return renderWithProviders(
    <>
      <DashboardPage />
      <Where search />
    </>,
    { route, session },
  )
}

test('a signed-in user lands on the overview and the chosen tab goes into the URL', async () => {
  await renderDashboard()
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
  expect(screen.getByText('Signed in as demo@example.com')).toBeInTheDocument()
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true')
  expect(await screen.findByRole('heading', { name: 'Subscription' })).toBeInTheDocument()

  await userEvent.click(screen.getByRole('tab', { name: 'API keys' }))
  expect(screen.getByText('Arrived at /dashboard?tab=keys')).toBeInTheDocument()
  expect(screen.getByRole('tabpanel', { name: 'API keys' })).toBeInTheDocument()

  await userEvent.keyboard('{ArrowRight}')
  expect(screen.getByText('Arrived at /dashboard?tab=activate')).toBeInTheDocument()
  expect(screen.getByRole('tab', { name: 'Activation code' })).toHaveFocus()
})

test('the Usage tab loads its own code, holding its room meanwhile, and keeps its filters in the URL', async () => {
  await renderDashboard('/dashboard?tab=usage&range=30d')
  expect(screen.getByRole('tab', { name: 'Usage' })).toHaveAttribute('aria-selected', 'true')
  const panel = within(screen.getByRole('tabpanel', { name: 'Usage' }))
  expect(panel.getByRole('status')).toHaveTextContent('Loading...')
  expect(await panel.findByRole('region', { name: 'Totals' })).toBeInTheDocument()
  expect(panel.getByRole('radio', { name: '30 days' })).toBeChecked()

  await userEvent.click(screen.getByRole('tab', { name: 'Overview' }))
  expect(screen.getByText('Arrived at /dashboard?tab=overview&range=30d')).toBeInTheDocument()
  await userEvent.click(screen.getByRole('tab', { name: 'Usage' }))
  expect(await screen.findByRole('radio', { name: '30 days' })).toBeChecked()
})

test('a link to ?tab=keys or ?tab=activate opens that section, and an unknown tab the overview', async () => {
  const { unmount } = await renderDashboard('/dashboard?tab=keys')
  expect(screen.getByRole('tab', { name: 'API keys' })).toHaveAttribute('aria-selected', 'true')
  expect(await screen.findByText('Laptop')).toBeInTheDocument()
  unmount()

  const view = await renderDashboard('/dashboard?tab=activate')
  expect(screen.getByRole('textbox', { name: 'Activation code' })).toBeInTheDocument()
  view.unmount()

  await renderDashboard('/dashboard?tab=nonsense')
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true')
})

test.each([
  [
    'demo@example.com',
    'Active',
    'Your plan is active. Claude Code and Codex CLI can use it through your API keys.',
  ],
  [
    'expiring@example.com',
    'Expiring soon',
    'Your plan ends soon. Enter a new activation code to keep going without a break.',
  ],
  [
    'expired@example.com',
    'Expired',
    'Your plan has ended. Requests with your keys are refused until you activate a new plan.',
  ],
  [
    'new@example.com',
    'No plan',
    'You don’t have a plan yet. Enter an activation code or choose a plan to get started.',
  ],
])('the subscription of %s reads “%s” with its own words', async (email, status, text) => {
  await renderDashboard('/dashboard', email)
  const card = within(await screen.findByRole('region', { name: 'Subscription' }))
  expect(await card.findByText(status)).toBeInTheDocument()
  expect(card.getByText(text)).toBeInTheDocument()
})

test('an unknown subscription status says it cannot be confirmed', async () => {
  server.use(serveSubscription(UNKNOWN_SUBSCRIPTION))
  await renderDashboard()
  const card = within(await screen.findByRole('region', { name: 'Subscription' }))
  expect(await card.findByText('Status unknown')).toBeInTheDocument()
  expect(
    card.getByText('We can’t confirm your subscription right now. Please check again in a few minutes.'),
  ).toBeInTheDocument()
})

test('an active subscription shows its plan, days left, start and quota gauges', async () => {
  await renderDashboard()
  const card = within(await screen.findByRole('region', { name: 'Subscription' }))
  expect(await card.findByText('Pro · 1 month')).toBeInTheDocument()
  expect(card.getByText('All services')).toBeInTheDocument()
  expect(card.getByText('60 days left')).toBeInTheDocument()
  expect(card.getByText('Active since')).toBeInTheDocument()
  expect(card.getByRole('meter', { name: 'Daily' })).toHaveAttribute(
    'aria-valuetext',
    expect.stringMatching(/^\$[\d.,]+ of \$30\.00 used \(\d+%\)$/),
  )
  expect(card.getByRole('meter', { name: 'Weekly Opus' })).toHaveAttribute('aria-valuemax', '60')
  expect(card.getByRole('meter', { name: 'Monthly' })).toHaveAttribute('aria-valuemax', '600')
})

test('a plan in its last days counts them, and an expired or missing plan offers activation', async () => {
  const { unmount } = await renderDashboard('/dashboard', 'expiring@example.com')
  expect(await screen.findByText('3 days left')).toBeInTheDocument()
  const subscriptionCard = within(screen.getByRole('region', { name: 'Subscription' }))
  expect(subscriptionCard.getByRole('link', { name: 'Enter an activation code' })).toBeInTheDocument()
  unmount()

  await renderDashboard('/dashboard', 'expired@example.com')
  const card = within(await screen.findByRole('region', { name: 'Subscription' }))
  expect(await card.findByText('Ended')).toBeInTheDocument()
  expect(card.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans')
})

test('a plan ending within a day shows hours and minutes left', async () => {
  const expiresAt = new Date(NOW + (5 * 60 + 12) * 60_000 + 30_000).toISOString()
  server.use(
    http.get('/api/activation-codes/my-subscription', ({ response }) =>
      response(200).json({
        status: 'expiring_soon',
        plan: {
          id: 'basic-monthly',
          name: 'Basic',
          duration: { value: 1, unit: 'month' },
          serviceScope: 'all',
        },
        activeSince: new Date(NOW - 30 * DAY_MS).toISOString(),
        expiresAt,
        quota: null,
        source: 'activation_code',
      }),
    ),
  )
  await renderDashboard()
  expect(await screen.findByText('5 hours, 12 minutes left')).toBeInTheDocument()
})

test('usage shows the totals, and a gauge of today’s cost against the daily quota with the pace', async () => {
  server.use(serveStatistics(usageStatistics({ todayCost: { amount: 10, currency: 'USD' } })))
  await renderDashboard()
  const card = within(await screen.findByRole('region', { name: 'Usage' }))
  expect(await card.findByText('5,120')).toBeInTheDocument()
  expect(card.getByText('214')).toBeInTheDocument()
  expect(card.getByText('48,211,500')).toBeInTheDocument()
  expect(card.getByText('$211.30')).toBeInTheDocument()
  expect(card.getByText('0.32 requests/min')).toBeInTheDocument()
  expect(card.getByText('$30.00')).toBeInTheDocument()
  const gauge = card.getByRole('meter', { name: 'Today’s use of the daily quota' })
  expect(gauge).toHaveAttribute('aria-valuenow', '10')
  expect(gauge).toHaveAttribute('aria-valuemax', '30')
  expect(gauge).toHaveAttribute('aria-valuetext', '$10.00 of $30.00 used (33%)')
  // $10 in the first 6 hours of the UTC day: $30 lasts until 18:00 UTC, shown in the user's time zone.
  const time = (iso: string) => new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(iso))
  expect(
    card.getByText(`At today’s pace, the quota runs out around ${time('2026-11-22T18:00:00Z')}.`),
  ).toBeInTheDocument()
  expect(card.getByText('$20.00 left')).toBeInTheDocument()
  expect(card.getByText('Resets in 18 hours')).toHaveAttribute('datetime', '2026-11-23T00:00:00Z')
})

test('usage without a plan says so, with no quota, limit or reset', async () => {
  for (const email of ['new@example.com', 'expired@example.com']) {
    const { unmount } = await renderDashboard('/dashboard', email)
    const card = within(await screen.findByRole('region', { name: 'Usage' }))
    expect(await card.findByText('No plan')).toBeInTheDocument()
    expect(card.getByText('Total requests')).toBeInTheDocument()
    expect(card.queryByText(/no daily limit/)).not.toBeInTheDocument()
    expect(card.queryByText(/Resets in/)).not.toBeInTheDocument()
    expect(card.queryByText(/Nothing used yet today/)).not.toBeInTheDocument()
    expect(card.queryByRole('meter')).not.toBeInTheDocument()
    unmount()
  }
})

test('the subscription card counts down to each quota’s reset, and shows none where the backend gives none', async () => {
  server.use(
    serveSubscription(
      activeSubscription({
        now: NOW,
        quota: {
          dailyUsed: 12.4,
          weeklyOpusQuota: null,
          weeklyOpusUsed: 18.75,
          monthlyUsed: 211.3,
          monthlyResetsAt: '2026-12-12T05:59:30Z',
        },
      }),
    ),
  )
  await renderDashboard()
  const card = within(await screen.findByRole('region', { name: 'Subscription' }))
  expect(await card.findByText('$17.60 left')).toBeInTheDocument()
  expect(card.getByText('Resets in 18 hours')).toHaveAttribute('datetime', '2026-11-23T00:00:00Z')
  expect(card.getByText('Unlimited')).toBeInTheDocument()
  expect(card.getByText('$18.75 used, no limit')).toBeInTheDocument()
  expect(card.getByText('$388.70 left')).toBeInTheDocument()
  expect(card.getByText('Resets in 20 days')).toHaveAttribute('datetime', '2026-12-12T05:59:30Z')
  expect(card.getAllByText(/^Resets in/)).toHaveLength(2)
})

test('the subscription card shows the request limit as a fourth meter, with the requests left and its reset', async () => {
  server.use(
    serveSubscription(
      activeSubscription({
        now: NOW,
        plan: {
          id: 'basic-monthly',
          name: 'Basic',
          duration: { value: 1, unit: 'month' },
          serviceScope: 'all',
        },
        quota: {
          dailyQuota: 15,
          weeklyOpusQuota: 25,
          monthlyQuota: 300,
          weeklyOpusResetsAt: '2026-11-23T00:00:00Z',
          monthlyResetsAt: '2026-12-12T05:59:30Z',
          requestLimit: 1500,
          requestsUsed: 1500,
        },
      }),
    ),
  )
  await renderDashboard()
  const card = within(await screen.findByRole('region', { name: 'Subscription' }))
  const meter = await card.findByRole('meter', { name: 'Requests per day' })
  expect(meter).toHaveAttribute('aria-valuetext', '1,500 of 1,500 requests used (100%)')
  expect(card.getAllByRole('meter')).toHaveLength(4)
  expect(card.getByText('0 requests left')).toBeInTheDocument()
  // Daily, weekly Opus, monthly and the requests: each countdown is focusable and describes its exact time.
  const countdowns = card.getAllByText(/^Resets in/)
  expect(countdowns).toHaveLength(4)
  for (const countdown of countdowns) {
    expect(countdown).toHaveAttribute('tabindex', '0')
    expect(countdown).toHaveAccessibleDescription(/^Resets /)
  }
})

test('a plan without a request limit shows the requests made today as unlimited', async () => {
  await renderDashboard()
  const card = within(await screen.findByRole('region', { name: 'Subscription' }))
  expect(await card.findByText('Requests per day')).toBeInTheDocument()
  expect(card.getByText('Unlimited')).toBeInTheDocument()
  expect(card.getByText(/^[\d,]+ requests today, no limit$/)).toBeInTheDocument()
})

test('a subscription that is not running shows no quota, even when the backend sends one', async () => {
  server.use(
    http.get('/api/activation-codes/my-subscription', ({ response }) =>
      response(200).json({
        status: 'expired',
        plan: { id: 'trial-7d', name: 'Trial', duration: { value: 7, unit: 'day' }, serviceScope: 'all' },
        activeSince: new Date(NOW - 12 * DAY_MS).toISOString(),
        expiresAt: new Date(NOW - 5 * DAY_MS).toISOString(),
        quota: {
          dailyQuota: 5,
          dailyUsed: 0,
          weeklyOpusQuota: 10,
          weeklyOpusUsed: 0,
          monthlyQuota: 35,
          monthlyUsed: 0,
          dailyResetsAt: new Date(NOW + 3_600_000).toISOString(),
        },
        source: 'activation_code',
      }),
    ),
  )
  await renderDashboard('/dashboard', 'expired@example.com')
  const card = within(await screen.findByRole('region', { name: 'Subscription' }))
  expect(await card.findByText('Trial · 7 days')).toBeInTheDocument()
  expect(card.queryByRole('heading', { name: 'Quota' })).not.toBeInTheDocument()
  expect(card.queryByRole('meter')).not.toBeInTheDocument()
})

test('a 7-day plan claimed or activated just now reads Active, not Expiring soon', async () => {
  const session = await seedSignedInUser('new@example.com')
  expectStatus(
    await callApi('post', '/api/benefit-packages/claim/{code}', {
      token: session.token,
      params: { code: 'WELCOME' },
    }),
    200,
  )
  renderWithProviders(<DashboardPage />, { route: '/dashboard', session })
  const card = within(await screen.findByRole('region', { name: 'Subscription' }))
  expect(await card.findByText('Welcome package · 7 days')).toBeInTheDocument()
  expect(card.getByText('Active')).toBeInTheDocument()
  expect(card.queryByText('Expiring soon')).not.toBeInTheDocument()
})

test('a failed statistics load is announced once, and Retry loads the usage card and the chart', async () => {
  setMockControls({ forceStatus: 500, pathIncludes: '/api/user/statistics' })
  await renderDashboard()
  const message = 'The server ran into a problem. Please try again later.'
  const usage = within(await screen.findByRole('region', { name: 'Usage' }))
  expect(await usage.findByRole('alert')).toHaveTextContent(message)
  // The chart reads the same request: it says so too, but as plain text, so a screen reader hears it once.
  const history = within(screen.getByRole('region', { name: 'Usage over the last 14 days' }))
  expect(history.getByText(message)).toBeInTheDocument()
  expect(screen.getAllByRole('alert')).toHaveLength(1)
  // The subscription card is not affected.
  expect(await screen.findByText('Pro · 1 month')).toBeInTheDocument()

  setMockControls({ forceStatus: null, pathIncludes: null })
  await userEvent.click(usage.getByRole('button', { name: 'Retry' }))
  expect(await usage.findByText('Total requests')).toBeInTheDocument()
  expect(await history.findByRole('group', { name: /per day, last 14 days/ })).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('the subscription card shows a network failure with Retry', async () => {
  server.use(
    http.get('/api/activation-codes/my-subscription', ({ response }) =>
      response.untyped(offContract.networkError()),
    ),
  )
  await renderDashboard()
  const card = within(await screen.findByRole('region', { name: 'Subscription' }))
  expect(await card.findByRole('alert')).toHaveTextContent('Network error')
  server.resetHandlers()
  await userEvent.click(card.getByRole('button', { name: 'Retry' }))
  expect(await card.findByText('Active')).toBeInTheDocument()
})

test('quick actions open the key form and the activation form with the field focused, and the docs', async () => {
  await renderDashboard()
  expect(screen.getByRole('link', { name: /Open the setup guide/ })).toHaveAttribute('href', '/docs')

  await userEvent.click(screen.getByRole('link', { name: /Create an API key/ }))
  expect(screen.getByRole('tab', { name: 'API keys' })).toHaveAttribute('aria-selected', 'true')
  expect(screen.getByLabelText('Name (optional)')).toHaveFocus()

  await userEvent.click(screen.getByRole('tab', { name: 'Overview' }))
  await userEvent.click(screen.getByRole('link', { name: /Enter an activation code/ }))
  expect(screen.getByRole('tab', { name: 'Activation code' })).toHaveAttribute('aria-selected', 'true')
  expect(screen.getByRole('textbox', { name: 'Activation code' })).toHaveFocus()
})

test('a successful activation refreshes the subscription, plan and usage on the overview', async () => {
  await renderDashboard('/dashboard', 'new@example.com')
  const before = within(await screen.findByRole('region', { name: 'Subscription' }))
  expect(await before.findByText('No plan')).toBeInTheDocument()

  await userEvent.click(screen.getByRole('tab', { name: 'Activation code' }))
  await userEvent.type(screen.getByRole('textbox', { name: 'Activation code' }), 'RELAY-MONTH-DEMO1')
  await userEvent.click(screen.getByRole('button', { name: 'Activate' }))
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm activation' }))
  expect(await screen.findByText('Activation successful!')).toBeInTheDocument()

  await userEvent.click(screen.getByRole('link', { name: 'View your subscription' }))
  const after = within(await screen.findByRole('region', { name: 'Subscription' }))
  expect(after.getByText('Active')).toBeInTheDocument()
  expect(after.getByText('Pro · 1 month')).toBeInTheDocument()
  const usage = within(screen.getByRole('region', { name: 'Usage' }))
  expect(await usage.findByRole('meter', { name: 'Today’s use of the daily quota' })).toHaveAttribute(
    'aria-valuemax',
    '30',
  )
})

test('a Russian user reads the status and the days left with Russian plurals', async () => {
  await i18next.changeLanguage('ru')
  await renderDashboard('/dashboard', 'expiring@example.com')
  expect(await screen.findByText('Осталось 3 дня')).toBeInTheDocument()
  expect(screen.getByText('Скоро истекает')).toBeInTheDocument()
  expect(screen.getByRole('tab', { name: 'API-ключи' })).toBeInTheDocument()
})
