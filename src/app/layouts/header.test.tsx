import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes, useLocation } from 'react-router-dom'
import { expect, test, vi } from 'vitest'
import { LANGUAGE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import { RequireAuth } from '#src/lib/auth/guards.tsx'
import { avatarLetter } from './account-menu.tsx'
import { Header } from './header.tsx'

const session = {
  token: 'tok_1234567890abcdef1234567890abcdef',
  user: { id: 'usr_1', email: 'demo@example.com', createdAt: '2026-01-01T00:00:00Z' },
}

function LocationProbe() {
  const location = useLocation()
  return <output aria-label="location">{location.pathname}</output>
}

function renderHeader(route = '/home', signedIn = false) {
  return renderWithProviders(
    <>
      <Header />
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </>,
    { route, session: signedIn ? session : undefined },
  )
}

test('a visitor sees Login and Register and the current nav item is marked', () => {
  renderHeader('/plans')
  const nav = screen.getByRole('navigation', { name: 'Main' })
  expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page')
  expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/login')
  expect(screen.getAllByRole('link', { name: 'Register' })[0]).toHaveAttribute('href', '/register')
  expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument()
})

test('the logo leads home', () => {
  renderHeader('/docs')
  expect(screen.getByRole('link', { name: 'Relay Portal home' })).toHaveAttribute('href', '/home')
})

test('a signed-in user sees Dashboard and an avatar with the first letter of the email', async () => {
  renderHeader('/home', true)
  const avatar = await screen.findByRole('button', { name: 'Account menu for demo@example.com' })
  expect(avatar).toHaveTextContent('D')
  expect(screen.getAllByRole('link', { name: 'Dashboard' })[0]).toHaveAttribute('href', '/dashboard')
  expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument()
})

test('the avatar letter is U without an email', () => {
  expect(avatarLetter('')).toBe('U')
  expect(avatarLetter(undefined)).toBe('U')
  expect(avatarLetter('émile@example.com')).toBe('É')
})

test('a user opens the account menu with the keyboard and moves through it', async () => {
  renderHeader('/home', true)
  const avatar = await screen.findByRole('button', { name: /Account menu/ })
  avatar.focus()
  await userEvent.keyboard('{Enter}')
  const menu = screen.getByRole('menu')
  expect(avatar).toHaveAttribute('aria-expanded', 'true')
  expect(within(menu).getByText('demo@example.com')).toBeInTheDocument()
  expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus()
  await userEvent.keyboard('{ArrowDown}')
  expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveFocus()
  await userEvent.keyboard('{ArrowDown}')
  expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus()
  await userEvent.keyboard('{ArrowDown}')
  expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus()
  await userEvent.keyboard('{End}')
  expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus()
  await userEvent.keyboard('{Escape}')
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  expect(avatar).toHaveFocus()
})

test('a user opens the account menu on its last item with ArrowUp, wraps, goes Home and leaves with Tab', async () => {
  renderHeader('/home', true)
  const avatar = await screen.findByRole('button', { name: /Account menu/ })
  avatar.focus()
  await userEvent.keyboard('{ArrowUp}')
  expect(avatar).toHaveAttribute('aria-expanded', 'true')
  expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus()
  await userEvent.keyboard('{Home}')
  expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus()
  await userEvent.keyboard('{ArrowUp}')
  expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus()
  await userEvent.keyboard('{ArrowDown}')
  expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus()
  await userEvent.tab()
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  expect(avatar).toHaveAttribute('aria-expanded', 'false')
})

test('a user opens and closes the account menu with clicks on the avatar', async () => {
  renderHeader('/home', true)
  const avatar = await screen.findByRole('button', { name: /Account menu/ })
  await userEvent.click(avatar)
  expect(avatar).toHaveAttribute('aria-expanded', 'true')
  expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus()
  await userEvent.click(avatar)
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  expect(avatar).toHaveAttribute('aria-expanded', 'false')
})

test('the account menu closes on an outside click', async () => {
  renderHeader('/home', true)
  await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }))
  expect(screen.getByRole('menu')).toBeInTheDocument()
  await userEvent.click(screen.getByLabelText('location'))
  expect(screen.queryByRole('menu')).not.toBeInTheDocument()
})

test('a user picks Dashboard from the menu', async () => {
  renderHeader('/home', true)
  await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }))
  await userEvent.click(screen.getByRole('menuitem', { name: 'Dashboard' }))
  expect(screen.getByLabelText('location')).toHaveTextContent('/dashboard')
})

test('a user logs out and lands on /home signed out', async () => {
  renderHeader('/docs', true)
  await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }))
  await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }))
  expect(screen.getByLabelText('location')).toHaveTextContent('/home')
  expect(screen.getAllByRole('link', { name: 'Login' })[0]).toBeInTheDocument()
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
})

test('a user logging out of a page that needs sign-in lands on /home, not on /login', async () => {
  renderWithProviders(
    <>
      <Header />
      <Routes>
        <Route
          path="/dashboard"
          element={
            <RequireAuth>
              <LocationProbe />
            </RequireAuth>
          }
        />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </>,
    { route: '/dashboard', session },
  )
  await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }))
  await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }))
  expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument()
  expect(screen.getByLabelText('location')).toHaveTextContent('/home')
})

test('a failed logout is logged and the user stays where they are', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  renderHeader('/docs', true)
  await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }))
  const removeItem = vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
    throw new Error('storage is locked')
  })
  await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }))
  removeItem.mockRestore()
  expect(error).toHaveBeenCalledWith('Logout failed', expect.any(Error))
  expect(screen.getByLabelText('location')).toHaveTextContent('/docs')
  expect(screen.getByRole('button', { name: /Account menu/ })).toBeInTheDocument()
  error.mockRestore()
})

test('the mobile menu opens with the four links and closes on Escape and on navigation', async () => {
  renderHeader('/home')
  const toggle = screen.getByRole('button', { name: 'Open menu' })
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await userEvent.click(toggle)
  const mobile = screen.getByRole('navigation', { name: 'Site menu' })
  expect(
    within(mobile)
      .getAllByRole('link')
      .slice(0, 4)
      .map((link) => link.textContent),
  ).toEqual(['Home', 'Features', 'Pricing', 'Docs'])
  await userEvent.keyboard('{Escape}')
  expect(screen.queryByRole('navigation', { name: 'Site menu' })).not.toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
  await userEvent.click(
    within(screen.getByRole('navigation', { name: 'Site menu' })).getByRole('link', { name: 'Docs' }),
  )
  expect(screen.getByLabelText('location')).toHaveTextContent('/docs')
  expect(screen.queryByRole('navigation', { name: 'Site menu' })).not.toBeInTheDocument()
})

test('the language switcher lists the five languages by their own names and switches', async () => {
  renderHeader()
  const select = screen.getByRole('combobox', { name: 'Language' })
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['简体中文', '繁體中文', 'English', '日本語', 'Русский'])
  await userEvent.selectOptions(select, 'ja')
  expect(await screen.findByRole('link', { name: '料金' })).toBeInTheDocument()
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ja')
  expect(document.documentElement.lang).toBe('ja')
})
