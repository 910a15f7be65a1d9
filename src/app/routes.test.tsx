import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { Route, Routes, useLocation } from 'react-router-dom'
import { expect, test } from 'vitest'
import { seedSignedInUser } from '#mocks/seed.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import { AppRoutes, preloadPrerenderedPage } from './routes.tsx'

function LocationProbe() {
  const location = useLocation()
  return <output aria-label="location">{location.pathname + location.search}</output>
}

async function renderApp(route: string, signedIn = false) {
  const session = signedIn ? await seedSignedInUser('demo@example.com') : undefined
  return renderWithProviders(
    <>
      <AppRoutes />
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </>,
    { route, session },
  )
}

test('the root path redirects to /home', async () => {
  await renderApp('/')
  expect(await screen.findByRole('heading', { level: 1, name: 'Relay Portal' })).toBeInTheDocument()
  expect(screen.getByLabelText('location')).toHaveTextContent('/home')
})

test('a visitor opening /dashboard is sent to /login', async () => {
  await renderApp('/dashboard')
  expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument()
  expect(screen.getByLabelText('location')).toHaveTextContent('/login')
})

test('a signed-in user opening /login is sent to /dashboard', async () => {
  await renderApp('/login', true)
  // The dashboard's chunk is the largest to import (and transform) on first use; a loaded runner needs longer.
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5_000 }),
  ).toBeInTheDocument()
  expect(screen.getByLabelText('location')).toHaveTextContent('/dashboard')
})

test('a signed-in user opening /register is sent to /dashboard', async () => {
  await renderApp('/register', true)
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
})

test('a signed-in user opening /login with a return path goes there', async () => {
  await renderApp('/login?returnTo=%2Fclaim%2FWELCOME', true)
  expect(await screen.findByRole('heading', { name: 'Claim a benefit package' })).toBeInTheDocument()
  expect(screen.getByLabelText('location')).toHaveTextContent('/claim/WELCOME')
})

test.each([
  ['/login', 'https://evil.example/x'],
  ['/login', '//evil.example/x'],
  ['/login', '/\\evil.example'],
  ['/login', '/..//evil.example'],
  ['/login', '/.//evil.example'],
  ['/register', '/%2e%2e//evil.example'],
])(
  'a signed-in user opening %s with the outside return path %s lands on the dashboard',
  async (page, target) => {
    await renderApp(`${page}?returnTo=${encodeURIComponent(target)}`, true)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 5_000 }),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('location')).toHaveTextContent('/dashboard')
  },
)

test('the admin and claim pages need no sign-in', async () => {
  await renderApp('/admin')
  expect(await screen.findByRole('heading', { name: 'Operator console' })).toBeInTheDocument()
})

test('an unknown path shows a translated 404 page with a way home', async () => {
  await renderApp('/no/such/page')
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  await userEvent.click(screen.getByRole('link', { name: 'Back to home' }))
  expect(await screen.findByLabelText('location')).toHaveTextContent('/home')
})

test('a prerendered page preloaded before the first render shows in that render, without the loading state', async () => {
  // No other test here opens /docs: its chunk is loaded by this preload only.
  await preloadPrerenderedPage('/docs')
  await renderApp('/docs')
  expect(screen.getByRole('heading', { level: 1, name: 'Setup guide' })).toBeInTheDocument()
})

test('a prerendered page the entry does not fetch early is preloaded before the first render too', async () => {
  // No other test here opens /about: its chunk is loaded by this preload only.
  await preloadPrerenderedPage('/about')
  await renderApp('/about')
  expect(screen.getByRole('heading', { level: 1, name: 'About Relay Portal' })).toBeInTheDocument()
})

test.each([
  ['/login', false, 'Log in · Relay Portal'],
  ['/register', false, 'Create your account · Relay Portal'],
  ['/dashboard', true, 'Overview · Dashboard · Relay Portal'],
  ['/dashboard?tab=keys', true, 'API keys · Dashboard · Relay Portal'],
  ['/claim/WELCOME', false, 'Claim a benefit package · Relay Portal'],
  ['/admin', false, 'Operator console · Relay Portal'],
  ['/no/such/page', false, 'Page not found · Relay Portal'],
])('%s has a title of its own', async (route, signedIn, title) => {
  await renderApp(route, signedIn)
  await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 })
  expect(document.title).toBe(title)
})

test('a page’s title follows the language', async () => {
  await i18next.changeLanguage('ja')
  await renderApp('/login')
  await screen.findByRole('heading', { level: 1 })
  expect(document.title).toBe(`${i18next.t('auth:login.title')} · Relay Portal`)
  expect(document.title).not.toMatch(/^Log in/)
})
