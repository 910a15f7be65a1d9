import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { delay } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { http } from '#mocks/http.ts'
import { AppRoutes } from '#src/app/routes.tsx'
import type { components } from '#src/lib/api/schema.d.ts'
import { type Canvas } from '../../play.ts'

type Schemas = components['schemas']
type ErrorCode = Schemas['ErrorCode']

const CLAIM_URL = '/api/benefit-packages/claim/{code}'

/** Claim is there but disabled, with its reason beside it as the button's description. */
async function expectBlocked(canvas: Canvas, code: ErrorCode) {
  const reason = i18next.t(`errors:${code}`)
  const button = await canvas.findByRole(
    'button',
    { name: i18next.t('benefits:claim.submit'), description: reason },
    { timeout: 10_000 },
  )
  await expect(button).toBeDisabled()
  await expect(canvas.getByText(reason)).toBeVisible()
}

/** The page heading, once the lazy page has loaded. */
async function findTitle(canvas: Canvas) {
  return canvas.findByRole('heading', { level: 1, name: i18next.t('benefits:title') }, { timeout: 10_000 })
}

/** Waits for the package's details, then clicks Claim. */
async function claim(canvas: Canvas, packageName = 'Welcome package') {
  await canvas.findByRole('heading', { level: 2, name: packageName }, { timeout: 10_000 })
  await userEvent.click(canvas.getByRole('button', { name: i18next.t('benefits:claim.submit') }))
}

/** A refusal for good: its own message, and the way to the dashboard instead of Claim. */
async function expectRefusal(canvas: Canvas, message: string) {
  await expect(await canvas.findByText(message, {}, { timeout: 10_000 })).toHaveAttribute('role', 'alert')
  await expect(canvas.getByRole('link', { name: i18next.t('benefits:claim.toDashboard') })).toHaveAttribute(
    'href',
    '/dashboard',
  )
  await expect(
    canvas.queryByRole('button', { name: i18next.t('benefits:claim.submit') }),
  ).not.toBeInTheDocument()
}

/** The claim page of the WELCOME package (/claim/WELCOME), inside the app's layout, on the seeded mock. */
const meta = {
  title: 'Features/Benefits/ClaimPage',
  component: AppRoutes,
  parameters: { route: '/claim/WELCOME', session: 'new' },
} satisfies Meta<typeof AppRoutes>

export default meta
type Story = StoryObj<typeof meta>

/** new@example.com, who never had a plan, may claim it. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas)
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Welcome package' }, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: i18next.t('benefits:claim.submit') })).toBeEnabled()
  },
}

/** The package itself never arrives: a skeleton, announced as loading. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/benefit-packages/public/{code}', async () => {
          await delay('infinite')
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas)
    await expect(await canvas.findByText(i18next.t('benefits:loading'))).toHaveAttribute('role', 'status')
  },
}

/**
 * The claim never answers: the button keeps its width, shows a spinner and says so. On LAUNCH2026, not
 * WELCOME: identical claims share one flight (src/lib/api/swr.ts `singleFlight`), so a claim of WELCOME left
 * pending here would keep the Success story below pending too.
 */
export const Claiming: Story = {
  parameters: {
    route: '/claim/LAUNCH2026',
    msw: {
      handlers: [
        http.post(CLAIM_URL, async () => {
          await delay('infinite')
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await claim(canvas, 'Launch offer')
    const button = await canvas.findByRole('button', { name: i18next.t('benefits:claim.pending') })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

/** The claim succeeds: the confirmation and a countdown to the dashboard (the story does not wait for it). */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await claim(canvas)
    const claimed = await canvas.findByText(i18next.t('benefits:success.claimed'), {}, { timeout: 10_000 })
    const status = claimed.closest('[role="status"]')
    await expect(status).toHaveTextContent(i18next.t('benefits:success.redirecting'))
    await expect(canvas.getByRole('link', { name: i18next.t('benefits:success.goNow') })).toHaveAttribute(
      'href',
      '/dashboard',
    )
  },
}

/** BETA2025 ended 30 days ago: Claim is disabled before any click, and says so. */
export const Ended: Story = {
  parameters: { route: '/claim/BETA2025' },
  play: async ({ canvasElement }) => {
    await expectBlocked(within(canvasElement), 'PACKAGE_ENDED')
  },
}

/** HOLIDAY opens in 30 days: Claim is disabled, and the details say from when it can be claimed. */
export const NotStarted: Story = {
  parameters: { route: '/claim/HOLIDAY' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectBlocked(canvas, 'PACKAGE_NOT_STARTED')
    await expect(canvas.getByText(i18next.t('benefits:details.claimFrom'))).toBeVisible()
  },
}

/** claimed@example.com claimed WELCOME before: Claim is disabled, with the way to the dashboard. */
export const AlreadyClaimed: Story = {
  parameters: { session: 'claimed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectBlocked(canvas, 'PACKAGE_ALREADY_CLAIMED')
    await expect(canvas.getByRole('link', { name: i18next.t('benefits:claim.toDashboard') })).toHaveAttribute(
      'href',
      '/dashboard',
    )
  },
}

/** claimed@example.com has package history, so the launch offer is not for them. */
export const NotEligible: Story = {
  parameters: { session: 'claimed', route: '/claim/LAUNCH2026' },
  play: async ({ canvasElement }) => {
    await expectBlocked(within(canvasElement), 'PACKAGE_NOT_ELIGIBLE')
  },
}

/**
 * A backend that does not send the account's claim status: Claim stays until the claim itself is refused,
 * then the refusal's own message and the way to the dashboard.
 */
export const RefusedOnClaim: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(CLAIM_URL, ({ response }) =>
          response(409).json({
            error: 'You have already claimed this benefit package',
            code: 'PACKAGE_ALREADY_CLAIMED',
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await claim(canvas)
    await expectRefusal(canvas, i18next.t('errors:PACKAGE_ALREADY_CLAIMED'))
  },
}

/** The claim answers 500: the reason, and Claim stays to try again. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(CLAIM_URL, ({ response }) =>
          response(500).json({ error: 'Claims are paused', code: 'INTERNAL_ERROR' }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await claim(canvas)
    const message = i18next.t('benefits:claim.failed', { reason: i18next.t('errors:INTERNAL_ERROR') })
    await expect(await canvas.findByText(message, {}, { timeout: 10_000 })).toHaveAttribute('role', 'alert')
    await expect(canvas.getByRole('button', { name: i18next.t('benefits:claim.submit') })).toBeEnabled()
  },
}

/** A visitor sees the package, and logging in or registering brings them back here. */
export const LoginRequired: Story = {
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const title = await canvas.findByText(i18next.t('benefits:claim.loginRequired'), {}, { timeout: 10_000 })
    await expect(title).toBeVisible()
    const panel = within(title.parentElement ?? canvasElement)
    const returnTo = `returnTo=${encodeURIComponent('/claim/WELCOME')}`
    // The header has its own "Log in" and "Register": these are the panel's, which come back here.
    await expect(panel.getByRole('link', { name: i18next.t('benefits:claim.login') })).toHaveAttribute(
      'href',
      `/login?${returnTo}`,
    )
    await expect(panel.getByRole('link', { name: i18next.t('benefits:claim.register') })).toHaveAttribute(
      'href',
      `/register?${returnTo}`,
    )
    await expect(
      canvas.queryByRole('button', { name: i18next.t('benefits:claim.submit') }),
    ).not.toBeInTheDocument()
  },
}

/** No package has the code NOPE: the message names it, with no Retry, and a way home. */
export const NotFound: Story = {
  parameters: { route: '/claim/NOPE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const message = await canvas.findByText(
      i18next.t('benefits:load.notFound', { code: 'NOPE' }),
      {},
      { timeout: 10_000 },
    )
    const alert = message.closest<HTMLElement>('[role="alert"]')
    await expect(alert).toBeInTheDocument()
    await expect(within(alert ?? message).queryByRole('button')).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: i18next.t('benefits:load.home') })).toHaveAttribute(
      'href',
      '/home',
    )
  },
}
