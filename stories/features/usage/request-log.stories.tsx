import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { expect, waitFor, within } from 'storybook/test'
import { http, offContract } from '#mocks/http.ts'
import { failure, seedUsageKey, seedUsageRequests, watchRequestLog } from '#mocks/testing/usage-requests.ts'
import { RequestLog } from '#src/features/usage/components/request-log.tsx'
import { readStoredSession } from '#src/lib/auth/session.ts'
import { user, type Canvas } from '../../play.ts'

const HOUR_MS = 3_600_000
const NOW = Date.now()
const QUERY = {
  from: new Date(NOW - 7 * 24 * HOUR_MS).toISOString(),
  to: new Date(NOW + HOUR_MS).toISOString(),
}

/**
 * A story's `beforeEach`: the signed-in account's busy week, `count` requests a minute apart, every third of a
 * deleted key, every ninth refused for one reason or another.
 */
const REASONS = ['DAILY_QUOTA_EXHAUSTED', 'UPSTREAM_OVERLOADED', 'MODEL_NOT_FOUND', 'PAYLOAD_TOO_LARGE']
function busyWeek(count = 640) {
  return () => {
    const userId = readStoredSession()?.user.id
    if (!userId) throw new Error('the story needs a session')
    seedUsageKey(userId, { id: 'key_laptop', name: 'Laptop' })
    seedUsageRequests(
      userId,
      Array.from({ length: count }, (_, index) => {
        const reason = REASONS[Math.floor(index / 9) % REASONS.length]
        const refused = index % 9 === 4 && reason ? failure(reason) : {}
        return {
          at: NOW - 60_000 - index * 60_000,
          apiKeyId: index % 3 === 2 ? 'key_deleted' : 'key_laptop',
          model: index % 4 === 1 ? 'claude-opus-4-1' : 'claude-sonnet-4-5',
          inputTokens: 1_200,
          outputTokens: 350,
          cacheReadTokens: 42_000,
          durationMs: 4_210,
          firstTokenMs: 830,
          ...refused,
        }
      }),
    )
  }
}

async function findGrid(canvas: Canvas) {
  return canvas.findByRole('grid', { name: i18next.t('request-log:title') }, { timeout: 10_000 })
}

/**
 * The Usage tab's request log: the range's requests newest first, loaded page by page as the reader scrolls
 * (only the rows in view are on the page), a row's details with the cost worked out and failures explained,
 * and the CSV export.
 */
const meta = {
  title: 'Features/Usage/RequestLog',
  component: RequestLog,
  parameters: { layout: 'padded', session: 'new' },
  args: { query: QUERY },
} satisfies Meta<typeof RequestLog>

export default meta
type Story = StoryObj<typeof meta>

const busy = watchRequestLog()

/** Scrolling near the end of the first 100 rows asks for the next 100; the grid keeps its rows' indexes. */
export const Default: Story = {
  beforeEach: busyWeek(),
  parameters: { msw: { handlers: [busy.handler] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await findGrid(canvas)
    await expect(grid).toHaveAttribute('aria-rowcount', '-1')
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(60)
    const body = within(grid).getAllByRole('rowgroup')[1]
    const box = body?.parentElement
    if (!box) throw new Error('no scrolling box')
    const servedBefore = busy.served.length
    box.scrollTop = box.scrollHeight
    await waitFor(() => expect(busy.served.length).toBeGreaterThan(servedBefore), { timeout: 10_000 })
    // The second page's rows, after the first hundred, with their places in the whole list.
    await waitFor(
      () => {
        box.scrollTop = box.scrollHeight
        const indexes = within(grid)
          .getAllByRole('row')
          .map((row) => Number(row.getAttribute('aria-rowindex')))
        return expect(Math.max(...indexes)).toBeGreaterThan(101)
      },
      { timeout: 10_000 },
    )
    box.scrollTop = 0
  },
}

/** The keyboard: the first row takes the focus, the arrows move, Enter opens a refused request's details. */
export const QuotaFailureDetails: Story = {
  beforeEach: busyWeek(30),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await findGrid(canvas)
    const rows = await within(grid).findAllByRole('row')
    rows[1]?.focus()
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}')
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'))
    await expect(dialog.getByText(i18next.t('request-log:failure.quota.daily'))).toBeVisible()
    await expect(
      dialog.getByRole('link', { name: i18next.t('request-log:failure.seePlans') }),
    ).toHaveAttribute('href', '/plans')
  },
}

/** A served request's details: tokens × the model's prices = its cost. */
export const CostDetails: Story = {
  beforeEach: busyWeek(30),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await findGrid(canvas)
    const [, first] = await within(grid).findAllByRole('row')
    if (first) await user.click(first)
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'))
    await expect(
      await dialog.findByRole(
        'table',
        { name: i18next.t('request-log:details.costTitle') },
        { timeout: 10_000 },
      ),
    ).toBeVisible()
    await expect(
      await dialog.findByRole(
        'columnheader',
        { name: i18next.t('request-log:details.price') },
        { timeout: 10_000 },
      ),
    ).toBeVisible()
  },
}

/** The first page never arrives: placeholders, and the section is marked busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: [watchRequestLog({ hold: () => new Promise(() => {}) }).handler] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const section = await canvas.findByRole('region', { name: i18next.t('request-log:title') })
    await expect(section).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument()
  },
}

/** Nothing in the range with a filter set: a hint at the filters. */
export const Empty: Story = {
  args: { query: { ...QUERY, outcome: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(i18next.t('request-log:empty.title'), {}, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.getByText(i18next.t('request-log:empty.filtered'))).toBeVisible()
  },
}

/** The first page fails: the reason and Retry. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/user/usage/requests', ({ response }) =>
          response(500).json({ error: 'Internal server error', code: 'INTERNAL_ERROR' }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      i18next.t('errors:INTERNAL_ERROR'),
    )
    await expect(canvas.getByRole('button', { name: i18next.t('actions.retry') })).toBeVisible()
  },
}

const secondPageFails = watchRequestLog({ failPage: 1 })

/** The next page fails: the rows loaded stay, and Retry waits at the end of the list. */
export const NextPageFailed: Story = {
  beforeEach: busyWeek(150),
  parameters: { msw: { handlers: [secondPageFails.handler] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = await findGrid(canvas)
    const box = within(grid).getAllByRole('rowgroup')[1]?.parentElement
    if (!box) throw new Error('no scrolling box')
    box.scrollTop = box.scrollHeight
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 })
    await expect(alert).toHaveTextContent(i18next.t('request-log:loadMoreFailed'))
    await expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1)
  },
}

/** A backend without the request log: a short note, and the tab says the rest. */
export const Unsupported: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/user/usage/requests', ({ response }) =>
          response.untyped(offContract.body(null, { status: 404 })),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(i18next.t('request-log:unsupported'), {}, { timeout: 10_000 }),
    ).toBeVisible()
  },
}

/** The export counting its rows, with Cancel beside the button. */
export const Exporting: Story = {
  beforeEach: busyWeek(250),
  parameters: {
    msw: {
      handlers: [
        watchRequestLog({ hold: (page) => (page >= 2 ? new Promise(() => {}) : undefined) }).handler,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findGrid(canvas)
    await user.click(canvas.getByRole('button', { name: i18next.t('request-log:csv.export') }))
    await expect(
      await canvas.findByText(
        i18next.t('request-log:csv.exporting', { count: 100, rows: '100' }),
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: i18next.t('request-log:csv.cancel') })).toBeVisible()
  },
}

/** Japanese on a 320 px phone: each row wraps into a small card, nothing wider than the screen. */
export const JapaneseNarrow: Story = {
  beforeEach: busyWeek(40),
  parameters: {
    viewport: {
      options: { narrow: { name: '320 px', styles: { width: '320px', height: '800px' }, type: 'mobile' } },
    },
  },
  globals: { locale: 'ja', viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findGrid(canvas)
    const root = canvasElement.ownerDocument.documentElement
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
  },
}

/** The dark theme. */
export const Dark: Story = {
  ...CostDetails,
  globals: { theme: 'dark' },
}
