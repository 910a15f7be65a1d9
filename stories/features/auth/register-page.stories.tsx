import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { delay } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { http, offContract } from '#mocks/http.ts'
import { setEmailConfig } from '#mocks/seed.ts'
import { AppRoutes } from '#src/app/routes.tsx'
import { CODE_SENT_STORAGE_KEY_PREFIX } from '#src/config/storage-keys.ts'
import { type Canvas, expectHeading, expectSubmitError, user } from '../../play.ts'

type Fields = { email?: string; password?: string; confirm?: string; code?: string }

async function fill(canvas: Canvas, { email, password, confirm = password, code }: Fields) {
  const emailField = await canvas.findByLabelText(i18next.t('auth:fields.email'), {}, { timeout: 10_000 })
  if (email) await user.type(emailField, email)
  if (password) await user.type(canvas.getByLabelText(i18next.t('auth:fields.password')), password)
  if (confirm) await user.type(canvas.getByLabelText(i18next.t('auth:fields.confirmPassword')), confirm)
  if (code) await user.type(canvas.getByLabelText(i18next.t('auth:fields.code')), code)
}

/** A story's `beforeEach`: a code was already sent to `email` in this tab, as if before a reload. */
function codeSentTo(email: string) {
  return () => {
    sessionStorage.setItem(CODE_SENT_STORAGE_KEY_PREFIX + 'register', email)
    return () => sessionStorage.removeItem(CODE_SENT_STORAGE_KEY_PREFIX + 'register')
  }
}

const DEMO_CODE = { code: '123456' }

async function submit(canvas: Canvas) {
  await user.click(canvas.getByRole('button', { name: i18next.t('auth:register.submit') }))
}

/** The registration page at /register, inside the app's layout; the mock's verification code is 123456. */
const meta = {
  title: 'Features/Auth/RegisterPage',
  component: AppRoutes,
  parameters: { route: '/register' },
} satisfies Meta<typeof AppRoutes>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectHeading(canvas, i18next.t('auth:register.title'))
    await expect(canvas.getByLabelText(i18next.t('auth:fields.password'))).toHaveAccessibleDescription(
      i18next.t('auth:fields.passwordHint'),
    )
    await expect(canvas.getByLabelText(i18next.t('auth:fields.code'))).toBeVisible()
  },
}

/** Submitting the empty form: a message under every field, focus on the email. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await user.click(
      await canvas.findByRole('button', { name: i18next.t('auth:register.submit') }, { timeout: 10_000 }),
    )
    await expect(canvas.getByLabelText(i18next.t('auth:fields.email'))).toHaveAccessibleDescription(
      i18next.t('validation:emailRequired'),
    )
    await expect(canvas.getByLabelText(i18next.t('auth:fields.email'))).toHaveFocus()
    await expect(canvas.getByLabelText(i18next.t('auth:fields.password'))).toHaveAccessibleDescription(
      `${i18next.t('validation:passwordRequired')} ${i18next.t('auth:fields.passwordHint')}`,
    )
    await expect(canvas.getByLabelText(i18next.t('auth:fields.confirmPassword'))).toHaveAccessibleDescription(
      i18next.t('validation:confirmRequired'),
    )
    await expect(canvas.getByLabelText(i18next.t('auth:fields.code'))).toHaveAccessibleDescription(
      `${i18next.t('validation:codeNotSent')} ${i18next.t('auth:fields.codeHintDemo', DEMO_CODE)}`,
    )
  },
}

/** Every field filled but wrong. */
export const InvalidValues: Story = {
  beforeEach: codeSentTo('not-an-email'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas, { email: 'not-an-email', password: 'short', confirm: 'other', code: '12' })
    await submit(canvas)
    await expect(canvas.getByLabelText(i18next.t('auth:fields.email'))).toHaveAccessibleDescription(
      i18next.t('validation:emailInvalid'),
    )
    await expect(canvas.getByLabelText(i18next.t('auth:fields.password'))).toHaveAccessibleDescription(
      expect.stringContaining(i18next.t('validation:passwordRules')),
    )
    await expect(canvas.getByLabelText(i18next.t('auth:fields.confirmPassword'))).toHaveAccessibleDescription(
      i18next.t('validation:passwordsMismatch'),
    )
    await expect(canvas.getByLabelText(i18next.t('auth:fields.code'))).toHaveAccessibleDescription(
      expect.stringContaining(i18next.t('validation:codeInvalid', { count: 6 })),
    )
  },
}

/** A code was sent: the confirmation, and the button counts down before it can send again. */
export const CodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas, { email: 'fresh@example.com' })
    await user.click(canvas.getByRole('button', { name: i18next.t('auth:code.send') }))
    await expect(
      await canvas.findByText(i18next.t('auth:code.sentDemo', { email: 'fresh@example.com', ...DEMO_CODE })),
    ).toBeVisible()
    // The send button now counts down ("Resend in 60 seconds") and cannot send again.
    const codeField = canvas.getByLabelText(i18next.t('auth:fields.code'))
    await expect(within(codeField.parentElement ?? codeField).getByRole('button')).toBeDisabled()
  },
}

/** Sending a code to a registered address: answered as for any other (its owner is e-mailed instead). */
export const SendCodeEmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas, { email: 'demo@example.com' })
    await user.click(canvas.getByRole('button', { name: i18next.t('auth:code.send') }))
    await expect(
      await canvas.findByText(i18next.t('auth:code.sentDemo', { email: 'demo@example.com', ...DEMO_CODE })),
    ).toBeVisible()
  },
}

/** The email settings do not require a code: the code field, shown until they arrive, goes away. */
export const CodeNotRequired: Story = {
  beforeEach: () => {
    setEmailConfig({ registrationCodeRequired: false })
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByLabelText(i18next.t('auth:fields.email'), {}, { timeout: 10_000 })
    await waitFor(() =>
      expect(canvas.queryByLabelText(i18next.t('auth:fields.code'))).not.toBeInTheDocument(),
    )
  },
}

export const Pending: Story = {
  beforeEach: codeSentTo('pending@example.com'),
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/register', async () => {
          await delay('infinite')
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // An address no other story submits: identical requests share one flight (src/lib/api/swr.ts).
    await fill(canvas, { email: 'pending@example.com', password: 'Secret123', code: '123456' })
    await submit(canvas)
    const button = await canvas.findByRole('button', { name: i18next.t('auth:register.pending') })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

/** A visitor sends a code, enters it and ends on the dashboard, signed in. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas, { email: 'fresh@example.com', password: 'Secret123' })
    await user.click(canvas.getByRole('button', { name: i18next.t('auth:code.send') }))
    await canvas.findByText(i18next.t('auth:code.sentDemo', { email: 'fresh@example.com', ...DEMO_CODE }))
    await user.type(canvas.getByLabelText(i18next.t('auth:fields.code')), '123456')
    await submit(canvas)
    await expect(
      await canvas.findByRole(
        'button',
        { name: i18next.t('header.accountMenu', { email: 'fresh@example.com' }) },
        { timeout: 10_000 },
      ),
    ).toBeVisible()
  },
}

/** A registered address is refused as a wrong code is: nothing tells it apart from a new one. */
export const EmailTaken: Story = {
  beforeEach: codeSentTo('demo@example.com'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas, { email: 'demo@example.com', password: 'Secret123', code: '123456' })
    await submit(canvas)
    await expectSubmitError(canvas, i18next.t('errors:VERIFICATION_CODE_INVALID'))
  },
}

/** A code typed before any was sent: the field asks for Send code first, and nothing is sent. */
export const CodeNotSentYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas, { email: 'fresh@example.com', password: 'Secret123', code: '123456' })
    await submit(canvas)
    const code = canvas.getByLabelText(i18next.t('auth:fields.code'))
    await expect(code).toHaveAccessibleDescription(
      expect.stringContaining(i18next.t('validation:codeNotSent')),
    )
    await expect(code).toHaveFocus()
  },
}

/** A code the server does not know (sent earlier, but wrong or expired). */
export const VerificationCodeInvalid: Story = {
  beforeEach: codeSentTo('fresh@example.com'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas, { email: 'fresh@example.com', password: 'Secret123', code: '000000' })
    await submit(canvas)
    await expectSubmitError(canvas, i18next.t('errors:VERIFICATION_CODE_INVALID'))
  },
}

export const NetworkError: Story = {
  beforeEach: codeSentTo('fresh@example.com'),
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/register', ({ response }) => response.untyped(offContract.networkError())),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas, { email: 'fresh@example.com', password: 'Secret123', code: '123456' })
    await submit(canvas)
    await expectSubmitError(canvas, i18next.t('errors:network'))
  },
}

/** A 500 without a code: the body's own text is shown. */
export const ServerError: Story = {
  beforeEach: codeSentTo('fresh@example.com'),
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/register', ({ response }) =>
          response(500).json({ error: 'Mail service unavailable' }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas, { email: 'fresh@example.com', password: 'Secret123', code: '123456' })
    await submit(canvas)
    await expectSubmitError(canvas, 'Mail service unavailable')
  },
}
