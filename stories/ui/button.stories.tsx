import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from '#src/components/ui/button.tsx'

const meta = {
  title: 'UI/Button',
  component: Button,
  parameters: { layout: 'centered' },
  args: { children: 'Create key', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create key' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } }

export const Ghost: Story = { args: { variant: 'ghost', children: 'Login' } }

export const Danger: Story = { args: { variant: 'danger', children: 'Delete key' } }

export const Small: Story = { args: { size: 'small' } }

export const Block: Story = { args: { block: true }, parameters: { layout: 'padded' } }

export const Disabled: Story = { args: { disabled: true } }

/** Loading keeps the label, and so the width, and blocks clicks. */
export const Loading: Story = {
  args: { isLoading: true, children: 'Creating…' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Creating…' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}
