import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import { expect, test } from 'vitest'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import { callApi } from '#mocks/testing/api.ts'
import { seedSignedInUser } from '#mocks/seed.ts'
import { DEMO_VERIFICATION_CODE } from '#src/config/demo.ts'
import { renderWithProviders, Where } from '#src/testing/render.tsx'
import ForgotPasswordPage from './forgot-password-page.tsx'

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/forgot-password' },
  )
}

async function askForCode(email: string) {
  await userEvent.type(screen.getByLabelText('Email'), email)
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
}

test('a user resets a forgotten password with the code, every session ends, and the new password signs in', async () => {
  const { token } = await seedSignedInUser('reset@example.com')
  renderPage()
  await askForCode('reset@example.com')
  await userEvent.type(await screen.findByLabelText('Reset code'), DEMO_VERIFICATION_CODE)
  await userEvent.type(screen.getByLabelText('New password'), 'New-pass-2026')
  await userEvent.type(screen.getByLabelText('Confirm password'), 'New-pass-2026')
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
  expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument()
  expect((await callApi('get', '/api/user/profile', { token })).status).toBe(401)
  const login = await callApi('post', '/api/auth/login', {
    body: { email: 'reset@example.com', password: 'New-pass-2026' },
  })
  expect(login.status).toBe(200)
})

test('the answer for an address without an account reads exactly as for one with an account', async () => {
  const answerFor = async (email: string) => {
    const { unmount } = renderPage()
    await askForCode(email)
    await screen.findByLabelText('Reset code')
    const text = screen.getByText(/a code is on its way/).textContent?.replace(email, '<address>')
    unmount()
    return text
  }
  const known = await answerFor('demo@example.com')
  expect(known).toBe('If an account uses <address>, a code is on its way there. It works for 15 minutes.')
  expect(await answerFor('nobody-here@example.com')).toBe(known)
})

test('a wrong code reads beside the field and keeps every field as typed', async () => {
  renderPage()
  await askForCode('demo@example.com')
  const code = await screen.findByLabelText('Reset code')
  await userEvent.type(code, '000000')
  await userEvent.type(screen.getByLabelText('New password'), 'New-pass-2026')
  await userEvent.type(screen.getByLabelText('Confirm password'), 'New-pass-2026')
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
  await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true')
  expect(code).toHaveAccessibleDescription('This code is wrong or has expired. Check it, or send a new one.')
  expect(code).toHaveValue('000000')
  expect(screen.getByLabelText('New password')).toHaveValue('New-pass-2026')
  const login = await callApi('post', '/api/auth/login', {
    body: { email: 'demo@example.com', password: DEMO_PASSWORD },
  })
  expect(login.status).toBe(200)
})

test('the password rule is shown before submitting, and a weak password is refused without a request', async () => {
  renderPage()
  await askForCode('demo@example.com')
  const password = await screen.findByLabelText('New password')
  expect(password).toHaveAccessibleDescription('8–128 characters, at least one letter and one digit.')
  await userEvent.type(screen.getByLabelText('Reset code'), DEMO_VERIFICATION_CODE)
  await userEvent.type(password, 'short')
  await userEvent.type(screen.getByLabelText('Confirm password'), 'short')
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
  expect(password).toHaveAccessibleDescription(/Use 8 to 128 characters/)
})
