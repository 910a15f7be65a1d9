import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { TextField } from '#src/components/ui/text-field.tsx'

const meta = {
  title: 'UI/TextField',
  component: TextField,
  parameters: { layout: 'padded' },
  args: { label: 'Key name', name: 'name', defaultValue: '' },
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithHint: Story = {
  args: { hint: 'Shown in your key list, e.g. “Laptop”.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Key name')).toHaveAccessibleDescription(
      'Shown in your key list, e.g. “Laptop”.',
    )
  },
}

export const WithError: Story = {
  args: {
    label: 'Email',
    defaultValue: 'not-an-email',
    error: 'Enter a valid email address, like name@example.com.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.')
  },
}

/** The error is read first, then the hint. */
export const WithHintAndError: Story = {
  args: {
    label: 'Password',
    type: 'password',
    defaultValue: 'short',
    hint: '8–128 characters, at least one letter and one digit.',
    error: 'Use 8 to 128 characters with at least one letter and one digit.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Password')).toHaveAccessibleDescription(
      'Use 8 to 128 characters with at least one letter and one digit. 8–128 characters, at least one letter and one digit.',
    )
  },
}

export const Disabled: Story = { args: { disabled: true, defaultValue: 'CI runner' } }
