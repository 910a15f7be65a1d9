import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { delay } from 'msw'
import { expect, within } from 'storybook/test'
import { http } from '#mocks/http.ts'
import { serveSubscription, statisticsFailure, UNKNOWN_SUBSCRIPTION } from '#mocks/testing/fixtures.ts'
import { AppRoutes } from '#src/app/routes.tsx'
import type { components } from '#src/lib/api/schema.d.ts'
import { formatCurrency } from '#src/utils/format.ts'
import { type Canvas } from '../../play.ts'

type Schemas = components['schemas']
type Status = Schemas['SubscriptionStatus']

const SUBSCRIPTION_URL = '/api/activation-codes/my-subscription'
const STATISTICS_URL = '/api/user/statistics'

/** Never answers: the request stays in flight for as long as the story is open. */
const pending = async () => {
  await delay('infinite')
}

/** The overview's subscription card, once the lazy page has loaded. */
async function findSubscriptionCard(canvas: Canvas) {
  return canvas.findByRole('region', { name: i18next.t('dashboard:subscription.title') }, { timeout: 10_000 })
}

function usageCard(canvas: Canvas) {
  return canvas.getByRole('region', { name: i18next.t('dashboard:usage.title') })
}

/** The card shows the status as a badge (words, not colour alone) and the sentence that explains it. */
async function expectStatus(canvas: Canvas, status: Status) {
  const card = await findSubscriptionCard(canvas)
  const inCard = within(card)
  await expect(
    await inCard.findByText(i18next.t(`dashboard:subscription.status.${status}`), {}, { timeout: 10_000 }),
  ).toBeVisible()
  await expect(inCard.getByText(i18next.t(`dashboard:subscription.statusText.${status}`))).toBeVisible()
  return inCard
}

/** The "what now" links of a plan that ended, is ending or never started. */
async function expectActions(inCard: ReturnType<typeof within>, shown: boolean) {
  const activate = inCard.queryByRole('link', { name: i18next.t('dashboard:subscription.activate') })
  const plans = inCard.queryByRole('link', { name: i18next.t('dashboard:subscription.viewPlans') })
  if (shown) {
    await expect(activate).toHaveAttribute('href', '/dashboard?tab=activate')
    await expect(plans).toHaveAttribute('href', '/plans')
  } else {
    await expect(activate).not.toBeInTheDocument()
    await expect(plans).not.toBeInTheDocument()
  }
}

/** The dashboard's overview tab at /dashboard for a seeded account: subscription card and usage card. */
const meta = {
  title: 'Features/Dashboard/DashboardPage',
  component: AppRoutes,
  parameters: { route: '/dashboard', session: 'demo' },
} satisfies Meta<typeof AppRoutes>

export default meta
type Story = StoryObj<typeof meta>

/** demo@example.com: Pro, 60 days left, quota meters, and today's use against the daily quota. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const inCard = await expectStatus(canvas, 'active')
    await expect(
      inCard.getByRole('meter', { name: i18next.t('dashboard:subscription.quota.daily') }),
    ).toBeVisible()
    await expectActions(inCard, false)
    await expect(
      await within(usageCard(canvas)).findByRole('meter', { name: i18next.t('dashboard:usage.gaugeLabel') }),
    ).toBeVisible()
  },
}

/** expiring@example.com: Basic with 3 days left, with the way to a new code. */
export const ExpiringSoon: Story = {
  parameters: { session: 'expiring' },
  play: async ({ canvasElement }) => {
    const inCard = await expectStatus(within(canvasElement), 'expiring_soon')
    await expectActions(inCard, true)
  },
}

/** expired@example.com: the trial ended 5 days ago; no quota, limit or reset time in the usage card. */
export const Expired: Story = {
  parameters: { session: 'expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const inCard = await expectStatus(canvas, 'expired')
    await expect(inCard.getByText(i18next.t('dashboard:subscription.ended'))).toBeVisible()
    await expect(inCard.queryByRole('meter')).not.toBeInTheDocument()
    await expectActions(inCard, true)
  },
}

/**
 * new@example.com: never had a plan; the usage card says "No plan" rather than "Unlimited", and shows no
 * quota, limit or reset time.
 */
export const NoPlan: Story = {
  parameters: { session: 'new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const inCard = await expectStatus(canvas, 'inactive')
    await expectActions(inCard, true)
    const usage = within(usageCard(canvas))
    await expect(await usage.findByText(i18next.t('dashboard:usage.noPlan'))).toBeVisible()
    await expect(usage.queryByRole('meter')).not.toBeInTheDocument()
    const used = formatCurrency(i18next.language, 0, 'USD')
    await expect(
      usage.queryByText(i18next.t('dashboard:usage.todayUnlimited', { used })),
    ).not.toBeInTheDocument()
  },
}

/** The backend cannot tell (maintenance): `status: 'unknown'` with nothing else known. */
export const Unknown: Story = {
  parameters: { msw: { handlers: [serveSubscription(UNKNOWN_SUBSCRIPTION)] } },
  play: async ({ canvasElement }) => {
    const inCard = await expectStatus(within(canvasElement), 'unknown')
    await expectActions(inCard, false)
  },
}

/**
 * The statistics answer 500: the usage card announces the error with Retry (the chart below shows it without a
 * second announcement), the subscription card is unaffected.
 */
export const StatisticsFailed: Story = {
  parameters: { msw: { handlers: [statisticsFailure] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectStatus(canvas, 'active')
    const alert = await within(usageCard(canvas)).findByRole('alert', {}, { timeout: 10_000 })
    await expect(alert).toHaveTextContent(i18next.t('errors:INTERNAL_ERROR'))
    await expect(within(alert).getByRole('button', { name: i18next.t('actions.retry') })).toBeVisible()
    // The 14-day chart reads the same request and shows the same message, but only the usage card announces it.
    await expect(canvas.getAllByRole('alert')).toHaveLength(1)
  },
}

/** Subscription and statistics never arrive: both cards show skeletons and are marked busy. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get(SUBSCRIPTION_URL, pending), http.get(STATISTICS_URL, pending)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await findSubscriptionCard(canvas)).toHaveAttribute('aria-busy', 'true')
    await expect(usageCard(canvas)).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument()
  },
}
