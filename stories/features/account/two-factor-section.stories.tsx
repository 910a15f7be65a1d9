import type { Meta, StoryObj } from '@storybook/react-vite'
import i18next from 'i18next'
import { Secret, TOTP } from 'otpauth'
import { expect, waitFor, within } from 'storybook/test'
import { http, offContract } from '#mocks/http.ts'
import { TwoFactorSection } from '#src/features/account/components/two-factor-section.tsx'
import { failedToLoad, neverAnswered, turnOnTwoFactor } from '#src/testing/account-stories.ts'
import { type Canvas, user } from '../../play.ts'

const PROFILE_URL = '/api/user/profile'

/** The key as the section shows it, in groups of four: the story reads it off the screen as a person would. */
async function readShownSecret(canvas: Canvas): Promise<string> {
  const label = await canvas.findByText(
    i18next.t('account:twoFactor.setup.secretLabel'),
    {},
    { timeout: 10_000 },
  )
  return (label.nextElementSibling?.textContent ?? '').replace(/\s/g, '')
}

async function startSetUp(canvas: Canvas) {
  await user.click(
    await canvas.findByRole('button', { name: i18next.t('account:twoFactor.start') }, { timeout: 10_000 }),
  )
  await canvas.findByRole('img', { name: i18next.t('account:twoFactor.setup.qrLabel') }, { timeout: 10_000 })
}

/** The account page's two-step sign-in section, signed in as demo@example.com on the seeded mock. */
const meta = {
  title: 'Features/Account/TwoFactorSection',
  component: TwoFactorSection,
  parameters: { route: '/account', session: 'demo' },
} satisfies Meta<typeof TwoFactorSection>

export default meta
type Story = StoryObj<typeof meta>

/** Off: one button to start. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(i18next.t('account:twoFactor.statusOff'), {}, { timeout: 10_000 }),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswered(PROFILE_URL)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('status')).toHaveTextContent(i18next.t('account:twoFactor.loading'))
  },
}

export const Error: Story = {
  parameters: { msw: { handlers: [failedToLoad(PROFILE_URL)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      i18next.t('errors:INTERNAL_ERROR'),
    )
  },
}

/** A backend without the two-step operations: no `twoFactorEnabled` in the profile, and the set-up answers 404. */
export const Unsupported: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/user/two-factor/setup', ({ response }) =>
          response.untyped(offContract.json({ error: 'Not Found' }, { status: 404 })),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await user.click(
      await canvas.findByRole('button', { name: i18next.t('account:twoFactor.start') }, { timeout: 10_000 }),
    )
    await expect(await canvas.findByText(i18next.t('account:twoFactor.unsupported'))).toBeVisible()
  },
}

/** The QR code and the key as text, and the field for the first code. */
export const SetUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await startSetUp(canvas)
    await expect(await readShownSecret(canvas)).toMatch(/^[A-Z2-7]{16,}$/)
    await expect(canvas.getByLabelText(i18next.t('account:twoFactor.setup.codeLabel'))).toBeVisible()
  },
}

/** A wrong first code: said beside the field, which keeps it. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await startSetUp(canvas)
    const field = canvas.getByLabelText(i18next.t('account:twoFactor.setup.codeLabel'))
    await user.type(field, '12345')
    await user.click(canvas.getByRole('button', { name: i18next.t('account:twoFactor.setup.confirm') }))
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(i18next.t('account:twoFactor.codeDigits')),
    )
    await expect(field).toHaveValue('12345')
  },
}

/** The first code from the shown key turns it on: the 10 recovery codes, once. */
export const RecoveryCodes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await startSetUp(canvas)
    const secret = await readShownSecret(canvas)
    await user.type(
      canvas.getByLabelText(i18next.t('account:twoFactor.setup.codeLabel')),
      new TOTP({ secret: Secret.fromBase32(secret) }).generate(),
    )
    await user.click(canvas.getByRole('button', { name: i18next.t('account:twoFactor.setup.confirm') }))
    const list = await canvas.findByRole('list', { name: i18next.t('account:twoFactor.codes.listLabel') })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10))
  },
}

/** On: turning it off takes a code or a recovery code. */
export const On: Story = {
  beforeEach: async () => {
    await turnOnTwoFactor('demo@example.com')
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(i18next.t('account:twoFactor.statusOn'), {}, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(
      canvas.getByRole('button', { name: i18next.t('account:twoFactor.disable.submit') }),
    ).toBeVisible()
  },
}
