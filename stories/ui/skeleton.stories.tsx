import type { Meta, StoryObj } from '@storybook/react-vite'
import { Skeleton, SkeletonText } from '#src/components/ui/skeleton.tsx'

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Block: Story = { args: { width: '16rem', height: '6rem' } }

export const Line: Story = { args: { width: '12rem' } }

export const Text: Story = { render: () => <SkeletonText lines={4} /> }

/** A card while it loads: a title line and three lines of text. */
export const Card: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 'var(--space-3)',
        maxWidth: '24rem',
        padding: 'var(--space-4)',
        border: '1px solid var(--color-border)',
        borderRadius: 'var(--radius-lg)',
      }}
    >
      <Skeleton width="40%" height="1.5rem" />
      <SkeletonText lines={3} />
    </div>
  ),
}
