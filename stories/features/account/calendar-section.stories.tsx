import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { expect, within } from 'storybook/test'
import { CalendarSection } from '#src/features/account/components/calendar-section.tsx'
import { failedToLoad, neverAnswered } from '#src/testing/account-stories.ts'

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
  parameters: { msw: { handlers: [neverAnswered(SUBSCRIPTION_URL)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('status')).toHaveTextContent(i18next.t('account:calendar.loading'))
  },
}

export const Error: Story = {
  parameters: { msw: { handlers: [failedToLoad(SUBSCRIPTION_URL)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      i18next.t('errors:INTERNAL_ERROR'),
    )
  },
}
