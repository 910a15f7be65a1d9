import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test, vi } from 'vitest'
import { Badge } from './badge.tsx'
import { EmptyState } from './empty-state.tsx'
import { ErrorState } from './error-state.tsx'
import { SkeletonText } from './skeleton.tsx'

test('an error state announces its message and retries', async () => {
  const onRetry = vi.fn()
  render(<ErrorState message="Failed to load plans" onRetry={onRetry} />)
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load plans')
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(onRetry).toHaveBeenCalledOnce()
})

test('an empty state shows its title, text and action', () => {
  render(
    <EmptyState
      title="No keys yet"
      description="Create one."
      action={<button type="button">Create</button>}
    />,
  )
  expect(screen.getByText('No keys yet')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument()
})

test('skeletons are hidden from assistive technology', () => {
  const { container } = render(<SkeletonText lines={2} />)
  // eslint-disable-next-line testing-library/no-node-access -- the aria-hidden wrapper itself is under test
  expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true')
})

test('a badge shows its words', () => {
  render(<Badge tone="success">Active</Badge>)
  expect(screen.getByText('Active')).toBeInTheDocument()
})

test('an error state another part of the page already announces is shown but not announced again', () => {
  render(<ErrorState message="Failed to load usage" onRetry={() => {}} announce={false} />)
  expect(screen.getByText('Failed to load usage')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
})
