import { screen } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'
import { expect, test } from 'vitest'
import ClaimPage from '#src/features/benefits/routes/claim-page.tsx'
import { recordRequests } from '#mocks/testing/requests.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import { claimCodeOf, prefetchBenefitPackage } from './prefetch-benefit-package.ts'

test('a claim page’s package is requested at once, and the page shows it without asking again', async () => {
  const requested = recordRequests()
  prefetchBenefitPackage({ pathname: '/claim/WELCOME' })
  renderWithProviders(
    <Routes>
      <Route path="/claim/:packageId" element={<ClaimPage />} />
    </Routes>,
    { route: '/claim/WELCOME' },
  )

  expect(await screen.findByRole('heading', { name: 'Welcome package' })).toBeInTheDocument()
  expect(requested).toEqual(['/api/benefit-packages/public/WELCOME'])
})

test('the code is read from the path as the router reads it', () => {
  expect(claimCodeOf('/claim/WELCOME')).toBe('WELCOME')
  expect(claimCodeOf('/Claim/WELCOME/')).toBe('WELCOME')
  expect(claimCodeOf('/claim/caf%C3%A9%20x')).toBe('café x')
  expect(claimCodeOf('/claim/%E0%A4%A')).toBe('%E0%A4%A')
  expect(claimCodeOf('/claim/')).toBeUndefined()
  expect(claimCodeOf('/claim/a/b')).toBeUndefined()
  expect(claimCodeOf('/dashboard')).toBeUndefined()
})
