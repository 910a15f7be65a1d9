import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { db } from '#mocks/db.ts'
import { http, offContract } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { seedSignedInUser } from '#mocks/seed.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import { ApiKeysPanel } from './api-keys-panel.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

async function renderPanel() {
  vi.stubGlobal('isSecureContext', true)
  const user = userEvent.setup()
  const session = await seedSignedInUser('demo@example.com')
  renderWithProviders(<ApiKeysPanel />, { route: '/dashboard?tab=keys', session })
  await screen.findByText('Laptop')
  const laptop = [...db.apiKeys.values()].find(
    (apiKey) => apiKey.userId === session.user.id && apiKey.name === 'Laptop',
  )
  if (!laptop) throw new Error('The demo account has no key named Laptop')
  return { user, session, laptop }
}

const relayRecordsOf = (keyId: string) => db.requests.filter((record) => record.apiKeyId === keyId)

test('a user tests a key: one request through the relay, with its status, model, time and cost', async () => {
  const { user, laptop } = await renderPanel()
  const before = relayRecordsOf(laptop.id).length
  await user.click(screen.getByRole('button', { name: 'Test key “Laptop”' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Test key “Laptop”' }))
  expect(dialog.getByText(/through the relay to claude-haiku-4-5/)).toBeInTheDocument()
  await user.click(dialog.getByRole('button', { name: 'Send test request' }))
  expect(await dialog.findByText('The relay served the request: the key works.')).toBeInTheDocument()
  expect(dialog.getByText('200')).toBeInTheDocument()
  expect(dialog.getByText('claude-haiku-4-5')).toBeInTheDocument()
  expect(dialog.getByText(/^\$0\.0\d+$/)).toBeInTheDocument()
  expect(dialog.getByText(/^\d+ ms$/)).toBeInTheDocument()
  expect(relayRecordsOf(laptop.id)).toHaveLength(before + 1)
  expect(relayRecordsOf(laptop.id).at(-1)).toMatchObject({ model: 'claude-haiku-4-5', status: 200 })
})

test('a refused test says what the relay refused and what to do, in the request log’s words', async () => {
  const { user, session } = await renderPanel()
  // The plan ended since the list loaded.
  db.subscriptions = db.subscriptions.filter((subscription) => subscription.userId !== session.user.id)
  await user.click(screen.getByRole('button', { name: 'Test key “Laptop”' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Test key “Laptop”' }))
  await user.click(dialog.getByRole('button', { name: 'Send test request' }))
  expect(
    await dialog.findByText('The relay refused the request (HTTP 403, NO_ACTIVE_PLAN).'),
  ).toBeInTheDocument()
  expect(dialog.getByText('Your account had no running plan when the request was sent.')).toBeInTheDocument()
  expect(dialog.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans')
})

test('a test the browser cannot send says so and gives the same request as a curl command', async () => {
  const { user, laptop } = await renderPanel()
  server.use(http.untyped.post(/\/api\/v1\/messages$/, () => offContract.networkError()))
  await user.click(screen.getByRole('button', { name: 'Test key “Laptop”' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Test key “Laptop”' }))
  await user.click(dialog.getByRole('button', { name: 'Send test request' }))
  expect(await dialog.findByText(/couldn’t reach the relay at .+ \(CORS\)\.$/)).toBeInTheDocument()
  const command = dialog.getByText(/^curl /)
  expect(command).toHaveTextContent(`x-api-key: ${laptop.key}`)
  expect(command).toHaveTextContent('/api/v1/messages')
  await user.click(dialog.getByRole('button', { name: 'Copy command' }))
  expect(await navigator.clipboard.readText()).toBe(command.textContent)
})
