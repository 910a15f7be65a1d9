import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { expect, within } from 'storybook/test'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import { http, offContract } from '#mocks/http.ts'
import { ChangePasswordSection } from '#src/features/account/components/change-password-section.tsx'
import { signedInElsewhere } from '#src/testing/account-stories.ts'
import { type Canvas, user } from '../../play.ts'

type Typed = { current: string; next: string; confirm?: string }

const fieldOf = (canvas: Canvas, key: 'current' | 'new' | 'confirm') =>
  canvas.getByLabelText(i18next.t(`account:password.${key}`))

async function submit(canvas: Canvas, { current, next, confirm = next }: Typed) {
  await canvas.findByLabelText(i18next.t('account:password.current'), {}, { timeout: 10_000 })
  await user.type(fieldOf(canvas, 'current'), current)
  await user.type(fieldOf(canvas, 'new'), next)
  await user.type(fieldOf(canvas, 'confirm'), confirm)
  await user.click(canvas.getByRole('button', { name: i18next.t('account:password.submit') }))
}

/** The account page's change-password section, signed in as demo@example.com on the seeded mock. */
const meta = {
  title: 'Features/Account/ChangePasswordSection',
  component: ChangePasswordSection,
  parameters: { route: '/account', session: 'demo' },
} satisfies Meta<typeof ChangePasswordSection>

export default meta
type Story = StoryObj<typeof meta>

/** Three empty fields; the contract's rule is under the new password before anything is sent. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const next = await canvas.findByLabelText(i18next.t('account:password.new'), {}, { timeout: 10_000 })
    await expect(next).toHaveValue('')
    await expect(next).toHaveAccessibleDescription(i18next.t('account:password.rule'))
    await expect(canvas.getByText(i18next.t('account:password.othersEnd'))).toBeVisible()
  },
}

/** A new password that breaks the rule: refused beside it, before any request. */
export const RuleShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await submit(canvas, { current: DEMO_PASSWORD, next: 'letters-only' })
    const next = fieldOf(canvas, 'new')
    await expect(next).toHaveAccessibleDescription(
      `${i18next.t('validation:passwordRules')} ${i18next.t('account:password.rule')}`,
    )
    await expect(next).toHaveFocus()
    await expect(next).toHaveValue('letters-only')
  },
}

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await submit(canvas, { current: DEMO_PASSWORD, next: 'New-pass-2026', confirm: 'New-pass-2027' })
    await expect(fieldOf(canvas, 'confirm')).toHaveAccessibleDescription(
      i18next.t('validation:passwordsMismatch'),
    )
  },
}

/** The relay refuses the current password: said beside it, and every field keeps what was typed. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await submit(canvas, { current: 'not-the-password1', next: 'New-pass-2026' })
    const current = fieldOf(canvas, 'current')
    await expect(
      await canvas.findByText(i18next.t('errors:CURRENT_PASSWORD_INVALID'), {}, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(current).toHaveAccessibleDescription(i18next.t('errors:CURRENT_PASSWORD_INVALID'))
    await expect(current).toHaveValue('not-the-password1')
    await expect(fieldOf(canvas, 'new')).toHaveValue('New-pass-2026')
  },
}

/** Changed while signed in on two other devices: both are signed out, and the user is told. */
export const Success: Story = {
  beforeEach: () => signedInElsewhere('demo@example.com'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await submit(canvas, { current: DEMO_PASSWORD, next: 'New-pass-2026' })
    await expect(
      await canvas.findByText(i18next.t('account:password.changed', { count: 2 }), {}, { timeout: 10_000 }),
    ).toHaveAttribute('role', 'status')
    await expect(fieldOf(canvas, 'current')).toHaveValue('')
  },
}

/** A backend without the (optional) operation answers 405: the section says so instead of the form. */
export const Unsupported: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put('/api/user/password', ({ response }) =>
          response.untyped(offContract.body(null, { status: 405 })),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await submit(canvas, { current: DEMO_PASSWORD, next: 'New-pass-2026' })
    await expect(
      await canvas.findByText(i18next.t('account:password.unsupported'), {}, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.queryByLabelText(i18next.t('account:password.current'))).toBeNull()
  },
}
