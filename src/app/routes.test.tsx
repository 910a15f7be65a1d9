import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes, useLocation } from 'react-router-dom'
import { expect, test } from 'vitest'
import { renderWithProviders } from '../testing/render.tsx'
import { AppRoutes } from './routes.tsx'

const session = {
  token: 'tok_1234567890abcdef1234567890abcdef',
  user: { id: 'usr_1', email: 'demo@example.com', createdAt: '2026-01-01T00:00:00Z' },
}

function LocationProbe() {
  const location = useLocation()
  return <output aria-label="location">{location.pathname + location.search}</output>
}

function renderApp(route: string, signedIn = false) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </>,
    { route, session: signedIn ? session : undefined },
  )
}

test('the root path redirects to /home', async () => {
  renderApp('/')
  expect(await screen.findByRole('heading', { level: 1, name: 'Relay Portal' })).toBeInTheDocument()
  expect(screen.getByLabelText('location')).toHaveTextContent('/home')
})

test('a visitor opening /dashboard is sent to /login', async () => {
  renderApp('/dashboard')
  expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument()
  expect(screen.getByLabelText('location')).toHaveTextContent('/login')
})

test('a signed-in user opening /login is sent to /dashboard', async () => {
  renderApp('/login', true)
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
  expect(screen.getByLabelText('location')).toHaveTextContent('/dashboard')
})

test('a signed-in user opening /register is sent to /dashboard', async () => {
  renderApp('/register', true)
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
})

test('a signed-in user opening /login with a return path goes there', async () => {
  renderApp('/login?returnTo=%2Fclaim%2FWELCOME', true)
  expect(await screen.findByRole('heading', { name: 'Claim a benefit package' })).toBeInTheDocument()
  expect(screen.getByLabelText('location')).toHaveTextContent('/claim/WELCOME')
})

test.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example'])(
  'an outside return path %s is ignored',
  async (target) => {
    renderApp(`/login?returnTo=${encodeURIComponent(target)}`, true)
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
  },
)

test('the admin and claim pages need no sign-in', async () => {
  renderApp('/admin')
  expect(await screen.findByRole('heading', { name: 'Operator console' })).toBeInTheDocument()
})

test('an unknown path shows a translated 404 page with a way home', async () => {
  renderApp('/no/such/page')
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  await userEvent.click(screen.getByRole('link', { name: 'Back to home' }))
  expect(await screen.findByLabelText('location')).toHaveTextContent('/home')
})
