import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { expect, test } from 'vitest'
import { renderWithProviders } from '#src/testing/render.tsx'
import { formatDateTime } from '#src/utils/format.ts'
import { QuotaMeters, type QuotaRow } from './quota-meters.tsx'

/** A pinned clock: 10:00 UTC, 14 hours before the daily reset. */
const NOW = Date.parse('2026-11-22T10:00:00Z')
const DAILY_RESET = '2026-11-23T00:00:00Z'
const WEEKLY_RESET = '2026-11-29T00:00:00Z'
const MONTHLY_RESET = '2026-12-12T10:00:00Z'

function renderMeters(rows: QuotaRow[]) {
  return renderWithProviders(<QuotaMeters rows={rows} currency="USD" now={NOW} />)
}

const exact = (iso: string) =>
  formatDateTime('en', iso, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })

test('each quota shows a meter with what is used and left, and a countdown to its own reset', () => {
  renderMeters([
    { key: 'daily', label: 'Daily', used: 12.4, limit: 30, resetsAt: DAILY_RESET },
    { key: 'weeklyOpus', label: 'Weekly Opus', used: 18.75, limit: 60, resetsAt: WEEKLY_RESET },
    { key: 'monthly', label: 'Monthly', used: 211.3, limit: 600, resetsAt: MONTHLY_RESET },
  ])
  expect(screen.getByRole('meter', { name: 'Daily' })).toHaveAttribute(
    'aria-valuetext',
    '$12.40 of $30.00 used (41%)',
  )
  expect(screen.getByText('$17.60 left')).toBeInTheDocument()
  expect(screen.getByRole('meter', { name: 'Weekly Opus' })).toHaveAttribute('aria-valuemax', '60')
  expect(screen.getByText('$41.25 left')).toBeInTheDocument()
  expect(screen.getByRole('meter', { name: 'Monthly' })).toHaveAttribute('aria-valuemax', '600')
  expect(screen.getByText('$388.70 left')).toBeInTheDocument()

  expect(screen.getByText('Resets in 14 hours')).toHaveAttribute('datetime', DAILY_RESET)
  expect(screen.getByText('Resets in 6 days, 14 hours')).toHaveAttribute('datetime', WEEKLY_RESET)
  expect(screen.getByText('Resets in 20 days')).toHaveAttribute('datetime', MONTHLY_RESET)
  expect(screen.getByText('Resets in 6 days, 14 hours')).toHaveAccessibleDescription(
    `Resets ${exact(WEEKLY_RESET)}`,
  )
})

test('a keyboard user reaches each countdown and hears the exact reset time in their time zone', async () => {
  const user = userEvent.setup()
  renderMeters([
    { key: 'daily', label: 'Daily', used: 1, limit: 30, resetsAt: DAILY_RESET },
    { key: 'monthly', label: 'Monthly', used: 1, limit: 600, resetsAt: MONTHLY_RESET },
  ])
  await user.tab()
  expect(screen.getByText('Resets in 14 hours')).toHaveFocus()
  expect(screen.getByText('Resets in 14 hours')).toHaveAccessibleDescription(`Resets ${exact(DAILY_RESET)}`)
  await user.tab()
  expect(screen.getByText('Resets in 20 days')).toHaveFocus()
  expect(screen.getByText('Resets in 20 days')).toHaveAccessibleDescription(`Resets ${exact(MONTHLY_RESET)}`)
})

test('an unlimited quota says so, with what is used and no bar', () => {
  renderMeters([{ key: 'weeklyOpus', label: 'Weekly Opus', used: 5, limit: null, resetsAt: WEEKLY_RESET }])
  expect(screen.getByText('Unlimited')).toBeInTheDocument()
  expect(screen.getByText('$5.00 used, no limit')).toBeInTheDocument()
  expect(screen.queryByRole('meter')).not.toBeInTheDocument()
})

test('a quota whose reset the backend leaves out shows no reset line', () => {
  renderMeters([
    { key: 'daily', label: 'Daily', used: 3, limit: 30, resetsAt: DAILY_RESET },
    { key: 'weeklyOpus', label: 'Weekly Opus', used: 6, limit: 60 },
    { key: 'monthly', label: 'Monthly', used: 60, limit: 600 },
  ])
  expect(screen.getAllByText(/^Resets in/)).toHaveLength(1)
  expect(screen.getByText('$54.00 left')).toBeInTheDocument()
  expect(screen.getByText('$540.00 left')).toBeInTheDocument()
})

test('an untouched quota reads 0 % with all of it left', () => {
  renderMeters([{ key: 'daily', label: 'Daily', used: 0, limit: 30, resetsAt: DAILY_RESET }])
  const meter = screen.getByRole('meter', { name: 'Daily' })
  expect(meter).toHaveAttribute('aria-valuenow', '0')
  expect(meter).toHaveAttribute('aria-valuetext', '$0.00 of $30.00 used (0%)')
  expect(screen.getByText('$30.00 left')).toBeInTheDocument()
})

test('a quota used beyond its limit reads over 100 % (rounded down, as every share), with nothing left and the bar full', () => {
  renderMeters([{ key: 'daily', label: 'Daily', used: 35, limit: 30, resetsAt: DAILY_RESET }])
  const meter = screen.getByRole('meter', { name: 'Daily' })
  expect(meter).toHaveAttribute('aria-valuenow', '30')
  expect(meter).toHaveAttribute('aria-valuetext', '$35.00 of $30.00 used (116%)')
  expect(screen.getByText('$0.00 left')).toBeInTheDocument()
})

test('a Russian countdown reads correctly whatever the number', async () => {
  await i18next.changeLanguage('ru')
  renderMeters([
    { key: 'a', label: 'A', used: 1, limit: 30, resetsAt: '2026-11-22T11:00:00Z' },
    { key: 'b', label: 'B', used: 1, limit: 30, resetsAt: '2026-11-24T12:00:00Z' },
    { key: 'c', label: 'C', used: 1, limit: 30, resetsAt: '2026-12-13T10:00:00Z' },
  ])
  expect(screen.getByText('До сброса: 1 час')).toBeInTheDocument()
  expect(screen.getByText('До сброса: 2 дня 2 часа')).toBeInTheDocument()
  expect(screen.getByText('До сброса: 21 день')).toBeInTheDocument()
})

test('a quota just short of 80 % reads 79 %, as its notice counts, and one just short of 100 % reads 99 %', () => {
  renderMeters([
    { key: 'daily', label: 'Daily', used: 23.97, limit: 30, resetsAt: DAILY_RESET },
    { key: 'monthly', label: 'Monthly', used: 599.9, limit: 600, resetsAt: MONTHLY_RESET },
  ])
  expect(screen.getByRole('meter', { name: 'Daily' })).toHaveAttribute(
    'aria-valuetext',
    '$23.97 of $30.00 used (79%)',
  )
  expect(screen.getByRole('meter', { name: 'Monthly' })).toHaveAttribute(
    'aria-valuetext',
    '$599.90 of $600.00 used (99%)',
  )
})

test('the request limit is a meter of requests, with the requests left and a countdown to its reset', () => {
  renderMeters([
    {
      key: 'requests',
      label: 'Requests per day',
      unit: 'requests',
      used: 1200,
      limit: 1500,
      resetsAt: DAILY_RESET,
    },
  ])
  const meter = screen.getByRole('meter', { name: 'Requests per day' })
  expect(meter).toHaveAttribute('aria-valuetext', '1,200 of 1,500 requests used (80%)')
  expect(meter).toHaveAttribute('aria-valuemax', '1500')
  expect(screen.getByText('300 requests left')).toBeInTheDocument()
  expect(screen.getByText('Resets in 14 hours')).toHaveAccessibleDescription(`Resets ${exact(DAILY_RESET)}`)
})

test('a request limit used up reads 100 %, with no requests left and one request in the singular', () => {
  renderMeters([
    {
      key: 'requests',
      label: 'Requests per day',
      unit: 'requests',
      used: 1,
      limit: 1,
      resetsAt: DAILY_RESET,
    },
  ])
  expect(screen.getByRole('meter', { name: 'Requests per day' })).toHaveAttribute(
    'aria-valuetext',
    '1 of 1 request used (100%)',
  )
  expect(screen.getByText('0 requests left')).toBeInTheDocument()
})

test('a plan without a request limit says so, with the requests made today', () => {
  renderMeters([{ key: 'requests', label: 'Requests per day', unit: 'requests', used: 214, limit: null }])
  expect(screen.getByText('Unlimited')).toBeInTheDocument()
  expect(screen.getByText('214 requests today, no limit')).toBeInTheDocument()
  expect(screen.queryByRole('meter')).not.toBeInTheDocument()
})

test('a request limit whose count the backend leaves out shows the limit and a dash, named for screen readers', () => {
  renderMeters([
    {
      key: 'requests',
      label: 'Requests per day',
      unit: 'requests',
      used: null,
      limit: 1500,
      resetsAt: DAILY_RESET,
    },
  ])
  expect(screen.queryByRole('meter')).not.toBeInTheDocument()
  expect(screen.getByText('Up to 1,500 requests a day')).toBeInTheDocument()
  const item = screen.getByRole('listitem')
  expect(item).toHaveTextContent('Used today: —')
  expect(within(item).getByText('not reported by your relay')).toHaveClass('visually-hidden')
  expect(within(item).getByText('—')).toHaveAttribute('aria-hidden', 'true')
  expect(screen.getByText('Resets in 14 hours')).toBeInTheDocument()
})
