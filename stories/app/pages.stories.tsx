import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { expect, within } from 'storybook/test'
import { AppRoutes } from '#src/app/routes.tsx'
import { expectHeading } from '../play.ts'

/**
 * Every route of the app, rendered through `AppRoutes` (layout, guards, lazy page) on the seeded mock.
 * These show each page as it is today; per-state stories of a page live beside its feature.
 */
const meta = {
  title: 'App/Pages',
  component: AppRoutes,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 10_000 }),
    ).toBeVisible()
  },
} satisfies Meta<typeof AppRoutes>

export default meta
type Story = StoryObj<typeof meta>

export const Home: Story = { parameters: { route: '/home' } }

export const Features: Story = { parameters: { route: '/features' } }

export const About: Story = { parameters: { route: '/about' } }

export const Plans: Story = { parameters: { route: '/plans' } }

export const PlansSignedIn: Story = { parameters: { route: '/plans', session: 'demo' } }

export const Docs: Story = { parameters: { route: '/docs' } }

export const Login: Story = { parameters: { route: '/login' } }

export const Register: Story = { parameters: { route: '/register' } }

export const Dashboard: Story = { parameters: { route: '/dashboard', session: 'demo' } }

export const DashboardNewUser: Story = { parameters: { route: '/dashboard', session: 'new' } }

export const DashboardExpiring: Story = { parameters: { route: '/dashboard', session: 'expiring' } }

export const DashboardExpired: Story = { parameters: { route: '/dashboard', session: 'expired' } }

/** A visitor opening /dashboard is sent to the login page. */
export const DashboardSignedOut: Story = {
  parameters: { route: '/dashboard' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectHeading(canvas, i18next.t('auth:login.title'))
    await expect(canvas.getByText(i18next.t('auth:returnNotice'))).toBeVisible()
  },
}

export const Admin: Story = { parameters: { route: '/admin' } }

export const Claim: Story = { parameters: { route: '/claim/WELCOME', session: 'new' } }

export const ClaimSignedOut: Story = { parameters: { route: '/claim/WELCOME' } }

export const NotFound: Story = {
  parameters: { route: '/no-such-page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectHeading(canvas, i18next.t('notFound.title'))
    await expect(canvas.getByRole('link', { name: i18next.t('notFound.home') })).toHaveAttribute(
      'href',
      '/home',
    )
  },
}
