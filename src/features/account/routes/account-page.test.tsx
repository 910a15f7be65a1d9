import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import { http } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { callApi } from '#mocks/testing/api.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import AccountPage from './account-page.tsx'

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1'

async function signIn(userAgent?: string) {
  const headers = userAgent ? { 'user-agent': userAgent } : undefined
  const answer = await callApi('post', '/api/auth/login', {
    body: { email: 'demo@example.com', password: DEMO_PASSWORD },
    headers,
  })
  const body = answer.body as { token: string; user: { id: string; email: string; createdAt: string } }
  return body
}

async function renderSignedIn() {
  const session = await signIn()
  renderWithProviders(<AccountPage />, { route: '/account', session })
  return session
}

test('a user changes the password after seeing the rule, and is told how many other sessions were signed out', async () => {
  const other = await signIn(PHONE)
  await renderSignedIn()
  const section = await screen.findByRole('region', { name: 'Change password' })
  const newPassword = within(section).getByLabelText('New password')
  expect(newPassword).toHaveAccessibleDescription('8–128 characters, at least one letter and one digit.')
  await userEvent.type(within(section).getByLabelText('Current password'), DEMO_PASSWORD)
  await userEvent.type(newPassword, 'New-pass-2026')
  await userEvent.type(within(section).getByLabelText('Confirm new password'), 'New-pass-2026')
  await userEvent.click(within(section).getByRole('button', { name: 'Change password' }))
  // The section's status line is on the page from the start, empty: wait for its words.
  expect(
    await within(section).findByText('Password changed. 1 other session was signed out.'),
  ).toHaveAttribute('role', 'status')
  expect((await callApi('get', '/api/user/profile', { token: other.token })).status).toBe(401)
})

test('changing the password with no other session signed in says so, not “0 other sessions”', async () => {
  await renderSignedIn()
  const section = await screen.findByRole('region', { name: 'Change password' })
  await userEvent.type(within(section).getByLabelText('Current password'), DEMO_PASSWORD)
  await userEvent.type(within(section).getByLabelText('New password'), 'New-pass-2026')
  await userEvent.type(within(section).getByLabelText('Confirm new password'), 'New-pass-2026')
  await userEvent.click(within(section).getByRole('button', { name: 'Change password' }))
  expect(
    await within(section).findByText('Password changed. No other session was signed in.'),
  ).toBeInTheDocument()
})

test('a wrong current password reads beside its field and keeps what was typed', async () => {
  await renderSignedIn()
  const section = await screen.findByRole('region', { name: 'Change password' })
  const current = within(section).getByLabelText('Current password')
  await userEvent.type(current, 'not-the-password1')
  await userEvent.type(within(section).getByLabelText('New password'), 'New-pass-2026')
  await userEvent.type(within(section).getByLabelText('Confirm new password'), 'New-pass-2026')
  await userEvent.click(within(section).getByRole('button', { name: 'Change password' }))
  await expect.poll(() => current.getAttribute('aria-invalid')).toBe('true')
  expect(current).toHaveAccessibleDescription('Your current password isn’t right.')
  expect(current).toHaveFocus()
  expect(within(section).getByLabelText('New password')).toHaveValue('New-pass-2026')
})

test('a user sees where the account is signed in, this device marked, and signs out every other session', async () => {
  const phone = await signIn(PHONE)
  await renderSignedIn()
  const section = await screen.findByRole('region', { name: 'Where you’re signed in' })
  expect(await within(section).findByText('Chrome on iOS')).toBeInTheDocument()
  expect(within(section).getByText('This device')).toBeInTheDocument()
  await userEvent.click(within(section).getByRole('button', { name: 'Sign out every other session' }))
  expect(await within(section).findByText('1 other session was signed out.')).toBeInTheDocument()
  expect(await within(section).findByText('You’re signed in only here.')).toBeInTheDocument()
  expect(within(section).queryByText('Chrome on iOS')).not.toBeInTheDocument()
  expect((await callApi('get', '/api/user/profile', { token: phone.token })).status).toBe(401)
})

test('a user signs out one other session by its device name', async () => {
  const phone = await signIn(PHONE)
  await renderSignedIn()
  const section = await screen.findByRole('region', { name: 'Where you’re signed in' })
  await userEvent.click(await within(section).findByRole('button', { name: 'Sign out Chrome on iOS' }))
  expect(await within(section).findByText('That session is signed out.')).toBeInTheDocument()
  expect((await callApi('get', '/api/user/profile', { token: phone.token })).status).toBe(401)
})

test.each([404, 405] as const)(
  'against a backend without sessions (%i) the section says so',
  async (status) => {
    server.use(
      http.untyped.get('/api/user/sessions', () => new Response(JSON.stringify({ error: 'No' }), { status })),
    )
    await renderSignedIn()
    expect(await screen.findByText('Your relay doesn’t list sessions.')).toBeInTheDocument()
  },
)
