import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { db, type ApiKeyRecord } from '#mocks/db.ts'
import { http, offContract } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { seedSignedInUser } from '#mocks/seed.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import { ApiKeysPanel } from './api-keys-panel.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

type ServiceScope = components['schemas']['ServiceScope']

const laptopOf = (userId: string) =>
  [...db.apiKeys.values()].find((apiKey) => apiKey.userId === userId && apiKey.name === 'Laptop')

/** The demo account's keys tab, its plan of `scope` and its key Laptop changed by `laptopSettings` if given. */
async function renderPanel(scope?: ServiceScope, laptopSettings?: Partial<ApiKeyRecord>) {
  vi.stubGlobal('isSecureContext', true)
  const user = userEvent.setup()
  const session = await seedSignedInUser('demo@example.com')
  const seeded = laptopOf(session.user.id)
  if (seeded && laptopSettings) db.apiKeys.set(seeded.id, { ...seeded, ...laptopSettings })
  if (scope) {
    db.subscriptions = db.subscriptions.map((subscription) =>
      subscription.userId === session.user.id
        ? { ...subscription, plan: { ...subscription.plan, serviceScope: scope } }
        : subscription,
    )
  }
  const { rerender } = renderWithProviders(<ApiKeysPanel />, { route: '/dashboard?tab=keys', session })
  await screen.findByText('Laptop')
  const laptop = laptopOf(session.user.id)
  if (!laptop) throw new Error('The demo account has no key named Laptop')
  return { user, session, laptop, rerender }
}

const relayRecordsOf = (keyId: string) => db.requests.filter((record) => record.apiKeyId === keyId)

/** Opens the key's test and sends it once the dialog knows the plan and the catalogue. */
async function sendTest(user: ReturnType<typeof userEvent.setup>, name = 'Laptop') {
  await user.click(screen.getByRole('button', { name: `Test key “${name}”` }))
  const dialog = within(await screen.findByRole('dialog', { name: `Test key “${name}”` }))
  const send = dialog.getByRole('button', { name: 'Send test request' })
  await waitFor(() => expect(send).toBeEnabled())
  await user.click(send)
  return dialog
}

const shownCost = (costMicros: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', maximumFractionDigits: 6 }).format(
    costMicros / 1_000_000,
  )

test('a user tests a key: one request through the relay, with its status, model, time and cost', async () => {
  const { user, laptop } = await renderPanel()
  const before = relayRecordsOf(laptop.id).length
  await user.click(screen.getByRole('button', { name: 'Test key “Laptop”' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Test key “Laptop”' }))
  expect(
    dialog.getByText(/through the relay to claude-haiku-4-5, over the Anthropic Messages API\./),
  ).toBeInTheDocument()
  const send = dialog.getByRole('button', { name: 'Send test request' })
  await waitFor(() => expect(send).toBeEnabled())
  await user.click(send)
  expect(await dialog.findByText('The relay served the request: the key works.')).toBeInTheDocument()
  expect(dialog.getByText('200')).toBeInTheDocument()
  expect(dialog.getByText('claude-haiku-4-5')).toBeInTheDocument()
  expect(dialog.getByText(/^\d+ ms$/)).toBeInTheDocument()
  expect(relayRecordsOf(laptop.id)).toHaveLength(before + 1)
  const record = relayRecordsOf(laptop.id).at(-1)
  expect(record).toMatchObject({ api: 'anthropic', model: 'claude-haiku-4-5', status: 200 })
  expect(dialog.getByText(shownCost(record?.costMicros ?? 0))).toBeInTheDocument()
})

test.each([
  ['Gemini', 'gemini', 'gemini-3.5-flash-lite', 'Google Gemini'],
  ['OpenAI', 'openai', 'gpt-5', 'OpenAI Responses'],
] as const)(
  'a user whose plan offers only the %s API tests a key over it and sees it served with its cost',
  async (_plan, scope, model, apiName) => {
    const { user, laptop } = await renderPanel(scope)
    const before = relayRecordsOf(laptop.id).length
    await user.click(screen.getByRole('button', { name: 'Test key “Laptop”' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Test key “Laptop”' }))
    expect(
      await dialog.findByText(new RegExp(`through the relay to ${model}, over the ${apiName} API\\.`)),
    ).toBeInTheDocument()
    const send = dialog.getByRole('button', { name: 'Send test request' })
    await waitFor(() => expect(send).toBeEnabled())
    await user.click(send)
    expect(await dialog.findByText('The relay served the request: the key works.')).toBeInTheDocument()
    expect(dialog.getByText('200')).toBeInTheDocument()
    expect(dialog.getByText(model)).toBeInTheDocument()
    const records = relayRecordsOf(laptop.id)
    expect(records).toHaveLength(before + 1)
    const record = records.at(-1)
    expect(record).toMatchObject({ api: scope, model, status: 200 })
    // The answer's own token counts, priced from the catalogue: what the relay billed.
    expect(record?.costMicros).toBeGreaterThan(0)
    expect(dialog.getByText(shownCost(record?.costMicros ?? 0))).toBeInTheDocument()
  },
)

test('a test of a key allowed only a Gemini model goes over the Gemini API, whatever else the plan serves', async () => {
  const { user, laptop } = await renderPanel(undefined, { allowedModels: ['gemini-3.5-flash'] })
  const dialog = await sendTest(user)
  expect(await dialog.findByText('The relay served the request: the key works.')).toBeInTheDocument()
  expect(relayRecordsOf(laptop.id).at(-1)).toMatchObject({ api: 'gemini', model: 'gemini-3.5-flash' })
})

test.each([
  ['Anthropic', undefined, 'anthropic'],
  ['OpenAI', 'openai', 'openai'],
  ['Gemini', 'gemini', 'gemini'],
] as const)('a refusal over the %s API is read with its code and explained', async (_api, scope, api) => {
  const { user, laptop } = await renderPanel(scope, { enabled: false })
  const dialog = await sendTest(user)
  expect(
    await dialog.findByText('The relay refused the request (HTTP 403, KEY_DISABLED).'),
  ).toBeInTheDocument()
  expect(
    dialog.getByText('The API key the request was sent with is turned off, so the relay refused it.'),
  ).toBeInTheDocument()
  expect(relayRecordsOf(laptop.id).at(-1)).toMatchObject({ api, status: 403, errorCode: 'KEY_DISABLED' })
})

test('a Gemini refusal names its code and reset in its details, not only at the end of its message', async () => {
  const { user } = await renderPanel('gemini')
  server.use(
    http.untyped.post(/\/gemini\/v1beta\/models\/[^/]+:generateContent$/, () =>
      offContract.json(
        {
          error: {
            code: 429,
            message: 'This key reached its own daily limit.',
            status: 'RESOURCE_EXHAUSTED',
            details: [
              { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'KEY_DAILY_LIMIT_REACHED' },
              { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '7200s' },
            ],
          },
        },
        { status: 429 },
      ),
    ),
  )
  const dialog = await sendTest(user)
  expect(
    await dialog.findByText('The relay refused the request (HTTP 429, KEY_DAILY_LIMIT_REACHED).'),
  ).toBeInTheDocument()
  expect(dialog.getByText(/^It resets on .+ \(in 2 hours\)\.$/)).toBeInTheDocument()
})

test('an OpenAI refusal names its code in its own field', async () => {
  const { user } = await renderPanel('openai')
  server.use(
    http.untyped.post(/\/api\/responses$/, () =>
      offContract.json(
        {
          error: {
            message: 'This key is turned off.',
            type: 'permission_error',
            code: 'KEY_DISABLED',
            param: null,
          },
        },
        { status: 403 },
      ),
    ),
  )
  const dialog = await sendTest(user)
  expect(
    await dialog.findByText('The relay refused the request (HTTP 403, KEY_DISABLED).'),
  ).toBeInTheDocument()
})

test.each([
  [
    'Gemini',
    'gemini',
    /\/gemini\/v1beta\/models\/[^/]+:generateContent$/,
    'x-goog-api-key: ',
    '/gemini/v1beta/models/gemini-3.5-flash-lite:generateContent',
  ],
  ['OpenAI', 'openai', /\/api\/responses$/, 'authorization: Bearer ', '/api/responses'],
] as const)(
  'a test over the %s API the browser cannot send gives that API’s request as a curl command',
  async (_api, scope, endpoint, header, path) => {
    const { user, laptop } = await renderPanel(scope)
    server.use(http.untyped.post(endpoint, () => offContract.networkError()))
    const dialog = await sendTest(user)
    expect(await dialog.findByText(/couldn’t reach the relay at .+ \(CORS\)\.$/)).toBeInTheDocument()
    const command = dialog.getByText(/^curl /)
    expect(command).toHaveTextContent(`${header}${laptop.key}`)
    expect(command).toHaveTextContent(path)
    expect(command).not.toHaveTextContent('x-api-key')
  },
)

test('a refused test says what the relay refused and what to do, in the request log’s words', async () => {
  const { user, session } = await renderPanel()
  // The plan ended since the list loaded.
  db.subscriptions = db.subscriptions.filter((subscription) => subscription.userId !== session.user.id)
  const dialog = await sendTest(user)
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
  const dialog = await sendTest(user)
  expect(await dialog.findByText(refusal)).toBeInTheDocument()
  expect(dialog.getByText(what)).toBeInTheDocument()
  expect(dialog.getByRole('link', { name: 'Open API keys' })).toHaveAttribute('href', '/dashboard?tab=keys')
  if (refusal.includes('LIMIT'))
    expect(dialog.getByText(/^It resets on .+ \(in \d+ (hours?|minutes?|seconds?)\)\.$/)).toBeInTheDocument()
})

test('a test the browser cannot send says so and gives the same request as a curl command', async () => {
  const { user, laptop } = await renderPanel()
  server.use(http.untyped.post(/\/api\/v1\/messages$/, () => offContract.networkError()))
  const dialog = await sendTest(user)
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

test('against a backend without key settings a key offers its test but no rotation', async () => {
  const session = await seedSignedInUser('demo@example.com')
  server.use(
    http.get('/api/user/api-keys', ({ response }) =>
      response(200).json({
        items: [...db.apiKeys.values()]
          .filter((apiKey) => apiKey.userId === session.user.id)
          .map((apiKey) => ({
            id: apiKey.id,
            name: apiKey.name,
            remark: apiKey.remark,
            key: apiKey.key,
            createdAt: new Date(apiKey.createdAt).toISOString(),
            lastUsedAt: null,
          })),
        limit: 10,
      }),
    ),
  )
  renderWithProviders(<ApiKeysPanel />, { route: '/dashboard?tab=keys', session })
  expect(await screen.findByRole('button', { name: 'Test key “Laptop”' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /^Rotate the secret of key/ })).not.toBeInTheDocument()
})

const ROTATE_PATH = /\/api\/user\/api-keys\/[^/]+\/rotate$/

test.each([
  [
    '404 without the key code',
    () => offContract.json({ error: 'Not found', code: 'NOT_FOUND' }, { status: 404 }),
  ],
  ['405 without a body', () => offContract.body(null, { status: 405 })],
])(
  'against a backend with key settings but without rotation (%s), the first answer says so once and Rotate is gone for the visit',
  async (_answer, answer) => {
    server.use(http.untyped.post(ROTATE_PATH, answer))
    const { user, laptop, rerender } = await renderPanel()
    expect(screen.getAllByRole('button', { name: /^Rotate the secret of key/ })).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: 'Rotate the secret of key “Laptop”' }))
    const confirm = within(await screen.findByRole('alertdialog'))
    await user.click(confirm.getByRole('button', { name: 'Rotate secret' }))
    expect(await confirm.findByRole('alert')).toHaveTextContent('Your relay doesn’t offer rotating keys.')
    // Asking again would only fail again.
    expect(confirm.queryByRole('button', { name: 'Rotate secret' })).not.toBeInTheDocument()
    expect(db.apiKeys.get(laptop.id)?.key).toBe(laptop.key)

    await user.click(confirm.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Rotate the secret of key/ })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Test key “Laptop”' })).toHaveFocus()
    expect(screen.queryByText('Your relay doesn’t offer rotating keys.')).not.toBeInTheDocument()

    // Another tab, then this one again, in the same visit: still no Rotate, and nothing said again.
    rerender(<p>Another tab</p>)
    expect(screen.queryByText('Laptop')).not.toBeInTheDocument()
    rerender(<ApiKeysPanel />)
    expect(await screen.findByText('Laptop')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Test key “Laptop”' })).toBeInTheDocument()
    expect(screen.queryByText('Your relay doesn’t offer rotating keys.')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Rotate the secret of key/ })).not.toBeInTheDocument()
  },
)
