import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test, vi } from 'vitest'
import { notificationSettingsOf } from '#mocks/alerts.ts'
import { db } from '#mocks/db.ts'
import { http, offContract } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { listOutbox } from '#mocks/outbox.ts'
import { seedSignedInUser } from '#mocks/seed.ts'
import { setWebhookTransport, type WebhookRequest } from '#mocks/webhook.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import { NotificationsSection } from './notifications-section.tsx'

afterEach(() => {
  setWebhookTransport(null)
  vi.unstubAllGlobals()
})

async function renderSection() {
  // The Clipboard API is only offered to secure contexts; jsdom reports none.
  vi.stubGlobal('isSecureContext', true)
  const user = userEvent.setup()
  const session = await seedSignedInUser('demo@example.com')
  renderWithProviders(<NotificationsSection />, { route: '/account', session })
  await screen.findByLabelText('Send alerts by e-mail')
  return { user, session }
}

const field = (label: string) => screen.getByLabelText(label)
const WEBHOOK_HINT =
  'Alerts are POSTed here as signed JSON. Use https, or http to this computer (localhost). Leave it empty for no webhook.'
const save = () => screen.getByRole('button', { name: 'Save alert settings' })

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(field(label))
  if (text) await user.type(field(label), text)
}

test('a user sees the alert settings as the relay has them', async () => {
  await renderSection()
  expect(field('Send alerts by e-mail')).toBeChecked()
  expect(field('Webhook URL (optional)')).toHaveValue('')
  expect(field('Daily quota (%)')).toHaveValue('80, 100')
  expect(field('Weekly Opus quota (%)')).toHaveValue('80, 100')
  expect(field('Plan end reminders (days before)')).toHaveValue('7, 1')
})

test('a user sets a webhook, thresholds and reminders, and is shown the signing secret once', async () => {
  const { user, session } = await renderSection()
  await user.click(field('Send alerts by e-mail'))
  await user.type(field('Webhook URL (optional)'), 'http://127.0.0.1:9000/hook')
  await replace(user, 'Daily quota (%)', '90, 50 90')
  await replace(user, 'Daily request limit (%)', '')
  await replace(user, 'Plan end reminders (days before)', '3')
  await user.click(save())

  expect(await screen.findByText('Alert settings saved.')).toBeInTheDocument()
  const stored = notificationSettingsOf(session.user.id)
  expect(stored).toMatchObject({
    email: false,
    webhookUrl: 'http://127.0.0.1:9000/hook',
    quotaThresholds: { daily: [50, 90], weeklyOpus: [80, 100], monthly: [80, 100], requests: [] },
    expiryReminderDays: [3],
  })
  const secret = stored.webhookSecret ?? 'missing'
  expect(screen.getByRole('group', { name: 'Your webhook signing secret' })).toHaveTextContent(secret)
  await user.click(screen.getByRole('button', { name: 'Copy secret' }))
  expect(await navigator.clipboard.readText()).toBe(secret)
  expect(field('Daily quota (%)')).toHaveValue('50, 90')
  for (const storage of [localStorage, sessionStorage]) {
    expect(Object.values(storage).some((value) => String(value).includes(secret))).toBe(false)
  }

  await user.click(screen.getByRole('button', { name: 'I’ve saved it' }))
  expect(screen.queryByText(secret)).not.toBeInTheDocument()
  // Saving again without a new URL makes no new secret, and shows none.
  await replace(user, 'Monthly quota (%)', '100')
  await user.click(save())
  await vi.waitFor(() =>
    expect(notificationSettingsOf(session.user.id).quotaThresholds.monthly).toEqual([100]),
  )
  expect(notificationSettingsOf(session.user.id).webhookSecret).toBe(secret)
  expect(screen.queryByRole('group', { name: 'Your webhook signing secret' })).not.toBeInTheDocument()
})

test('a new signing secret is made on request and shown once', async () => {
  const { user, session } = await renderSection()
  await user.type(field('Webhook URL (optional)'), 'https://hooks.example.com/relay')
  await user.click(save())
  await screen.findByRole('group', { name: 'Your webhook signing secret' })
  const first = notificationSettingsOf(session.user.id).webhookSecret
  await user.click(screen.getByRole('button', { name: 'I’ve saved it' }))
  await user.click(screen.getByRole('button', { name: 'Make a new signing secret' }))
  const group = await screen.findByRole('group', { name: 'Your webhook signing secret' })
  const second = notificationSettingsOf(session.user.id).webhookSecret ?? 'missing'
  expect(second).not.toBe(first)
  expect(group).toHaveTextContent(second)
})

test('fields the form can check are refused beside each, with the reason, keeping what was typed', async () => {
  const { user, session } = await renderSection()
  await user.type(field('Webhook URL (optional)'), 'http://hooks.example.com/relay')
  await replace(user, 'Daily quota (%)', '80, 200')
  await replace(user, 'Monthly quota (%)', '80%')
  await replace(user, 'Plan end reminders (days before)', '1 2 3 4 5 6')
  await user.click(save())

  expect(await screen.findByRole('alert')).toHaveTextContent('Please fix 4 fields.')
  expect(field('Webhook URL (optional)')).toHaveAccessibleDescription(
    expect.stringContaining(
      'Plain http is only allowed to this computer (localhost or 127.0.0.1). Use https.',
    ),
  )
  expect(field('Daily quota (%)')).toHaveAccessibleDescription(
    expect.stringContaining('Each number must be between 1 and 100.'),
  )
  expect(field('Monthly quota (%)')).toHaveAccessibleDescription(
    expect.stringContaining('Enter whole numbers separated by commas, for example 80, 100.'),
  )
  expect(field('Plan end reminders (days before)')).toHaveAccessibleDescription(
    expect.stringContaining('Enter at most 5 numbers.'),
  )
  expect(field('Webhook URL (optional)')).toHaveValue('http://hooks.example.com/relay')
  expect(field('Daily quota (%)')).toHaveValue('80, 200')
  expect(db.notificationSettings.get(session.user.id)).toBeUndefined()
})

test('an address the relay refuses reads beside the URL, in the user’s words, and the form keeps it', async () => {
  const { user, session } = await renderSection()
  await user.type(field('Webhook URL (optional)'), 'https://10.0.0.5/hook')
  await replace(user, 'Daily quota (%)', '95')
  await user.click(save())
  const refusal =
    'Alerts are not sent to addresses on a private network. Use a public https:// address, or http:// to localhost.'
  await vi.waitFor(() =>
    expect(field('Webhook URL (optional)')).toHaveAccessibleDescription(`${refusal} ${WEBHOOK_HINT}`),
  )
  expect(screen.getByRole('alert')).toHaveTextContent('Please fix 1 field.')
  expect(field('Webhook URL (optional)')).toHaveValue('https://10.0.0.5/hook')
  expect(field('Daily quota (%)')).toHaveValue('95')
  expect(db.notificationSettings.get(session.user.id)).toBeUndefined()
})

test.each([
  ['credentials', 'https://hooks.example.com/relay', 'Leave the user name and password out of the URL.'],
  ['scheme', 'http://localhost:9000/hook', 'Plain http is only allowed to this computer'],
  ['scheme', 'https://hooks.example.com/relay', 'Use an https:// URL (or http:// to localhost).'],
  ['format', 'https://hooks.example.com/relay', 'Enter a full URL, like https://hooks.example.com/relay.'],
])('a backend refusing a webhook URL by rule %s is said in the form’s words', async (rule, url, words) => {
  server.use(
    http.put('/api/user/notifications', ({ response }) =>
      response(400).json({
        error: `webhookUrl: refused (${rule})`,
        code: 'VALIDATION_FAILED',
        details: [{ field: 'webhookUrl', rule }],
      }),
    ),
  )
  const { user } = await renderSection()
  await user.type(field('Webhook URL (optional)'), url)
  await user.click(save())
  await vi.waitFor(() =>
    expect(field('Webhook URL (optional)')).toHaveAccessibleDescription(expect.stringContaining(words)),
  )
  expect(field('Webhook URL (optional)')).not.toHaveAccessibleDescription(
    expect.stringContaining('webhookUrl'),
  )
})

test('a backend refusing a threshold by its path is said beside that list, in the form’s words', async () => {
  server.use(
    http.put('/api/user/notifications', ({ response }) =>
      response(400).json({
        error: 'quotaThresholds.monthly.0: must be at most 100',
        code: 'VALIDATION_FAILED',
        details: [{ field: 'quotaThresholds.monthly.0', rule: 'maximum', limit: 100 }],
      }),
    ),
  )
  const { user } = await renderSection()
  await replace(user, 'Monthly quota (%)', '90')
  await user.click(save())
  await vi.waitFor(() =>
    expect(field('Monthly quota (%)')).toHaveAccessibleDescription('Each number must be between 1 and 100.'),
  )
})

test('a failed save says so and keeps every field as typed', async () => {
  server.use(
    http.put('/api/user/notifications', ({ response }) =>
      response(500).json({ error: 'Internal server error', code: 'INTERNAL_ERROR' }),
    ),
  )
  const { user } = await renderSection()
  await user.click(field('Send alerts by e-mail'))
  await user.type(field('Webhook URL (optional)'), 'https://hooks.example.com/relay')
  await replace(user, 'Weekly Opus quota (%)', '50')
  await user.click(save())
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The server ran into a problem. Please try again later.',
  )
  expect(field('Send alerts by e-mail')).not.toBeChecked()
  expect(field('Webhook URL (optional)')).toHaveValue('https://hooks.example.com/relay')
  expect(field('Weekly Opus quota (%)')).toHaveValue('50')
})

test('a test e-mail lands in the outbox, and a test webhook tells the receiver’s answer', async () => {
  const received: WebhookRequest[] = []
  setWebhookTransport(async (request) => {
    received.push(request)
    return { status: 204 }
  })
  const { user } = await renderSection()
  expect(screen.getByRole('button', { name: 'Send a test webhook' })).toBeDisabled()
  await user.click(screen.getByRole('button', { name: 'Send a test e-mail' }))
  expect(await screen.findByText('Test e-mail sent.')).toBeInTheDocument()
  expect(
    listOutbox().filter((message) => message.to === 'demo@example.com' && message.reason === 'test'),
  ).toHaveLength(1)

  await user.type(field('Webhook URL (optional)'), 'https://hooks.example.com/relay')
  await user.click(save())
  await screen.findByText('Alert settings saved.')
  await user.click(screen.getByRole('button', { name: 'Send a test webhook' }))
  expect(await screen.findByText('Test webhook delivered: your receiver answered 204.')).toBeInTheDocument()
  expect(received.map(({ url }) => url)).toEqual(['https://hooks.example.com/relay'])
})

test('a double click on a test sends one e-mail', async () => {
  const { user } = await renderSection()
  await user.dblClick(screen.getByRole('button', { name: 'Send a test e-mail' }))
  expect(await screen.findByText('Test e-mail sent.')).toBeInTheDocument()
  await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Send a test e-mail' })).toBeEnabled())
  expect(listOutbox().filter((message) => message.reason === 'test')).toHaveLength(1)
})

test('a test webhook that was not delivered says why', async () => {
  setWebhookTransport(async () => ({ error: 'No answer within 5 s' }))
  const { user } = await renderSection()
  await user.type(field('Webhook URL (optional)'), 'https://hooks.example.com/relay')
  await user.click(save())
  await screen.findByText('Alert settings saved.')
  await user.click(screen.getByRole('button', { name: 'Send a test webhook' }))
  expect(await screen.findByText('The test wasn’t delivered: No answer within 5 s')).toBeInTheDocument()
})

test('a test the backend reports undelivered without a reason says so, with no dangling colon', async () => {
  server.use(
    http.post('/api/user/notifications/test', ({ response }) =>
      response(200).json({ channel: 'email', delivered: false, status: null, error: null }),
    ),
  )
  const { user } = await renderSection()
  await user.click(screen.getByRole('button', { name: 'Send a test e-mail' }))
  expect(await screen.findByText('The test wasn’t delivered.')).toBeInTheDocument()
})

test('too many tests are refused with when to try again', async () => {
  const { user } = await renderSection()
  const button = screen.getByRole('button', { name: 'Send a test e-mail' })
  for (let sent = 0; sent < 5; sent += 1) {
    await user.click(button)
    await vi.waitFor(() => expect(button).toBeEnabled())
  }
  await user.click(button)
  expect(
    await screen.findByText(/^Too many attempts\. Try again in \d+ (second|seconds|minute)\.$/),
  ).toBeInTheDocument()
})

test.each([404, 405])('a backend without alert settings (%i) says so instead of the form', async (status) => {
  server.use(
    http.get('/api/user/notifications', ({ response }) =>
      response.untyped(offContract.json({ error: 'Not Found' }, { status })),
    ),
  )
  vi.stubGlobal('isSecureContext', true)
  const session = await seedSignedInUser('demo@example.com')
  renderWithProviders(<NotificationsSection />, { route: '/account', session })
  expect(
    await screen.findByText(
      'Your relay doesn’t send alerts outside the portal. The dashboard still shows them.',
    ),
  ).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Save alert settings' })).not.toBeInTheDocument()
})
