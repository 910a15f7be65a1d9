import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { afterEach, expect, test, vi } from 'vitest'
import { runtimeConfig } from '#src/config/runtime.ts'
import { db } from '#mocks/db.ts'
import { http } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { buildPlan, seedSignedInUser } from '#mocks/seed.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import PlansPage from './plans-page.tsx'

afterEach(async () => {
  await i18next.changeLanguage('en')
  runtimeConfig.purchaseUrl = ''
})

/** A plan card's facts as { term: definition }. */
function factsOf(card: HTMLElement) {
  return Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  )
}

test('a visitor sees every plan with its price, duration, quotas, limits, scope and id', async () => {
  renderWithProviders(<PlansPage />)
  const pro = await screen.findByRole('article', { name: 'Pro' })
  expect(within(pro).getByText('Recommended')).toBeInTheDocument()
  expect(within(pro).getByText('$39.00')).toBeInTheDocument()
  expect(within(pro).getByText('for 1 month')).toBeInTheDocument()
  expect(factsOf(pro)).toEqual({
    'Daily quota': '$30.00',
    'Monthly quota': '$600.00',
    'Request limit': 'Unlimited',
    'Weekly Opus quota': '$60.00',
    Services: 'All services',
    'Plan ID': 'pro-monthly',
  })

  const trial = screen.getByRole('article', { name: 'Trial' })
  expect(within(trial).getByText('for 7 days')).toBeInTheDocument()
  expect(within(trial).queryByText('Recommended')).not.toBeInTheDocument()
  expect(factsOf(trial)['Request limit']).toBe('300 requests per day')
  expect(
    within(screen.getByRole('article', { name: 'Pro Yearly' })).getByText('for 1 year'),
  ).toBeInTheDocument()

  // Codex CLI only: no Claude Code, so no weekly Opus quota.
  expect(factsOf(screen.getByRole('article', { name: 'Codex' }))).toEqual({
    'Daily quota': '$20.00',
    'Monthly quota': '$400.00',
    'Request limit': '2,000 requests per day',
    Services: 'OpenAI only',
    'Plan ID': 'codex-monthly',
  })
  expect(screen.getAllByRole('article')).toHaveLength(5)
})

test('plans show unlimited quotas, every scope and the weekly Opus quota only with Claude', async () => {
  db.plans.splice(
    0,
    db.plans.length,
    buildPlan({ id: 'claude-only', name: 'Claude', serviceScope: 'claude', weeklyOpusQuota: null }),
    buildPlan({ id: 'gemini-only', name: 'Gemini', serviceScope: 'gemini', weeklyOpusQuota: 5 }),
    buildPlan({ id: 'max', name: 'Max', dailyQuota: null, monthlyQuota: null, requestLimit: 1 }),
  )
  renderWithProviders(<PlansPage />)
  expect(factsOf(await screen.findByRole('article', { name: 'Claude' }))).toMatchObject({
    'Weekly Opus quota': 'Unlimited',
    Services: 'Claude only',
  })
  const gemini = factsOf(screen.getByRole('article', { name: 'Gemini' }))
  expect(gemini.Services).toBe('Gemini only')
  expect(gemini).not.toHaveProperty('Weekly Opus quota')
  expect(factsOf(screen.getByRole('article', { name: 'Max' }))).toMatchObject({
    'Daily quota': 'Unlimited',
    'Monthly quota': 'Unlimited',
    'Request limit': '1 request per day',
    'Weekly Opus quota': '$20.00',
  })
})

test('durations and request limits use the plural rules of Russian', async () => {
  db.plans.splice(
    0,
    db.plans.length,
    buildPlan({ id: 'a', name: 'A', duration: { value: 1, unit: 'year' }, requestLimit: 1 }),
    buildPlan({ id: 'b', name: 'B', duration: { value: 3, unit: 'month' }, requestLimit: 3 }),
    buildPlan({ id: 'c', name: 'C', duration: { value: 5, unit: 'month' }, requestLimit: 5 }),
    buildPlan({ id: 'd', name: 'D', duration: { value: 21, unit: 'day' }, requestLimit: 21 }),
  )
  await i18next.changeLanguage('ru')
  renderWithProviders(<PlansPage />)
  const card = async (name: string) => within(await screen.findByRole('article', { name }))
  expect((await card('A')).getByText('/ 1 год')).toBeInTheDocument()
  expect((await card('A')).getByText('1 запрос в день')).toBeInTheDocument()
  expect((await card('B')).getByText('/ 3 месяца')).toBeInTheDocument()
  expect((await card('B')).getByText('3 запроса в день')).toBeInTheDocument()
  expect((await card('C')).getByText('/ 5 месяцев')).toBeInTheDocument()
  expect((await card('C')).getByText('5 запросов в день')).toBeInTheDocument()
  expect((await card('D')).getByText('/ 21 день')).toBeInTheDocument()
  expect((await card('D')).getByText('21 запрос в день')).toBeInTheDocument()
})

test('a visitor sees a loading notice until the plans arrive', async () => {
  renderWithProviders(<PlansPage />)
  expect(screen.getByRole('status')).toHaveTextContent('Loading plans…')
  expect(await screen.findByRole('article', { name: 'Pro' })).toBeInTheDocument()
  expect(screen.queryByText('Loading plans…')).not.toBeInTheDocument()
})

test('a failed load says so and Retry loads the plans', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  server.use(
    http.get(
      '/api/plans/public/available',
      ({ response }) => response(500).json({ error: 'Internal server error', code: 'INTERNAL_ERROR' }),
      {
        once: true,
      },
    ),
  )
  renderWithProviders(<PlansPage />)
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load plans')
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('article', { name: 'Pro' })).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(logged).toHaveBeenCalledWith('API request failed', expect.anything())
  logged.mockRestore()
})

test('with no plans on sale the page says so', async () => {
  db.plans.length = 0
  renderWithProviders(<PlansPage />)
  expect(await screen.findByText('No plans are on sale right now')).toBeInTheDocument()
  expect(screen.queryByRole('article')).not.toBeInTheDocument()
})

test('a visitor opens the FAQ answers', async () => {
  renderWithProviders(<PlansPage />)
  await screen.findByRole('article', { name: 'Pro' })
  expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument()
  const refund = screen.getByRole('region', { name: 'Can I get a refund?' })
  expect(refund).not.toBeVisible()
  await userEvent.click(screen.getByRole('heading', { name: 'Can I get a refund?' }))
  expect(refund).toBeVisible()
  expect(refund).toHaveTextContent('full refund within 24 hours of purchase')
  await userEvent.click(screen.getByRole('heading', { name: 'Can I upgrade my plan?' }))
  expect(screen.getByRole('region', { name: 'Can I upgrade my plan?' })).toHaveTextContent(
    'the time left on your current plan is credited at its prorated value, as extra days of the new plan',
  )
  await userEvent.click(
    screen.getByRole('heading', { name: 'What happens when I get close to my usage limit?' }),
  )
  expect(
    screen.getByRole('region', { name: 'What happens when I get close to my usage limit?' }),
  ).toHaveTextContent('upgrade right away, or wait for your quota to reset')
})

test('a visitor is asked to register first, then sent to the activation-code entry', async () => {
  renderWithProviders(<PlansPage />)
  await screen.findByRole('article', { name: 'Pro' })
  expect(screen.getByRole('link', { name: 'Register and activate' })).toHaveAttribute(
    'href',
    '/register?returnTo=%2Fdashboard%3Ftab%3Dactivate',
  )
  expect(screen.getByRole('link', { name: 'Log in to activate' })).toHaveAttribute(
    'href',
    '/login?returnTo=%2Fdashboard%3Ftab%3Dactivate',
  )
})

test('a signed-in user goes straight to the activation-code entry', async () => {
  const session = await seedSignedInUser('demo@example.com')
  renderWithProviders(<PlansPage />, { session })
  await screen.findByRole('article', { name: 'Pro' })
  expect(screen.getByRole('link', { name: 'Enter activation code' })).toHaveAttribute(
    'href',
    '/dashboard?tab=activate',
  )
  expect(screen.queryByRole('link', { name: 'Register and activate' })).not.toBeInTheDocument()
})

test('the page has its own title', async () => {
  renderWithProviders(<PlansPage />)
  await screen.findByRole('article', { name: 'Pro' })
  expect(document.title).toBe('Pricing · Relay Portal')
  expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Prices of every model' })).toHaveAttribute('href', '/models')
})

test('with a shop configured, every plan and the activation section link to it in a new tab', async () => {
  runtimeConfig.purchaseUrl = 'https://shop.example.com/relay'
  renderWithProviders(<PlansPage />)
  const cards = await screen.findAllByRole('article')
  for (const card of cards) {
    const name = within(card).getByRole('heading', { level: 3 }).textContent
    const buy = within(card).getByRole('link', {
      name: new RegExp(`^Buy ${name}\\s*\\(opens in a new tab\\)$`),
    })
    expect(buy).toHaveAttribute('href', 'https://shop.example.com/relay')
    expect(buy).toHaveAttribute('target', '_blank')
    expect(buy).toHaveAttribute('rel', 'noopener noreferrer')
  }
  const shop = screen.getByRole('link', { name: /^Go to the shop\s*\(opens in a new tab\)$/ })
  expect(shop).toHaveAttribute('href', 'https://shop.example.com/relay')
  expect(shop).toHaveAttribute('rel', 'noopener noreferrer')
  expect(
    screen.getByText('No code yet? Buy one in the shop, then enter it in your dashboard.'),
  ).toBeInTheDocument()
  expect(screen.queryByText(/come from the operator of this relay/)).not.toBeInTheDocument()
})

test('without a shop the page says that codes come from the relay’s operator and offers no purchase link', async () => {
  renderWithProviders(<PlansPage />)
  await screen.findByRole('article', { name: 'Pro' })
  expect(
    screen.getByText(
      'Activation codes come from the operator of this relay: ask them for one, then enter it in your dashboard.',
    ),
  ).toBeInTheDocument()
  expect(screen.queryByRole('link', { name: /Buy|shop/ })).not.toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Register and activate' })).toBeInTheDocument()
})

test.each([
  ['ja', ''],
  ['en', ' '],
] as const)(
  'a %s reader sees the quota note run on into its link as the language writes it',
  async (language, gap) => {
    await i18next.changeLanguage(language)
    renderWithProviders(<PlansPage />)
    // The paragraph's own text, untrimmed: the note and what stands between it and the link.
    const ownText = `${i18next.t('plans:list.quotaNote')}${gap}`
    expect(await screen.findByText(ownText, { normalizer: (text) => text })).toBeInTheDocument()
  },
)
