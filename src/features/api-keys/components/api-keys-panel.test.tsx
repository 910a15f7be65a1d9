import { Buffer } from 'node:buffer'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { afterEach, expect, onTestFinished, test, vi } from 'vitest'
import { setMockControls } from '#mocks/controls.ts'
import { db } from '#mocks/db.ts'
import { http, offContract } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { apiKeyUsage } from '#mocks/rules.ts'
import { buildApiKey, seedSignedInUser } from '#mocks/seed.ts'
import { useLocation } from 'react-router-dom'
import type { components } from '#src/lib/api/schema.d.ts'
import { renderWithProviders } from '#src/testing/render.tsx'
import { formatCurrency, formatNumber } from '#src/utils/format.ts'
import { ApiKeysPanel } from './api-keys-panel.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

function keysOf(userId: string) {
  return [...db.apiKeys.values()].filter((apiKey) => apiKey.userId === userId)
}

/** Signs `email` in, renders the panel, and gives a user-event instance with a working clipboard. */
async function renderPanel(email = 'demo@example.com') {
  // The Clipboard API is only offered to secure contexts; jsdom reports none.
  vi.stubGlobal('isSecureContext', true)
  const user = userEvent.setup()
  const session = await seedSignedInUser(email)
  renderWithProviders(<ApiKeysPanel />, { route: '/dashboard?tab=keys', session })
  return { user, session }
}

function itemNamed(name: string) {
  const item = screen.getAllByRole('listitem').find((element) => within(element).queryByText(name))
  if (!item) throw new Error(`No key named ${name}`)
  return within(item)
}

test('a user sees each key with its name, remark, masked key and created time', async () => {
  const { session } = await renderPanel()
  expect(await screen.findByText('Laptop')).toBeInTheDocument()
  const [laptop] = keysOf(session.user.id).filter((apiKey) => apiKey.name === 'Laptop')
  expect(itemNamed('Laptop').getByText('Claude Code on my MacBook')).toBeInTheDocument()
  expect(
    itemNamed('Laptop').getByText(`${laptop?.key.slice(0, 7)}…${laptop?.key.slice(-5)}`),
  ).toBeInTheDocument()
  expect(itemNamed('Laptop').getByText('Created')).toBeInTheDocument()
  expect(itemNamed('Laptop').queryByText(laptop?.key ?? '')).not.toBeInTheDocument()
  expect(itemNamed('CI runner').getByText('Codex CLI on the build server')).toBeInTheDocument()
  expect(screen.getByText('Keys: 2 / 10')).toBeInTheDocument()
})

test('each key links to the Usage tab, showing that key’s last 30 days', async () => {
  const { session } = await renderPanel()
  await screen.findByText('Laptop')
  for (const apiKey of keysOf(session.user.id)) {
    const link = itemNamed(apiKey.name).getByRole('link', { name: `Usage of key “${apiKey.name}”` })
    expect(link).toHaveTextContent('Usage')
    expect(link).toHaveAttribute('href', `/dashboard?tab=usage&key=${apiKey.id}&range=30d`)
  }
})

test('a user copies a full key from the list', async () => {
  const { user, session } = await renderPanel()
  await screen.findByText('Laptop')
  await user.click(screen.getByRole('button', { name: 'Copy key “Laptop”' }))
  expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument()
  const laptop = keysOf(session.user.id).find((apiKey) => apiKey.name === 'Laptop')
  expect(await navigator.clipboard.readText()).toBe(laptop?.key)
})

test('a user creates a named key and gets it in full with copy, environment variables and CC Switch', async () => {
  const { user, session } = await renderPanel()
  await screen.findByText('Laptop')
  await user.type(screen.getByLabelText('Name (optional)'), 'Build box')
  await user.click(screen.getByRole('button', { name: 'Create key' }))

  const card = within(await screen.findByRole('region', { name: 'Your new key “Build box” is ready' }))
  const created = keysOf(session.user.id).find((apiKey) => apiKey.name === 'Build box')
  const key = created?.key ?? 'missing'
  expect(key).toMatch(/^cr_/)
  expect(card.getByText(key)).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Your new key “Build box” is ready' })).toHaveFocus()
  expect(screen.getByLabelText('Name (optional)')).toHaveValue('')

  await user.click(card.getByRole('button', { name: 'Copy key' }))
  expect(await navigator.clipboard.readText()).toBe(key)

  await user.click(card.getByRole('button', { name: 'Copy as environment variables' }))
  const base = `${window.location.origin}/api`
  expect(await navigator.clipboard.readText()).toBe(
    `export ANTHROPIC_BASE_URL='${base}'\nexport ANTHROPIC_AUTH_TOKEN='${key}'\n`,
  )

  await user.click(card.getByRole('button', { name: 'Import to CC Switch: key “Build box”' }))
  const link = card.getByRole('menuitem', { name: 'Claude Code' })
  const url = new URL(link.getAttribute('href') ?? '')
  expect(`${url.protocol}//${url.host}${url.pathname}`).toBe('ccswitch://v1/import')
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    resource: 'provider',
    app: 'claude',
    name: 'Relay Portal',
    endpoint: base,
    apiKey: key,
    homepage: window.location.origin,
    usageEnabled: 'true',
    usageAutoInterval: '5',
  })
  // CC Switch's usage query asks the API for the key's quota (the script is tested beside it).
  const script = Buffer.from(url.searchParams.get('usageScript') ?? '', 'base64url').toString('utf8')
  expect(script).toContain(`"${window.location.origin}/api/key/quota"`)

  // The new key is in the list too; the raw key is kept in memory only.
  expect(await screen.findByText('Keys: 3 / 10')).toBeInTheDocument()
  expect(itemNamed('Build box').getByText('No remark')).toBeInTheDocument()
  expect(Object.values(localStorage).some((value) => String(value).includes(key))).toBe(false)
  expect(window.location.href).not.toContain(key)

  await user.click(card.getByRole('button', { name: 'Done' }))
  expect(screen.queryByRole('region', { name: /Your new key/ })).not.toBeInTheDocument()
})

test('a key created without a name gets one from the server', async () => {
  const { user } = await renderPanel()
  await screen.findByText('Laptop')
  await user.click(screen.getByRole('button', { name: 'Create key' }))
  expect(await screen.findByRole('region', { name: 'Your new key “Key 3” is ready' })).toBeInTheDocument()
})

test('a double click on Create key creates one key', async () => {
  const { user, session } = await renderPanel()
  await screen.findByText('Laptop')
  await user.dblClick(screen.getByRole('button', { name: 'Create key' }))
  expect(await screen.findByRole('region', { name: /Your new key/ })).toBeInTheDocument()
  expect(await screen.findByText('Keys: 3 / 10')).toBeInTheDocument()
  expect(keysOf(session.user.id)).toHaveLength(3)
})

test('a name pasted with a tab is refused with the reason, keeps what was typed and creates nothing', async () => {
  const { user, session } = await renderPanel()
  await screen.findByText('Laptop')
  const field = screen.getByRole('textbox', { name: 'Name (optional)' })
  await user.click(field)
  await user.paste('CI\trunner')
  await user.click(screen.getByRole('button', { name: 'Create key' }))
  expect(field).toHaveAccessibleDescription(
    expect.stringContaining("A name can't contain tabs, line breaks or other control characters."),
  )
  expect(field).toHaveAttribute('aria-invalid', 'true')
  expect(field).toHaveFocus()
  expect(field).toHaveValue('CI\trunner')
  expect(keysOf(session.user.id)).toHaveLength(2)
  await user.clear(field)
  await user.type(field, 'CI runner')
  expect(field).not.toHaveAttribute('aria-invalid')
})

test.each(['ja', 'zh-CN'])(
  'a name the server finds too long reads in %s beside the field, with the name kept',
  async (language) => {
    // A backend with a shorter limit than the contract's 64 characters refuses what the field let through.
    server.use(
      http.post('/api/user/api-keys', ({ response }) =>
        response(400).json({
          error: 'name: must be at most 32 characters',
          code: 'VALIDATION_FAILED',
          details: [{ field: 'name', rule: 'maxLength', limit: 32 }],
        }),
      ),
    )
    await i18next.changeLanguage(language)
    onTestFinished(async () => {
      await i18next.changeLanguage('en')
    })
    const { user, session } = await renderPanel()
    await screen.findByText('Laptop')
    const name = 'A very long name for the CI runner key'
    const field = screen.getByRole('textbox', { name: i18next.t('api-keys:create.nameLabel') })
    await user.type(field, name)
    await user.click(screen.getByRole('button', { name: i18next.t('api-keys:create.submit') }))
    const message = i18next.t('api-keys:create.nameTooLong', { count: 32 })
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message))
    expect(field).toHaveFocus()
    expect(field).toHaveValue(name)
    expect(screen.queryByText(/at most 32 characters/)).not.toBeInTheDocument()
    expect(keysOf(session.user.id)).toHaveLength(2)
  },
)

test.each(['zh-CN', 'ja'])(
  'a remark the server finds too long reads in %s, and the editor keeps it',
  async (language) => {
    server.use(
      http.put('/api/user/api-keys/{id}/remark', ({ response }) =>
        response(400).json({
          error: 'remark: must be at most 20 characters',
          code: 'VALIDATION_FAILED',
          details: [{ field: 'remark', rule: 'maxLength', limit: 20 }],
        }),
      ),
    )
    await i18next.changeLanguage(language)
    onTestFinished(async () => {
      await i18next.changeLanguage('en')
    })
    const { user } = await renderPanel()
    await screen.findByText('Laptop')
    await user.click(
      screen.getByRole('button', { name: i18next.t('api-keys:list.editRemarkFor', { name: 'Laptop' }) }),
    )
    const input = screen.getByRole('textbox', {
      name: i18next.t('api-keys:remark.label', { name: 'Laptop' }),
    })
    await user.clear(input)
    await user.type(input, 'Claude Code on the office desktop')
    await user.click(screen.getByRole('button', { name: i18next.t('common:actions.save') }))
    const message = i18next.t('api-keys:remark.tooLong', { count: 20 })
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message))
    expect(input).toHaveValue('Claude Code on the office desktop')
    expect(screen.queryByText(/at most 20 characters/)).not.toBeInTheDocument()
  },
)

test('a remark pasted with a control character is refused with the reason and the editor stays open', async () => {
  const { user, session } = await renderPanel()
  await screen.findByText('Laptop')
  await user.click(screen.getByRole('button', { name: 'Edit remark for “Laptop”' }))
  const input = screen.getByRole('textbox', { name: 'Remark for “Laptop”' })
  await user.clear(input)
  await user.paste('bell\u0007')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(input).toHaveAccessibleDescription(
    expect.stringContaining("A remark can't contain tabs, line breaks or other control characters."),
  )
  expect(input).toHaveValue('bell\u0007')
  expect(keysOf(session.user.id).find((apiKey) => apiKey.name === 'Laptop')?.remark).toBe(
    'Claude Code on my MacBook',
  )
})

// A bidirectional override or isolate reorders how the text around it reads ("gpj.exe" shown as "exe.jpg").
test.each([
  ['a right-to-left override', 'CI\u202Erunner'],
  ['a left-to-right embedding', '\u202AMy key'],
  ['a first-strong isolate', 'key \u2068x\u2069'],
])('a name or a remark with %s is refused like a control character and nothing is saved', async (_, text) => {
  const { user, session } = await renderPanel()
  await screen.findByText('Laptop')
  const field = screen.getByRole('textbox', { name: 'Name (optional)' })
  await user.click(field)
  await user.paste(text)
  await user.click(screen.getByRole('button', { name: 'Create key' }))
  expect(field).toHaveAccessibleDescription(
    expect.stringContaining("A name can't contain tabs, line breaks or other control characters."),
  )
  expect(keysOf(session.user.id)).toHaveLength(2)

  await user.click(screen.getByRole('button', { name: 'Edit remark for “Laptop”' }))
  const input = screen.getByRole('textbox', { name: 'Remark for “Laptop”' })
  await user.clear(input)
  await user.paste(text)
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(input).toHaveAccessibleDescription(
    expect.stringContaining("A remark can't contain tabs, line breaks or other control characters."),
  )
  expect(keysOf(session.user.id).find((apiKey) => apiKey.name === 'Laptop')?.remark).toBe(
    'Claude Code on my MacBook',
  )
})

test('a user edits a remark in place and saves it with Enter or the Save button', async () => {
  const { user } = await renderPanel()
  await screen.findByText('Laptop')
  await user.click(screen.getByRole('button', { name: 'Edit remark for “Laptop”' }))
  const input = screen.getByRole('textbox', { name: 'Remark for “Laptop”' })
  expect(input).toHaveFocus()
  expect(input).toHaveValue('Claude Code on my MacBook')
  await user.clear(input)
  await user.type(input, 'Work laptop{Enter}')
  expect(await itemNamed('Laptop').findByText('Work laptop')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Edit remark for “Laptop”' })).toHaveFocus()

  await user.click(screen.getByRole('button', { name: 'Edit remark for “CI runner”' }))
  await user.type(screen.getByRole('textbox', { name: 'Remark for “CI runner”' }), ' (nightly)')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('Codex CLI on the build server (nightly)')).toBeInTheDocument()
})

test('Escape and Cancel leave a remark unchanged', async () => {
  const { user, session } = await renderPanel()
  await screen.findByText('Laptop')
  await user.click(screen.getByRole('button', { name: 'Edit remark for “Laptop”' }))
  await user.type(screen.getByRole('textbox', { name: 'Remark for “Laptop”' }), ' edited{Escape}')
  expect(screen.queryByRole('textbox', { name: 'Remark for “Laptop”' })).not.toBeInTheDocument()
  expect(itemNamed('Laptop').getByText('Claude Code on my MacBook')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Edit remark for “Laptop”' })).toHaveFocus()

  await user.click(screen.getByRole('button', { name: 'Edit remark for “Laptop”' }))
  await user.type(screen.getByRole('textbox', { name: 'Remark for “Laptop”' }), ' edited')
  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  expect(itemNamed('Laptop').getByText('Claude Code on my MacBook')).toBeInTheDocument()
  const laptop = keysOf(session.user.id).find((apiKey) => apiKey.name === 'Laptop')
  expect(laptop?.remark).toBe('Claude Code on my MacBook')
})

test('a failed remark save says so and keeps the typed text', async () => {
  const { user } = await renderPanel()
  await screen.findByText('Laptop')
  setMockControls({ forceStatus: 500, pathIncludes: '/remark' })
  await user.click(screen.getByRole('button', { name: 'Edit remark for “Laptop”' }))
  const input = screen.getByRole('textbox', { name: 'Remark for “Laptop”' })
  await user.clear(input)
  await user.type(input, 'My new remark{Enter}')
  expect(await screen.findByText('Failed to save remark')).toHaveAttribute('role', 'alert')
  expect(input).toHaveValue('My new remark')
  expect(input).toHaveAccessibleDescription(expect.stringContaining('Failed to save remark'))

  setMockControls({ forceStatus: null, pathIncludes: null })
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await itemNamed('Laptop').findByText('My new remark')).toBeInTheDocument()
})

async function renderAtLimit() {
  vi.stubGlobal('isSecureContext', true)
  const user = userEvent.setup()
  const session = await seedSignedInUser('demo@example.com')
  for (let index = 0; index < 8; index += 1) {
    const apiKey = buildApiKey({ userId: session.user.id, name: `Extra ${index + 1}` })
    db.apiKeys.set(apiKey.id, apiKey)
  }
  renderWithProviders(<ApiKeysPanel />, { route: '/dashboard?tab=keys', session })
  expect(await screen.findByText('Keys: 10 / 10')).toBeInTheDocument()
  return { user, session }
}

function deleteDialog(name: string) {
  return screen.queryByRole('alertdialog', { name: `Delete the key “${name}”?` })
}

test('at the key limit the create button is disabled with the reason and the way out', async () => {
  await renderAtLimit()
  const create = screen.getByRole('button', { name: 'Create key' })
  expect(create).toBeDisabled()
  expect(create).toHaveAccessibleDescription(
    'This account has the most API keys it may have. Delete a key you no longer use to make room for a new one.',
  )
  for (const name of ['Laptop', 'CI runner', 'Extra 1', 'Extra 8']) {
    expect(screen.getByRole('button', { name: `Delete key “${name}”` })).toBeEnabled()
  }
})

test('at the key limit a user deletes a key after a confirmation naming it and may create one again', async () => {
  const { user, session } = await renderAtLimit()
  const deleteButton = screen.getByRole('button', { name: 'Delete key “Extra 3”' })
  await user.click(deleteButton)

  const dialog = deleteDialog('Extra 3')
  expect(dialog).toBeInTheDocument()
  expect(dialog).toHaveAccessibleDescription(
    'Any tool that uses this key stops working at once. This can’t be undone. Usage already made with the key stays in your statistics.',
  )
  // The safe choice has focus.
  expect(within(dialog as HTMLElement).getByRole('button', { name: 'Cancel' })).toHaveFocus()
  await user.click(within(dialog as HTMLElement).getByRole('button', { name: 'Delete key' }))

  expect(await screen.findByText('The key “Extra 3” was deleted.')).toHaveAttribute('role', 'status')
  expect(deleteDialog('Extra 3')).not.toBeInTheDocument()
  expect(screen.getByText('Keys: 9 / 10')).toBeInTheDocument()
  expect(screen.queryByText('Extra 3')).not.toBeInTheDocument()
  expect(keysOf(session.user.id).some((apiKey) => apiKey.name === 'Extra 3')).toBe(false)
  const create = screen.getByRole('button', { name: 'Create key' })
  expect(create).toBeEnabled()
  expect(screen.queryByText('This account has the most API keys it may have.')).not.toBeInTheDocument()
  // Its Delete button is gone: focus lands on the list, not on the page's body.
  expect(screen.getByRole('heading', { name: 'Your keys' })).toHaveFocus()

  await user.click(create)
  expect(await screen.findByRole('region', { name: 'Your new key “Key 10” is ready' })).toBeInTheDocument()
  expect(await screen.findByText('Keys: 10 / 10')).toBeInTheDocument()
})

test('a key deleted right after it was created no longer shows in full', async () => {
  const { user } = await renderPanel()
  await screen.findByText('Laptop')
  await user.type(screen.getByLabelText('Name (optional)'), 'Oops')
  await user.click(screen.getByRole('button', { name: 'Create key' }))
  expect(await screen.findByRole('region', { name: 'Your new key “Oops” is ready' })).toBeInTheDocument()
  await user.click(await screen.findByRole('button', { name: 'Delete key “Oops”' }))
  await user.click(within(deleteDialog('Oops') as HTMLElement).getByRole('button', { name: 'Delete key' }))
  expect(await screen.findByText('The key “Oops” was deleted.')).toBeInTheDocument()
  expect(screen.queryByRole('region', { name: 'Your new key “Oops” is ready' })).not.toBeInTheDocument()
})

test('Cancel and Escape keep the key and return focus to its Delete button', async () => {
  const { user, session } = await renderPanel()
  const deleteLaptop = await screen.findByRole('button', { name: 'Delete key “Laptop”' })
  await user.click(deleteLaptop)
  const dialog = deleteDialog('Laptop') as HTMLElement
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  expect(deleteDialog('Laptop')).not.toBeInTheDocument()
  expect(deleteLaptop).toHaveFocus()

  await user.keyboard('{Enter}')
  expect(deleteDialog('Laptop')).toBeInTheDocument()
  await user.keyboard('{Escape}')
  expect(deleteDialog('Laptop')).not.toBeInTheDocument()
  expect(deleteLaptop).toHaveFocus()
  expect(screen.getByText('Laptop')).toBeInTheDocument()
  expect(screen.getByText('Keys: 2 / 10')).toBeInTheDocument()
  expect(keysOf(session.user.id)).toHaveLength(2)
})

test('a double click on the confirmation deletes the key once', async () => {
  const deletes: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'DELETE') deletes.push(request.url)
  })
  const { user, session } = await renderPanel()
  await user.click(await screen.findByRole('button', { name: 'Delete key “Laptop”' }))
  await user.dblClick(
    within(deleteDialog('Laptop') as HTMLElement).getByRole('button', { name: 'Delete key' }),
  )
  expect(await screen.findByText('The key “Laptop” was deleted.')).toBeInTheDocument()
  expect(deletes).toHaveLength(1)
  expect(keysOf(session.user.id).map((apiKey) => apiKey.name)).toEqual(['CI runner'])
  server.events.removeAllListeners()
})

test.each([
  [
    '404 without the key code',
    http.delete('/api/user/api-keys/{id}', ({ response }) =>
      response(404).json({ error: 'Not found', code: 'NOT_FOUND' }),
    ),
  ],
  [
    '405 without a body',
    // A backend without the (optional) delete operation answers outside the contract.
    http.delete('/api/user/api-keys/{id}', ({ response }) =>
      response.untyped(offContract.body(null, { status: 405 })),
    ),
  ],
])(
  'against a backend without key deletion (%s) the user is told the relay does not support it',
  async (_, handler) => {
    server.use(handler)
    const { user, session } = await renderPanel()
    await user.click(await screen.findByRole('button', { name: 'Delete key “Laptop”' }))
    await user.click(
      within(deleteDialog('Laptop') as HTMLElement).getByRole('button', { name: 'Delete key' }),
    )
    expect(
      await screen.findByText(
        'Your relay does not support deleting keys. Ask its operator to turn off a key you no longer need.',
      ),
    ).toHaveAttribute('role', 'alert')
    expect(deleteDialog('Laptop')).not.toBeInTheDocument()
    expect(screen.getByText('Laptop')).toBeInTheDocument()
    // Asking again would only fail again: the Delete buttons are gone.
    expect(screen.queryByRole('button', { name: /^Delete key/ })).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Your keys' })).toHaveFocus()
    expect(keysOf(session.user.id)).toHaveLength(2)
  },
)

test('a key deleted elsewhere meanwhile is reported as gone and leaves the list', async () => {
  const { user, session } = await renderPanel()
  await user.click(await screen.findByRole('button', { name: 'Delete key “Laptop”' }))
  const laptop = keysOf(session.user.id).find((apiKey) => apiKey.name === 'Laptop')
  db.apiKeys.delete(laptop?.id ?? '')
  await user.click(within(deleteDialog('Laptop') as HTMLElement).getByRole('button', { name: 'Delete key' }))
  expect(
    await screen.findByText('The key “Laptop” no longer exists. The list has been updated.'),
  ).toHaveAttribute('role', 'status')
  expect(await screen.findByText('Keys: 1 / 10')).toBeInTheDocument()
  expect(screen.queryByText('Laptop')).not.toBeInTheDocument()
  expect(screen.queryByText(/does not support deleting keys/)).not.toBeInTheDocument()
})

test('a failed delete keeps the dialog open with the reason, and trying again deletes', async () => {
  server.use(
    http.delete(
      '/api/user/api-keys/{id}',
      ({ response }) => response(500).json({ error: 'Boom', code: 'INTERNAL_ERROR' }),
      { once: true },
    ),
  )
  const { user } = await renderPanel()
  await user.click(await screen.findByRole('button', { name: 'Delete key “Laptop”' }))
  const dialog = within(deleteDialog('Laptop') as HTMLElement)
  await user.click(dialog.getByRole('button', { name: 'Delete key' }))
  expect(await dialog.findByText('The server ran into a problem. Please try again later.')).toHaveAttribute(
    'role',
    'alert',
  )
  expect(screen.getByText('Keys: 2 / 10')).toBeInTheDocument()
  await user.click(dialog.getByRole('button', { name: 'Delete key' }))
  expect(await screen.findByText('The key “Laptop” was deleted.')).toBeInTheDocument()
  expect(screen.getByText('Keys: 1 / 10')).toBeInTheDocument()
})

test('a limit reported by the server shows the same reason and disables creating', async () => {
  server.use(
    http.post('/api/user/api-keys', ({ response }) =>
      response(409).json({ error: 'Maximum API keys limit reached', code: 'API_KEY_LIMIT_REACHED' }),
    ),
  )
  const { user } = await renderPanel()
  await screen.findByText('Laptop')
  await user.type(screen.getByLabelText('Name (optional)'), 'One too many')
  await user.click(screen.getByRole('button', { name: 'Create key' }))
  expect(await screen.findByText('This account has the most API keys it may have.')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Create key' })).toBeDisabled()
  expect(screen.getByLabelText('Name (optional)')).toHaveValue('One too many')
})

test('another failure to create a key is shown and keeps the name', async () => {
  const { user } = await renderPanel()
  await screen.findByText('Laptop')
  setMockControls({ forceStatus: 429, pathIncludes: '/api/user/api-keys' })
  await user.type(screen.getByLabelText('Name (optional)'), 'Retry me')
  await user.click(screen.getByRole('button', { name: 'Create key' }))
  expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toHaveAttribute(
    'role',
    'alert',
  )
  expect(screen.getByLabelText('Name (optional)')).toHaveValue('Retry me')
  expect(screen.getByRole('button', { name: 'Create key' })).toBeEnabled()
})

test('a user without keys is told what a key is for', async () => {
  await renderPanel('new@example.com')
  expect(await screen.findByText('No API keys yet')).toBeInTheDocument()
  expect(
    screen.getByText(
      'An API key connects Claude Code or Codex CLI on your computer to your plan. Create your first key above, then follow the setup guide.',
    ),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Open the setup guide' })).toHaveAttribute('href', '/docs')
})

test('a failed key list shows the error with Retry', async () => {
  setMockControls({ forceStatus: 500, pathIncludes: '/api/user/api-keys' })
  const { user } = await renderPanel()
  expect(
    await screen.findByText('The server ran into a problem. Please try again later.'),
  ).toBeInTheDocument()
  setMockControls({ forceStatus: null, pathIncludes: null })
  await user.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByText('Laptop')).toBeInTheDocument()
})

// ------------------------------------------------------------------------------------------- usage

type ApiKey = components['schemas']['ApiKey']

/** What the page's URL says, to check that the list's sort is kept there. */
function SearchProbe() {
  return <p>{`Search: ${useLocation().search}`}</p>
}

async function renderPanelAt(route: string) {
  const user = userEvent.setup()
  const session = await seedSignedInUser('demo@example.com')
  renderWithProviders(
    <>
      <ApiKeysPanel />
      <SearchProbe />
    </>,
    { route, session },
  )
  return { user, session }
}

/** How the list shows usage: "1,234 requests · $5.60". */
function usageText(requests: number, cents: number) {
  const count = formatNumber('en', requests)
  return `${count} ${requests === 1 ? 'request' : 'requests'} · ${formatCurrency('en', cents / 100, 'USD')}`
}

function storyKey(name: string, extra: Partial<ApiKey>): ApiKey {
  return {
    id: `key_${name.replace(/\W/g, '')}`,
    name,
    remark: '',
    key: `cr_${'x'.repeat(44)}`,
    createdAt: '2026-11-01T09:00:00Z',
    lastUsedAt: null,
    ...extra,
  }
}

function usageOf(todayRequests: number, todayCost: number, totalRequests: number, totalCost: number) {
  return {
    todayRequests,
    todayCost: { amount: todayCost, currency: 'USD' },
    totalRequests,
    totalCost: { amount: totalCost, currency: 'USD' },
  }
}

/** Three keys, sent newest first, each first in one of the sorts. */
const SORTABLE = [
  storyKey('Zeta', { lastUsedAt: '2026-11-20T08:00:00Z', usage: usageOf(5, 0.2, 900, 40) }),
  storyKey('alpha', { lastUsedAt: null, usage: usageOf(0, 0, 0, 0) }),
  storyKey('Middle', { lastUsedAt: '2026-11-21T08:00:00Z', usage: usageOf(80, 3.5, 1200, 52) }),
]

/** The keys' names in the order listed (each key's first field is its name). */
function listedNames() {
  return within(screen.getByRole('region', { name: 'Your keys' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('dd')?.textContent)
}

test("a user sees each key's usage today and in total, in the interface's number and currency formats", async () => {
  const { session } = await renderPanel()
  await screen.findByText('Laptop')
  const usage = apiKeyUsage(session.user.id, Date.now())
  for (const apiKey of keysOf(session.user.id)) {
    const figures = usage.get(apiKey.id)
    expect(figures?.totalRequests).toBeGreaterThan(0)
    expect(itemNamed(apiKey.name).getByText('Usage today')).toBeInTheDocument()
    expect(
      itemNamed(apiKey.name).getByText(
        usageText(figures?.todayRequests ?? -1, (figures?.todayMicros ?? -1e4) / 1e4),
      ),
    ).toBeInTheDocument()
    expect(itemNamed(apiKey.name).getByText('Total usage')).toBeInTheDocument()
    expect(
      itemNamed(apiKey.name).getByText(
        usageText(figures?.totalRequests ?? -1, (figures?.totalMicros ?? -1e4) / 1e4),
      ),
    ).toBeInTheDocument()
  }
})

test('a new key shows zero usage in the list', async () => {
  const { user } = await renderPanel()
  await screen.findByText('Laptop')
  await user.type(screen.getByLabelText('Name (optional)'), 'Build box')
  await user.click(screen.getByRole('button', { name: 'Create key' }))
  expect(await screen.findByText('Keys: 3 / 10')).toBeInTheDocument()
  expect(itemNamed('Build box').getAllByText(usageText(0, 0))).toHaveLength(2)
})

test('a user sorts the keys by usage today, by name and by last used, and the choice is kept in the URL', async () => {
  server.use(
    http.get('/api/user/api-keys', ({ response }) => response(200).json({ items: SORTABLE, limit: 10 })),
  )
  const { user } = await renderPanelAt('/dashboard?tab=keys')
  await screen.findByText('Zeta')
  const sort = screen.getByRole('combobox', { name: 'Sort by' })
  expect(sort).toHaveDisplayValue('Newest first')
  expect(listedNames()).toEqual(['Zeta', 'alpha', 'Middle'])

  await user.selectOptions(sort, 'Usage today')
  expect(listedNames()).toEqual(['Middle', 'Zeta', 'alpha'])
  expect(screen.getByText('Search: ?tab=keys&sort=usage-today')).toBeInTheDocument()

  await user.selectOptions(sort, 'Name')
  expect(listedNames()).toEqual(['alpha', 'Middle', 'Zeta'])
  expect(screen.getByText('Search: ?tab=keys&sort=name')).toBeInTheDocument()

  await user.selectOptions(sort, 'Last used')
  expect(listedNames()).toEqual(['Middle', 'Zeta', 'alpha'])

  await user.selectOptions(sort, 'Newest first')
  expect(listedNames()).toEqual(['Zeta', 'alpha', 'Middle'])
  expect(screen.getByText('Search: ?tab=keys')).toBeInTheDocument()
})

test('a list opened with a sort in the URL shows that order', async () => {
  server.use(
    http.get('/api/user/api-keys', ({ response }) => response(200).json({ items: SORTABLE, limit: 10 })),
  )
  await renderPanelAt('/dashboard?tab=keys&sort=name')
  await screen.findByText('Zeta')
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Name')
  expect(listedNames()).toEqual(['alpha', 'Middle', 'Zeta'])
})

test('against a backend without per-key usage each key shows a dash that says why, and sorting by usage keeps them last', async () => {
  // A backend that leaves out the optional `usage` for some keys (here: all but one).
  const items = [
    storyKey('Older backend', { lastUsedAt: '2026-11-20T08:00:00Z' }),
    storyKey('Also without', {}),
    storyKey('Reported', { usage: usageOf(0, 0, 3, 0.04) }),
  ]
  server.use(http.get('/api/user/api-keys', ({ response }) => response(200).json({ items, limit: 10 })))
  const { user } = await renderPanelAt('/dashboard?tab=keys')
  await screen.findByText('Older backend')
  expect(itemNamed('Older backend').getAllByText('—')).toHaveLength(2)
  expect(itemNamed('Older backend').getAllByText('Not reported by your relay')).toHaveLength(2)
  expect(itemNamed('Reported').getByText(usageText(3, 4))).toBeInTheDocument()

  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Usage today')
  expect(listedNames()).toEqual(['Reported', 'Older backend', 'Also without'])
})
