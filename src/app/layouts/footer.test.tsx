import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { useAuth } from '#src/lib/auth/auth-provider.tsx'
import { renderWithProviders } from '#src/testing/render.tsx'
import { Footer } from './footer.tsx'

const session = {
  token: 'tok_1234567890abcdef1234567890abcdef',
  user: { id: 'usr_1', email: 'demo@example.com', createdAt: '2026-01-01T00:00:00Z' },
}

function LogoutButton() {
  const { logout } = useAuth()
  return (
    <button type="button" onClick={() => logout()}>
      log out
    </button>
  )
}

function accountLinks() {
  const nav = screen.getByRole('navigation', { name: 'Account' })
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])
}

test('a visitor finds Login and Register in the footer, and no Dashboard', async () => {
  renderWithProviders(<Footer />)
  await screen.findByRole('link', { name: 'Login' })
  expect(accountLinks()).toEqual([
    ['Login', '/login'],
    ['Register', '/register'],
  ])
})

test('a signed-in user finds Dashboard in the footer instead of Login and Register, until logging out', async () => {
  renderWithProviders(
    <>
      <Footer />
      <LogoutButton />
    </>,
    { session },
  )
  await screen.findByRole('link', { name: 'Dashboard' })
  expect(accountLinks()).toEqual([['Dashboard', '/dashboard']])

  await userEvent.click(screen.getByRole('button', { name: 'log out' }))
  expect(accountLinks()).toEqual([
    ['Login', '/login'],
    ['Register', '/register'],
  ])
})

test('the footer links every public page, the price list of models among them', async () => {
  renderWithProviders(<Footer />)
  const nav = await screen.findByRole('navigation', { name: 'Product' })
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Features', '/features'],
    ['Pricing', '/plans'],
    ['Docs', '/docs'],
    ['Models', '/models'],
    ['About', '/about'],
  ])
})
