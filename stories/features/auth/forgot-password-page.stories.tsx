import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { expect, within } from 'storybook/test'
import { db } from '#mocks/db.ts'
import { http } from '#mocks/http.ts'
import {
  PASSWORD_RESET_MAX_WRONG,
  RESET_REQUEST_EMAIL_LIMIT,
  startPasswordReset,
} from '#mocks/password-reset.ts'
import { AppRoutes } from '#src/app/routes.tsx'
import { type Canvas, expectHeading, expectSubmitError, user } from '../../play.ts'

const EMAIL = 'demo@example.com'
const DEMO_CODE = '123456'
const NEW_PASSWORD = 'New-pass-2026'

const field = (canvas: Canvas, label: string) => canvas.getByLabelText(label)

async function requestCode(canvas: Canvas) {
  await user.type(
    await canvas.findByLabelText(i18next.t('auth:fields.email'), {}, { timeout: 10_000 }),
    EMAIL,
  )
  await user.click(canvas.getByRole('button', { name: i18next.t('auth:forgot.send') }))
}

/** The code step reached for demo@example.com. */
async function reachCodeStep(canvas: Canvas) {
  await requestCode(canvas)
  return canvas.findByLabelText(i18next.t('auth:forgot.code'), {}, { timeout: 10_000 })
}

async function confirm(canvas: Canvas, code: string) {
  await user.type(field(canvas, i18next.t('auth:forgot.code')), code)
  await user.type(field(canvas, i18next.t('auth:forgot.newPassword')), NEW_PASSWORD)
  await user.type(field(canvas, i18next.t('auth:fields.confirmPassword')), NEW_PASSWORD)
  await user.click(canvas.getByRole('button', { name: i18next.t('auth:forgot.save') }))
}

/** The reset code the mock holds for the address (the one the page just asked for). */
function currentResetCode() {
  const record = db.passwordResets.find((candidate) => candidate.email === EMAIL)
  if (!record) throw new globalThis.Error(`No reset code for ${EMAIL}`)
  return record
}

async function expectCodeRefused(canvas: Canvas) {
  const code = field(canvas, i18next.t('auth:forgot.code'))
  await expect(
    await canvas.findByText(i18next.t('validation:resetCodeWrong'), {}, { timeout: 10_000 }),
  ).toBeVisible()
  await expect(code).toHaveAccessibleDescription(i18next.t('validation:resetCodeWrong'))
}

/** The forgotten-password page at /forgot-password, inside the app's layout; the mock's reset code is 123456. */
const meta = {
  title: 'Features/Auth/ForgotPasswordPage',
  component: AppRoutes,
  parameters: { route: '/forgot-password' },
} satisfies Meta<typeof AppRoutes>

export default meta
type Story = StoryObj<typeof meta>

/** First step: the e-mail address, with words that promise nothing about an account. */
export const EmailStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectHeading(canvas, i18next.t('auth:forgot.title'))
    await expect(canvas.getByText(i18next.t('auth:forgot.subtitle'))).toBeVisible()
    await expect(canvas.getByRole('button', { name: i18next.t('auth:forgot.send') })).toBeEnabled()
  },
}

/** Second step: the code and the new password; the address stays as typed, read-only. */
export const CodeStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await reachCodeStep(canvas)).toHaveValue('')
    await expect(canvas.getByText(i18next.t('auth:forgot.sent', { email: EMAIL, count: 15 }))).toBeVisible()
    await expect(canvas.getByText(i18next.t('auth:forgot.demo', { code: DEMO_CODE }))).toBeVisible()
    await expect(field(canvas, i18next.t('auth:fields.email'))).toHaveAttribute('readonly')
  },
}

/** The new password is set: every session ended, and the way back to log in. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await reachCodeStep(canvas)
    await confirm(canvas, DEMO_CODE)
    await expect(
      await canvas.findByText(i18next.t('auth:forgot.done'), {}, { timeout: 10_000 }),
    ).toHaveAttribute('role', 'status')
    await expect(canvas.getByRole('link', { name: i18next.t('auth:forgot.toLogin') })).toBeVisible()
  },
}

/** Too many requests for the address: when to try again, in the reader's language; the address stays. */
export const RateLimited: Story = {
  beforeEach: async () => {
    for (let request = 0; request < RESET_REQUEST_EMAIL_LIMIT.max; request += 1) {
      await startPasswordReset(EMAIL, '192.0.2.1', Date.now())
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await requestCode(canvas)
    const when = new Intl.RelativeTimeFormat(i18next.language, { numeric: 'always' }).format(15, 'minute')
    await expectSubmitError(canvas, i18next.t('errors:tooManyAttempts', { when }))
    await expect(field(canvas, i18next.t('auth:fields.email'))).toHaveValue(EMAIL)
  },
}

/** A wrong code: said beside the field. */
export const CodeWrong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await reachCodeStep(canvas)
    await confirm(canvas, '000000')
    await expectCodeRefused(canvas)
  },
}

/** The code's 15 minutes have passed: refused as a wrong one is. */
export const CodeExpired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await reachCodeStep(canvas)
    currentResetCode().expiresAt = Date.now() - 1
    await confirm(canvas, DEMO_CODE)
    await expectCodeRefused(canvas)
  },
}

/** The fifth wrong code ends the attempt: the reader is told to ask for a new code. */
export const CodeUsedUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await reachCodeStep(canvas)
    currentResetCode().wrongAttempts = PASSWORD_RESET_MAX_WRONG - 1
    await confirm(canvas, '000000')
    await expectSubmitError(canvas, i18next.t('errors:CODE_ATTEMPTS_EXHAUSTED'))
    await expect(canvas.getByRole('button', { name: i18next.t('auth:forgot.resend') })).toBeEnabled()
  },
}

/** The relay fails while saving: said above the form, and every field keeps what was typed. */
export const FailureKeepsInput: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/password-reset/confirm', ({ response }) =>
          response(500).json({ error: 'Internal server error', code: 'INTERNAL_ERROR' }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await reachCodeStep(canvas)
    await confirm(canvas, DEMO_CODE)
    await expectSubmitError(canvas, i18next.t('errors:INTERNAL_ERROR'))
    await expect(field(canvas, i18next.t('auth:forgot.code'))).toHaveValue(DEMO_CODE)
    await expect(field(canvas, i18next.t('auth:forgot.newPassword'))).toHaveValue(NEW_PASSWORD)
    await expect(field(canvas, i18next.t('auth:fields.confirmPassword'))).toHaveValue(NEW_PASSWORD)
  },
}
