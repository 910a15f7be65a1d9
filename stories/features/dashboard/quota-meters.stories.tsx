import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { QuotaMeters, type QuotaRow } from '#src/features/dashboard/components/quota-meters.tsx'

const HOUR_MS = 3_600_000
const NOW = Date.now()
const at = (hoursAhead: number) => new Date(NOW + hoursAhead * HOUR_MS).toISOString()
const name = (id: 'daily' | 'weeklyOpus' | 'monthly') => i18next.t(`dashboard:subscription.quota.${id}`)

/** A Pro plan: today at 41 %, the week's Opus at 85 %, the month over its limit, each with its own reset. */
function allQuotas(): QuotaRow[] {
  return [
    { key: 'daily', label: name('daily'), used: 12.4, limit: 30, resetsAt: at(14) },
    { key: 'weeklyOpus', label: name('weeklyOpus'), used: 51, limit: 60, resetsAt: at(6 * 24 + 14) },
    { key: 'monthly', label: name('monthly'), used: 612.5, limit: 600, resetsAt: at(20 * 24 + 3) },
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

/** Every quota with its reset; Tab brings up the exact time, Escape hides it again. */
export const AllQuotas: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('meter')).toHaveLength(3)
    await userEvent.tab()
    const countdown = canvasElement.ownerDocument.activeElement as HTMLElement
    await expect(countdown.tagName).toBe('TIME')
    const tip = canvas.getByRole('tooltip')
    await expect(tip).toBeVisible()
    await expect(countdown).toHaveAccessibleDescription(tip.textContent ?? '')
    await userEvent.keyboard('{Escape}')
    await expect(tip).not.toBeVisible()
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
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument()
    await expect(canvas.getAllByText(i18next.t('dashboard:quotas.unlimited'))).toHaveLength(3)
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
