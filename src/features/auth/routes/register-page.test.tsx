import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import i18next from 'i18next'
import { expect, onTestFinished, test, vi } from 'vitest'
import { http, offContract } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import type * as runtime from '#src/config/runtime.ts'
import { CODE_CHECK_LIMIT, countWrongCode } from '#mocks/rules.ts'
import { setEmailConfig } from '#mocks/seed.ts'
import { GuestOnly } from '#src/lib/auth/guards.tsx'
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { renderWithProviders, Where } from '#src/testing/render.tsx'
import RegisterPage from './register-page.tsx'

// The wording of a real backend, which emails the code (the demo's own is tested with the field).
vi.mock('#src/config/runtime.ts', async (importOriginal) => {
  const original = await importOriginal<typeof runtime>()
  return { ...original, runtimeConfig: { ...original.runtimeConfig, apiMock: false } }
})

function renderRegister(route = '/register') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/register"
        element={
          <GuestOnly>
            <RegisterPage />
          </GuestOnly>
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  )
}

async function fill({
  email,
  password,
  confirm = password,
}: {
  email: string
  password: string
  confirm?: string
}) {
  await userEvent.type(screen.getByLabelText('Email'), email)
  await userEvent.type(screen.getByLabelText('Password'), password)
  await userEvent.type(screen.getByLabelText('Confirm password'), confirm)
}

test('a visitor registers with a verification code and lands on the dashboard', async () => {
  renderRegister()
  await fill({ email: 'fresh@example.com', password: 'Secret123' })
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
  expect(await screen.findByText('Code sent to fresh@example.com.')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: /Resend in \d+ seconds/ })).toBeDisabled()
  await userEvent.type(screen.getByLabelText('Verification code'), '123456')
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
  expect(await screen.findByText('Arrived at /dashboard')).toBeInTheDocument()
  expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '{}')).toMatchObject({
    email: 'fresh@example.com',
  })
})

test('a registering visitor comes back to the claim page they came from', async () => {
  renderRegister('/register?returnTo=%2Fclaim%2FWELCOME')
  await fill({ email: 'claimer@example.com', password: 'Secret123' })
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
  await screen.findByText('Code sent to claimer@example.com.')
  await userEvent.type(screen.getByLabelText('Verification code'), '123456')
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
  expect(await screen.findByText('Arrived at /claim/WELCOME')).toBeInTheDocument()
})

test('the form checks the password rules, the match and the code before sending', async () => {
  renderRegister()
  await fill({ email: 'fresh@example.com', password: 'short', confirm: 'other' })
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
    'Use 8 to 128 characters with at least one letter and one digit. 8–128 characters, at least one letter and one digit.',
  )
  expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('The passwords don’t match.')
  expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(
    'Press “Send code” first, then enter the code. Press “Send code” and we’ll email you a 6-digit code.',
  )
  expect(screen.getByLabelText('Password')).toHaveFocus()
})

test('without codes, a taken email is asked for a code, and every field is kept', async () => {
  setEmailConfig({ registrationCodeRequired: false })
  renderRegister()
  await screen.findByRole('button', { name: 'Create account' })
  await fill({ email: 'demo@example.com', password: 'Secret123' })
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
  expect(await screen.findByText('Please enter the verification code sent to your email.')).toHaveAttribute(
    'role',
    'alert',
  )
  expect(screen.getByLabelText('Verification code')).toBeVisible()
  expect(screen.getByLabelText('Email')).toHaveValue('demo@example.com')
  expect(screen.getByLabelText('Password')).toHaveValue('Secret123')
  expect(screen.getByLabelText('Confirm password')).toHaveValue('Secret123')
})

test('a wrong verification code shows its message', async () => {
  renderRegister()
  await fill({ email: 'fresh@example.com', password: 'Secret123' })
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
  await screen.findByText('Code sent to fresh@example.com.')
  await userEvent.type(screen.getByLabelText('Verification code'), '000000')
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
  expect(
    await screen.findByText('The verification code is wrong or has expired. Request a new one.'),
  ).toHaveAttribute('role', 'alert')
})

test('a visitor held after too many wrong codes is told when to try again and keeps every field', async () => {
  for (let guess = 0; guess < CODE_CHECK_LIMIT.max; guess += 1)
    countWrongCode('fresh@example.com', Date.now())
  renderRegister()
  await fill({ email: 'fresh@example.com', password: 'Secret123' })
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
  await screen.findByText('Code sent to fresh@example.com.')
  await userEvent.type(screen.getByLabelText('Verification code'), '123456')
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
  expect(await screen.findByText('Too many attempts. Try again in 15 minutes.')).toHaveAttribute(
    'role',
    'alert',
  )
  expect(screen.getByLabelText('Email')).toHaveValue('fresh@example.com')
  expect(screen.getByLabelText('Password')).toHaveValue('Secret123')
  expect(screen.getByLabelText('Verification code')).toHaveValue('123456')
})

test('a registered email is sent a code as any other, and refused as a wrong code is', async () => {
  renderRegister()
  await fill({ email: 'demo@example.com', password: 'Secret123' })
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
  expect(await screen.findByText('Code sent to demo@example.com.')).toBeInTheDocument()
  await userEvent.type(screen.getByLabelText('Verification code'), '123456')
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
  expect(
    await screen.findByText('The verification code is wrong or has expired. Request a new one.'),
  ).toHaveAttribute('role', 'alert')
  expect(screen.getByLabelText('Email')).toHaveValue('demo@example.com')
})

test('sending a code without an email asks for the email first', async () => {
  renderRegister()
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
  expect(await screen.findByText('Enter your email first, then send the code.')).toBeInTheDocument()
})

test('without email verification the code field is not shown', async () => {
  setEmailConfig({ registrationCodeRequired: false })
  renderRegister()
  await fill({ email: 'nocode@example.com', password: 'Secret123' })
  await screen.findByRole('button', { name: 'Create account' })
  expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
  expect(await screen.findByText('Arrived at /dashboard')).toBeInTheDocument()
})

test('a register answer without a user says so, keeps every field and stores nothing', async () => {
  setEmailConfig({ registrationCodeRequired: false })
  server.use(
    // An incomplete answer, which the contract forbids: the app must not half sign in.
    http.post('/api/auth/register', ({ response }) =>
      response.untyped(offContract.json({ token: 'tok_1234567890abcdef1234567890abcdef' }, { status: 201 })),
    ),
  )
  renderRegister()
  await screen.findByRole('button', { name: 'Create account' })
  await fill({ email: 'fresh@example.com', password: 'Secret123' })
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
  expect(
    await screen.findByText(
      'The server’s answer was incomplete, so you are not logged in. Your account may have been created: try logging in.',
    ),
  ).toHaveAttribute('role', 'alert')
  expect(screen.getByLabelText('Email')).toHaveValue('fresh@example.com')
  expect(screen.getByLabelText('Password')).toHaveValue('Secret123')
  expect(screen.getByLabelText('Confirm password')).toHaveValue('Secret123')
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull()
})

test('the code hint asks for Send code until a code was sent, then says it was emailed', async () => {
  renderRegister()
  const code = screen.getByLabelText('Verification code')
  expect(code).toHaveAccessibleDescription('Press “Send code” and we’ll email you a 6-digit code.')
  await userEvent.type(screen.getByLabelText('Email'), 'fresh@example.com')
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
  expect(await screen.findByText('Code sent to fresh@example.com.')).toBeInTheDocument()
  expect(code).toHaveAccessibleDescription('We emailed you a 6-digit code.')
})

test('a code typed before sending one asks for Send code first, in the field and without a request', async () => {
  const registerCalls = vi.fn()
  server.use(http.post('/api/auth/register', () => void registerCalls()))
  renderRegister()
  await fill({ email: 'fresh@example.com', password: 'Secret123' })
  await userEvent.type(screen.getByLabelText('Verification code'), '123456')
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
  const code = screen.getByLabelText('Verification code')
  expect(code).toHaveAccessibleDescription(
    'Press “Send code” first, then enter the code. Press “Send code” and we’ll email you a 6-digit code.',
  )
  expect(code).toHaveFocus()
  expect(code).toHaveValue('123456')
  expect(registerCalls).not.toHaveBeenCalled()

  await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
  await screen.findByText('Code sent to fresh@example.com.')
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
  expect(await screen.findByText('Arrived at /dashboard')).toBeInTheDocument()
  expect(registerCalls).toHaveBeenCalledOnce()
})

test('a code sent to another address than the one in the field counts as not sent', async () => {
  renderRegister()
  await fill({ email: 'first@example.com', password: 'Secret123' })
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
  await screen.findByText('Code sent to first@example.com.')
  await userEvent.clear(screen.getByLabelText('Email'))
  await userEvent.type(screen.getByLabelText('Email'), 'second@example.com')
  const code = screen.getByLabelText('Verification code')
  expect(code).toHaveAccessibleDescription('Press “Send code” and we’ll email you a 6-digit code.')
  await userEvent.type(code, '123456')
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
  expect(code).toHaveAccessibleDescription(/^Press “Send code” first, then enter the code\./)
})

test('a code sent before a reload still counts in the same tab', async () => {
  const { unmount } = renderRegister()
  await fill({ email: 'fresh@example.com', password: 'Secret123' })
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
  await screen.findByText('Code sent to fresh@example.com.')
  unmount()

  renderRegister()
  await fill({ email: 'fresh@example.com', password: 'Secret123' })
  expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(
    'We emailed you a 6-digit code.',
  )
  await userEvent.type(screen.getByLabelText('Verification code'), '123456')
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
  expect(await screen.findByText('Arrived at /dashboard')).toBeInTheDocument()
})

test.each(['ja', 'zh-TW'])(
  'an email the server refuses reads in %s beside the field, with everything typed kept',
  async (language) => {
    await i18next.changeLanguage(language)
    onTestFinished(async () => {
      await i18next.changeLanguage('en')
    })
    setEmailConfig({ registrationCodeRequired: false })
    renderRegister()
    const submit = await screen.findByRole('button', { name: i18next.t('auth:register.submit') })
    // Two dots in a row pass the form's own check; the server's email rule refuses them.
    await userEvent.type(screen.getByLabelText(i18next.t('auth:fields.email')), 'a..b@example.com')
    await userEvent.type(screen.getByLabelText(i18next.t('auth:fields.password')), 'Secret123')
    await userEvent.type(screen.getByLabelText(i18next.t('auth:fields.confirmPassword')), 'Secret123')
    await userEvent.click(submit)
    const email = screen.getByLabelText(i18next.t('auth:fields.email'))
    expect(await screen.findByText(i18next.t('validation:emailInvalid'))).toBeInTheDocument()
    expect(email).toHaveAccessibleDescription(i18next.t('validation:emailInvalid'))
    expect(email).toHaveFocus()
    expect(email).toHaveValue('a..b@example.com')
    expect(screen.getByLabelText(i18next.t('auth:fields.password'))).toHaveValue('Secret123')
    expect(screen.queryByText(/valid email address/)).not.toBeInTheDocument()
  },
)

test('an email the server refuses when sending a code reads in Russian', async () => {
  await i18next.changeLanguage('ru')
  onTestFinished(async () => {
    await i18next.changeLanguage('en')
  })
  renderRegister()
  await userEvent.type(screen.getByLabelText(i18next.t('auth:fields.email')), 'a..b@example.com')
  await userEvent.click(screen.getByRole('button', { name: i18next.t('auth:code.send') }))
  expect(await screen.findByText(i18next.t('validation:emailInvalid'))).toBeInTheDocument()
  expect(screen.getByLabelText(i18next.t('auth:fields.email'))).toHaveValue('a..b@example.com')
  expect(screen.queryByText(/valid email address/)).not.toBeInTheDocument()
})
