import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { seedSignedInUser } from '#mocks/seed.ts'
import { writeStoredSession } from '../lib/auth/session.ts'
import { App } from './app.tsx'

test('the header shows the account’s current email once the stored session was checked, not the stored one', async () => {
  const seeded = await seedSignedInUser('demo@example.com')
  writeStoredSession({ token: seeded.token, user: { ...seeded.user, email: 'old@example.com' } })
  window.history.replaceState(null, '', '/home')
  render(<App />)
  expect(
    await screen.findByRole('button', { name: 'Account menu for demo@example.com' }, { timeout: 5_000 }),
  ).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Account menu for old@example.com' })).not.toBeInTheDocument()
  window.history.replaceState(null, '', '/')
})
