import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { expect, within } from 'storybook/test'
import { activeSubscription, serveSubscription } from '#mocks/testing/fixtures.ts'
import {
  ATTENTION_STORAGE_KEY_PREFIX,
  DISMISSED_NOTICES_STORAGE_KEY_PREFIX,
} from '#src/config/storage-keys.ts'
import { AttentionNotices } from '#src/features/dashboard/components/attention-notices.tsx'
import type { components } from '#src/lib/api/schema.d.ts'
import { DAY_MS } from '#src/lib/time-units.ts'

type QuotaStatus = components['schemas']['QuotaStatus']

/** A Pro plan, 20 days left, with these quota figures (the rest well within) and the next reset at midnight UTC. */
const proWith = (quota: Partial<QuotaStatus>) => serveSubscription(activeSubscription({ quota }))

const NEAR = [proWith({ dailyUsed: 24, monthlyUsed: 492 })]
const USED_UP = [proWith({ dailyUsed: 31.5, weeklyOpusUsed: 60 })]

/** The overview's notices above the quick actions: quotas near or at their end, a plan ending or ended. */
const meta = {
  title: 'Features/Dashboard/AttentionNotices',
  component: AttentionNotices,
  parameters: { session: 'demo', layout: 'padded' },
  // Dismissals are remembered per account: every story starts with none.
  beforeEach: () => {
    for (const key of Object.keys(localStorage)) {
      if (
        key.startsWith(DISMISSED_NOTICES_STORAGE_KEY_PREFIX) ||
        key.startsWith(ATTENTION_STORAGE_KEY_PREFIX)
      ) {
        localStorage.removeItem(key)
      }
    }
  },
} satisfies Meta<typeof AttentionNotices>

export default meta
type Story = StoryObj<typeof meta>

const quotaName = (id: 'daily' | 'weeklyOpus' | 'monthly' | 'requests') =>
  i18next.t(`dashboard:attention.names.${id}`)

/** Today at 80 % and the month at 82 %: two statuses, with what is left, the reset and the way to the plans. */
export const NearLimit: Story = {
  parameters: { msw: { handlers: NEAR } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const statuses = await canvas.findAllByRole('status', {}, { timeout: 10_000 })
    await expect(statuses).toHaveLength(2)
    await expect(statuses[0]).toHaveAccessibleName(new RegExp(`^${quotaName('daily')}`))
    await expect(
      within(statuses[0] as HTMLElement).getByRole('link', {
        name: i18next.t('dashboard:attention.upgrade'),
      }),
    ).toHaveAttribute('href', '/plans')
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
}

export const NearLimitDark: Story = { ...NearLimit, globals: { theme: 'dark' } }

/** Today over its quota and the week's Opus quota used up: alerts saying the relay refuses requests. */
export const UsedUp: Story = {
  parameters: { msw: { handlers: USED_UP } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alerts = await canvas.findAllByRole('alert', {}, { timeout: 10_000 })
    await expect(alerts).toHaveLength(2)
    await expect(alerts[0]).toHaveTextContent(i18next.t('dashboard:attention.refused'))
    await expect(alerts[1]).toHaveTextContent(i18next.t('dashboard:attention.refusedOpus'))
  },
}

export const UsedUpDark: Story = { ...UsedUp, globals: { theme: 'dark' } }

/** A plan with a request limit: at 80 % of it a status, with the requests left today and when the count resets. */
export const RequestLimitNear: Story = {
  parameters: { msw: { handlers: [proWith({ requestLimit: 1500, requestsUsed: 1234 })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const status = await canvas.findByRole('status', {}, { timeout: 10_000 })
    await expect(status).toHaveAccessibleName(new RegExp(`^${quotaName('requests')}`))
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
}

/** The request limit reached: an alert saying the relay refuses requests until the count resets. */
export const RequestLimitReached: Story = {
  parameters: { msw: { handlers: [proWith({ requestLimit: 1500, requestsUsed: 1500 })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 })
    await expect(alert).toHaveAccessibleName(i18next.t('dashboard:attention.requestsReachedTitle'))
    await expect(alert).toHaveTextContent(i18next.t('dashboard:attention.refused'))
  },
}

export const RequestLimitReachedDark: Story = { ...RequestLimitReached, globals: { theme: 'dark' } }

/**
 * A backend that gives the weekly Opus and monthly quotas their own reset times: each notice says when its quota
 * resets, with the date, instead of when the oldest day stops counting.
 */
export const OwnResetTimes: Story = {
  parameters: {
    msw: {
      handlers: [
        proWith({
          weeklyOpusUsed: 51,
          weeklyOpusResetsAt: new Date(Date.now() + 6 * DAY_MS).toISOString(),
          monthlyUsed: 600,
          monthlyResetsAt: new Date(Date.now() + 20 * DAY_MS).toISOString(),
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const opus = await canvas.findByRole('status', {}, { timeout: 10_000 })
    await expect(opus).toHaveAccessibleName(new RegExp(`^${quotaName('weeklyOpus')}`))
    const monthly = canvas.getByRole('alert')
    await expect(monthly).toHaveAccessibleName(new RegExp(`^${quotaName('monthly')}`))
    await expect(canvasElement).not.toHaveTextContent(/oldest day/)
  },
}

export const OwnResetTimesDark: Story = { ...OwnResetTimes, globals: { theme: 'dark' } }

/** expiring@example.com: 3 days left, with the activation form and the plans as ways on. */
export const Expiring: Story = {
  parameters: { session: 'expiring' },
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByRole(
      'status',
      { name: i18next.t('dashboard:attention.expiringTitle') },
      { timeout: 10_000 },
    )
    const inNotice = within(notice)
    await expect(
      inNotice.getByRole('link', { name: i18next.t('dashboard:subscription.activate') }),
    ).toBeVisible()
    await expect(
      inNotice.getByRole('link', { name: i18next.t('dashboard:subscription.viewPlans') }),
    ).toBeVisible()
  },
}

/** expired@example.com: the trial ended 5 days ago; an alert. */
export const Expired: Story = {
  parameters: { session: 'expired' },
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByRole(
      'alert',
      { name: i18next.t('dashboard:attention.expiredTitle') },
      { timeout: 10_000 },
    )
    await expect(notice).toHaveTextContent(i18next.t('dashboard:attention.expiredNext'))
  },
}

export const ExpiredDark: Story = { ...Expired, globals: { theme: 'dark' } }

/** The longest words at the narrowest phone width: nothing may stick out sideways. */
async function expectFitsIn320({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement)
  await canvas.findAllByRole('alert', {}, { timeout: 10_000 })
  await canvas.findAllByRole('status')
  const frame = canvasElement.querySelector<HTMLElement>('[data-width="320"]')
  await expect(frame).not.toBeNull()
  await expect(frame?.scrollWidth).toBeLessThanOrEqual(320)
}

const narrow = {
  parameters: {
    msw: {
      handlers: [
        proWith({
          dailyUsed: 30,
          weeklyOpusUsed: 51,
          monthlyUsed: 500,
          requestLimit: 1500,
          requestsUsed: 1500,
        }),
      ],
    },
  },
  decorators: [
    (Story: () => ReactNode) => (
      <div data-width="320" style={{ width: 320, overflow: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: expectFitsIn320,
} satisfies Story

export const RussianAt320: Story = { ...narrow, globals: { locale: 'ru' } }
export const JapaneseAt320: Story = { ...narrow, globals: { locale: 'ja' } }
export const RussianAt320Dark: Story = { ...narrow, globals: { locale: 'ru', theme: 'dark' } }
