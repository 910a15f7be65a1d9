import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { delay } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { MODEL_CATALOGUE } from '#mocks/catalogue.ts'
import { http, offContract } from '#mocks/http.ts'
import { AppRoutes } from '#src/app/routes.tsx'
import type { components } from '#src/lib/api/schema.d.ts'
import { type Canvas, expectHeading } from '../../play.ts'

const MODELS_URL = '/api/models'

const serverError = {
  error: 'The model catalogue is unavailable',
  code: 'INTERNAL_ERROR',
} satisfies components['schemas']['Error']

const failingModels = http.get(MODELS_URL, ({ response }) => response(500).json(serverError))

/** The listed models' names, in order: each row's header holds the name, then the id and the vendor. */
async function findModelNames(canvas: Canvas) {
  await canvas.findByRole('table', {}, { timeout: 10_000 })
  return canvas
    .getAllByRole('rowheader')
    .map((cell: HTMLElement) => within(cell).getAllByText(/\S/)[0]?.textContent)
}

/** The price list at /models, inside the app's layout: the models come from `GET /api/models`. */
const meta = {
  title: 'Features/Models/ModelsPage',
  component: AppRoutes,
  parameters: { route: '/models' },
} satisfies Meta<typeof AppRoutes>

export default meta
type Story = StoryObj<typeof meta>

/** The catalogue never arrives: the filters, and placeholder rows holding the table's room, announced as loading. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(MODELS_URL, async () => {
          await delay('infinite')
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectHeading(canvas, i18next.t('models:title'))
    const status = await canvas.findByText(i18next.t('models:list.loading'))
    await expect(status).toHaveAttribute('role', 'status')
    await expect(status.parentElement).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('combobox', { name: i18next.t('models:filter.tool') })).toBeVisible()
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument()
  },
}

/** The seeded catalogue: every model, with its prices, context window, tools, plans and the weekly Opus quota. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await findModelNames(canvas)).toEqual(MODEL_CATALOGUE.map((model) => model.name))
    await expect(
      canvas.getByText(i18next.t('models:list.all', { count: MODEL_CATALOGUE.length })),
    ).toBeVisible()
    await expect(canvas.getAllByText(i18next.t('models:table.countsOpus')).length).toBe(
      MODEL_CATALOGUE.filter((model) => model.opus).length,
    )
  },
}

/** A link carries the tool and the search (`?tool=codex&q=gpt`); changing the tool lists its models. */
export const FilteredByLink: Story = {
  parameters: { route: '/models?tool=codex&q=gpt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const codex = MODEL_CATALOGUE.filter((model) => model.tools.includes('codex'))
    await expect(await findModelNames(canvas)).toEqual(codex.map((model) => model.name))
    await expect(canvas.getByRole('searchbox', { name: i18next.t('models:filter.search') })).toHaveValue(
      'gpt',
    )
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: i18next.t('models:filter.tool') }),
      'gemini-cli',
    )
    await expect(await canvas.findByText(i18next.t('models:list.noMatchTitle'))).toBeVisible()
  },
}

/** Nothing matches the filters: the page says so and offers every model again. */
export const NoMatch: Story = {
  parameters: { route: '/models?q=no-such-model' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(i18next.t('models:list.noMatchTitle'), {}, { timeout: 10_000 }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('models:filter.clear') }))
    await expect(await findModelNames(canvas)).toHaveLength(MODEL_CATALOGUE.length)
  },
}

/** The backend has no catalogue (404, an optional operation): prices come from the relay's operator. */
export const Unsupported: Story = {
  parameters: {
    msw: {
      handlers: [
        // A backend without the (optional) operation answers outside the contract.
        http.get(MODELS_URL, ({ response }) =>
          response.untyped(offContract.json({ error: 'Not found' }, { status: 404 })),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(i18next.t('models:list.unsupportedTitle'), {}, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.getByText(i18next.t('models:list.unsupportedText'))).toBeVisible()
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
}

/** The catalogue answers 500: "Failed to load the models" with Retry. */
export const Failed: Story = {
  parameters: { msw: { handlers: [failingModels] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 })
    await expect(alert).toHaveTextContent(i18next.t('models:list.error'))
    await expect(within(alert).getByRole('button', { name: i18next.t('actions.retry') })).toBeEnabled()
  },
}

/** The catalogue fails, comes back, and Retry shows the models. */
export const RetryAfterFailure: Story = {
  parameters: { msw: { handlers: [failingModels] } },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 })
    msw.resetHandlers()
    await userEvent.click(within(alert).getByRole('button', { name: i18next.t('actions.retry') }))
    await expect(await findModelNames(canvas)).toHaveLength(MODEL_CATALOGUE.length)
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
}

export const Russian: Story = { ...Default, globals: { locale: 'ru' } }

export const Japanese: Story = { ...Default, globals: { locale: 'ja' } }
