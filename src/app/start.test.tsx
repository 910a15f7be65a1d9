import type { ComponentType } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { seedSignedInUser } from '#mocks/seed.ts'
import { writeStoredSession } from '#src/lib/auth/session.ts'
import { App } from './start.tsx'

const header = vi.hoisted(() => ({ throws: false }))
vi.mock('./layouts/header.tsx', async (importOriginal) => {
  const { Header } = await importOriginal<{ Header: ComponentType }>()
  return {
    Header: () => {
      if (header.throws) throw new Error('The header failed')
      return <Header />
    },
  }
})

afterEach(() => {
  header.throws = false
  vi.restoreAllMocks()
  window.history.replaceState(null, '', '/')
})

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

test('a visitor sees a message with Retry instead of a blank page when the header fails, and Retry renders the app again', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  header.throws = true
  window.history.replaceState(null, '', '/home')
  render(<App />)
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
  header.throws = false
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('link', { name: 'Relay Portal home' })).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument()
})
