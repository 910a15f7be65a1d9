import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { expect, within } from 'storybook/test'
import { NotificationsSection } from '#src/features/account/components/notifications-section.tsx'
import { failedToLoad, neverAnswered, notOffered } from '#src/testing/account-stories.ts'
import { type Canvas, user } from '../../play.ts'

const SETTINGS_URL = '/api/user/notifications'

async function findForm(canvas: Canvas) {
  return canvas.findByLabelText(i18next.t('account:notifications.email'), {}, { timeout: 10_000 })
}

async function save(canvas: Canvas) {
  await user.click(canvas.getByRole('button', { name: i18next.t('account:notifications.save') }))
}

/** The account page's alerts section, signed in as demo@example.com on the seeded mock. */
const meta = {
  title: 'Features/Account/NotificationsSection',
  component: NotificationsSection,
  parameters: { route: '/account', session: 'demo' },
} satisfies Meta<typeof NotificationsSection>

export default meta
type Story = StoryObj<typeof meta>

/** The relay's defaults: e-mail on, 80 and 100 % of each quota, reminders 7 and 1 days before. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await findForm(canvas)).toBeChecked()
    await expect(canvas.getByLabelText(i18next.t('account:notifications.quota.daily'))).toHaveValue('80, 100')
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswered(SETTINGS_URL)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      i18next.t('account:notifications.loading'),
    )
  },
}

export const Error: Story = {
  parameters: { msw: { handlers: [failedToLoad(SETTINGS_URL)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      i18next.t('errors:INTERNAL_ERROR'),
    )
  },
}

/** A backend without the notification operations answers 405: the section says so. */
export const Unsupported: Story = {
  parameters: { msw: { handlers: [notOffered(SETTINGS_URL)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(i18next.t('account:notifications.unsupported'), {}, { timeout: 10_000 }),
    ).toBeVisible()
  },
}

/** A webhook over plain http to another host and a threshold over 100: each said beside its field. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findForm(canvas)
    const url = canvas.getByLabelText(i18next.t('account:notifications.webhookUrl'))
    const daily = canvas.getByLabelText(i18next.t('account:notifications.quota.daily'))
    await user.type(url, 'http://hooks.example.com/relay')
    await user.clear(daily)
    await user.type(daily, '80, 120')
    await save(canvas)
    await expect(url).toHaveAccessibleDescription(
      expect.stringContaining(i18next.t('account:notifications.errors.webhook.httpNotLoopback')),
    )
    await expect(daily).toHaveValue('80, 120')
  },
}

/** An address only the relay can judge (a private network's): its reason beside the field, in the user's words. */
export const RefusedByRelay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findForm(canvas)
    const url = canvas.getByLabelText(i18next.t('account:notifications.webhookUrl'))
    await user.type(url, 'https://192.168.1.20/relay')
    await save(canvas)
    await expect(
      await canvas.findByText(i18next.t('account:notifications.errors.webhook.privateAddress')),
    ).toBeVisible()
    await expect(url).toHaveAccessibleDescription(
      expect.stringContaining(i18next.t('account:notifications.errors.webhook.privateAddress')),
    )
    await expect(url).toHaveValue('https://192.168.1.20/relay')
  },
}

/** A new webhook URL saved: its signing secret, shown once. */
export const SecretShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findForm(canvas)
    await user.type(
      canvas.getByLabelText(i18next.t('account:notifications.webhookUrl')),
      'https://hooks.example.com/relay',
    )
    await save(canvas)
    await expect(
      await canvas.findByRole('group', { name: i18next.t('account:notifications.secret.title') }),
    ).toBeVisible()
  },
}

/** A test e-mail, and its result. */
export const TestSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findForm(canvas)
    await user.click(canvas.getByRole('button', { name: i18next.t('account:notifications.test.email') }))
    await expect(
      await canvas.findByText(i18next.t('account:notifications.test.emailSent'), {}, { timeout: 10_000 }),
    ).toBeVisible()
  },
}
