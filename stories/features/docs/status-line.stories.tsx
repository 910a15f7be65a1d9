import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { expect, userEvent, within } from 'storybook/test'
import { StatusLineSection } from '#src/features/docs/components/status-line.tsx'

const title = (key: 'downloadTitle' | 'enableTitle' | 'manualTitle' | 'tryTitle' | 'removeTitle') =>
  i18next.t(`docs:guide.statusLine.${key}`)

/**
 * Claude Code's guide, after Verify: the status line with the relay's quota, in three steps for the chosen system
 * and shell, the entry to paste by hand, and its removal behind a disclosure.
 */
const meta = {
  title: 'Features/Docs/StatusLine',
  component: StatusLineSection,
  parameters: { layout: 'padded' },
  args: {
    selection: { os: 'macos', shell: 'zsh' },
    language: 'zsh',
  },
} satisfies Meta<typeof StatusLineSection>

export default meta
type Story = StoryObj<typeof meta>

/** macOS with zsh: curl from the portal, Node.js for settings.json; Remove opens on a click. */
export const MacOs: Story = {
  name: 'macOS',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('figure', { name: title('downloadTitle') })).toHaveTextContent(
      `curl -fsSL '${window.location.origin}/tools/relay-statusline.mjs'`,
    )
    await expect(canvas.getByRole('figure', { name: title('manualTitle') })).toHaveTextContent('"statusLine"')
    const removal = canvas.getByRole('figure', { name: title('removeTitle') })
    await expect(removal).not.toBeVisible()
    await userEvent.click(
      canvas.getByRole('heading', { name: i18next.t('docs:guide.statusLine.removeHeading') }),
    )
    await expect(removal).toBeVisible()
  },
}

export const MacOsDark: Story = { ...MacOs, name: 'macOS, dark', globals: { theme: 'dark' } }

/** Windows with CMD: curl.exe into %USERPROFILE%\.claude. */
export const WindowsCmd: Story = {
  name: 'Windows (CMD)',
  args: { selection: { os: 'cmd', shell: 'bash' }, language: 'CMD' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('figure', { name: title('downloadTitle') })).toHaveTextContent(
      'curl.exe -fsSL',
    )
    await expect(canvas.getByRole('figure', { name: title('tryTitle') })).toHaveTextContent(
      'node "%USERPROFILE%\\.claude\\relay-statusline.mjs"',
    )
  },
}

/** In Russian: the commands ask the script for the page's language. */
export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('figure', { name: title('enableTitle') })).toHaveTextContent("'ru'")
  },
}
