import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { useState } from 'react'
import { expect, test } from 'vitest'
import { CODE_SEND_LIMIT, MOCK_VERIFICATION_CODE, recordSentCode } from '#mocks/rules.ts'
import { runtimeConfig } from '#src/config/runtime.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import { DEMO_VERIFICATION_CODE } from '#src/config/demo.ts'
import { VerificationCodeField } from './verification-code-field.tsx'

function Field() {
  const [code, setCode] = useState('')
  return (
    <VerificationCodeField
      email="fresh@example.com"
      type="register"
      value={code}
      onChange={setCode}
      codeLength={6}
    />
  )
}

test('the demo code the field names is the one the mock accepts', () => {
  expect(DEMO_VERIFICATION_CODE).toBe(MOCK_VERIFICATION_CODE)
})

test('with the demo backend, the hint and the sent status say no email is sent and name the code, as the banner does', async () => {
  expect(runtimeConfig.apiMock).toBe(true)
  renderWithProviders(<Field />)
  const code = screen.getByLabelText('Verification code')
  expect(code).toHaveAccessibleDescription(
    'Demo mode: no email is sent. Press “Send code”, then enter 123456.',
  )
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
  expect(
    await screen.findByText('Demo mode: no email was sent to fresh@example.com. Enter 123456.'),
  ).toHaveAttribute('role', 'status')
  expect(code).toHaveAccessibleDescription(
    'Demo mode: no email is sent. Press “Send code”, then enter 123456.',
  )
  // The banner over every page says the same: no email, Send code, this code.
  expect(i18next.t('mock.notice', { code: DEMO_VERIFICATION_CODE })).toBe(
    'Demo mode: a built-in mock backend answers every request. No email is sent: press “Send code”, then enter 123456.',
  )
})

test('someone who asked for too many codes is told when they may ask again', async () => {
  const now = Date.now()
  for (let sent = 0; sent < CODE_SEND_LIMIT.max; sent += 1) {
    recordSentCode('fresh@example.com', 'register', now - 30 * 60_000 + sent * 61_000)
  }
  renderWithProviders(<Field />)
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
  expect(await screen.findByText('Too many attempts. Try again in 30 minutes.')).toHaveAttribute(
    'role',
    'status',
  )
  expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled()
})
