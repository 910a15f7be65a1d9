import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { delay } from 'msw'
import { expect, within } from 'storybook/test'
import { http } from '#mocks/http.ts'
import { CalendarSection } from '#src/features/account/components/calendar-section.tsx'

const SUBSCRIPTION_URL = '/api/activation-codes/my-subscription'

/** The account page's "plan end in your calendar" section, on the seeded mock. */
const meta = {
  title: 'Features/Account/CalendarSection',
  component: CalendarSection,
  parameters: { route: '/account', session: 'demo' },
} satisfies Meta<typeof CalendarSection>

export default meta
type Story = StoryObj<typeof meta>

/** demo@example.com has a running plan: its end, a reminder to pick and the button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('button', { name: i18next.t('account:calendar.add') }, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.getByLabelText(i18next.t('account:calendar.reminder'))).toHaveValue('7')
  },
}

/** new@example.com has never had a plan. */
export const NoPlan: Story = {
  parameters: { session: 'new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(i18next.t('account:calendar.noPlan'), {}, { timeout: 10_000 }),
    ).toBeVisible()
  },
}

/** expired@example.com's plan has ended: nothing to add. */
export const Ended: Story = {
  parameters: { session: 'expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [before = ''] = i18next.t('account:calendar.ended', { plan: '\u0000' }).split('\u0000')
    await expect(
      await canvas.findByText((text) => text.startsWith(before), { selector: 'p' }, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: i18next.t('account:calendar.add') })).toBeNull()
  },
}

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(SUBSCRIPTION_URL, async () => {
          await delay('infinite')
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('status')).toHaveTextContent(i18next.t('account:calendar.loading'))
  },
}

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(SUBSCRIPTION_URL, ({ response }) =>
          response(500).json({ error: 'Internal server error', code: 'INTERNAL_ERROR' }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      i18next.t('errors:INTERNAL_ERROR'),
    )
  },
}
