import type { Meta, StoryObj } from '@storybook/react-vite'
import { KeyIcon } from '#src/components/icons/icons.tsx'
import { Button } from '#src/components/ui/button.tsx'
import { EmptyState } from '#src/components/ui/empty-state.tsx'

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  parameters: { layout: 'padded' },
  args: {
    icon: <KeyIcon />,
    title: 'No API keys yet',
    description: 'Create a key to connect Claude Code or Codex CLI.',
    action: <Button>Create key</Button>,
  },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithoutAction: Story = { args: { action: undefined } }

export const TitleOnly: Story = { args: { icon: undefined, description: undefined, action: undefined } }
