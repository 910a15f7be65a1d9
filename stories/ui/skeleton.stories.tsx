import type { Meta, StoryObj } from '@storybook/react-vite'
import { Skeleton, SkeletonText } from '#src/components/ui/skeleton.tsx'
import styles from './skeleton.stories.module.css'

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Block: Story = { args: { className: styles.block } }

export const Line: Story = { args: { className: styles.line } }

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
      <Skeleton className={styles.title} />
      <SkeletonText lines={3} />
    </div>
  ),
}
