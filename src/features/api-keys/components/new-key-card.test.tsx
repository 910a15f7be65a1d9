import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { db } from '#mocks/db.ts'
import { buildPlan, seedSignedInUser } from '#mocks/seed.ts'
import { SAMPLE_API_KEY } from '#mocks/testing/fixtures.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import { NewKeyCard } from './new-key-card.tsx'

const apiKey = SAMPLE_API_KEY
const KEY = apiKey.key

/** The card for a user on `planId` (none: no subscription), its CC Switch menu opened. */
async function openCcSwitchMenu(planId?: string) {
  const session = await seedSignedInUser(planId ? { planId } : {})
  const user = userEvent.setup()
  renderWithProviders(<NewKeyCard apiKey={apiKey} onDone={() => undefined} />, { session })
  const button = screen.getByRole('button', { name: 'Import to CC Switch: key “Laptop”' })
  expect(button).toHaveAccessibleDescription(/adds Relay Portal as a provider of the tool you choose/)
  await user.click(button)
  return screen.getByRole('menu', { name: 'Import to CC Switch: key “Laptop”' })
}

const names = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent)

/** The query of an item's CC Switch link. */
const linkOf = (menu: HTMLElement, name: string) =>
  new URL(within(menu).getByRole('menuitem', { name }).getAttribute('href') ?? '').searchParams

test('a user whose plan covers OpenAI is offered Codex CLI and OpenCode, each link with its app and the new key', async () => {
  const menu = await openCcSwitchMenu('codex-monthly')
  // Every tool until the plan is known, then the plan's.
  await waitFor(() => expect(names(menu)).toEqual(['Codex CLI', 'OpenCode']))
  for (const [name, app] of [
    ['Codex CLI', 'codex'],
    ['OpenCode', 'opencode'],
  ] as const) {
    const params = linkOf(menu, name)
    expect(params.get('app')).toBe(app)
    expect(params.get('apiKey')).toBe(KEY)
  }
})

test('a user whose plan covers Gemini only is offered Gemini CLI', async () => {
  db.plans.push(buildPlan({ id: 'gemini-monthly', name: 'Gemini', serviceScope: 'gemini' }))
  const menu = await openCcSwitchMenu('gemini-monthly')
  await waitFor(() => expect(names(menu)).toEqual(['Gemini CLI']))
  const params = linkOf(menu, 'Gemini CLI')
  expect(params.get('app')).toBe('gemini')
  expect(params.get('apiKey')).toBe(KEY)
})

test('a user whose plan covers every service, or who has none, is offered every tool', async () => {
  for (const planId of ['pro-monthly', undefined]) {
    const menu = await openCcSwitchMenu(planId)
    expect(names(menu)).toEqual(['Claude Code', 'Codex CLI', 'Gemini CLI', 'OpenCode'])
    const params = linkOf(menu, 'Claude Code')
    expect(params.get('app')).toBe('claude')
    expect(params.get('apiKey')).toBe(KEY)
    document.body.replaceChildren()
  }
})

test('the environment variables shown and copied are those of the first tool the plan covers', async () => {
  // The Clipboard API is only offered to secure contexts; jsdom reports none.
  vi.stubGlobal('isSecureContext', true)
  db.plans.push(buildPlan({ id: 'gemini-monthly', name: 'Gemini', serviceScope: 'gemini' }))
  for (const [planId, tool, exports] of [
    [
      'pro-monthly',
      'Claude Code',
      `export ANTHROPIC_BASE_URL='${window.location.origin}/api'\nexport ANTHROPIC_AUTH_TOKEN='${KEY}'\n`,
    ],
    ['codex-monthly', 'Codex CLI', `export OPENAI_API_KEY='${KEY}'\n`],
    [
      'gemini-monthly',
      'Gemini CLI',
      `export GEMINI_API_KEY='${KEY}'\nexport GOOGLE_GEMINI_BASE_URL='${window.location.origin}/gemini'\n`,
    ],
  ] as const) {
    const session = await seedSignedInUser({ planId })
    const user = userEvent.setup()
    renderWithProviders(<NewKeyCard apiKey={apiKey} onDone={() => undefined} />, { session })
    expect(await screen.findByText(`Environment variables for ${tool} (bash/zsh)`)).toBeInTheDocument()
    expect(
      screen.getByText((_, element) => element?.tagName === 'CODE' && element.textContent === exports),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copy as environment variables' }))
    expect(await navigator.clipboard.readText()).toBe(exports)
    document.body.replaceChildren()
  }
})
