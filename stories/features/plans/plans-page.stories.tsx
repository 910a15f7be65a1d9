import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { delay } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { http } from '#mocks/http.ts'
import { SEED_PLANS } from '#mocks/seed.ts'
import { AppRoutes } from '#src/app/routes.tsx'
import type { components } from '#src/lib/api/schema.d.ts'
import { STORY_SHOP_URL, withPurchaseUrl } from '../../decorators.tsx'
import { type Canvas } from '../../play.ts'

type Schemas = components['schemas']

const PLANS_URL = '/api/plans/public/available'

const serverError = {
  error: 'The plan catalogue is unavailable',
  code: 'INTERNAL_ERROR',
} satisfies Schemas['Error']

const failingPlans = http.get(PLANS_URL, ({ response }) => response(500).json(serverError))

/** The page heading, once the lazy page has loaded. */
async function findTitle(canvas: Canvas) {
  return canvas.findByRole('heading', { level: 1, name: i18next.t('plans:title') }, { timeout: 10_000 })
}

/** Every seeded plan is shown as a card named by the plan, in display order, the recommended one marked. */
async function expectSeededPlans(canvas: Canvas) {
  const cards = await canvas.findAllByRole('article', {}, { timeout: 10_000 })
  await expect(
    cards.map((card: HTMLElement) => within(card).getByRole('heading', { level: 3 }).textContent),
  ).toEqual(SEED_PLANS.map((plan) => plan.name))
  const recommended = SEED_PLANS.find((plan) => plan.recommended)
  if (recommended) {
    const card = canvas.getByRole('article', { name: recommended.name })
    await expect(within(card).getByText(i18next.t('plans:card.recommended'))).toBeVisible()
  }
}

/** The pricing page at /plans, inside the app's layout: the plans come from `GET /api/plans/public/available`. */
const meta = {
  title: 'Features/Plans/PlansPage',
  component: AppRoutes,
  parameters: { route: '/plans' },
} satisfies Meta<typeof AppRoutes>

export default meta
type Story = StoryObj<typeof meta>

/** The plans never arrive: skeleton cards, announced as loading. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(PLANS_URL, async () => {
          await delay('infinite')
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas)
    const status = await canvas.findByText(i18next.t('plans:list.loading'))
    await expect(status).toHaveAttribute('role', 'status')
    await expect(status.parentElement).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument()
  },
}

/** The catalogue answers 500: "Failed to load plans" with Retry; the rest of the page still works. */
export const Failed: Story = {
  parameters: { msw: { handlers: [failingPlans] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 })
    await expect(alert).toHaveTextContent(i18next.t('plans:list.error'))
    await expect(within(alert).getByRole('button', { name: i18next.t('actions.retry') })).toBeEnabled()
    await expect(canvas.getByRole('heading', { level: 2, name: i18next.t('plans:faq.title') })).toBeVisible()
  },
}

/** The catalogue fails, comes back, and Retry shows the plans. */
export const RetryAfterFailure: Story = {
  parameters: { msw: { handlers: [failingPlans] } },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 })
    await expect(alert).toHaveTextContent(i18next.t('plans:list.error'))
    // The backend recovers: back to the app's own handlers (the seeded catalogue).
    msw.resetHandlers()
    await userEvent.click(within(alert).getByRole('button', { name: i18next.t('actions.retry') }))
    await expectSeededPlans(canvas)
    await expect(canvas.queryByText(i18next.t('plans:list.error'))).not.toBeInTheDocument()
  },
}

/** Nothing on sale: the empty state instead of the grid. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [http.get(PLANS_URL, ({ response }) => response(200).json({ items: [] }))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(i18next.t('plans:list.emptyTitle'), {}, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.getByText(i18next.t('plans:list.emptyText'))).toBeVisible()
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument()
  },
}

/** The seeded catalogue: five plans, Pro recommended, a trial in days and a yearly plan. */
export const Several: Story = {
  play: async ({ canvasElement }) => {
    await expectSeededPlans(within(canvasElement))
  },
}

/** A signed-in user is offered the activation-code entry instead of registering. */
export const SeveralSignedIn: Story = {
  parameters: { session: 'demo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectSeededPlans(canvas)
    await expect(canvas.getByRole('link', { name: i18next.t('plans:cta.activate') })).toHaveAttribute(
      'href',
      '/dashboard?tab=activate',
    )
  },
}

/** The operator names a shop (`purchaseUrl`): every plan links to it, in a new tab. */
export const WithShop: Story = {
  beforeEach: withPurchaseUrl,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectSeededPlans(canvas)
    const pro = canvas.getByRole('article', { name: 'Pro' })
    const buy = within(pro).getByRole('link', {
      name: new RegExp(i18next.t('plans:card.buy', { name: 'Pro' })),
    })
    await expect(buy).toHaveAttribute('href', STORY_SHOP_URL)
    await expect(buy).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(canvas.getByText(i18next.t('plans:cta.shopText'))).toBeVisible()
  },
}

/** No shop configured: the page says that codes come from the relay's operator. */
export const WithoutShop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectSeededPlans(canvas)
    await expect(canvas.getByText(i18next.t('plans:cta.operator'))).toBeVisible()
  },
}

export const Russian: Story = { ...Several, globals: { locale: 'ru' } }

export const Japanese: Story = { ...Several, globals: { locale: 'ja' } }
