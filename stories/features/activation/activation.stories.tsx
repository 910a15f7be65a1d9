import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { expect, within } from 'storybook/test'
import { http, offContract } from '#mocks/http.ts'
import { AppRoutes } from '#src/app/routes.tsx'
import { formatDuration } from '#src/utils/format.ts'
import { STORY_SHOP_URL, previewNotOffered, withPurchaseUrl } from '../../decorators.tsx'
import { type Canvas, user } from '../../play.ts'

async function findCodeField(canvas: Canvas) {
  // By role: the tab panel is labelled "Activation code" too (by its tab).
  return canvas.findByRole('textbox', { name: i18next.t('activation:form.label') }, { timeout: 10_000 })
}

async function submit(canvas: Canvas, code?: string) {
  const field = await findCodeField(canvas)
  if (code) await user.type(field, code)
  await user.click(canvas.getByRole('button', { name: i18next.t('activation:form.submit') }))
  return field
}

/** The review step shown before anything changes, once the code was checked. */
async function findReview(canvas: Canvas) {
  return canvas.findByRole('region', { name: i18next.t('activation:review.title') }, { timeout: 10_000 })
}

/** Submits a code and confirms it on the review step. */
async function submitAndConfirm(canvas: Canvas, code: string) {
  const field = await submit(canvas, code)
  await findReview(canvas)
  await user.click(canvas.getByRole('button', { name: i18next.t('activation:review.confirm') }))
  return field
}

/** The failure is announced in the alert region with its title and reason; what was typed stays. */
async function expectFailure(canvas: Canvas, code: string, reason: string, confirm = false) {
  const field = confirm ? await submitAndConfirm(canvas, code) : await submit(canvas, code)
  const message = await canvas.findByText(reason, {}, { timeout: 10_000 })
  const alert = message.closest('[role="alert"]')
  await expect(alert).toHaveTextContent(i18next.t('activation:failed.title'))
  await expect(field).toHaveValue(code)
}

/** The dashboard's activation tab (/dashboard?tab=activate) of new@example.com, who has no plan yet. */
const meta = {
  title: 'Features/Activation/ActivationForm',
  component: AppRoutes,
  parameters: { route: '/dashboard?tab=activate', session: 'new' },
} satisfies Meta<typeof AppRoutes>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = await findCodeField(canvas)
    await expect(field).toHaveValue('')
    // No shop configured: codes come from the relay's operator.
    await expect(canvas.getByText(i18next.t('activation:buy.operator'))).toBeVisible()
    await expect(field).toHaveAccessibleDescription(i18next.t('activation:form.hint'))
  },
}

/** The operator names a shop (`purchaseUrl`): the form links to it, in a new tab. */
export const WithShop: Story = {
  beforeEach: withPurchaseUrl,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findCodeField(canvas)
    const shop = canvas.getByRole('link', { name: new RegExp(i18next.t('activation:buy.link')) })
    await expect(shop).toHaveAttribute('href', STORY_SHOP_URL)
    await expect(shop).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

/** Submitting without a code: the field says so and takes focus; nothing is sent. */
export const EmptySubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = await submit(canvas)
    await expect(field).toHaveAccessibleDescription(
      `${i18next.t('activation:required')} ${i18next.t('activation:form.hint')}`,
    )
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveFocus()
  },
}

/** RELAY-MONTH-DEMO1, confirmed, starts Pro for a month: the summary, and the way back to the overview. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = await submitAndConfirm(canvas, 'RELAY-MONTH-DEMO1')
    const title = await canvas.findByText(i18next.t('activation:success.title'), {}, { timeout: 10_000 })
    const result = within(title.closest('section') ?? canvasElement)
    const plan = i18next.t('activation:success.planValue', {
      name: 'Pro',
      duration: formatDuration(i18next.language, 1, 'month'),
    })
    await expect(result.getByText(plan)).toBeVisible()
    await expect(result.getByText(i18next.t('activation:success.expires'))).toBeVisible()
    await expect(
      result.getByRole('link', { name: i18next.t('activation:success.overview') }),
    ).toHaveAttribute('href', '/dashboard?tab=overview')
    await expect(field).toHaveValue('')
  },
}

/** A code no one issued. */
export const Unknown: Story = {
  play: async ({ canvasElement }) => {
    await expectFailure(within(canvasElement), 'RELAY-NOPE-0000', i18next.t('errors:ACTIVATION_CODE_INVALID'))
  },
}

/** RELAY-USED-0001 was redeemed by expired@example.com. */
export const Used: Story = {
  play: async ({ canvasElement }) => {
    await expectFailure(within(canvasElement), 'RELAY-USED-0001', i18next.t('errors:ACTIVATION_CODE_USED'))
  },
}

/** RELAY-EXPIRED-0001 is past its redeem-by date. */
export const Expired: Story = {
  play: async ({ canvasElement }) => {
    await expectFailure(
      within(canvasElement),
      'RELAY-EXPIRED-0001',
      i18next.t('errors:ACTIVATION_CODE_EXPIRED'),
    )
  },
}

/** No answer at all to the confirmed activation. */
export const NetworkError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/activation-codes/activate', ({ response }) =>
          response.untyped(offContract.networkError()),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expectFailure(within(canvasElement), 'RELAY-MONTH-DEMO1', i18next.t('errors:network'), true)
  },
}

/** A user without a plan checks RELAY-YEAR-DEMO1: the review says Pro Yearly starts now, nothing redeemed yet. */
export const ReviewStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await submit(canvas, 'RELAY-YEAR-DEMO1')
    const review = await findReview(canvas)
    await expect(review).toHaveFocus()
    await expect(review).toHaveTextContent(i18next.t('activation:review.start', { plan: 'Pro Yearly' }))
  },
}

/** demo@example.com (Pro, 60 days left) checks another Pro code: the plan is extended from its expiry. */
export const ReviewExtend: Story = {
  parameters: { session: 'demo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await submit(canvas, 'RELAY-MONTH-DEMO1')
    const review = await findReview(canvas)
    await expect(review).toHaveFocus()
    await expect(review).toHaveTextContent(
      i18next.t('activation:review.extend', {
        current: 'Pro',
        duration: formatDuration(i18next.language, 1, 'month'),
      }),
    )
    await expect(canvas.getByRole('button', { name: i18next.t('activation:review.confirm') })).toBeVisible()
  },
}

/**
 * demo@example.com (Pro, 60 days left) checks a Basic code: Pro is replaced now, and its time left is credited
 * as 118 extra days of Basic.
 */
export const ReviewProratedSwitch: Story = {
  parameters: { session: 'demo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await submit(canvas, 'RELAY-MONTH-DEMO2')
    const review = await findReview(canvas)
    await expect(review).toHaveTextContent(
      i18next.t('activation:review.replace', { current: 'Pro', plan: 'Basic' }),
    )
    await expect(review).toHaveTextContent(i18next.t('activation:review.creditedValue', { count: 118 }))
  },
}

/** A backend without the preview (405): the review warns that the current plan may change, and still asks. */
export const ReviewWithoutPreview: Story = {
  parameters: {
    session: 'demo',
    msw: {
      handlers: [previewNotOffered],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = await submit(canvas, 'RELAY-MONTH-DEMO2')
    const review = await findReview(canvas)
    await expect(review).toHaveTextContent(i18next.t('activation:review.unavailable'))
    await expect(field).toHaveValue('RELAY-MONTH-DEMO2')
  },
}
