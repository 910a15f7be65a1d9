import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { delay } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { http, offContract } from '#mocks/http.ts'
import { seedUsageWeek, USAGE_KEYS } from '#mocks/testing/usage-requests.ts'
import { AppRoutes } from '#src/app/routes.tsx'
import { readStoredSession } from '#src/lib/auth/session.ts'
import { type Canvas, user } from '../../play.ts'

const SUMMARY_URL = '/api/user/usage/summary'

/**
 * A story's `beforeEach`: the signed-in account's two keys and seven requests, a few hours to three days old,
 * which the mock's own handlers sum up.
 */
function withUsageWeek() {
  const userId = readStoredSession()?.user.id
  if (!userId) throw new Error('the story needs a session')
  seedUsageWeek(userId, Date.now())
}

async function findTotals(canvas: Canvas) {
  return canvas.findByRole('region', { name: i18next.t('usage:totals.title') }, { timeout: 10_000 })
}

/** The tab's range and filters, once its code has arrived. */
async function findFilters(canvas: Canvas) {
  return canvas.findByRole('region', { name: i18next.t('usage:filters.title') }, { timeout: 10_000 })
}

/** No horizontal scrolling: everything fits the viewport's width. */
async function expectNoOverflow(canvasElement: HTMLElement) {
  const root = canvasElement.ownerDocument.documentElement
  await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(320)
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
}

/**
 * The dashboard's Usage tab: a range and filters kept in the URL, the range's totals (the failures link to
 * themselves), cost by model and by key as bars and tables, and the requests per hour or day.
 */
const meta = {
  title: 'Features/Usage/UsageTab',
  component: AppRoutes,
  parameters: {
    route: '/dashboard?tab=usage',
    // An account with no history of its own: the story's requests are all it has.
    session: 'new',
    viewport: {
      options: { narrow: { name: '320 px', styles: { width: '320px', height: '800px' }, type: 'mobile' } },
    },
  },
} satisfies Meta<typeof AppRoutes>

export default meta
type Story = StoryObj<typeof meta>

/** The last 7 days: every card with figures. */
export const Default: Story = {
  beforeEach: withUsageWeek,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const totals = within(await findTotals(canvas))
    await expect(
      totals.getByRole('link', { name: i18next.t('usage:totals.showFailures', { count: 2, value: '2' }) }),
    ).toBeVisible()
    // The catalogue may answer after the summary: until then the model shows by its id.
    await waitFor(() =>
      expect(
        canvas.getByRole('img', { name: i18next.t('usage:breakdown.byModel') }),
      ).toHaveAccessibleDescription(/^Highest: Claude Opus 4\.1/),
    )
    await expect(canvas.getByRole('img', { name: i18next.t('usage:breakdown.byKey') })).toBeVisible()
    await expect(canvas.getByRole('img', { name: i18next.t('usage:overTime.titleDay') })).toBeVisible()
  },
}

/** Today, per hour, with the three tables open. */
export const TodayWithTables: Story = {
  beforeEach: withUsageWeek,
  parameters: { route: '/dashboard?tab=usage&range=today' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTotals(canvas)
    await expect(canvas.getByRole('img', { name: i18next.t('usage:overTime.titleHour') })).toBeVisible()
    for (const button of canvas.getAllByRole('button', { name: i18next.t('usage:table.show') }))
      await user.click(button)
    await expect(canvas.getAllByRole('table')).toHaveLength(3)
  },
}

/** Only the failed requests of one key: the failure count is no longer a link. */
export const FailuresOfOneKey: Story = {
  beforeEach: withUsageWeek,
  parameters: { route: `/dashboard?tab=usage&range=30d&key=${USAGE_KEYS.laptop.id}&outcome=error` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const totals = within(await findTotals(canvas))
    await expect(totals.queryByRole('link')).not.toBeInTheDocument()
    await expect(
      canvas.getByRole('combobox', { name: i18next.t('usage:filters.outcome') }),
    ).toHaveDisplayValue(i18next.t('usage:filters.outcomes.error'))
  },
}

/** A custom range whose first day is after its last: the reason beside the first date, nothing asked. */
export const BackwardsRange: Story = {
  beforeEach: withUsageWeek,
  parameters: { route: '/dashboard?tab=usage&range=custom&from=2026-11-20&to=2026-11-10' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findFilters(canvas)
    await expect(canvas.getByLabelText(i18next.t('usage:filters.from'))).toHaveAccessibleDescription(
      i18next.t('usage:filters.problems.order'),
    )
  },
}

/** A shared link naming a key of another account: the relay refuses it (400), and the key filter says why. */
export const RefusedKey: Story = {
  beforeEach: withUsageWeek,
  parameters: { route: '/dashboard?tab=usage&key=key_of_someone_else' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(i18next.t('usage:filters.refused.unknownKey'), {}, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: i18next.t('usage:filters.key') })).toBeInvalid()
  },
}

/** No requests in the range: the account has made none. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(i18next.t('usage:empty.title'), {}, { timeout: 10_000 }),
    ).toBeVisible()
  },
}

/** The summaries never arrive: placeholders in the cards' room. */
export const Loading: Story = {
  beforeEach: withUsageWeek,
  parameters: {
    msw: {
      handlers: [
        http.get(SUMMARY_URL, async () => {
          await delay('infinite')
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findFilters(canvas)
    await expect(canvas.getByRole('status')).toHaveTextContent(i18next.t('loading'))
  },
}

/** The summaries answer 500: the reason and Retry. */
export const Failed: Story = {
  beforeEach: withUsageWeek,
  parameters: {
    msw: {
      handlers: [
        http.get(SUMMARY_URL, ({ response }) =>
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

/** A relay without the (optional) operation answers 405. */
export const Unsupported: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(SUMMARY_URL, ({ response }) => response.untyped(offContract.body(null, { status: 405 }))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(i18next.t('usage:unsupported.title'), {}, { timeout: 10_000 }),
    ).toBeVisible()
  },
}

/** Russian on a 320 px phone, a custom range and the tables open: nothing wider than the screen. */
export const RussianNarrow: Story = {
  beforeEach: withUsageWeek,
  parameters: { route: '/dashboard?tab=usage&range=30d' },
  globals: { locale: 'ru', viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTotals(canvas)
    for (const button of canvas.getAllByRole('button', { name: i18next.t('usage:table.show') }))
      await user.click(button)
    await expectNoOverflow(canvasElement)
  },
}

/** The dark theme: the same tokens, in their dark values. */
export const Dark: Story = {
  ...Default,
  globals: { theme: 'dark' },
}
