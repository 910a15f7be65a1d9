import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ErrorState } from '#src/components/ui/error-state.tsx'

const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  parameters: { layout: 'padded' },
  args: { message: 'The server ran into a problem. Please try again later.', onRetry: fn() },
} satisfies Meta<typeof ErrorState>

export default meta
type Story = StoryObj<typeof meta>

export const WithRetry: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server ran into a problem.')
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('actions.retry') }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Retrying: Story = { args: { isRetrying: true } }

export const WithoutRetry: Story = { args: { message: 'Network error', onRetry: undefined } }
