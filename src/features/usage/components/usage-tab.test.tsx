import { configure, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useNavigate } from 'react-router-dom'
import { beforeEach, expect, test } from 'vitest'
import { http, offContract } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { db } from '#mocks/db.ts'
import { resetDb, seedSignedInUser } from '#mocks/seed.ts'
import { seedUsageWeek, USAGE_KEYS } from '#mocks/testing/usage-requests.ts'
import { LIVE_QUERY } from '#src/lib/api/live-query.ts'
import { setClock } from '#src/testing/clock.ts'
import { renderWithProviders, Where } from '#src/testing/render.tsx'
import type { UsageQuery } from '#src/features/usage/utils/filters.ts'
import UsageTab from './usage-tab.tsx'

const NOW = Date.parse('2026-11-22T05:59:30Z')

// The first render in this file also pays for loading the tab's modules, which can take over a second on a busy machine.
configure({ asyncUtilTimeout: 5_000 })

beforeEach(() => {
  setClock(NOW)
  resetDb(NOW)
})

function BackButton() {
  const navigate = useNavigate()
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  )
}

async function renderUsage(search = '?tab=usage', renderLog?: (query: UsageQuery) => string) {
  const session = await seedSignedInUser('usage@example.com')
  if (!db.requests.some((record) => record.userId === session.user.id)) seedUsageWeek(session.user.id, NOW)
  return renderWithProviders(
    <>
      <UsageTab liveQuery={LIVE_QUERY} renderLog={renderLog && ((query) => <p>{renderLog(query)}</p>)} />
      <Where search />
      <BackButton />
    </>,
    { route: `/dashboard${search}`, session },
  )
}

const totals = () => within(screen.getByRole('region', { name: 'Totals' }))
const stat = (label: string) => totals().getByText(label).nextElementSibling?.textContent

/** The rows of a chart's table, opened by its toggle, as the text of their cells. */
async function tableOf(section: string) {
  const card = within(await screen.findByRole('region', { name: section }))
  await userEvent.click(card.getByRole('button', { name: 'Show as table' }))
  const table = within(card.getByRole('table', { name: section }))
  return table
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
}

test('a user sees the range’s totals: served and failed requests, tokens by kind and the cost', async () => {
  await renderUsage()
  expect(await screen.findByRole('region', { name: 'Totals' })).toBeInTheDocument()
  expect(stat('Served requests')).toBe('5')
  expect(stat('Failed requests')).toBe('2')
  expect(stat('Failure rate')).toBe('28.6%')
  expect(stat('Cost')).toBe('$1.46')
  expect(stat('Input tokens')).toBe('34,500')
  expect(stat('Output tokens')).toBe('7,450')
  expect(stat('Cache write tokens')).toBe('38,000')
  expect(stat('Cache read tokens')).toBe('167,000')
  expect(screen.getByText('Nov 15, 2026, 5:59 AM to now')).toBeInTheDocument()
})

test('cost by model names models from the catalogue, and its table has the summary’s figures', async () => {
  await renderUsage()
  const card = within(await screen.findByRole('region', { name: 'Cost by model' }))
  const chart = card.getByRole('img', { name: 'Cost by model' })
  // The catalogue may answer after the summary: until then a model unnamed by the summary shows by its id.
  await expect
    .poll(() => chart)
    .toHaveAccessibleDescription('Highest: Claude Opus 4.1, $0.90 of $1.46 (61.7%).')
  expect(await tableOf('Cost by model')).toEqual([
    ['Model', 'Served', 'Failed', 'Tokens', 'Cost', 'Share'],
    ['Claude Opus 4.1', '1', '1', '32,000', '$0.90', '61.7%'],
    ['Claude Sonnet 4.5', '3', '0', '197,950', '$0.53', '36%'],
    ['GPT-5', '1', '1', '17,000', '$0.03', '2.2%'],
  ])
})

test('cost by key names the account’s keys and a deleted one by its id, with the summary’s figures', async () => {
  await renderUsage()
  const card = within(await screen.findByRole('region', { name: 'Cost by key' }))
  expect(card.getByRole('img', { name: 'Cost by key' })).toHaveAccessibleDescription(
    'Highest: Laptop, $0.93 of $1.46 (63.5%).',
  )
  expect(await tableOf('Cost by key')).toEqual([
    ['Key', 'Served', 'Failed', 'Tokens', 'Cost', 'Share'],
    ['Laptop', '3', '1', '75,950', '$0.93', '63.5%'],
    ['Deleted key (…7c6b5a)', '1', '0', '154,000', '$0.50', '34.3%'],
    ['CI runner', '1', '1', '17,000', '$0.03', '2.2%'],
  ])
  // The key filter offers the deleted key too.
  const keyFilter = screen.getByRole('combobox', { name: 'API key' })
  expect(
    within(keyFilter)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All keys', 'CI runner', 'Laptop', 'Deleted key (…7c6b5a)'])
})

test('requests are counted per day over a week and per hour today, every hour or day shown', async () => {
  const { unmount } = await renderUsage('?tab=usage&range=7d')
  const week = within(await screen.findByRole('region', { name: 'Requests per day' }))
  expect(week.getByRole('img', { name: 'Requests per day' })).toHaveAccessibleDescription(
    'Served: 5, failed: 2. Busiest: Nov 22 (3).',
  )
  const days = await tableOf('Requests per day')
  expect(days).toHaveLength(1 + 8)
  expect(days.at(-1)).toEqual(['Nov 22', '2', '1', '75,550', '$0.92'])
  unmount()

  await renderUsage('?tab=usage&range=today')
  const today = within(await screen.findByRole('region', { name: 'Requests per hour' }))
  expect(today.getByRole('img', { name: 'Requests per hour' })).toHaveAccessibleDescription(
    'Served: 2, failed: 1. Busiest: Nov 22, 2:00 AM (2).',
  )
  expect(await tableOf('Requests per hour')).toHaveLength(1 + 6)
})

test('the failure count links to the failed requests of the same filters', async () => {
  await renderUsage(`?tab=usage&range=30d&key=${USAGE_KEYS.laptop.id}`)
  const link = await screen.findByRole('link', { name: 'Show the 1 failed request' })
  expect(link).toHaveTextContent('1')
  await userEvent.click(link)
  expect(
    screen.getByText(`Arrived at /dashboard?tab=usage&range=30d&key=${USAGE_KEYS.laptop.id}&outcome=error`),
  ).toBeInTheDocument()
  expect(screen.getByRole('combobox', { name: 'Outcome' })).toHaveDisplayValue('Failed')
  expect(await screen.findByText('Failed requests')).toBeInTheDocument()
  await expectStat('Served requests', '0')
  // Already showing only failures: the count is no link.
  expect(screen.queryByRole('link', { name: /failed request/ })).not.toBeInTheDocument()
})

async function expectStat(label: string, value: string) {
  await screen.findByText(label)
  await expect.poll(() => stat(label)).toBe(value)
}

test('each filter goes into the URL, a reload restores it, and Back undoes it', async () => {
  const { unmount } = await renderUsage()
  await screen.findByRole('region', { name: 'Totals' })
  await userEvent.click(screen.getByRole('radio', { name: '30 days' }))
  expect(screen.getByText('Arrived at /dashboard?tab=usage&range=30d')).toBeInTheDocument()
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'API key' }), 'CI runner')
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'GPT-5')
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'Served')
  const search = `?tab=usage&range=30d&key=${USAGE_KEYS.ci.id}&model=gpt-5&outcome=success`
  expect(screen.getByText(`Arrived at /dashboard${search}`)).toBeInTheDocument()
  await expectStat('Served requests', '1')
  expect(stat('Failed requests')).toBe('0')

  await userEvent.click(screen.getByRole('button', { name: 'Back' }))
  expect(
    screen.getByText(`Arrived at /dashboard?tab=usage&range=30d&key=${USAGE_KEYS.ci.id}&model=gpt-5`),
  ).toBeInTheDocument()
  expect(screen.getByRole('combobox', { name: 'Outcome' })).toHaveDisplayValue('All requests')
  await expectStat('Failed requests', '1')
  unmount()

  // A reload, or the link shared: the same view.
  await renderUsage(search)
  expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked()
  expect(await screen.findByRole('combobox', { name: 'API key' })).toHaveDisplayValue('CI runner')
  expect(await screen.findByRole('option', { name: 'GPT-5' })).toBeInTheDocument()
  expect(screen.getByRole('combobox', { name: 'Model' })).toHaveDisplayValue('GPT-5')
  expect(screen.getByRole('combobox', { name: 'Outcome' })).toHaveDisplayValue('Served')
  await expectStat('Served requests', '1')
})

test('choosing a model still offers the others', async () => {
  await renderUsage('?tab=usage&model=gpt-5')
  await expectStat('Served requests', '1')
  const models = within(screen.getByRole('combobox', { name: 'Model' }))
  expect(await models.findByRole('option', { name: 'Claude Opus 4.1' })).toBeInTheDocument()
  expect(models.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'All models',
    'Claude Opus 4.1',
    'Claude Sonnet 4.5',
    'GPT-5',
  ])
})

test('a custom range starts as the range shown, typing its dates replaces the history entry', async () => {
  await renderUsage('?tab=usage&range=30d')
  await screen.findByRole('region', { name: 'Totals' })
  await userEvent.click(screen.getByRole('radio', { name: 'Custom' }))
  const from = screen.getByLabelText('From')
  const to = screen.getByLabelText('To')
  expect(from).toHaveValue('2026-10-23')
  expect(to).toHaveValue('2026-11-22')
  expect(
    screen.getByText('Arrived at /dashboard?tab=usage&range=custom&from=2026-10-23&to=2026-11-22'),
  ).toBeInTheDocument()

  await userEvent.clear(from)
  await userEvent.type(from, '2026-11-21')
  expect(
    screen.getByText('Arrived at /dashboard?tab=usage&range=custom&from=2026-11-21&to=2026-11-22'),
  ).toBeInTheDocument()
  await expectStat('Served requests', '3')
  // One Back leaves the custom range: typing added no entries.
  await userEvent.click(screen.getByRole('button', { name: 'Back' }))
  expect(screen.getByText('Arrived at /dashboard?tab=usage&range=30d')).toBeInTheDocument()
})

test('a custom range that is backwards or too long says so beside its first date, and asks nothing', async () => {
  const { unmount } = await renderUsage('?tab=usage&range=custom&from=2026-11-20&to=2026-11-10')
  expect(screen.getByLabelText('From')).toHaveAccessibleDescription(
    'The first day must not be after the last.',
  )
  expect(screen.getByLabelText('From')).toBeInvalid()
  expect(screen.queryByRole('region', { name: 'Totals' })).not.toBeInTheDocument()
  expect(screen.queryByRole('status')).not.toBeInTheDocument()
  unmount()

  const view = await renderUsage('?tab=usage&range=custom&from=2026-01-01&to=2026-11-20')
  expect(screen.getByLabelText('From')).toHaveAccessibleDescription('A range may span at most 90 days.')
  view.unmount()

  await renderUsage('?tab=usage&range=custom&from=2026-11-20')
  expect(screen.getByLabelText('To')).toHaveAccessibleDescription('Choose a date.')
  expect(screen.getByLabelText('From')).not.toBeInvalid()
})

test('a filter the relay refuses (400 with details) is explained beside its control', async () => {
  const { unmount } = await renderUsage('?tab=usage&key=key_of_someone_else')
  const keyFilter = screen.getByRole('combobox', { name: 'API key' })
  await expect.poll(() => keyFilter.getAttribute('aria-invalid')).toBe('true')
  expect(keyFilter).toHaveAccessibleDescription('This key isn’t one of yours.')
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  unmount()

  server.use(
    http.get('/api/user/usage/summary', ({ response }) =>
      response(400).json({
        error: 'from: the range may span at most 31 days',
        code: 'VALIDATION_FAILED',
        details: [{ field: 'from', rule: 'maxDays', limit: 31 }],
      }),
    ),
  )
  await renderUsage('?tab=usage&range=plan')
  expect(await screen.findByText('A range may span at most 31 days.')).toBeInTheDocument()
  expect(screen.getByRole('combobox', { name: 'API key' })).toBeValid()
})

test('a refusal the tab cannot place shows the relay’s words with Retry', async () => {
  server.use(
    http.get('/api/user/usage/summary', ({ response }) =>
      response(400).json({
        error: 'timeZone: unknown zone',
        code: 'VALIDATION_FAILED',
        details: [{ field: 'timeZone', rule: 'enum' }],
      }),
    ),
  )
  await renderUsage()
  expect(await screen.findByRole('alert')).toHaveTextContent('timeZone: unknown zone')
})

test.each([404, 405])('a relay without the operation (%i) says it offers no request logs', async (status) => {
  server.use(
    http.get('/api/user/usage/summary', ({ response }) =>
      response.untyped(offContract.json({ error: 'Not found', code: 'NOT_FOUND' }, { status })),
    ),
  )
  let logs = 0
  await renderUsage('?tab=usage&range=30d', () => `log ${++logs}`)
  expect(await screen.findByText('This relay does not offer request logs')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Go to the overview' })).toHaveAttribute(
    'href',
    '/dashboard?tab=overview&range=30d',
  )
  expect(screen.queryByRole('combobox', { name: 'API key' })).not.toBeInTheDocument()
  expect(screen.queryByText(/^log/)).not.toBeInTheDocument()
})

test('a range without requests says so, and Clear filters widens it', async () => {
  await renderUsage('?tab=usage&range=today&model=gpt-5')
  expect(await screen.findByText('No requests in this range')).toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
  expect(screen.getByText('Arrived at /dashboard?tab=usage&range=today')).toBeInTheDocument()
  await expectStat('Served requests', '2')
})

test('a failed load shows the reason and Retry loads it', async () => {
  server.use(
    http.get('/api/user/usage/summary', ({ response }) =>
      response(500).json({ error: 'Internal server error', code: 'INTERNAL_ERROR' }),
    ),
  )
  await renderUsage()
  expect(await screen.findByRole('alert')).toHaveTextContent('The server ran into a problem.')
  server.resetHandlers()
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  await expectStat('Served requests', '5')
})

test('while the figures load, placeholders stand in for them and the filters can be used', async () => {
  server.use(http.get('/api/user/usage/summary', () => new Promise<never>(() => {})))
  // Without the log, whose own placeholder is another status.
  await renderUsage('?tab=usage', () => '')
  expect(screen.getByRole('status')).toHaveTextContent('Loading...')
  expect(screen.queryByRole('region', { name: 'Totals' })).not.toBeInTheDocument()
  await userEvent.click(screen.getByRole('radio', { name: 'Today' }))
  expect(screen.getByText('Arrived at /dashboard?tab=usage&range=today')).toBeInTheDocument()
})

test('the request log below the charts gets the filters as the API takes them', async () => {
  await renderUsage(
    `?tab=usage&range=custom&from=2026-11-01&to=2026-11-02&key=${USAGE_KEYS.ci.id}&outcome=error`,
    (query) => JSON.stringify(query),
  )
  expect(
    await screen.findByText(
      JSON.stringify({
        from: '2026-11-01T00:00:00.000Z',
        to: '2026-11-03T00:00:00.000Z',
        keyId: USAGE_KEYS.ci.id,
        outcome: 'error',
      }),
    ),
  ).toBeInTheDocument()
})
