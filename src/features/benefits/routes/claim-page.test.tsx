import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import { expect, onTestFinished, test, vi } from 'vitest'
import { setMockControls, setMockFailureBurst } from '#mocks/controls.ts'
import { db } from '#mocks/db.ts'
import { toBenefitPackageDto } from '#mocks/dto.ts'
import { http, offContract } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { seedSignedInUser } from '#mocks/seed.ts'
import { renderWithProviders, Where } from '#src/testing/render.tsx'
import ClaimPage from './claim-page.tsx'

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

/** The package details as a backend without start dates or per-account claim status answers them. */
function withoutClaimStatus() {
  server.use(
    http.get('/api/benefit-packages/public/{code}', ({ params, response }) => {
      const record = db.benefitPackages.get(params.code.toUpperCase())
      if (!record) {
        return response(404).json({ error: 'Benefit package not found', code: 'PACKAGE_NOT_FOUND' })
      }
      const { availableFrom: _availableFrom, ...benefitPackage } = toBenefitPackageDto(record)
      return response(200).json(benefitPackage)
    }),
  )
}

async function expectClaimDisabled(reason: string) {
  const button = await screen.findByRole('button', { name: 'Claim' })
  expect(button).toBeDisabled()
  expect(button).toHaveAccessibleDescription(reason)
  expect(screen.getByText(reason)).toBeVisible()
}

test('a signed-in user sees Claim disabled on an ended package, with the reason beside it', async () => {
  renderClaim('BETA2025', await seedSignedInUser('new@example.com'))
  await expectClaimDisabled('This benefit package can no longer be claimed.')
  expect(claimsOf('new@example.com')).toHaveLength(0)
})

test('a signed-in user sees Claim disabled on a package that has not started, with the date it opens', async () => {
  renderClaim('HOLIDAY', await seedSignedInUser('new@example.com'))
  await expectClaimDisabled('This benefit package can’t be claimed yet.')
  expect(screen.getByText('Claimable from')).toBeInTheDocument()
})

test('a user who already claimed the package sees Claim disabled and the way to the dashboard', async () => {
  renderClaim('WELCOME', await seedSignedInUser('claimed@example.com'))
  await expectClaimDisabled('You have already claimed this benefit package.')
  expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard')
})

test('a user who claimed another package sees Claim disabled as not eligible', async () => {
  renderClaim('LAUNCH2026', await seedSignedInUser('claimed@example.com'))
  await expectClaimDisabled('Only accounts that haven’t claimed a benefit package before can claim this one.')
})

test('a user whose plans came from activation codes may claim the welcome package', async () => {
  renderClaim('WELCOME', await seedSignedInUser('demo@example.com'))

  await userEvent.click(await screen.findByRole('button', { name: 'Claim' }))

  expect(await screen.findByText('Benefit package claimed successfully')).toBeInTheDocument()
  expect(claimsOf('demo@example.com')).toHaveLength(1)
})

test('a visitor on an ended package is told it ended rather than asked to log in', async () => {
  renderClaim('BETA2025')
  await expectClaimDisabled('This benefit package can no longer be claimed.')
  expect(screen.queryByText('Login required to claim benefit package')).not.toBeInTheDocument()
})

test('without a claim status from the backend, the dates still disable Claim on an ended package', async () => {
  withoutClaimStatus()
  renderClaim('BETA2025', await seedSignedInUser('new@example.com'))
  await expectClaimDisabled('This benefit package can no longer be claimed.')
})

test('without a claim status from the backend, Claim stays and the refusal says why after the click', async () => {
  withoutClaimStatus()
  renderClaim('WELCOME', await seedSignedInUser('claimed@example.com'))

  await userEvent.click(await screen.findByRole('button', { name: 'Claim' }))

  expect(await screen.findByRole('alert')).toHaveTextContent('You have already claimed this benefit package.')
  expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard')
})

test('a refusal whose sentence the app does not know how to translate shows the server’s sentence', async () => {
  server.use(
    // A code this client does not know, which the contract forbids: the app must show the backend's sentence.
    http.post('/api/benefit-packages/claim/{code}', ({ response }) =>
      response.untyped(
        offContract.json({ error: 'Claims are paused until Monday', code: 'CLAIMS_PAUSED' }, { status: 409 }),
      ),
    ),
  )
  renderClaim('WELCOME', await seedSignedInUser('new@example.com'))

  await userEvent.click(await screen.findByRole('button', { name: 'Claim' }))

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to claim: Claims are paused until Monday',
  )
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
