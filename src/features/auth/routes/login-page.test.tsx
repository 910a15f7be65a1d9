import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import i18next from 'i18next'
import { expect, onTestFinished, test, vi } from 'vitest'
import { http, offContract } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import type * as runtime from '#src/config/runtime.ts'
import { SHARED_ADDRESS, SIGN_IN_PAIR_LIMIT, countFailedSignIn } from '#mocks/rules.ts'
import { setEmailConfig } from '#mocks/seed.ts'
import { db } from '#mocks/db.ts'
import { enableTwoFactor, startTwoFactorSetup, TWO_FACTOR_FAILURE_LIMIT } from '#mocks/two-factor.ts'
import { Secret, TOTP } from 'otpauth'
import { GuestOnly } from '#src/lib/auth/guards.tsx'
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { renderWithProviders, Where } from '#src/testing/render.tsx'
import LoginPage from './login-page.tsx'

// The wording of a real backend, which emails the code (the demo's own is tested with the field).
vi.mock('#src/config/runtime.ts', async (importOriginal) => {
  const original = await importOriginal<typeof runtime>()
  return { ...original, runtimeConfig: { ...original.runtimeConfig, apiMock: false } }
})

function renderLogin(route: string | { pathname: string; state?: unknown } = '/login') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/login"
        element={
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  )
}

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email)
  await userEvent.type(screen.getByLabelText('Password'), password)
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
}

test('a user logs in and lands on the dashboard with the session stored', async () => {
  renderLogin()
  await fillAndSubmit('demo@example.com', DEMO_PASSWORD)
  expect(await screen.findByText('Arrived at /dashboard')).toBeInTheDocument()
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toMatch(/.{32,}/)
  expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '{}')).toMatchObject({
    email: 'demo@example.com',
  })
})

test('a user sent to login from a guarded page goes back there', async () => {
  renderLogin({ pathname: '/login', state: { from: '/dashboard?tab=keys' } })
  expect(screen.getByText('Log in to continue to the page you were opening.')).toBeInTheDocument()
  await fillAndSubmit('demo@example.com', DEMO_PASSWORD)
  expect(await screen.findByText('Arrived at /dashboard')).toBeInTheDocument()
})

test('a user whose login expired is told so and goes back to the page afterwards', async () => {
  renderLogin({ pathname: '/login', state: { from: '/dashboard?tab=keys', expired: true } })
  expect(screen.getByText('Your login has expired. Please log in again.')).toBeInTheDocument()
  expect(screen.queryByText('Log in to continue to the page you were opening.')).not.toBeInTheDocument()
  await fillAndSubmit('demo@example.com', DEMO_PASSWORD)
  expect(await screen.findByText('Arrived at /dashboard')).toBeInTheDocument()
})

test('a wrong password shows the translated error and keeps what was typed', async () => {
  renderLogin()
  await fillAndSubmit('demo@example.com', 'wrong-password1')
  expect(await screen.findByText('Incorrect email or password.')).toHaveAttribute('role', 'alert')
  expect(screen.getByLabelText('Email')).toHaveValue('demo@example.com')
  expect(screen.getByLabelText('Password')).toHaveValue('wrong-password1')
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
})

test('someone held after too many wrong passwords is told when to try again and keeps what was typed', async () => {
  for (let failure = 0; failure < SIGN_IN_PAIR_LIMIT.max; failure += 1) {
    countFailedSignIn('demo@example.com', SHARED_ADDRESS, Date.now())
  }
  renderLogin()
  await fillAndSubmit('demo@example.com', DEMO_PASSWORD)
  expect(await screen.findByText('Too many attempts. Try again in 15 minutes.')).toHaveAttribute(
    'role',
    'alert',
  )
  expect(screen.getByLabelText('Email')).toHaveValue('demo@example.com')
  expect(screen.getByLabelText('Password')).toHaveValue(DEMO_PASSWORD)
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
})

test('empty fields show inline messages and focus the first invalid field without a request', async () => {
  renderLogin()
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.')
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.')
  expect(screen.getByLabelText('Email')).toHaveFocus()
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
})

test('a malformed email is rejected inline', async () => {
  renderLogin()
  await fillAndSubmit('not-an-email', DEMO_PASSWORD)
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
    'Enter a valid email address, like name@example.com.',
  )
})

test('a network failure shows its message and keeps the input', async () => {
  server.use(http.post('/api/auth/login', ({ response }) => response.untyped(offContract.networkError())))
  renderLogin()
  await fillAndSubmit('demo@example.com', DEMO_PASSWORD)
  expect(await screen.findByText('Network error')).toHaveAttribute('role', 'alert')
  expect(screen.getByLabelText('Email')).toHaveValue('demo@example.com')
})

test('a server error without a code shows the body text', async () => {
  server.use(
    http.post('/api/auth/login', ({ response }) => response(500).json({ error: 'Maintenance until 10:00' })),
  )
  renderLogin()
  await fillAndSubmit('demo@example.com', DEMO_PASSWORD)
  expect(await screen.findByText('Maintenance until 10:00')).toHaveAttribute('role', 'alert')
})

test('the submit button is disabled while the request is pending', async () => {
  let release: () => void = () => {}
  server.use(
    http.post('/api/auth/login', async ({ response }) => {
      await new Promise<void>((resolve) => (release = resolve))
      return response(401).json({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' })
    }),
  )
  renderLogin()
  await fillAndSubmit('demo@example.com', DEMO_PASSWORD)
  expect(await screen.findByRole('button', { name: 'Logging in…' })).toBeDisabled()
  release()
  expect(await screen.findByText('Incorrect email or password.')).toHaveAttribute('role', 'alert')
})

test('when the email config requires a code, the user logs in with one', async () => {
  setEmailConfig({ loginCodeRequired: true })
  renderLogin()
  const code = await screen.findByLabelText('Verification code')
  await userEvent.type(screen.getByLabelText('Email'), 'demo@example.com')
  await userEvent.type(screen.getByLabelText('Password'), DEMO_PASSWORD)
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
  expect(await screen.findByText('Code sent to demo@example.com.')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: /Resend in \d+ seconds/ })).toBeDisabled()
  await userEvent.type(code, '123456')
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
  expect(await screen.findByText('Arrived at /dashboard')).toBeInTheDocument()
})

test.each([
  ['without a user', { token: 'tok_1234567890abcdef1234567890abcdef' }],
  [
    'without a token',
    { user: { id: 'usr_1', email: 'demo@example.com', createdAt: '2026-01-01T00:00:00Z' } },
  ],
])('a login answer %s says the login did not finish, keeps the input and stores nothing', async (_, body) => {
  // An incomplete answer, which the contract forbids: the app must not half sign in.
  server.use(http.post('/api/auth/login', ({ response }) => response.untyped(offContract.json(body))))
  renderLogin()
  await fillAndSubmit('demo@example.com', DEMO_PASSWORD)
  expect(
    await screen.findByText(
      'The server’s answer was incomplete, so you are not logged in. Please try again.',
    ),
  ).toHaveAttribute('role', 'alert')
  expect(screen.getByLabelText('Email')).toHaveValue('demo@example.com')
  expect(screen.getByLabelText('Password')).toHaveValue(DEMO_PASSWORD)
  expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled()
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull()
})

test('with codes required, a code typed before sending one asks for Send code first, without a request', async () => {
  setEmailConfig({ loginCodeRequired: true })
  const loginCalls = vi.fn()
  server.use(http.post('/api/auth/login-with-code', () => void loginCalls()))
  renderLogin()
  const code = await screen.findByLabelText('Verification code')
  expect(code).toHaveAccessibleDescription('Press “Send code” and we’ll email you a 6-digit code.')
  await userEvent.type(screen.getByLabelText('Email'), 'demo@example.com')
  await userEvent.type(screen.getByLabelText('Password'), DEMO_PASSWORD)
  await userEvent.type(code, '123456')
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
  expect(code).toHaveAccessibleDescription(/^Press “Send code” first, then enter the code\./)
  expect(loginCalls).not.toHaveBeenCalled()
  expect(screen.queryByText('The verification code is wrong or has expired. Request a new one.')).toBeNull()
})

test.each(['ru', 'ja'])(
  'a password longer than the server accepts reads in %s beside the field, with what was typed kept',
  async (language) => {
    await i18next.changeLanguage(language)
    onTestFinished(async () => {
      await i18next.changeLanguage('en')
    })
    renderLogin()
    const long = 'a1'.repeat(65)
    await userEvent.type(screen.getByLabelText(i18next.t('auth:fields.email')), 'demo@example.com')
    await userEvent.type(screen.getByLabelText(i18next.t('auth:fields.password')), long)
    await userEvent.click(screen.getByRole('button', { name: i18next.t('auth:login.submit') }))
    const password = screen.getByLabelText(i18next.t('auth:fields.password'))
    const message = i18next.t('validation:passwordTooLong', { count: 128 })
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(password).toHaveAccessibleDescription(message)
    expect(password).toHaveValue(long)
    expect(screen.queryByText(/at most 128 characters/)).not.toBeInTheDocument()
  },
)

test("a refusal with a rule the app does not know reads translated in Japanese, around the server's sentence", async () => {
  await i18next.changeLanguage('ja')
  onTestFinished(async () => {
    await i18next.changeLanguage('en')
  })
  server.use(
    http.post('/api/auth/login', ({ response }) =>
      response(400).json({
        error: 'email: must not be a disposable address',
        code: 'VALIDATION_FAILED',
        details: [{ field: 'email', rule: 'disposable' }],
      }),
    ),
  )
  renderLogin()
  await userEvent.type(screen.getByLabelText(i18next.t('auth:fields.email')), 'demo@example.com')
  await userEvent.type(screen.getByLabelText(i18next.t('auth:fields.password')), DEMO_PASSWORD)
  await userEvent.click(screen.getByRole('button', { name: i18next.t('auth:login.submit') }))
  expect(
    await screen.findByText(
      i18next.t('errors:notAccepted', { detail: 'email: must not be a disposable address' }),
    ),
  ).toHaveAttribute('role', 'alert')
  expect(screen.getByLabelText(i18next.t('auth:fields.email'))).toHaveValue('demo@example.com')
})

/** Turns two-step sign-in on for the demo account as its owner would, with an authenticator of the secret. */
async function turnOnTwoFactor() {
  const user = [...db.users.values()].find((candidate) => candidate.email === 'demo@example.com')
  if (!user) throw new Error('The demo account is seeded')
  const { secret } = startTwoFactorSetup(user.id, user.email)
  const totp = new TOTP({ secret: Secret.fromBase32(secret) })
  const recoveryCodes = await enableTwoFactor(user.id, totp.generate(), Date.now())
  if (!recoveryCodes) throw new Error('The first code turns it on')
  // The code of the step after the one used to turn it on: a used step is refused.
  return { nextCode: () => totp.generate({ timestamp: Date.now() + 30_000 }), recoveryCodes }
}

test('a user with two-step sign-in enters the code from their app after the password and lands on the dashboard', async () => {
  const { nextCode } = await turnOnTwoFactor()
  renderLogin()
  await fillAndSubmit('demo@example.com', DEMO_PASSWORD)
  const code = await screen.findByLabelText('Authentication code')
  expect(code).toHaveFocus()
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  await userEvent.type(code, nextCode())
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
  expect(await screen.findByText('Arrived at /dashboard')).toBeInTheDocument()
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toMatch(/.{32,}/)
})

test('a user signs in once with a recovery code, and the same code is refused the second time', async () => {
  const { recoveryCodes } = await turnOnTwoFactor()
  const [recovery = ''] = recoveryCodes
  const signInWithRecovery = async () => {
    await fillAndSubmit('demo@example.com', DEMO_PASSWORD)
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }))
    await userEvent.type(screen.getByLabelText('Recovery code'), recovery.toUpperCase())
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
  }
  const { unmount } = renderLogin()
  await signInWithRecovery()
  expect(await screen.findByText('Arrived at /dashboard')).toBeInTheDocument()
  unmount()
  localStorage.clear()
  renderLogin()
  await signInWithRecovery()
  const field = screen.getByLabelText('Recovery code')
  await vi.waitFor(() =>
    expect(field).toHaveAccessibleDescription('That code isn’t right. Enter the code your app shows now.'),
  )
  expect(field).toHaveValue(recovery.toUpperCase())
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
})

test('after too many wrong codes the second step says plainly that it is locked and when to try again', async () => {
  await turnOnTwoFactor()
  renderLogin()
  await fillAndSubmit('demo@example.com', DEMO_PASSWORD)
  const code = await screen.findByLabelText('Authentication code')
  for (let wrong = 0; wrong <= TWO_FACTOR_FAILURE_LIMIT.max; wrong += 1) {
    await userEvent.clear(code)
    await userEvent.type(code, '000000')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await screen.findByRole('button', { name: 'Verify' })
  }
  expect(
    await screen.findByText('Too many wrong codes. This step is locked; try again in 10 minutes.'),
  ).toHaveAttribute('role', 'alert')
  expect(code).toHaveValue('000000')
})

test('an expired second step goes back to the password form with what was typed, saying why', async () => {
  await turnOnTwoFactor()
  server.use(
    http.post('/api/auth/two-factor', ({ response }) =>
      response(400).json({
        error: 'This sign-in has expired; sign in again',
        code: 'TWO_FACTOR_CHALLENGE_EXPIRED',
      }),
    ),
  )
  renderLogin()
  await fillAndSubmit('demo@example.com', DEMO_PASSWORD)
  await userEvent.type(await screen.findByLabelText('Authentication code'), '123456')
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
  expect(await screen.findByText('This sign-in took too long. Please log in again.')).toHaveAttribute(
    'role',
    'alert',
  )
  expect(screen.getByLabelText('Email')).toHaveValue('demo@example.com')
  expect(screen.getByLabelText('Password')).toHaveValue(DEMO_PASSWORD)
})

test('the login page links to resetting a forgotten password, carrying the address typed', async () => {
  renderLogin()
  await userEvent.type(screen.getByLabelText('Email'), 'demo@example.com')
  await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }))
  expect(await screen.findByText('Arrived at /forgot-password')).toBeInTheDocument()
})
