import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, onTestFinished, test } from 'vitest'
import { db } from '#mocks/db.ts'
import { http } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { seedSignedInUser } from '#mocks/seed.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import { ApiKeysPanel } from './api-keys-panel.tsx'
import { parseLimit } from './key-settings-dialog.tsx'

test('a limit is typed with a point or the language’s own decimal comma; empty is no limit', () => {
  expect(parseLimit('', 'en', false)).toEqual({ ok: true, value: null })
  expect(parseLimit('  ', 'ru', false)).toEqual({ ok: true, value: null })
  expect(parseLimit('0.10', 'en', false)).toEqual({ ok: true, value: 0.1 })
  expect(parseLimit('0,10', 'ru', false)).toEqual({ ok: true, value: 0.1 })
  expect(parseLimit('1 000,5', 'ru', false)).toEqual({ ok: true, value: 1000.5 })
  expect(parseLimit('0', 'en', true)).toEqual({ ok: true, value: 0 })
})

test('a negative, non-numeric or fractional request limit is a field error, never a value', () => {
  expect(parseLimit('-1', 'en', false)).toEqual({ ok: false, problem: 'negative' })
  expect(parseLimit('five', 'en', false)).toEqual({ ok: false, problem: 'notNumber' })
  expect(parseLimit('1e3', 'en', false)).toEqual({ ok: false, problem: 'notNumber' })
  expect(parseLimit('1.2.3', 'en', false)).toEqual({ ok: false, problem: 'notNumber' })
  expect(parseLimit('2.5', 'en', true)).toEqual({ ok: false, problem: 'notWhole' })
})

function keyNamed(userId: string, name: string) {
  const found = [...db.apiKeys.values()].find((apiKey) => apiKey.userId === userId && apiKey.name === name)
  if (!found) throw new Error(`No key named ${name}`)
  return found
}

/** Signs demo@example.com in, renders the keys tab and opens the settings of “Laptop”. */
async function openLaptopSettings() {
  const user = userEvent.setup()
  const session = await seedSignedInUser('demo@example.com')
  renderWithProviders(<ApiKeysPanel />, { route: '/dashboard?tab=keys', session })
  await user.click(await screen.findByRole('button', { name: 'Settings of key “Laptop”' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Settings of key “Laptop”' }))
  return { user, session, dialog }
}

test('a user turns a key off and gives it a $0.10 daily limit; the list says what changed and shows it', async () => {
  const { user, session, dialog } = await openLaptopSettings()
  await user.click(dialog.getByRole('checkbox', { name: 'Key is on' }))
  await user.type(dialog.getByRole('textbox', { name: 'US dollars per day' }), '0.10')
  expect(dialog.getByRole('textbox', { name: 'US dollars per day' })).toHaveAccessibleDescription(
    'Limited to $0.10 a day',
  )
  await user.click(dialog.getByRole('button', { name: 'Save settings' }))

  expect(await screen.findByText('Saved “Laptop”: turned off and $0.10 a day.')).toBeInTheDocument()
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  const laptop = keyNamed(session.user.id, 'Laptop')
  expect(laptop.enabled).toBe(false)
  expect(laptop.limits.dailyUsd).toBe(0.1)
  const state = within(await screen.findByRole('list', { name: 'State of key “Laptop”' }))
  expect(await state.findByText('Off')).toBeInTheDocument()
  expect(state.getByText('Limited to $0.10 a day')).toBeInTheDocument()
})

test('each allow-list line is checked as typed with its reason, and nothing is saved while one is wrong', async () => {
  const { user, session, dialog } = await openLaptopSettings()
  const field = dialog.getByRole('textbox', { name: 'Allowed addresses' })
  await user.type(field, '127.0.0.1{Enter}010.0.0.1{Enter}10.0.0.0/33{Enter}fe80::1%eth0')
  expect(field).toHaveAttribute('aria-invalid', 'true')
  expect(field).toHaveAccessibleDescription(
    expect.stringContaining(
      'Line 2: write each part of an IPv4 address without leading zeros (10.0.0.1, not 010.0.0.1).',
    ),
  )
  expect(field).toHaveAccessibleDescription(
    expect.stringContaining('Line 3: the number after / must be 0–32 for IPv4 or 0–128 for IPv6.'),
  )
  expect(field).toHaveAccessibleDescription(expect.stringContaining('Line 4: leave out the zone'))
  await user.click(dialog.getByRole('button', { name: 'Save settings' }))
  expect(await dialog.findByText('Correct the marked fields, then save again.')).toBeInTheDocument()
  expect(keyNamed(session.user.id, 'Laptop').allowedIps).toEqual([])

  await user.clear(field)
  await user.type(field, ' 127.0.0.1 {Enter}{Enter}10.1.2.3/8')
  expect(field).not.toHaveAttribute('aria-invalid')
  await user.click(dialog.getByRole('button', { name: 'Save settings' }))
  expect(await screen.findByText('Saved “Laptop”: 2 allowed addresses.')).toBeInTheDocument()
  expect(keyNamed(session.user.id, 'Laptop').allowedIps).toEqual(['127.0.0.1', '10.0.0.0/8'])
})

test('33 allowed addresses are refused before anything is sent', async () => {
  const { user, dialog } = await openLaptopSettings()
  const field = dialog.getByRole('textbox', { name: 'Allowed addresses' })
  await user.click(field)
  await user.paste(Array.from({ length: 33 }, (_, index) => `10.0.0.${index}`).join('\n'))
  expect(field).toHaveAccessibleDescription(
    expect.stringContaining('At most 32 addresses or ranges; this list has 33.'),
  )
})

test('a negative or non-numeric limit is a field error beside its field', async () => {
  const { user, dialog } = await openLaptopSettings()
  await user.type(dialog.getByRole('textbox', { name: 'US dollars per week' }), '-5')
  await user.type(dialog.getByRole('textbox', { name: 'Requests per day' }), 'lots')
  expect(dialog.getByRole('textbox', { name: 'US dollars per week' })).toHaveAccessibleDescription(
    "A limit can't be negative.",
  )
  expect(dialog.getByRole('textbox', { name: 'Requests per day' })).toHaveAccessibleDescription(
    'Enter a number, like 100.',
  )
})

test('a refusal’s details go beside their fields, and every field keeps what was typed', async () => {
  server.use(
    http.patch('/api/user/api-keys/{id}', ({ response }) =>
      response(400).json({
        error: 'Validation failed',
        code: 'VALIDATION_FAILED',
        details: [
          { field: 'limits.monthlyUsd', rule: 'minimum' },
          { field: 'allowedIps.1', rule: 'format' },
        ],
      }),
    ),
  )
  const { user, dialog } = await openLaptopSettings()
  await user.type(dialog.getByRole('textbox', { name: 'US dollars per month' }), '50')
  const ips = dialog.getByRole('textbox', { name: 'Allowed addresses' })
  await user.type(ips, '127.0.0.1{Enter}{Enter}192.0.2.0/24')
  await user.click(dialog.getByRole('checkbox', { name: 'Key is on' }))
  await user.click(dialog.getByRole('button', { name: 'Save settings' }))

  expect(await dialog.findByText('Correct the marked fields, then save again.')).toBeInTheDocument()
  expect(dialog.getByRole('textbox', { name: 'US dollars per month' })).toHaveAccessibleDescription(
    "A limit can't be negative.",
  )
  // The second entry sent stood on the third line.
  expect(ips).toHaveAccessibleDescription(
    expect.stringContaining("Line 3: your relay doesn't accept this address or range."),
  )
  expect(dialog.getByRole('textbox', { name: 'US dollars per month' })).toHaveValue('50')
  expect(ips).toHaveValue('127.0.0.1\n\n192.0.2.0/24')
  expect(dialog.getByRole('checkbox', { name: 'Key is on' })).not.toBeChecked()
})

test('a double click on Save sends one request', async () => {
  const patches: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH') patches.push(request.url)
  })
  onTestFinished(() => server.events.removeAllListeners())
  const { user, dialog } = await openLaptopSettings()
  await user.click(dialog.getByRole('checkbox', { name: 'Key is on' }))
  await user.dblClick(dialog.getByRole('button', { name: 'Save settings' }))
  expect(await screen.findByText('Saved “Laptop”: turned off.')).toBeInTheDocument()
  expect(patches).toHaveLength(1)
})

test('saving without a change sends nothing and says so', async () => {
  const { user, dialog } = await openLaptopSettings()
  await user.click(dialog.getByRole('button', { name: 'Save settings' }))
  expect(await dialog.findByText('Nothing to save: every setting is as it was.')).toBeInTheDocument()
})

test('the models come from the catalogue; none ticked allows every model of the plan', async () => {
  const { user, session, dialog } = await openLaptopSettings()
  const models = within(await dialog.findByRole('group', { name: 'Allowed models' }))
  const [first] = models.getAllByRole('checkbox')
  if (!first) throw new Error('No model to tick')
  await user.click(first)
  await user.click(dialog.getByRole('button', { name: 'Save settings' }))
  expect(await screen.findByText('Saved “Laptop”: 1 allowed model.')).toBeInTheDocument()
  expect(keyNamed(session.user.id, 'Laptop').allowedModels).toHaveLength(1)
})
