import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { Suspense } from 'react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { http, offContract } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { db } from '#mocks/db.ts'
import { buildSubscription, seedSignedInUser } from '#mocks/seed.ts'
import {
  failure,
  seedUsageKey,
  seedUsageRequests,
  watchRequestLog,
  type UsageRequestSpec,
} from '#mocks/testing/usage-requests.ts'
import type { StoredSession } from '#src/lib/auth/session.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import type { UsageQuery } from '#src/features/usage/utils/usage-query.ts'
import { RequestLog } from './request-log.tsx'

/** jsdom lays nothing out: the log's box shows 440 px and every row is 44 px high, so ten rows are in view. */
const BOX_HEIGHT = 440
const ROW_HEIGHT = 44

/** jsdom's elements cannot scroll themselves: what a browser's `scrollTo` does, minus the painting. */
function scrollElementTo(this: HTMLElement, options?: ScrollToOptions | number) {
  this.scrollTop = typeof options === 'object' ? (options.top ?? this.scrollTop) : this.scrollTop
  this.dispatchEvent(new Event('scroll'))
}

/** The newest request of `logRequests` unless a test says otherwise. */
const NEWEST = Date.parse('2026-11-27T09:00:00Z')
/** After the newest request, so that the ranges below are closed. */
const NOW = Date.parse('2026-11-28T12:00:00Z')

let session: StoredSession

/**
 * `count` served requests of the signed-in account a minute apart, the newest at `newest`; every third of a deleted
 * key; `override` changes some.
 */
function logRequests(
  count: number,
  {
    newest = NEWEST,
    override,
  }: { newest?: number; override?: (index: number) => Partial<UsageRequestSpec> | undefined } = {},
) {
  return seedUsageRequests(
    session.user.id,
    Array.from({ length: count }, (_, index) => ({
      at: newest - index * 60_000,
      apiKeyId: index % 3 === 2 ? 'key_deleted' : 'key_laptop',
      model: 'claude-sonnet-4-5',
      api: 'anthropic' as const,
      inputTokens: 1_200,
      outputTokens: 350,
      cacheReadTokens: 42_000,
      durationMs: 4_210,
      firstTokenMs: 830,
      ...override?.(index),
    })),
  )
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  session = await seedSignedInUser('usage@example.com')
  seedUsageKey(session.user.id, { id: 'key_laptop', name: 'Laptop' })
  HTMLElement.prototype.scrollTo = scrollElementTo as typeof HTMLElement.prototype.scrollTo
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(BOX_HEIGHT)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1_000)
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW_HEIGHT)
  // What a browser would say: a box scrolls as far as the height its content was given.
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    // eslint-disable-next-line testing-library/no-node-access -- a stand-in for layout, which reads the DOM
    const content = this.firstElementChild
    return content instanceof HTMLElement ? Number.parseFloat(content.style.height) || 0 : 0
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo
})

const QUERY: UsageQuery = { from: '2026-11-20T00:00:00Z', to: '2026-11-27T10:00:00Z' }

function renderLog(query: UsageQuery = QUERY) {
  const user = userEvent.setup()
  renderWithProviders(<RequestLog query={query} />, { session })
  return { user }
}

async function findGrid() {
  return screen.findByRole('grid', { name: 'Request log' })
}

/** The box the rows scroll in. */
function scroller(grid: HTMLElement): HTMLElement {
  const body = within(grid).getAllByRole('rowgroup')[1]
  if (!body?.parentElement) throw new Error('no scrolling box')
  return body.parentElement
}

function scrollTo(box: HTMLElement, top: number) {
  box.scrollTop = top
  box.dispatchEvent(new Event('scroll'))
}

test('the list asks for the next page only as the reader scrolls near the end, until the last', async () => {
  logRequests(250)
  const { handler, served } = watchRequestLog()
  server.use(handler)
  renderLog()
  const grid = await findGrid()
  expect(await within(grid).findByRole('row', { name: /11\/27\/26, 9:00:00 AM/ })).toHaveAttribute(
    'aria-rowindex',
    '2',
  )
  expect(grid).toHaveAttribute('aria-rowcount', '-1')
  // Only the rows in view (and a few more) are on the page.
  expect(within(grid).getAllByRole('row').length).toBeLessThan(40)
  expect(served).toHaveLength(1)
  expect(served[0]).toMatchObject({ ...QUERY, limit: 100 })

  scrollTo(scroller(grid), 30 * ROW_HEIGHT)
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(served).toHaveLength(1)

  scrollTo(scroller(grid), 70 * ROW_HEIGHT)
  await waitFor(() => expect(served).toHaveLength(2))
  expect(served[1]).toMatchObject({ ...QUERY, cursor: expect.any(String), limit: 100 })
  scrollTo(scroller(grid), 100 * ROW_HEIGHT)
  expect(await within(grid).findByRole('row', { name: /7:20:00 AM/ })).toHaveAttribute('aria-rowindex', '102')

  scrollTo(scroller(grid), 190 * ROW_HEIGHT)
  await waitFor(() => expect(served).toHaveLength(3))
  expect(await screen.findByText('That’s all: 250 requests.')).toBeInTheDocument()
  expect(grid).toHaveAttribute('aria-rowcount', '251')
  scrollTo(scroller(grid), 240 * ROW_HEIGHT)
  expect(await within(grid).findByRole('row', { name: /4:51:00 AM/ })).toHaveAttribute('aria-rowindex', '251')
  expect(served).toHaveLength(3)
})

test('a keyboard user moves between rows with the arrow keys and opens one with Enter', async () => {
  logRequests(120)
  const { user } = renderLog()
  const grid = await findGrid()
  await within(grid).findByRole('row', { name: /9:00:00 AM/ })
  await user.tab()
  expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveFocus()
  await user.tab()
  expect(within(grid).getByRole('row', { name: /9:00:00 AM/ })).toHaveFocus()
  await user.keyboard('{ArrowDown}{ArrowDown}')
  const third = within(grid).getByRole('row', { name: /8:58:00 AM/ })
  expect(third).toHaveFocus()
  expect(third).toHaveAttribute('tabindex', '0')
  await user.keyboard('{ArrowUp}')
  expect(within(grid).getByRole('row', { name: /8:59:00 AM/ })).toHaveFocus()
  // End: the last row loaded, which brings the next page; End again reaches the very last.
  await user.keyboard('{End}')
  expect(await within(grid).findByRole('row', { name: /7:21:00 AM/ })).toHaveFocus()
  await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '121'))
  await user.keyboard('{End}')
  expect(await within(grid).findByRole('row', { name: /7:01:00 AM/ })).toHaveFocus()
  await user.keyboard('{Home}')
  expect(await within(grid).findByRole('row', { name: /9:00:00 AM/ })).toHaveFocus()

  await user.keyboard('{ArrowDown}{Enter}')
  const dialog = await screen.findByRole('dialog', { name: 'Request of 11/27/26, 8:59:00 AM' })
  expect(within(dialog).getByText('Time to first token')).toBeInTheDocument()
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(within(grid).getByRole('row', { name: /8:59:00 AM/ })).toHaveFocus()
})

test('a row shows its key (or that it was deleted), model, tokens, cost, duration and outcome in words', async () => {
  logRequests(3, { override: (index) => (index === 1 ? failure('UPSTREAM_OVERLOADED') : undefined) })
  renderLog()
  const grid = await findGrid()
  const served = within(await within(grid).findByRole('row', { name: /9:00:00 AM/ }))
  expect(served.getAllByRole('gridcell').map((cell) => cell.textContent)).toEqual([
    '11/27/26, 9:00:00 AM',
    'Laptop',
    'claude-sonnet-4-5',
    '43,550',
    '$0.02',
    '4.2 sec',
    'Served',
  ])
  const failed = within(within(grid).getByRole('row', { name: /8:59:00 AM/ }))
  expect(failed.getByRole('gridcell', { name: 'Provider overloaded' })).toBeInTheDocument()
  expect(failed.getByRole('gridcell', { name: '$0.00' })).toBeInTheDocument()
  const deleted = within(within(grid).getByRole('row', { name: /8:58:00 AM/ }))
  expect(deleted.getByRole('gridcell', { name: 'Deleted key' })).toBeInTheDocument()
  expect(
    within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Time', 'Key', 'Model', 'Tokens', 'Cost', 'Duration', 'Outcome'])
})

test('the details show how the cost adds up from the model’s prices', async () => {
  logRequests(1, { override: () => ({ cacheWriteTokens: 2_000 }) })
  const { user } = renderLog()
  await user.click(await screen.findByRole('row', { name: /9:00:00 AM/ }))
  const table = within(await screen.findByRole('table', { name: 'How the cost adds up' }))
  const lines = table.getAllByRole('row').map((row) =>
    // eslint-disable-next-line testing-library/no-node-access -- jsdom refuses the selector ByRole builds for cells within a row
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
  )
  expect(lines).toEqual([
    ['Kind', 'Tokens', 'Price per million', 'Cost'],
    ['Input', '1,200', '× $3.00', '= $0.0036'],
    ['Output', '350', '× $15.00', '= $0.00525'],
    ['Cache write', '2,000', '× $3.75', '= $0.0075'],
    ['Cache read', '42,000', '× $0.30', '= $0.0126'],
    ['Total', '45,550', '', '$0.02895'],
  ])
  expect(screen.queryByText(/At today’s prices/)).not.toBeInTheDocument()
})

test('the details say so when the relay charged another amount than today’s prices give', async () => {
  logRequests(1, { override: () => ({ costMicros: 500_000 }) })
  const { user } = renderLog()
  await user.click(await screen.findByRole('row', { name: /9:00:00 AM/ }))
  expect(
    await screen.findByText(
      'At today’s prices this would cost $0.02145; the relay charged $0.50 at the prices of the time.',
    ),
  ).toBeInTheDocument()
})

test('without the price list the details show the tokens and the cost charged only', async () => {
  logRequests(1)
  server.use(
    http.get('/api/models', ({ response }) => response.untyped(offContract.body(null, { status: 404 }))),
  )
  const { user } = renderLog()
  await user.click(await screen.findByRole('row', { name: /9:00:00 AM/ }))
  const dialog = within(await screen.findByRole('dialog'))
  expect(dialog.getByText('The relay charged $0.02145 for this request.')).toBeInTheDocument()
  expect(dialog.getByText(/doesn’t publish this model’s prices/)).toBeInTheDocument()
  expect(dialog.queryByRole('columnheader', { name: 'Price per million' })).not.toBeInTheDocument()
  expect(dialog.getByRole('row', { name: /Cache read 42,000/ })).toBeInTheDocument()
})

/**
 * A Sunday evening, 3 hours and a minute before the day, the week (from Monday) and the plan month below all
 * reset: the relay says when each quota came back after a request it refused that morning.
 */
const SUNDAY_EVENING = Date.parse('2026-11-29T20:59:00Z')

test.each([
  [
    'DAILY_QUOTA_EXHAUSTED',
    'Quota used up',
    'Your daily quota was used up, so the relay refused the request.',
    'Wait for the reset, or choose a plan with more room.',
    'See plans',
  ],
  [
    'WEEKLY_OPUS_QUOTA_EXHAUSTED',
    'Quota used up',
    'Your weekly Opus quota was used up, so the relay refused this request to an Opus model.',
    'Wait for the reset, or choose a plan with more room.',
    'See plans',
  ],
  [
    'MONTHLY_QUOTA_EXHAUSTED',
    'Quota used up',
    'Your monthly quota was used up, so the relay refused the request.',
    'Wait for the reset, or choose a plan with more room.',
    'See plans',
  ],
  [
    'REQUEST_LIMIT_REACHED',
    'Request limit reached',
    'Your daily request limit was reached, so the relay refused the request.',
    'Wait for the reset, or choose a plan with more room.',
    'See plans',
  ],
  [
    'INVALID_API_KEY',
    'Key refused',
    'The relay didn’t accept the API key the request was sent with.',
    'Check the key set in your tool. If it was deleted, create a new key and set that one instead.',
    'Open API keys',
  ],
  [
    'KEY_DISABLED',
    'Key turned off',
    'The API key the request was sent with is turned off, so the relay refused it.',
    'Turn the key on in its settings, or set another key in your tool.',
    'Open API keys',
  ],
  [
    'KEY_EXPIRED',
    'Key expired',
    'The API key the request was sent with has expired.',
    'Give the key a later expiry, or none, in its settings, or create a new key.',
    'Open API keys',
  ],
  [
    'IP_NOT_ALLOWED',
    'Address not allowed',
    'The request came from an address outside the key’s allowed addresses.',
    'Add this address or its range to the key’s allowed addresses, or send from an allowed one.',
    'Open API keys',
  ],
  [
    'MODEL_NOT_ALLOWED',
    'Model not allowed',
    'This key isn’t allowed to call “claude-sonnet-4-5”.',
    'Use one of the key’s allowed models, or allow this one in the key’s settings.',
    'Open API keys',
  ],
  [
    'KEY_DAILY_LIMIT_REACHED',
    'Key limit reached',
    'This key’s own daily spending limit was reached, so the relay refused the request (your plan may still have quota).',
    'Wait for the reset, raise the key’s limit in its settings, or use another key.',
    'Open API keys',
  ],
  [
    'ACCOUNT_SUSPENDED',
    'Account suspended',
    'Your account is suspended, so the relay refuses its requests.',
    'Contact support to have the account restored.',
    null,
  ],
  [
    'NO_ACTIVE_PLAN',
    'No running plan',
    'Your account had no running plan when the request was sent.',
    'Activate a code or choose a plan; requests go through again at once.',
    'See plans',
  ],
  [
    'API_NOT_IN_PLAN',
    'Not in your plan',
    'Your plan doesn’t include Anthropic Messages, the API this model is served over.',
    'Use a model your plan includes, or choose a plan that includes this one.',
    'See plans',
  ],
  [
    'MODEL_NOT_FOUND',
    'Unknown model',
    'The relay doesn’t offer a model named “claude-sonnet-4-5”.',
    'Check the model name in your tool’s settings; it must match a model of the relay exactly.',
    null,
  ],
  [
    'INVALID_REQUEST',
    'Invalid request',
    'The relay couldn’t read the request: it wasn’t valid JSON, or something the API requires was missing.',
    'This usually comes from an outdated tool or a script: update the tool and try again.',
    null,
  ],
  [
    'PAYLOAD_TOO_LARGE',
    'Too large',
    'The request was larger than the relay accepts (1 MB).',
    'Send less at once: start a new conversation, or leave large files out.',
    null,
  ],
  [
    'UPSTREAM_OVERLOADED',
    'Provider overloaded',
    'The model’s provider was overloaded and couldn’t answer.',
    'Nothing is wrong on your side: try again in a moment. Refused requests cost nothing.',
    null,
  ],
  [
    'SOMETHING_NEW',
    'Failed (429)',
    'The request failed with HTTP status 429 (SOMETHING_NEW).',
    'Try again. If it keeps failing, contact support and mention the time of the request.',
    null,
  ],
])(
  'a failed request (%s) says in the row what went wrong, and in its details what happened and what to do',
  async (code, outcome, what, todo, link) => {
    vi.setSystemTime(SUNDAY_EVENING)
    db.subscriptions.push(
      buildSubscription({
        userId: session.user.id,
        planId: 'pro-monthly',
        activeSince: Date.parse('2026-10-30T00:00:00Z'),
        expiresAt: Date.parse('2026-12-30T00:00:00Z'),
      }),
    )
    logRequests(1, { newest: Date.parse('2026-11-29T09:00:00Z'), override: () => failure(code) })
    const { user } = renderLog({ from: '2026-11-29T00:00:00Z', to: '2026-11-29T10:00:00Z' })
    const row = await screen.findByRole('row', { name: /9:00:00 AM/ })
    expect(within(row).getByRole('gridcell', { name: outcome })).toBeInTheDocument()
    await user.click(row)
    const dialog = within(await screen.findByRole('dialog'))
    expect(dialog.getByText(what)).toBeInTheDocument()
    expect(dialog.getByText(todo)).toBeInTheDocument()
    expect(dialog.getByText('Refused requests cost nothing.')).toBeInTheDocument()
    if (link)
      expect(dialog.getByRole('link', { name: link })).toHaveAttribute(
        'href',
        link === 'See plans' ? '/plans' : '/dashboard?tab=keys',
      )
    else expect(dialog.queryByRole('link')).not.toBeInTheDocument()
    const isQuota = /QUOTA|LIMIT/.test(code)
    expect(dialog.queryByText(/^It resets on .+ \(in 3 hours\)\.$/) !== null).toBe(isQuota)
  },
)

test('a quota that has come back since says when it did', async () => {
  // Refused on the 26th: the daily quota came back at midnight UTC.
  logRequests(1, {
    newest: Date.parse('2026-11-26T09:00:00Z'),
    override: () => failure('DAILY_QUOTA_EXHAUSTED'),
  })
  const { user } = renderLog()
  await user.click(await screen.findByRole('row', { name: /9:00:00 AM/ }))
  expect(await screen.findByText('It was reset on Nov 27, 2026, 12:00 AM (yesterday).')).toBeInTheDocument()
})

test('a first page that fails says why and loads on Retry', async () => {
  logRequests(5)
  server.use(watchRequestLog({ failPage: 0 }).handler)
  const { user } = renderLog()
  expect(await screen.findByRole('alert')).toHaveTextContent('The server ran into a problem.')
  await user.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('row', { name: /9:00:00 AM/ })).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('a next page that fails keeps the rows loaded and offers Retry at the end', async () => {
  logRequests(150)
  const { handler, served } = watchRequestLog({ failPage: 1 })
  server.use(handler)
  const { user } = renderLog()
  const grid = await findGrid()
  await within(grid).findByRole('row', { name: /9:00:00 AM/ })
  scrollTo(scroller(grid), 80 * ROW_HEIGHT)
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('The next requests couldn’t be loaded.')
  expect(within(grid).getByRole('row', { name: /7:30:00 AM/ })).toHaveAttribute('aria-rowindex', '92')
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByText('That’s all: 150 requests.')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(served.map((query) => query.cursor)).toEqual([undefined, expect.any(String)])
})

test('no requests in the range: the log says so, and hints at the filters when some are set', async () => {
  logRequests(3)
  renderLog({ ...QUERY, outcome: 'error' })
  expect(await screen.findByText('No requests in this range')).toBeInTheDocument()
  expect(screen.getByText(/Nothing matches these filters/)).toBeInTheDocument()
  expect(screen.queryByRole('grid')).not.toBeInTheDocument()
})

test.each([404, 405])(
  'a backend without the request log (%i) gets a short note and no error',
  async (status) => {
    server.use(
      http.get('/api/user/usage/requests', ({ response }) =>
        response.untyped(offContract.body(null, { status })),
      ),
    )
    renderLog()
    expect(await screen.findByText('This relay does not offer a request log.')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument()
  },
)

test('requests made while the log is open appear at the top', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'setTimeout', 'Date'] })
  const now = Date.parse('2026-11-27T09:30:00Z')
  vi.setSystemTime(now)
  logRequests(3)
  renderWithProviders(
    <RequestLog query={{ from: '2026-11-20T00:00:00Z', to: new Date(now).toISOString() }} />,
    { session },
  )
  const grid = await findGrid()
  await within(grid).findByRole('row', { name: /9:00:00 AM/ })
  logRequests(1, { newest: now + 5_000 })
  await vi.advanceTimersByTimeAsync(9_000)
  const newest = await within(grid).findByRole('row', { name: /9:30:05 AM/ })
  expect(newest).toHaveAttribute('aria-rowindex', '2')
  expect(within(grid).getByRole('row', { name: /9:00:00 AM/ })).toHaveAttribute('aria-rowindex', '3')
})

test('more new requests than a page holds start the list again from the newest, with no hole', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'setTimeout', 'Date'] })
  const now = Date.parse('2026-11-27T09:30:00Z')
  vi.setSystemTime(now)
  logRequests(3)
  renderWithProviders(
    <RequestLog query={{ from: '2026-11-20T00:00:00Z', to: new Date(now).toISOString() }} />,
    { session },
  )
  const grid = await findGrid()
  await within(grid).findByRole('row', { name: /9:00:00 AM/ })
  // 150 requests a second apart, the newest at 09:32:30.
  logRequests(150, { newest: now + 150_000, override: (index) => ({ at: now + 150_000 - index * 1_000 }) })
  // They have all been made by the next look for new ones: no timer runs while the clock is put forward.
  vi.setSystemTime(now + 151_000)
  await vi.advanceTimersByTimeAsync(9_000)
  expect(await within(grid).findByRole('row', { name: /9:32:30 AM/ })).toHaveAttribute('aria-rowindex', '2')
  expect(within(grid).getByRole('row', { name: /9:32:29 AM/ })).toHaveAttribute('aria-rowindex', '3')
  expect(grid).toHaveAttribute('aria-rowcount', '-1')
})

test('a reader scrolled into the list stays on the rows they read when new ones arrive on top', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'setTimeout', 'Date'] })
  const now = Date.parse('2026-11-27T09:30:00Z')
  vi.setSystemTime(now)
  logRequests(40)
  renderWithProviders(
    <RequestLog query={{ from: '2026-11-20T00:00:00Z', to: new Date(now).toISOString() }} />,
    { session },
  )
  const grid = await findGrid()
  await within(grid).findByRole('row', { name: /9:00:00 AM/ })
  const box = scroller(grid)
  scrollTo(box, 10 * ROW_HEIGHT)
  logRequests(2, { newest: now + 5_000 })
  await vi.advanceTimersByTimeAsync(9_000)
  await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '43'))
  expect(box.scrollTop).toBe(12 * ROW_HEIGHT)
  scrollTo(box, 0)
  expect(await within(grid).findByRole('row', { name: /9:30:05 AM/ })).toHaveAttribute('aria-rowindex', '2')
})

test('the log fetches its messages itself, in the reader’s language, before it shows', async () => {
  // The app's start-up loader leaves this namespace out: as in the app, nothing of it is there yet.
  i18next.removeResourceBundle('ja', 'request-log')
  await i18next.changeLanguage('ja')
  logRequests(2)
  // In the app the Usage tab's lazy boundary waits; here one of its own. React retries a render that suspended on
  // a promise only inside an awaited act scope.
  // eslint-disable-next-line testing-library/no-unnecessary-act -- see above
  await act(async () => {
    renderWithProviders(
      <Suspense fallback={<p>Loading</p>}>
        <RequestLog query={QUERY} />
      </Suspense>,
      { session },
    )
  })
  expect(await screen.findByRole('grid', { name: 'リクエスト履歴' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'CSV をエクスポート' })).toBeInTheDocument()
})
