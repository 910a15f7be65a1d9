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

test.each([
  [
    'turned off',
    { enabled: false },
    'The relay refused the request (HTTP 403, KEY_DISABLED).',
    'The API key the request was sent with is turned off, so the relay refused it.',
  ],
  [
    'with a daily limit of $0',
    { limits: { dailyUsd: 0, weeklyUsd: null, monthlyUsd: null, dailyRequests: null } },
    'The relay refused the request (HTTP 429, KEY_DAILY_LIMIT_REACHED).',
    'This key’s own daily spending limit was reached, so the relay refused the request (your plan may still have quota).',
  ],
])('a test of a key %s shows the relay’s refusal of it', async (_state, settings, refusal, what) => {
  const { user, laptop } = await renderPanel()
  db.apiKeys.set(laptop.id, { ...laptop, ...settings })
  await user.click(screen.getByRole('button', { name: 'Test key “Laptop”' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Test key “Laptop”' }))
  await user.click(dialog.getByRole('button', { name: 'Send test request' }))
  expect(await dialog.findByText(refusal)).toBeInTheDocument()
  expect(dialog.getByText(what)).toBeInTheDocument()
  expect(dialog.getByRole('link', { name: 'Open API keys' })).toHaveAttribute('href', '/dashboard?tab=keys')
  if (refusal.includes('LIMIT'))
    expect(dialog.getByText(/^It resets on .+ \(in \d+ (hours|minutes)\)\.$/)).toBeInTheDocument()
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

test('a user rotates a key once, however often they click, and sees the new secret with its setup commands', async () => {
  const { user, laptop } = await renderPanel()
  const oldSecret = laptop.key
  await user.click(screen.getByRole('button', { name: 'Rotate the secret of key “Laptop”' }))
  const confirm = within(await screen.findByRole('alertdialog', { name: 'Give “Laptop” a new secret?' }))
  expect(confirm.getByRole('combobox', { name: 'Old secret keeps working for' })).toHaveDisplayValue(
    '1 hour (default)',
  )
  expect(confirm.getByText(/\(grace period: 1 hour\)/)).toBeInTheDocument()
  await user.selectOptions(confirm.getByRole('combobox'), '24 hours')
  expect(confirm.getByText(/\(grace period: 24 hours\)/)).toBeInTheDocument()
  const started = Date.now()
  await user.dblClick(confirm.getByRole('button', { name: 'Rotate secret' }))

  const done = within(await screen.findByRole('dialog', { name: 'New secret for “Laptop”' }))
  const record = db.apiKeys.get(laptop.id)
  // One rotation: the previous secret is the one the key had, not a secret of a first rotation.
  expect(record?.previousKey).toBe(oldSecret)
  expect(record?.key).not.toBe(oldSecret)
  const newSecret = record?.key ?? ''
  expect(done.getByText(newSecret)).toBeInTheDocument()
  expect(done.getByText(new RegExp(`export ANTHROPIC_AUTH_TOKEN='${newSecret}'`))).toBeInTheDocument()
  expect(
    done.getByText(/^Old secret valid until .+ \(remaining: (23 hours, 59 minutes|24 hours)\)$/),
  ).toBeInTheDocument()
  expect((record?.previousKeyValidUntil ?? 0) - started).toBeGreaterThanOrEqual(24 * 3_600_000 - 1_000)
  await user.click(done.getByRole('button', { name: 'Copy new secret' }))
  expect(await navigator.clipboard.readText()).toBe(newSecret)
  // Never kept anywhere but memory.
  const stored = [localStorage, sessionStorage].flatMap((storage) =>
    Object.keys(storage).map((name) => storage.getItem(name) ?? ''),
  )
  expect(stored.some((value) => value.includes(newSecret))).toBe(false)
  expect(window.location.href).not.toContain(newSecret)

  await user.click(done.getByRole('button', { name: 'Done' }))
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  const item = screen.getAllByRole('listitem').find((element) => within(element).queryByText('Laptop'))
  expect(item).toHaveTextContent(/Old secret valid until .+ \(remaining: /)
})

test('a rotation with no grace says the old secret stops at once, and that it no longer works', async () => {
  const { user, laptop } = await renderPanel()
  await user.click(screen.getByRole('button', { name: 'Rotate the secret of key “Laptop”' }))
  const confirm = within(await screen.findByRole('alertdialog'))
  await user.selectOptions(confirm.getByRole('combobox'), 'No time: it stops at once')
  expect(
    confirm.getByText('Tools still set to the old secret are refused as soon as you rotate.'),
  ).toBeInTheDocument()
  await user.click(confirm.getByRole('button', { name: 'Rotate secret' }))
  const done = within(await screen.findByRole('dialog', { name: 'New secret for “Laptop”' }))
  expect(done.getByText('The old secret no longer works.')).toBeInTheDocument()
  expect(db.apiKeys.get(laptop.id)?.previousKey ?? null).toBeNull()
})

test('a backend without rotation says so and leaves the key as it was', async () => {
  const { user, laptop } = await renderPanel()
  server.use(
    http.untyped.post(/\/api\/user\/api-keys\/[^/]+\/rotate$/, () =>
      offContract.json({ error: 'Not found', code: 'NOT_FOUND' }, { status: 404 }),
    ),
  )
  await user.click(screen.getByRole('button', { name: 'Rotate the secret of key “Laptop”' }))
  const confirm = within(await screen.findByRole('alertdialog'))
  await user.click(confirm.getByRole('button', { name: 'Rotate secret' }))
  expect(await confirm.findByRole('alert')).toHaveTextContent('Your relay doesn’t offer rotating keys.')
  expect(db.apiKeys.get(laptop.id)?.key).toBe(laptop.key)
})
