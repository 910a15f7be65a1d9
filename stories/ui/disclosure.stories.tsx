import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Disclosure } from '#src/components/ui/disclosure.tsx'

const meta = {
  title: 'UI/Disclosure',
  component: Disclosure,
  parameters: { layout: 'padded' },
  args: {
    title: 'Can I get a refund?',
    children: (
      <p>Yes. If the service isn’t right for you, you get a full refund within 24 hours of purchase.</p>
    ),
  },
} satisfies Meta<typeof Disclosure>

export default meta
type Story = StoryObj<typeof meta>

/** Closed: the question, a heading, with the chevron marker. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 3, name: 'Can I get a refund?' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Can I get a refund?' })).not.toBeVisible()
  },
}

/** A click on the question shows the answer and turns the chevron. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('heading', { name: 'Can I get a refund?' }))
    await expect(canvas.getByRole('region', { name: 'Can I get a refund?' })).toBeVisible()
  },
}

export const OpenDark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } }
