import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { expect, userEvent, within } from 'storybook/test'
import { CopyButton } from '#src/components/ui/copy-button.tsx'

const meta = {
  title: 'UI/CopyButton',
  component: CopyButton,
  parameters: { layout: 'centered' },
  args: { text: 'cr_0123456789abcdef0123456789abcdef0123456789abcdef' },
} satisfies Meta<typeof CopyButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const CustomLabel: Story = { args: { label: 'Copy key', variant: 'primary', size: 'medium' } }

/** After a click: the toast says whether the text reached the clipboard, for screen readers too. */
export const Clicked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('actions.copy') }))
    // Headless Chromium may refuse the clipboard: either answer is announced in the status bubble.
    const toast = await canvas.findByText((_, element) =>
      [i18next.t('copy.copied'), i18next.t('copy.failed')].includes(element?.textContent ?? ''),
    )
    await expect(toast).toHaveAttribute('role', 'status')
  },
}
