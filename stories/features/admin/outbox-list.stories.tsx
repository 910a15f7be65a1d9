import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { delay } from 'msw'
import { expect, within } from 'storybook/test'
import { mockControlHttp, offContract } from '#mocks/http.ts'
import { recordEmail, recordWebhook, setDelivery } from '#mocks/outbox.ts'
import { OutboxList } from '#src/features/admin/components/outbox-list.tsx'

/** The operator console's outbox: what the mock "sent", newest first (`GET /__mock/outbox`). */
const meta = {
  title: 'Features/Admin/OutboxList',
  component: OutboxList,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OutboxList>

export default meta
type Story = StoryObj<typeof meta>

/** A verification code, a quota alert by e-mail and the same alert's webhook, answered 204. */
export const Default: Story = {
  beforeEach: () => {
    recordEmail({
      to: 'demo@example.com',
      subject: 'Your Relay sign-in code',
      body: 'Your code is 123456. It expires in 10 minutes.',
      reason: 'verification',
    })
    recordEmail({
      to: 'demo@example.com',
      subject: 'Relay: 80 % of your daily quota used',
      body: 'You have used 82 % of your daily quota (80 % threshold).',
      reason: 'quotaAlert',
    })
    const hook = recordWebhook({
      to: 'http://127.0.0.1:9000/relay-hook',
      subject: 'Relay: 80 % of your daily quota used',
      body: '{"type":"quota.threshold","quota":"daily","threshold":80}',
      reason: 'quotaAlert',
    })
    setDelivery(hook.id, 'HTTP 204')
  },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: i18next.t('admin:outbox.title') })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3)
  },
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(i18next.t('admin:outbox.empty'))).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        mockControlHttp.get('/__mock/outbox', async ({ response }) => {
          await delay('infinite')
          return response(200).json({ items: [] })
        }),
      ],
    },
  },
}

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        mockControlHttp.get('/__mock/outbox', ({ response }) =>
          response.untyped(offContract.json({ error: 'boom' }, { status: 500 })),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible()
  },
}
