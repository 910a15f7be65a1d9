import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { beforeEach, expect, test } from 'vitest'
import { setMockControls } from '#mocks/controls.ts'
import { http, offContract } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { resetDb, seedSignedInUser } from '#mocks/seed.ts'
import { usageStatistics } from '#mocks/testing/fixtures.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { renderWithProviders, Where } from '#src/testing/render.tsx'
import { UsageHistory } from './usage-history.tsx'

type DailyUsage = components['schemas']['DailyUsage']

/** The backend's clock: the chart's 14 days run from 9 to 22 November 2026 (UTC). */
const GENERATED_AT = '2026-11-22T06:00:00Z'

beforeEach(() => {
  resetDb(Date.parse(GENERATED_AT))
})

/**
 * The statistics endpoint answers with this history. Raw JSON, as a faulty backend could send it: values the
 * contract forbids, and `"__HUGE__"` written as 1e999, which JSON.parse reads as Infinity.
 */
function serveHistory(history: unknown) {
  const body = JSON.stringify({ ...usageStatistics({ generatedAt: GENERATED_AT }), history }).replaceAll(
    '"__HUGE__"',
    '1e999',
  )
  server.use(
    // A raw body: the contract (and JSON.stringify) would refuse some of these values.
    http.get('/api/user/statistics', ({ response }) =>
      response.untyped(offContract.body(body, { headers: { 'Content-Type': 'application/json' } })),
    ),
  )
}

/** 14 active days: 150 requests a day, 320 on 18 November and 190 today, 2,310 in all. */
function activeDays(): DailyUsage[] {
  return Array.from({ length: 14 }, (_, index) => {
    const date = `2026-11-${String(9 + index).padStart(2, '0')}`
    const requests = date === '2026-11-18' ? 320 : date === '2026-11-22' ? 190 : 150
    return { date, requests, tokens: requests * 1000, cost: requests / 100 }
  })
}

async function renderChart(route = '/dashboard?tab=overview') {
  const session = await seedSignedInUser('demo@example.com')
  return renderWithProviders(
    <>
      <UsageHistory />
      <Where search />
    </>,
    { route, session },
  )
}

const findChart = (name: string | RegExp = /per day, last 14 days/) => screen.findByRole('group', { name })

test('the chart is named by what it sums up: the total and the highest day', async () => {
  serveHistory(activeDays())
  await renderChart()
  expect(
    await findChart('Requests per day, last 14 days: 2,310 in total, highest 320 on Nov 18'),
  ).toBeInTheDocument()
  expect(screen.getAllByRole('img')).toHaveLength(14)
})

test('a user moves between the days with the arrow keys, Home and End, through one tab stop', async () => {
  serveHistory(activeDays())
  await renderChart()
  const chart = await findChart()
  const columns = within(chart).getAllByRole('img')
  expect(columns.filter((column) => column.tabIndex === 0)).toHaveLength(1)

  await userEvent.tab()
  await userEvent.tab()
  const today = screen.getByRole('img', { name: 'Nov 22 (today): 190 requests' })
  expect(today).toHaveFocus()
  expect(within(today).getByText('Nov 22 (today)')).toBeInTheDocument()

  await userEvent.keyboard('{ArrowLeft}')
  const previous = screen.getByRole('img', { name: 'Nov 21: 150 requests' })
  expect(previous).toHaveFocus()
  expect(previous).toHaveAttribute('tabindex', '0')
  expect(today).toHaveAttribute('tabindex', '-1')
  expect(within(previous).getByText('150 requests')).toBeInTheDocument()

  await userEvent.keyboard('{Home}')
  expect(screen.getByRole('img', { name: 'Nov 9: 150 requests' })).toHaveFocus()
  await userEvent.keyboard('{ArrowLeft}')
  expect(screen.getByRole('img', { name: 'Nov 9: 150 requests' })).toHaveFocus()
  await userEvent.keyboard('{ArrowRight}')
  expect(screen.getByRole('img', { name: 'Nov 10: 150 requests' })).toHaveFocus()
  await userEvent.keyboard('{End}')
  expect(today).toHaveFocus()
  await userEvent.keyboard('{ArrowRight}')
  expect(today).toHaveFocus()

  // Leaving and coming back returns to the last day visited: the chart is one tab stop.
  await userEvent.keyboard('{ArrowLeft}')
  await userEvent.tab()
  await userEvent.tab({ shift: true })
  expect(previous).toHaveFocus()
})

test('tab order reaches the chart once, on today, after the metric choice', async () => {
  serveHistory(activeDays())
  await renderChart()
  await findChart()
  await userEvent.tab()
  expect(screen.getByRole('radio', { name: 'Requests' })).toHaveFocus()
  await userEvent.tab()
  expect(screen.getByRole('img', { name: 'Nov 22 (today): 190 requests' })).toHaveFocus()
  await userEvent.tab()
  expect(screen.getByRole('button', { name: 'Show as table' })).toHaveFocus()
})

test('pointing at a column shows its day and value', async () => {
  serveHistory(activeDays())
  await renderChart()
  const column = within(await findChart()).getByRole('img', { name: 'Nov 18: 320 requests' })
  expect(within(column).queryByText('320 requests')).not.toBeInTheDocument()
  await userEvent.hover(column)
  expect(within(column).getByText('Nov 18')).toBeInTheDocument()
  expect(within(column).getByText('320 requests')).toBeInTheDocument()
  await userEvent.unhover(column)
  expect(within(column).queryByText('320 requests')).not.toBeInTheDocument()
})

test('the table toggle shows the same 14 days with every metric, today marked in words', async () => {
  serveHistory(activeDays())
  await renderChart()
  const toggle = await screen.findByRole('button', { name: 'Show as table' })
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(screen.queryByRole('table')).not.toBeInTheDocument()

  await userEvent.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'true')
  expect(toggle).toHaveAccessibleName('Hide table')
  const table = screen.getByRole('table', { name: 'Usage per day, last 14 days' })
  const rows = within(table).getAllByRole('row')
  expect(rows).toHaveLength(15)
  expect(
    within(rows[0]!)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Day', 'Requests', 'Tokens', 'Cost'])
  expect(
    within(rows[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['150', '150,000', '$1.50'])
  expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Nov 9')
  expect(within(rows[14]!).getByRole('rowheader')).toHaveTextContent('Nov 22 (today)')

  await userEvent.click(toggle)
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
})

test('the chosen metric goes into the URL and the chart follows it', async () => {
  serveHistory(activeDays())
  await renderChart()
  await findChart(/^Requests per day/)
  await userEvent.click(screen.getByRole('radio', { name: 'Tokens' }))
  expect(screen.getByText('Arrived at /dashboard?tab=overview&usage=tokens')).toBeInTheDocument()
  expect(
    screen.getByRole('group', {
      name: 'Tokens per day, last 14 days: 2,310,000 in total, highest 320,000 on Nov 18',
    }),
  ).toBeInTheDocument()
  expect(screen.getByRole('img', { name: 'Nov 18: 320,000 tokens' })).toBeInTheDocument()
})

test('a URL with a metric opens the chart on it; cost is in dollars', async () => {
  serveHistory(activeDays())
  await renderChart('/dashboard?tab=overview&usage=cost')
  expect(
    await findChart('Cost per day, last 14 days: $23.10 in total, highest $3.20 on Nov 18'),
  ).toBeInTheDocument()
  expect(screen.getByRole('radio', { name: 'Cost' })).toBeChecked()
  expect(screen.getByRole('img', { name: 'Nov 22 (today): $1.90' })).toBeInTheDocument()
})

test('an empty history shows 14 days of zeros, not an empty chart', async () => {
  serveHistory([])
  await renderChart()
  expect(await findChart('Requests per day, last 14 days: 0 in total')).toBeInTheDocument()
  expect(screen.getAllByRole('img')).toHaveLength(14)
  expect(screen.getByRole('img', { name: 'Nov 22 (today): 0 requests' })).toBeInTheDocument()
})

test('a short, unordered history with duplicates and invalid values shows what is valid, never NaN', async () => {
  serveHistory([
    { date: '2026-11-22', requests: 4, tokens: 40, cost: 0.4 },
    { date: '2026-11-20', requests: -7, tokens: 'many', cost: null },
    { date: '2026-11-15', requests: '__HUGE__', tokens: 10, cost: 0.1 },
    { date: '2026-11-22', requests: 6, tokens: 60, cost: 0.6 },
    { date: 'yesterday', requests: 50, tokens: 50, cost: 50 },
    { requests: 50 },
    null,
  ])
  await renderChart()
  expect(
    await findChart('Requests per day, last 14 days: 6 in total, highest 6 on Nov 22'),
  ).toBeInTheDocument()
  expect(screen.getAllByRole('img')).toHaveLength(14)
  expect(screen.getByRole('img', { name: 'Nov 20: 0 requests' })).toBeInTheDocument()
  expect(screen.getByRole('img', { name: 'Nov 15: 0 requests' })).toBeInTheDocument()
  await userEvent.click(screen.getByRole('radio', { name: 'Cost' }))
  await userEvent.click(screen.getByRole('button', { name: 'Show as table' }))
  expect(document.body.textContent).not.toMatch(/NaN|Infinity|∞/)
})

test('a history that is not a list leaves the chart at zeros and the page standing', async () => {
  serveHistory('nothing')
  await renderChart()
  expect(await findChart('Requests per day, last 14 days: 0 in total')).toBeInTheDocument()
})

test('a failed load says why and offers Retry, without a second alert beside the usage card’s', async () => {
  setMockControls({ forceStatus: 500, pathIncludes: '/api/user/statistics' })
  await renderChart()
  expect(
    await screen.findByText('The server ran into a problem. Please try again later.'),
  ).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(screen.queryByRole('group')).not.toBeInTheDocument()

  setMockControls({ forceStatus: null, pathIncludes: null })
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await findChart()).toBeInTheDocument()
})

test('in Russian the values take the right plural form', async () => {
  await i18next.changeLanguage('ru')
  serveHistory([
    { date: '2026-11-20', requests: 1, tokens: 1, cost: 0 },
    { date: '2026-11-21', requests: 3, tokens: 22, cost: 0 },
    { date: '2026-11-22', requests: 5, tokens: 1843200, cost: 0 },
  ])
  await renderChart()
  await findChart(/^Запросы по дням/)
  const day = (date: string) =>
    new Intl.DateTimeFormat('ru', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(date))
  expect(screen.getByRole('img', { name: `${day('2026-11-20')}: 1 запрос` })).toBeInTheDocument()
  expect(screen.getByRole('img', { name: `${day('2026-11-21')}: 3 запроса` })).toBeInTheDocument()
  expect(screen.getByRole('img', { name: `${day('2026-11-22')} (сегодня): 5 запросов` })).toBeInTheDocument()
  await userEvent.click(screen.getByRole('radio', { name: 'Токены' }))
  expect(screen.getByRole('img', { name: `${day('2026-11-21')}: 22 токена` })).toBeInTheDocument()
  expect(
    screen.getByRole('img', { name: `${day('2026-11-22')} (сегодня): 1\u00a0843\u00a0200 токенов` }),
  ).toBeInTheDocument()
})
