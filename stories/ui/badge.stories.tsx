import type { Meta, StoryObj } from '@storybook/react-vite'
import { AlertIcon, CheckIcon, ClockIcon, KeyIcon } from '#src/components/icons/icons.tsx'
import { InfoIcon } from '#src/components/icons/shell-icons.tsx'
import { Badge } from '#src/components/ui/badge.tsx'

const meta = {
  title: 'UI/Badge',
  component: Badge,
  parameters: { layout: 'centered' },
  args: { children: 'Pro' },
  argTypes: {
    tone: { control: 'select', options: ['neutral', 'accent', 'success', 'warning', 'danger', 'info'] },
  },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Neutral: Story = { args: { tone: 'neutral', children: 'No plan' } }

export const Accent: Story = { args: { tone: 'accent', icon: <KeyIcon />, children: 'Pro' } }

export const Success: Story = {
  args: { tone: 'success', icon: <CheckIcon />, children: 'Active' },
}

export const Warning: Story = {
  args: { tone: 'warning', icon: <ClockIcon />, children: 'Expires in 3 days' },
}

export const Danger: Story = { args: { tone: 'danger', icon: <AlertIcon />, children: 'Expired' } }

export const Info: Story = { args: { tone: 'info', icon: <InfoIcon />, children: 'Trial' } }

/** Every tone side by side, each with its icon and words. */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
      <Badge>No plan</Badge>
      <Badge tone="accent" icon={<KeyIcon />}>
        Pro
      </Badge>
      <Badge tone="success" icon={<CheckIcon />}>
        Active
      </Badge>
      <Badge tone="warning" icon={<ClockIcon />}>
        Expires in 3 days
      </Badge>
      <Badge tone="danger" icon={<AlertIcon />}>
        Expired
      </Badge>
      <Badge tone="info" icon={<InfoIcon />}>
        Trial
      </Badge>
    </div>
  ),
}

export const AllTonesDark: Story = { ...AllTones, parameters: {}, globals: { theme: 'dark' } }
