import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { expect, within } from 'storybook/test'
import { PageErrorBoundary, RootErrorBoundary } from '#src/app/error-boundary.tsx'
import { ChunkLoadError } from '#src/app/lazy-page.tsx'

function FailingPage({ error }: { error: Error }): never {
  throw error
}

/**
 * What a page shows when its chunk cannot be downloaded, or when it crashes while rendering; and what the whole
 * app shows when something outside the page (the header, the sign-in state) crashes.
 */
const meta = { title: 'App/PageErrorBoundary' } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const ChunkError: Story = {
  render: () => (
    <PageErrorBoundary>
      <FailingPage error={new ChunkLoadError('timed out', () => {})} />
    </PageErrorBoundary>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(i18next.t('chunkError.title'))
    await expect(canvas.getByRole('button', { name: i18next.t('chunkError.retry') })).toBeVisible()
  },
}

export const Crash: Story = {
  render: () => (
    <PageErrorBoundary>
      <FailingPage error={new Error('Cannot read properties of undefined')} />
    </PageErrorBoundary>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(i18next.t('crash.title'))
    await expect(canvas.getByRole('button', { name: i18next.t('crash.reload') })).toBeVisible()
  },
}

export const AppCrash: Story = {
  render: () => (
    <RootErrorBoundary>
      <FailingPage error={new Error('Cannot read properties of undefined')} />
    </RootErrorBoundary>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: i18next.t('crash.title') })).toBeVisible()
    await expect(canvas.getByRole('button', { name: i18next.t('actions.retry') })).toBeVisible()
  },
}
