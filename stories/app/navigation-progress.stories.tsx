import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { expect, within } from 'storybook/test'
import { NavigationPending } from '#src/app/app-router.tsx'
import { Header } from '#src/app/layouts/header.tsx'
import { NavigationProgress } from '#src/app/layouts/navigation-progress.tsx'

/**
 * A navigation waiting for its page (chunk or messages) for over 300 ms: a bar on the header's lower edge, over
 * the page that still shows.
 */
const meta = {
  title: 'App/NavigationProgress',
  parameters: { route: '/home' },
  render: () => (
    <NavigationPending value>
      <Header />
      <main style={{ paddingTop: 'var(--header-height)' }}>
        <NavigationProgress />
        <div className="page">
          <h1>Relay Portal</h1>
        </div>
      </main>
    </NavigationPending>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('progressbar', { name: i18next.t('loading') })).toBeVisible()
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Waiting: Story = {}

export const WaitingDark: Story = { globals: { theme: 'dark' } }
