import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { Link, Route, Routes } from 'react-router-dom'
import { afterEach, expect, test, vi } from 'vitest'
import { MODEL_CATALOGUE } from '#mocks/catalogue.ts'
import { http, offContract } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { renderWithProviders, Where } from '#src/testing/render.tsx'
import ModelsPage from './models-page.tsx'

type Model = components['schemas']['Model']

afterEach(async () => {
  await i18next.changeLanguage('en')
})

const FIXTURE: Model[] = [
  {
    id: 'claude-opus-4-1',
    name: 'Claude Opus 4.1',
    vendor: 'Anthropic',
    api: 'anthropic',
    tools: ['claude-code', 'opencode'],
    contextWindow: 200_000,
    prices: { currency: 'USD', input: 15, output: 75, cacheWrite: 18.75, cacheRead: 1.5 },
    countsTowardWeeklyOpus: true,
    planScopes: ['all', 'claude'],
  },
  {
    id: 'gpt-6.2-sol',
    name: 'GPT-6.2 Sol',
    vendor: 'OpenAI',
    api: 'openai',
    tools: ['codex', 'opencode'],
    contextWindow: 400_000,
    prices: { currency: 'USD', input: 1.75, output: 14, cacheWrite: 1.75, cacheRead: 0.175 },
    countsTowardWeeklyOpus: false,
    planScopes: ['all', 'openai'],
  },
  {
    id: 'gemini-3.8-flash',
    name: 'Gemini 3.8 Flash',
    vendor: 'Google',
    api: 'gemini',
    tools: ['gemini-cli', 'opencode'],
    contextWindow: 1_048_576,
    prices: { currency: 'USD', input: 0.5, output: 3, cacheWrite: 0.5, cacheRead: 0.05 },
    countsTowardWeeklyOpus: false,
    planScopes: ['all', 'gemini'],
  },
]

function serveFixture() {
  server.use(http.get('/api/models', ({ response }) => response(200).json({ items: FIXTURE })))
}

function renderPage(route = '/models') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/models"
        element={
          <>
            <ModelsPage />
            <Where search />
            <Link to="/models?q=flash">a link to the flash models</Link>
          </>
        }
      />
    </Routes>,
    { route },
  )
}

/** A model's row as { column label: text }, a list's items joined by commas. */
function factsOf(row: HTMLElement) {
  return Object.fromEntries(
    within(row)
      .getAllByRole('cell')
      .map((cell) => {
        const items = within(cell).queryAllByRole('listitem')
        const text = items.length ? items.map((item) => item.textContent).join(', ') : cell.textContent
        return [cell.dataset.label, text?.replace(/[\u00a0\u202f]/g, ' ')]
      }),
  )
}

/** The names of the listed models, in order: each row's header holds the name, then the id and the vendor. */
const shownModels = () =>
  screen.getAllByRole('rowheader').map((cell) => within(cell).getAllByText(/\S/)[0]?.textContent)
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name.replace('.', '\\.')}`) })

test('a visitor sees every model with its prices, context window, tools, plans and the weekly Opus quota', async () => {
  serveFixture()
  renderPage()
  await screen.findByRole('table', { name: 'Prices in US dollars per million tokens' })
  expect(shownModels()).toEqual(['Claude Opus 4.1', 'GPT-6.2 Sol', 'Gemini 3.8 Flash'])
  const opus = rowOf('Claude Opus 4.1')
  expect(within(opus).getByRole('rowheader')).toHaveTextContent('Claude Opus 4.1claude-opus-4-1Anthropic')
  expect(factsOf(opus)).toEqual({
    Input: '$15.00',
    Output: '$75.00',
    'Cache write': '$18.75',
    'Cache read': '$1.50',
    'Context window': '200K tokens',
    Tools: 'Claude Code, OpenCode',
    Plans: 'All services, Claude only',
    'Weekly Opus quota': 'Counts toward it',
  })
  expect(factsOf(rowOf('GPT-6.2 Sol'))).toEqual({
    Input: '$1.75',
    Output: '$14.00',
    'Cache write': '$1.75',
    'Cache read': '$0.175',
    'Context window': '400K tokens',
    Tools: 'Codex CLI, OpenCode',
    Plans: 'All services, OpenAI only',
    'Weekly Opus quota': 'Does not count',
  })
  expect(factsOf(rowOf('Gemini 3.8 Flash'))).toMatchObject({
    'Cache read': '$0.05',
    'Context window': '1M tokens',
    Tools: 'Gemini CLI, OpenCode',
    Plans: 'All services, Gemini only',
  })
  expect(screen.getByText('3 models')).toHaveAttribute('role', 'status')
})

test('prices and context windows follow the reader’s number formats', async () => {
  serveFixture()
  await i18next.changeLanguage('ru')
  renderPage()
  await screen.findByRole('table')
  expect(factsOf(rowOf('GPT-6.2 Sol'))).toMatchObject({
    Вход: '1,75 $',
    'Чтение из кэша': '0,175 $',
    'Контекстное окно': '400 тыс. токенов',
    'Недельный лимит Opus': 'Не учитывается',
  })
  await i18next.changeLanguage('ja')
  expect(await screen.findByText('105万トークン')).toBeInTheDocument()
  expect(screen.getByText('3件のモデル')).toBeInTheDocument()
  expect(factsOf(rowOf('Claude Opus 4.1'))).toMatchObject({
    入力: '$15.00',
    コンテキストウィンドウ: '20万トークン',
  })
})

test('the page lists the whole catalogue of the relay, in its order', async () => {
  renderPage()
  await screen.findByRole('table')
  expect(shownModels()).toEqual(MODEL_CATALOGUE.map((model) => model.name))
  expect(screen.getByText(`${MODEL_CATALOGUE.length} models`)).toBeInTheDocument()
})

test('a link’s tool and search filter the list, and changing them rewrites the address', async () => {
  serveFixture()
  renderPage('/models?tool=codex')
  await screen.findByRole('table')
  expect(shownModels()).toEqual(['GPT-6.2 Sol'])
  expect(screen.getByRole('combobox', { name: 'Tool' })).toHaveValue('codex')
  expect(screen.getByText('1 of 3 models')).toBeInTheDocument()

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tool' }), 'OpenCode')
  expect(shownModels()).toEqual(['Claude Opus 4.1', 'GPT-6.2 Sol', 'Gemini 3.8 Flash'])
  expect(await screen.findByText('Arrived at /models?tool=opencode')).toBeInTheDocument()

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or ID' }), 'FLASH')
  expect(shownModels()).toEqual(['Gemini 3.8 Flash'])
  expect(await screen.findByText('Arrived at /models?tool=opencode&q=FLASH')).toBeInTheDocument()

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tool' }), 'All tools')
  expect(await screen.findByText('Arrived at /models?q=FLASH')).toBeInTheDocument()
})

test('a link followed on the page sets the filter it carries', async () => {
  serveFixture()
  renderPage('/models?tool=codex')
  await screen.findByRole('table')
  await userEvent.click(screen.getByRole('link', { name: 'a link to the flash models' }))
  expect(await screen.findByText('Arrived at /models?q=flash')).toBeInTheDocument()
  expect(shownModels()).toEqual(['Gemini 3.8 Flash'])
  expect(screen.getByRole('combobox', { name: 'Tool' })).toHaveValue('')
  expect(screen.getByRole('searchbox', { name: 'Search by name or ID' })).toHaveValue('flash')
})

test('a search matches every word in the name, the id or the vendor', async () => {
  serveFixture()
  renderPage('/models?q=anthropic%20opus-4')
  await screen.findByRole('table')
  expect(shownModels()).toEqual(['Claude Opus 4.1'])
  expect(screen.getByRole('searchbox', { name: 'Search by name or ID' })).toHaveValue('anthropic opus-4')
})

test('when nothing matches, the page says so and offers every model again', async () => {
  serveFixture()
  renderPage('/models?tool=gemini-cli&q=opus')
  expect(await screen.findByText('No model matches')).toBeInTheDocument()
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Show all models' }))
  expect(shownModels()).toHaveLength(3)
  expect(await screen.findByText('Arrived at /models')).toBeInTheDocument()
  expect(screen.getByRole('searchbox')).toHaveValue('')
})

test('an unknown tool in the link shows every tool’s models', async () => {
  serveFixture()
  renderPage('/models?tool=cursor')
  await screen.findByRole('table')
  expect(shownModels()).toHaveLength(3)
  expect(screen.getByRole('combobox', { name: 'Tool' })).toHaveValue('')
})

test.each([404, 405])(
  'a backend without the catalogue (%i) says that prices come from the relay’s operator',
  async (status) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(
      // A backend without the (optional) operation answers outside the contract.
      http.get('/api/models', ({ response }) => response.untyped(offContract.body(null, { status }))),
    )
    renderPage()
    expect(await screen.findByText('This relay does not publish its price list here')).toBeInTheDocument()
    expect(
      screen.getByText(
        'Prices come from the operator of this relay: ask them which models you can use and what they cost.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
    logged.mockRestore()
  },
)

test('a failed load says so and Retry loads the models', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  server.use(
    http.get(
      '/api/models',
      ({ response }) => response(500).json({ error: 'Internal server error', code: 'INTERNAL_ERROR' }),
      { once: true },
    ),
  )
  renderPage()
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the models')
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('table')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  logged.mockRestore()
})

test('a visitor sees a loading notice, and the filters, until the models arrive', async () => {
  renderPage()
  expect(screen.getByText('Loading models…')).toHaveAttribute('role', 'status')
  expect(screen.getByRole('combobox', { name: 'Tool' })).toBeEnabled()
  expect(await screen.findByRole('table')).toBeInTheDocument()
  expect(screen.queryByText('Loading models…')).not.toBeInTheDocument()
})

test('the page has its own title and links to the plans’ quotas', async () => {
  renderPage()
  await screen.findByRole('table')
  expect(document.title).toBe('Models and prices · Relay Portal')
  expect(screen.getByRole('heading', { level: 1, name: 'Models and prices' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Compare plans and their quotas' })).toHaveAttribute(
    'href',
    '/plans',
  )
})
