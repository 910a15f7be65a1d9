import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { delay } from 'msw'
import { expect, within } from 'storybook/test'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import { http } from '#mocks/http.ts'
import { findUserByEmail } from '#mocks/rules.ts'
import { countWrongTwoFactorCode, TWO_FACTOR_FAILURE_LIMIT } from '#mocks/two-factor.ts'
import { AppRoutes } from '#src/app/routes.tsx'
import { turnOnTwoFactor } from '#src/testing/account-stories.ts'
import { type Canvas, user } from '../../play.ts'

const EMAIL = 'demo@example.com'

/** The password step passed: the second step's field, as the login page shows it. */
async function reachSecondStep(canvas: Canvas) {
  await user.type(
    await canvas.findByLabelText(i18next.t('auth:fields.email'), {}, { timeout: 10_000 }),
    EMAIL,
  )
  await user.type(canvas.getByLabelText(i18next.t('auth:fields.password')), DEMO_PASSWORD)
  await user.click(canvas.getByRole('button', { name: i18next.t('auth:login.submit') }))
  return canvas.findByLabelText(i18next.t('auth:twoFactor.code'), {}, { timeout: 10_000 })
}

async function verify(canvas: Canvas, code: string, label = i18next.t('auth:twoFactor.code')) {
  await user.type(canvas.getByLabelText(label), code)
  await user.click(canvas.getByRole('button', { name: i18next.t('auth:twoFactor.submit') }))
}

/**
 * Sign-in's second step on /login, for demo@example.com with two-step sign-in on (every account has the demo
 * password); the codes come from the mock's TOTP.
 */
const meta = {
  title: 'Features/Auth/TwoFactorStep',
  component: AppRoutes,
  parameters: { route: '/login' },
  beforeEach: async () => {
    await turnOnTwoFactor(EMAIL)
  },
} satisfies Meta<typeof AppRoutes>

export default meta
type Story = StoryObj<typeof meta>

/** The authenticator's code, asked for in its own step with the focus in the field. */
export const CodeEntry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = await reachSecondStep(canvas)
    await expect(field).toHaveFocus()
    await expect(canvas.getByRole('heading', { name: i18next.t('auth:twoFactor.title') })).toBeVisible()
    await expect(canvas.getByText(i18next.t('auth:twoFactor.intro'))).toBeVisible()
  },
}

/** A recovery code instead: the field and the words change, each code works once. */
export const RecoveryCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await reachSecondStep(canvas)
    await user.click(canvas.getByRole('button', { name: i18next.t('auth:twoFactor.useRecovery') }))
    await expect(canvas.getByLabelText(i18next.t('auth:twoFactor.recoveryCode'))).toHaveFocus()
    await expect(canvas.getByText(i18next.t('auth:twoFactor.introRecovery'))).toBeVisible()
    await expect(canvas.getByRole('button', { name: i18next.t('auth:twoFactor.useApp') })).toBeVisible()
  },
}

/** A wrong code: said beside the field, which keeps it. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const field = await reachSecondStep(canvas)
    await verify(canvas, '000000')
    await expect(
      await canvas.findByText(i18next.t('validation:twoFactorCodeWrong'), {}, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(field).toHaveAccessibleDescription(i18next.t('validation:twoFactorCodeWrong'))
    await expect(field).toHaveValue('000000')
  },
}

/** Five wrong codes within ten minutes lock the step: said plainly, with when to try again. */
export const Locked: Story = {
  beforeEach: () => {
    const account = findUserByEmail(EMAIL)
    if (!account) throw new globalThis.Error(`${EMAIL} is not seeded`)
    for (let wrong = 0; wrong < TWO_FACTOR_FAILURE_LIMIT.max; wrong += 1) {
      countWrongTwoFactorCode(account.id, Date.now())
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await reachSecondStep(canvas)
    await verify(canvas, '123456')
    const when = new Intl.RelativeTimeFormat(i18next.language, { numeric: 'always' }).format(10, 'minute')
    await expect(
      await canvas.findByText(i18next.t('errors:twoFactorLocked', { when }), {}, { timeout: 10_000 }),
    ).toHaveAttribute('role', 'alert')
  },
}

/** The code is being checked: the button is busy and says so, and a second press does nothing. */
export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/auth/two-factor', async () => {
          await delay('infinite')
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await reachSecondStep(canvas)
    await verify(canvas, '123456')
    const button = await canvas.findByRole('button', { name: i18next.t('auth:twoFactor.pending') })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}
