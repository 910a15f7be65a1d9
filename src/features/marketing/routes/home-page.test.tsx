import { act, screen } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import type * as RuntimeModule from '#src/config/runtime.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import HomePage from './home-page.tsx'

// The real module with its configuration changed, so that the page's apiBaseUrl() reads this origin.
vi.mock('#src/config/runtime.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof RuntimeModule>()
  Object.assign(actual.runtimeConfig, { apiOrigin: 'https://relay.example.com', apiMock: false })
  return actual
})

const session = {
  token: 'tok_1234567890abcdef1234567890abcdef',
  user: { id: 'usr_1', email: 'demo@example.com', createdAt: '2026-01-01T00:00:00Z' },
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function reduceMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  )
}

test('a visitor sees the hero, the three promoted models and a call to action', () => {
  renderWithProviders(<HomePage />)
  expect(screen.getByRole('heading', { level: 1, name: 'Relay Portal' })).toBeInTheDocument()
  for (const model of ['Claude Opus 4.1', 'Claude Sonnet 4.5', 'GPT-5']) {
    expect(screen.getByRole('heading', { level: 3, name: model })).toBeInTheDocument()
  }
  expect(screen.getAllByRole('link', { name: 'Get started' })[0]).toHaveAttribute('href', '/register')
  expect(screen.getByRole('link', { name: 'Read the setup guide' })).toHaveAttribute('href', '/docs')
  expect(screen.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/plans')
  expect(screen.getByRole('link', { name: 'All models and their prices' })).toHaveAttribute('href', '/models')
  expect(document.title).toBe('Relay Portal · Claude Code and Codex CLI through one relay')
  expect(
    screen.getByText(
      /^Claude Code, Codex CLI, Gemini CLI and OpenCode work with Relay Portal out of the box/,
    ),
  ).toBeInTheDocument()
})

test('a signed-in user is offered the dashboard instead', () => {
  renderWithProviders(<HomePage />, { session })
  expect(screen.getAllByRole('link', { name: 'Open dashboard' })[0]).toHaveAttribute('href', '/dashboard')
  expect(screen.queryByRole('link', { name: 'Get started' })).not.toBeInTheDocument()
})

test('the terminal demos use the configured API origin as the API base', () => {
  renderWithProviders(<HomePage />)
  expect(screen.getByRole('figure', { name: 'Claude Code' })).toHaveTextContent(
    'export ANTHROPIC_BASE_URL=https://relay.example.com/api',
  )
  expect(screen.getByRole('figure', { name: 'Codex CLI' })).toHaveTextContent(
    'base_url = "https://relay.example.com/api"',
  )
})

test('the demos type their commands, then stop', async () => {
  vi.useFakeTimers()
  reduceMotion(false)
  renderWithProviders(<HomePage />)
  const terminal = screen.getByRole('figure', { name: 'Claude Code' })
  expect(terminal).toHaveAttribute('aria-busy', 'true')
  await act(async () => {
    vi.advanceTimersByTime(5_000)
  })
  expect(terminal).not.toHaveAttribute('aria-busy')
})

test('with reduced motion the demos show their final text at once', () => {
  reduceMotion(true)
  renderWithProviders(<HomePage />)
  const terminals = [
    screen.getByRole('figure', { name: 'Claude Code' }),
    screen.getByRole('figure', { name: 'Codex CLI' }),
  ]
  for (const terminal of terminals) expect(terminal).not.toHaveAttribute('aria-busy')
  expect(terminals[0]).toHaveTextContent('claude "add tests for the login form" ● Reading src/login-form.tsx')
})
