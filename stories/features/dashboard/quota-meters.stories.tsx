import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { QuotaMeters, type QuotaRow } from '#src/features/dashboard/components/quota-meters.tsx'

const HOUR_MS = 3_600_000
const NOW = Date.now()
const at = (hoursAhead: number) => new Date(NOW + hoursAhead * HOUR_MS).toISOString()
const name = (id: 'daily' | 'weeklyOpus' | 'monthly' | 'requests') =>
  i18next.t(`dashboard:subscription.quota.${id}`)

/** The request limit's row: `used` of `limit` requests today, reset with the daily quota. */
const requests = (used: number | null, limit: number | null): QuotaRow => ({
  key: 'requests',
  label: name('requests'),
  unit: 'requests',
  used,
  limit,
  resetsAt: at(14),
})

/**
 * A plan with a request limit: today at 41 %, the week's Opus at 85 %, the month over its limit, 1,234 of 1,500
 * requests, each with its own reset.
 */
function allQuotas(): QuotaRow[] {
  return [
    { key: 'daily', label: name('daily'), used: 12.4, limit: 30, resetsAt: at(14) },
    { key: 'weeklyOpus', label: name('weeklyOpus'), used: 51, limit: 60, resetsAt: at(6 * 24 + 14) },
    { key: 'monthly', label: name('monthly'), used: 612.5, limit: 600, resetsAt: at(20 * 24 + 3) },
    requests(1234, 1500),
  ]
}

/**
 * The plan's quotas as one list of meters on the overview: used of the limit, what is left, and a countdown to
 * the reset with its exact time on hover and on keyboard focus.
 */
const meta = {
  title: 'Features/Dashboard/QuotaMeters',
  component: QuotaMeters,
  parameters: { layout: 'padded' },
  args: { rows: [], currency: 'USD', now: NOW },
  // Rows built at render time, once the story's language is set.
  render: (args) => <QuotaMeters {...args} rows={allQuotas()} />,
} satisfies Meta<typeof QuotaMeters>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Every quota with its reset, the request limit too; Tab brings up each exact time in turn (the other tips stay
 * hidden), Escape hides it again.
 */
export const AllQuotas: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('meter')).toHaveLength(4)
    const tips = canvas.getAllByRole('tooltip', { hidden: true })
    await expect(tips).toHaveLength(4)
    for (const tip of tips) {
      await userEvent.tab()
      const countdown = canvasElement.ownerDocument.activeElement as HTMLElement
      await expect(countdown.tagName).toBe('TIME')
      await expect(tip).toBeVisible()
      await expect(countdown).toHaveAccessibleDescription(tip.textContent ?? '')
      for (const other of tips) if (other !== tip) await expect(other).not.toBeVisible()
      await userEvent.keyboard('{Escape}')
      await expect(tip).not.toBeVisible()
    }
  },
}

export const AllQuotasDark: Story = { ...AllQuotas, globals: { theme: 'dark' } }

/** An unlimited plan: each quota says so, with what is used and no bar. */
export const Unlimited: Story = {
  // Rows built at render time, once the story's language is set.
  render: (args) => (
    <QuotaMeters
      {...args}
      rows={[
        { key: 'daily', label: name('daily'), used: 48.2, limit: null, resetsAt: at(14) },
        { key: 'weeklyOpus', label: name('weeklyOpus'), used: 90, limit: null },
        { key: 'monthly', label: name('monthly'), used: 812, limit: null },
        requests(2140, null),
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument()
    await expect(canvas.getAllByText(i18next.t('dashboard:quotas.unlimited'))).toHaveLength(
      // In English an unlimited number of requests reads the same; in Chinese it reads 不限次数.
      i18next.t('dashboard:quotas.unlimitedRequests') === i18next.t('dashboard:quotas.unlimited') ? 4 : 3,
    )
  },
}

/** The request limit reached, beside a daily quota used up: both bars full, nothing left. */
export const RequestLimitReached: Story = {
  render: (args) => (
    <QuotaMeters
      {...args}
      rows={[
        { key: 'daily', label: name('daily'), used: 30, limit: 30, resetsAt: at(14) },
        requests(1500, 1500),
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: name('requests') })
    await expect(meter).toHaveAttribute('aria-valuenow', '1500')
    await expect(meter).toHaveAttribute('aria-valuetext', expect.stringContaining('1,500'))
  },
}

export const RequestLimitReachedDark: Story = { ...RequestLimitReached, globals: { theme: 'dark' } }

/** A backend that reports the request limit but not today's count: the limit, and a dash named for screen readers. */
export const RequestCountNotReported: Story = {
  render: (args) => <QuotaMeters {...args} rows={[requests(null, 1500)]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument()
    await expect(canvas.getByText(i18next.t('dashboard:quotas.notReported'))).toBeInTheDocument()
  },
}

/** Another backend that gives only the daily reset: the other quotas show no reset line. */
export const WithoutResetTimes: Story = {
  render: (args) => (
    <QuotaMeters
      {...args}
      rows={allQuotas().map((row) => (row.key === 'daily' ? row : { ...row, resetsAt: undefined }))}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('time')).toHaveLength(1)
  },
}

export const WithoutResetTimesDark: Story = { ...WithoutResetTimes, globals: { theme: 'dark' } }

/** The longest words at the narrowest phone width: nothing may stick out sideways, the tooltip included. */
const narrow = {
  decorators: [
    (Story: () => ReactNode) => (
      <div data-width="320" style={{ width: 320, overflow: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-width="320"]')
    await expect(frame).not.toBeNull()
    await expect(frame?.scrollWidth).toBeLessThanOrEqual(320)
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('tooltip')).toBeVisible()
    await expect(frame?.scrollWidth).toBeLessThanOrEqual(320)
  },
} satisfies Story

export const RussianAt320: Story = { ...narrow, globals: { locale: 'ru' } }
export const JapaneseAt320: Story = { ...narrow, globals: { locale: 'ja' } }
export const RussianAt320Dark: Story = { ...narrow, globals: { locale: 'ru', theme: 'dark' } }
