import { act, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { seedSignedInUser } from '#mocks/seed.ts'
import { TOKEN_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { expireSession } from '#src/lib/api/client.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import { AppRoutes } from './routes.tsx'
import { SessionExpiryNavigation } from './session-expiry.tsx'

test('an expired session on a page that needs sign-in opens /login saying the login expired', async () => {
  const session = await seedSignedInUser('demo@example.com')
  renderWithProviders(
    <>
      <SessionExpiryNavigation />
      <AppRoutes />
    </>,
    { route: '/dashboard?tab=keys', session },
  )
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
  act(() => expireSession())
  expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument()
  expect(screen.getByText('Your login has expired. Please log in again.')).toBeInTheDocument()
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
})
