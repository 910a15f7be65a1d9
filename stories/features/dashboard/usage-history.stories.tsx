import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { delay } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { http } from '#mocks/http.ts'
import { statisticsFailure } from '#mocks/testing/fixtures.ts'
import { AppRoutes } from '#src/app/routes.tsx'
import type { components } from '#src/lib/api/schema.d.ts'
import { DAY_MS } from '#src/lib/time-units.ts'
import { type Canvas } from '../../play.ts'

type Schemas = components['schemas']
const STATISTICS_URL = '/api/user/statistics'
/** The UTC day `daysBack` days before today, as the contract writes it. */
function utcDay(daysBack: number): string {
  return new Date(Date.now() - daysBack * DAY_MS).toISOString().slice(0, 10)
}

/** The 14 days ending today, oldest first, with the requests of each (tokens and cost follow from them). */
function history(requestsOf: (daysBack: number) => number): Schemas['DailyUsage'][] {
  return Array.from({ length: 14 }, (_, index) => {
    const daysBack = 13 - index
    const requests = requestsOf(daysBack)
    return { date: utcDay(daysBack), requests, tokens: requests * 8_600, cost: requests * 0.046 }
  })
}

/** The statistics endpoint answering with `days` as its history. */
function serving(days: Schemas['DailyUsage'][]) {
  const today = days.at(-1) ?? { requests: 0, tokens: 0, cost: 0 }
  const body: Schemas['UsageStatistics'] = {
    totalRequests: days.reduce((sum, day) => sum + day.requests, 0),
    todayRequests: today.requests,
    totalTokens: days.reduce((sum, day) => sum + day.tokens, 0),
    todayTokens: today.tokens,
    totalCost: { amount: days.reduce((sum, day) => sum + day.cost, 0), currency: 'USD' },
    todayCost: { amount: today.cost, currency: 'USD' },
    averageRpm: 0.2,
    dailyQuota: 30,
    dailyResetsAt: new Date(Math.ceil(Date.now() / DAY_MS) * DAY_MS).toISOString(),
    history: days,
    generatedAt: new Date().toISOString(),
  }
  return { msw: { handlers: [http.get(STATISTICS_URL, ({ response }) => response(200).json(body))] } }
}

/** Requests that rise and fall over two weeks, with a quiet weekend: every day has some use. */
const ACTIVE = [120, 164, 98, 40, 35, 188, 240, 212, 320, 176, 150, 61, 44, 230]

async function findSection(canvas: Canvas) {
  return canvas.findByRole('region', { name: i18next.t('dashboard:usageHistory.title') }, { timeout: 10_000 })
}

/** The chart of `metric`: a group named by the metric's chart name and its summary. */
async function findChart(canvas: Canvas, metric: 'requests' | 'tokens' | 'cost' = 'requests') {
  const section = within(await findSection(canvas))
  const name = i18next.t(`dashboard:usageHistory.chartName.${metric}`)
  return section.findByRole(
    'group',
    { name: (accessibleName) => accessibleName.startsWith(name) },
    { timeout: 10_000 },
  )
}

/** No horizontal scrolling: everything fits the viewport's width. */
async function expectNoOverflow(canvasElement: HTMLElement) {
  const root = canvasElement.ownerDocument.documentElement
  await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(320)
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
}

/**
 * The overview's usage over the last 14 days: a column chart of requests, tokens or cost with today striped
 * and labelled, one tab stop with the arrow keys between days, and the same days as a table.
 */
const meta = {
  title: 'Features/Dashboard/UsageHistory',
  component: AppRoutes,
  parameters: {
    route: '/dashboard',
    session: 'demo',
    viewport: {
      options: { narrow: { name: '320 px', styles: { width: '320px', height: '800px' }, type: 'mobile' } },
    },
  },
} satisfies Meta<typeof AppRoutes>

export default meta
type Story = StoryObj<typeof meta>

/** Use on every one of the 14 days; the highest day sums the chart up in its name, today is marked in words. */
export const ActiveDays: Story = {
  parameters: serving(history((daysBack) => ACTIVE[13 - daysBack] ?? 0)),
  play: async ({ canvasElement }) => {
    const chart = await findChart(within(canvasElement))
    await expect(chart).toHaveAccessibleName(/: 2,078 in total, highest 320 on /)
    const columns = within(chart).getAllByRole('img')
    await expect(columns).toHaveLength(14)
    await expect(columns[13]).toHaveAttribute('tabindex', '0')
    await expect(columns[13]).toHaveAccessibleName(/\(today\): 230 requests$/)
  },
}

/** The same days, tokens chosen (from the URL), a day focused and the table open. */
export const TokensWithTable: Story = {
  parameters: {
    ...serving(history((daysBack) => ACTIVE[13 - daysBack] ?? 0)),
    route: '/dashboard?usage=tokens',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const chart = await findChart(canvas, 'tokens')
    const columns = within(chart).getAllByRole('img')
    columns[13]?.focus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(columns[12]).toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('dashboard:usageHistory.showTable') }))
    await expect(canvas.getAllByRole('row')).toHaveLength(15)
  },
}

/** No use in two weeks: 14 zero days on the baseline, not an empty box. */
export const AllZero: Story = {
  parameters: serving(history(() => 0)),
  play: async ({ canvasElement }) => {
    const chart = await findChart(within(canvasElement))
    await expect(chart).toHaveAccessibleName('Requests per day, last 14 days: 0 in total')
    await expect(within(chart).getAllByRole('img')).toHaveLength(14)
  },
}

/** One busy day among idle ones: the spike fills the height, the other days sit on the baseline as zero. */
export const SingleSpike: Story = {
  parameters: serving(history((daysBack) => (daysBack === 5 ? 1_480 : 0))),
  play: async ({ canvasElement }) => {
    const chart = await findChart(within(canvasElement))
    await expect(chart).toHaveAccessibleName(/1,480 in total, highest 1,480 on /)
  },
}

/** The statistics never arrive: a placeholder, and the section is marked busy. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(STATISTICS_URL, async () => {
          await delay('infinite')
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const section = await findSection(within(canvasElement))
    await expect(section).toHaveAttribute('aria-busy', 'true')
    await expect(within(section).queryByRole('img')).not.toBeInTheDocument()
  },
}

/**
 * The statistics answer 500: the reason and Retry, the rest of the page unaffected. The usage card above reads the
 * same request and announces the failure; the chart shows it without a second alert.
 */
export const Failed: Story = {
  parameters: { msw: { handlers: [statisticsFailure] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const section = within(await findSection(canvas))
    await expect(
      await section.findByText(i18next.t('errors:INTERNAL_ERROR'), {}, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(section.getByRole('button', { name: i18next.t('actions.retry') })).toBeVisible()
    await expect(section.queryByRole('alert')).not.toBeInTheDocument()
    await expect(await canvas.findAllByRole('alert')).toHaveLength(1)
  },
}

/** Russian on a 320 px phone, cost chosen and the table open: nothing wider than the screen. */
export const RussianNarrow: Story = {
  parameters: {
    ...serving(history((daysBack) => ACTIVE[13 - daysBack] ?? 0)),
    route: '/dashboard?usage=cost',
  },
  globals: { locale: 'ru', viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const chart = await findChart(canvas, 'cost')
    await expect(chart).toHaveAccessibleName(/^Стоимость по дням/)
    const columns = within(chart).getAllByRole('img')
    // The first day's value opens towards the inside, so it stays on screen too.
    columns[0]?.focus()
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('dashboard:usageHistory.showTable') }))
    await expectNoOverflow(canvasElement)
  },
}

/** Japanese on a 320 px phone, the table open and today focused. */
export const JapaneseNarrow: Story = {
  parameters: serving(history((daysBack) => ACTIVE[13 - daysBack] ?? 0)),
  globals: { locale: 'ja', viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const chart = await findChart(canvas)
    await expect(chart).toHaveAccessibleName(/^1日ごとのリクエスト数/)
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('dashboard:usageHistory.showTable') }))
    within(chart).getAllByRole('img')[13]?.focus()
    await expectNoOverflow(canvasElement)
  },
}

/** The dark theme: the same tokens, in their dark values. */
export const Dark: Story = {
  ...ActiveDays,
  globals: { theme: 'dark' },
}
