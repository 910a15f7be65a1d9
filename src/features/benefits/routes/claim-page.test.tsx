import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes, useLocation } from 'react-router-dom'
import { expect, onTestFinished, test, vi } from 'vitest'
import { setMockControls, setMockFailureBurst } from '#mocks/controls.ts'
import { db } from '#mocks/db.ts'
import { seedSignedInUser } from '#mocks/seed.ts'
import { callApi, expectStatus } from '#mocks/testing/api.ts'
import { renderWithProviders } from '../../../testing/render.tsx'
import ClaimPage from './claim-page.tsx'

function Where() {
  const location = useLocation()
  return <p>{`Arrived at ${location.pathname}`}</p>
}

function renderClaim(code: string, session?: Awaited<ReturnType<typeof seedSignedInUser>>) {
  return renderWithProviders(
    <Routes>
      <Route path="/claim/:packageId" element={<ClaimPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/claim/${code}`, session },
  )
}

function claimsOf(email: string) {
  const user = [...db.users.values()].find((candidate) => candidate.email === email)
  return db.packageClaims.filter((claim) => claim.userId === user?.id)
}

test('a visitor sees a loading notice, then the package details', async () => {
  renderClaim('WELCOME')
  expect(screen.getByRole('status')).toHaveTextContent('Loading benefit package...')
  expect(await screen.findByRole('heading', { name: 'Welcome package' })).toBeInTheDocument()
  expect(screen.getByText('7 days')).toBeInTheDocument()
  expect(screen.getByText('$10.00 per day')).toBeInTheDocument()
  expect(screen.getByText('$15.00 per week')).toBeInTheDocument()
  expect(screen.getByText('All services')).toBeInTheDocument()
})

test('a package without an Opus cap and without Claude shows Opus as not included', async () => {
  renderClaim('CODEX-STARTER')
  expect(await screen.findByRole('heading', { name: 'Codex starter' })).toBeInTheDocument()
  expect(screen.getByText('OpenAI only')).toBeInTheDocument()
  expect(screen.getByText('Not included')).toBeInTheDocument()
})

test('a visitor is asked to log in or register, with links that come back to the package', async () => {
  renderClaim('LAUNCH2026')
  expect(await screen.findByText('Login required to claim benefit package')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login?returnTo=%2Fclaim%2FLAUNCH2026',
  )
  expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
    'href',
    '/register?returnTo=%2Fclaim%2FLAUNCH2026',
  )
  expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument()
})

test('a new user claims the package, watches the countdown and lands on the dashboard', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  onTestFinished(() => {
    vi.useRealTimers()
  })
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  renderClaim('WELCOME', await seedSignedInUser('new@example.com'))

  await user.click(await screen.findByRole('button', { name: 'Claim' }))

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Benefit package claimed successfullyRedirecting to dashboard...',
  )
  expect(screen.getByText('3 seconds')).toBeInTheDocument()
  await act(() => vi.advanceTimersByTimeAsync(1_000))
  expect(screen.getByText('2 seconds')).toBeInTheDocument()
  await act(() => vi.advanceTimersByTimeAsync(2_000))
  expect(await screen.findByText('Arrived at /dashboard')).toBeInTheDocument()
  expect(claimsOf('new@example.com')).toHaveLength(1)
})

test('a double click on Claim claims once', async () => {
  renderClaim('WELCOME', await seedSignedInUser('new@example.com'))

  await userEvent.dblClick(await screen.findByRole('button', { name: 'Claim' }))

  expect(await screen.findByText('Benefit package claimed successfully')).toBeInTheDocument()
  expect(screen.queryByText('You have already claimed this benefit package')).not.toBeInTheDocument()
  expect(claimsOf('new@example.com')).toHaveLength(1)
})

test('the button is busy while the claim is on its way', async () => {
  setMockControls({ latencyMs: 150 })
  renderClaim('WELCOME', await seedSignedInUser('new@example.com'))

  await userEvent.click(await screen.findByRole('button', { name: 'Claim' }))

  expect(screen.getByRole('button', { name: 'Claiming...' })).toBeDisabled()
  expect(await screen.findByText('Benefit package claimed successfully')).toBeInTheDocument()
})

test('a user who already claimed the package is told so', async () => {
  const session = await seedSignedInUser('new@example.com')
  expectStatus(
    await callApi('post', '/api/benefit-packages/claim/{code}', {
      token: session.token,
      params: { code: 'WELCOME' },
    }),
    200,
  )
  renderClaim('WELCOME', session)

  await userEvent.click(await screen.findByRole('button', { name: 'Claim' }))

  expect(await screen.findByRole('alert')).toHaveTextContent('You have already claimed this benefit package')
  expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard')
})

test('a user with a package history is not eligible', async () => {
  renderClaim('WELCOME', await seedSignedInUser('demo@example.com'))

  await userEvent.click(await screen.findByRole('button', { name: 'Claim' }))

  expect(await screen.findByRole('alert')).toHaveTextContent('You are not eligible for this benefit package')
  expect(claimsOf('demo@example.com')).toHaveLength(0)
})

test('any other claim failure says "Failed to claim" with the reason, and Claim can be tried again', async () => {
  setMockFailureBurst({ count: 1, status: 500 })
  setMockControls({ pathIncludes: '/claim/' })
  renderClaim('WELCOME', await seedSignedInUser('new@example.com'))

  await userEvent.click(await screen.findByRole('button', { name: 'Claim' }))

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to claim: The server ran into a problem. Please try again later.',
  )
  await userEvent.click(screen.getByRole('button', { name: 'Claim' }))
  expect(await screen.findByText('Benefit package claimed successfully')).toBeInTheDocument()
})

test('an unknown package fails to load, without Retry', async () => {
  renderClaim('NO-SUCH-PACKAGE')

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to load benefit package. There is no package with the code “NO-SUCH-PACKAGE”',
  )
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home')
})

test('a failed load offers Retry, which shows the package', async () => {
  setMockControls({ forceStatus: 503, pathIncludes: '/benefit-packages/public/' })
  renderClaim('WELCOME')

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to load benefit package. The server ran into a problem. Please try again later.',
  )
  setMockControls({ forceStatus: null })
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { name: 'Welcome package' })).toBeInTheDocument()
})
