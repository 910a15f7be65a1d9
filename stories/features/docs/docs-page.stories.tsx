import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { expect, within } from 'storybook/test'
import { CODEX_ONLY_SUBSCRIPTION, serveSubscription } from '#mocks/testing/fixtures.ts'
import { AppRoutes } from '#src/app/routes.tsx'

type Canvas = ReturnType<typeof within>

const codexOnlyHandler = serveSubscription(CODEX_ONLY_SUBSCRIPTION)

async function findTab(canvas: Canvas, name: string) {
  return canvas.findByRole('tab', { name }, { timeout: 10_000 })
}

/** The setup guide at /docs with the tools added beside Claude Code and Codex CLI, and the plan's tool first. */
const meta = {
  title: 'Features/Docs/DocsPage',
  component: AppRoutes,
  parameters: { route: '/docs?tool=gemini&os=linux&shell=bash', session: null },
} satisfies Meta<typeof AppRoutes>

export default meta
type Story = StoryObj<typeof meta>

/** A visitor's Gemini CLI guide: the placeholder key, settings.json, the .env alternative and troubleshooting. */
export const GeminiCli: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await findTab(canvas, 'Gemini CLI')).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('figure', { name: 'settings.json' })).toHaveTextContent('gemini-api-key')
    await expect(canvas.getByRole('figure', { name: '.env' })).toHaveTextContent('GOOGLE_GEMINI_BASE_URL=')
    await expect(
      canvas.getByRole('heading', { name: i18next.t('docs:guide.trouble.heading', { tool: 'Gemini CLI' }) }),
    ).toBeVisible()
  },
}

/** A signed-in user's OpenCode guide on Windows: the key masked in the variable, never in opencode.json. */
export const OpenCode: Story = {
  parameters: { route: '/docs?tool=opencode&os=powershell', session: 'demo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await findTab(canvas, 'OpenCode')).toHaveAttribute('aria-selected', 'true')
    const config = await canvas.findByRole('figure', { name: 'opencode.json' }, { timeout: 10_000 })
    await expect(config).toHaveTextContent('{env:RELAY_API_KEY}')
    await expect(config).not.toHaveTextContent('cr_')
    await expect(
      await canvas.findByRole('combobox', { name: i18next.t('docs:key.pickerLabel') }, { timeout: 10_000 }),
    ).toBeVisible()
  },
}

/** A Codex-only plan: the guide opens on Codex CLI. */
export const CodexOnlyPlan: Story = {
  parameters: { route: '/docs?os=macos', session: 'demo', msw: { handlers: [codexOnlyHandler] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await findTab(canvas, 'Codex CLI')).toHaveAttribute('aria-selected', 'true')
  },
}

/** A tool outside the plan stays readable, with a note and the way to plans that include it. */
export const ToolNotInPlan: Story = {
  parameters: { route: '/docs?tool=gemini&os=macos', session: 'demo', msw: { handlers: [codexOnlyHandler] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await findTab(canvas, 'Gemini CLI')).toHaveAttribute('aria-selected', 'true')
    const link = await canvas.findByRole(
      'link',
      { name: i18next.t('docs:plan.seePlans') },
      { timeout: 10_000 },
    )
    await expect(link).toHaveAttribute('href', '/plans')
  },
}
