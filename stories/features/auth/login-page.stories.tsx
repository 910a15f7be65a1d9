import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { delay } from 'msw'
import { expect, within } from 'storybook/test'
import { http, offContract } from '#mocks/http.ts'
import { setEmailConfig } from '#mocks/seed.ts'
import { AppRoutes } from '#src/app/routes.tsx'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import { CODE_SENT_STORAGE_KEY_PREFIX, TOKEN_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { type Canvas, expectHeading, expectSubmitError, user } from '../../play.ts'

async function fillAndSubmit(canvas: Canvas, email: string, password: string, code?: string) {
  await user.type(
    await canvas.findByLabelText(i18next.t('auth:fields.email'), {}, { timeout: 10_000 }),
    email,
  )
  await user.type(canvas.getByLabelText(i18next.t('auth:fields.password')), password)
  if (code !== undefined) await user.type(canvas.getByLabelText(i18next.t('auth:fields.code')), code)
  await user.click(canvas.getByRole('button', { name: i18next.t('auth:login.submit') }))
}

/** The login page at /login, inside the app's layout, on the seeded mock (every account has the demo password). */
const meta = {
  title: 'Features/Auth/LoginPage',
  component: AppRoutes,
  parameters: { route: '/login' },
} satisfies Meta<typeof AppRoutes>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectHeading(canvas, i18next.t('auth:login.title'))
    await expect(canvas.getByLabelText(i18next.t('auth:fields.email'))).toHaveValue('')
  },
}

/** Submitting the empty form: inline messages, focus on the first invalid field, no request. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await user.click(
      await canvas.findByRole('button', { name: i18next.t('auth:login.submit') }, { timeout: 10_000 }),
    )
    const email = canvas.getByLabelText(i18next.t('auth:fields.email'))
    await expect(email).toHaveAccessibleDescription(i18next.t('validation:emailRequired'))
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveFocus()
    await expect(canvas.getByLabelText(i18next.t('auth:fields.password'))).toHaveAccessibleDescription(
      i18next.t('validation:passwordRequired'),
    )
  },
}

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas, 'not-an-email', DEMO_PASSWORD)
    await expect(canvas.getByLabelText(i18next.t('auth:fields.email'))).toHaveAccessibleDescription(
      i18next.t('validation:emailInvalid'),
    )
  },
}

/** The request never answers: the button keeps its width, shows a spinner and says so. */
export const Pending: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/login', async () => {
          await delay('infinite')
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // An address no other story submits: identical requests share one flight (src/lib/api/swr.ts).
    await fillAndSubmit(canvas, 'pending@example.com', 'Pending1234')
    const button = await canvas.findByRole('button', { name: i18next.t('auth:login.pending') })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

/** A user signs in as demo@example.com and ends on the dashboard, signed in. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas, 'demo@example.com', DEMO_PASSWORD)
    await expect(
      await canvas.findByRole(
        'button',
        { name: i18next.t('header.accountMenu', { email: 'demo@example.com' }) },
        { timeout: 10_000 },
      ),
    ).toBeVisible()
    await expect(
      canvas.queryByRole('heading', { name: i18next.t('auth:login.title') }),
    ).not.toBeInTheDocument()
    await expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeTruthy()
  },
}

export const InvalidCredentials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas, 'demo@example.com', 'wrong-password1')
    await expectSubmitError(canvas, i18next.t('errors:INVALID_CREDENTIALS'))
    await expect(canvas.getByLabelText(i18next.t('auth:fields.password'))).toHaveValue('wrong-password1')
  },
}

export const AccountSuspended: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas, 'suspended@example.com', DEMO_PASSWORD)
    await expectSubmitError(canvas, i18next.t('errors:ACCOUNT_SUSPENDED'))
  },
}

/** The email settings require a code to sign in: the code field is there from the start. */
export const CodeRequired: Story = {
  beforeEach: () => {
    setEmailConfig({ loginCodeRequired: true })
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByLabelText(i18next.t('auth:fields.code'), {}, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: i18next.t('auth:code.send') })).toBeEnabled()
  },
}

/** The server asks for a code the settings did not announce: the message, and the code field appears. */
export const VerificationCodeRequired: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/login', ({ response }) =>
          response(400).json({
            error: 'A verification code is required to sign in',
            code: 'VERIFICATION_CODE_REQUIRED',
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas, 'demo@example.com', DEMO_PASSWORD)
    await expectSubmitError(canvas, i18next.t('errors:VERIFICATION_CODE_REQUIRED'))
    await expect(canvas.getByLabelText(i18next.t('auth:fields.code'))).toBeVisible()
  },
}

/** A code the server does not know (sent earlier in this tab, but wrong or expired). */
export const VerificationCodeInvalid: Story = {
  beforeEach: () => {
    setEmailConfig({ loginCodeRequired: true })
    sessionStorage.setItem(CODE_SENT_STORAGE_KEY_PREFIX + 'login', 'demo@example.com')
    return () => sessionStorage.removeItem(CODE_SENT_STORAGE_KEY_PREFIX + 'login')
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByLabelText(i18next.t('auth:fields.code'), {}, { timeout: 10_000 })
    await fillAndSubmit(canvas, 'demo@example.com', DEMO_PASSWORD, '000000')
    await expectSubmitError(canvas, i18next.t('errors:VERIFICATION_CODE_INVALID'))
  },
}

export const NetworkError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/login', ({ response }) => response.untyped(offContract.networkError())),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas, 'demo@example.com', DEMO_PASSWORD)
    await expectSubmitError(canvas, i18next.t('errors:network'))
  },
}

/** The server answered without a whole session (no user): nothing is stored, the form says so and keeps the input. */
export const IncompleteAnswer: Story = {
  parameters: {
    msw: {
      handlers: [
        // An incomplete answer, which the contract forbids: the app must not half sign in.
        http.post('/api/auth/login', ({ response }) =>
          response.untyped(offContract.json({ token: 'tok_1234567890abcdef1234567890abcdef' })),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas, 'demo@example.com', DEMO_PASSWORD)
    await expectSubmitError(canvas, i18next.t('auth:incomplete.login'))
    await expect(canvas.getByLabelText(i18next.t('auth:fields.email'))).toHaveValue('demo@example.com')
  },
}

/** A 500 without a code: the body's own text is shown. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/login', ({ response }) =>
          response(500).json({ error: 'Database connection lost' }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndSubmit(canvas, 'demo@example.com', DEMO_PASSWORD)
    await expectSubmitError(canvas, 'Database connection lost')
  },
}
