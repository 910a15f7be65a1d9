import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import { expect, test } from 'vitest'
import { getMockControls, setMockControls } from '#mocks/controls.ts'
import { db } from '#mocks/db.ts'
import { http, mockControlHttp, offContract } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { MOCK_DB_STORAGE_KEY, persistDb } from '#mocks/persistence.ts'
import { seedSignedInUser } from '#mocks/seed.ts'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import { runtimeConfig } from '#src/config/runtime.ts'
import { TOKEN_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { renderWithProviders, Where } from '#src/testing/render.tsx'
import AdminPage from './admin-page.tsx'

function renderAdmin(session?: Awaited<ReturnType<typeof seedSignedInUser>>) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin" element={<AdminPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/admin', session },
  )
}

function endpointRow(path: string, method = 'GET') {
  const escaped = path.replace(/[/{}]/g, '\\$&')
  return screen.getByRole('row', {
    name: new RegExp(`^${method} ${escaped}(Public|Needs a session|Probed with an unissued API key)`),
  })
}

async function runCheck(expectedSummary: RegExp) {
  await userEvent.click(screen.getByRole('button', { name: 'Check backend' }))
  // The check asks every operation in turn and validates each answer: a loaded runner needs longer.
  expect(await screen.findByText(expectedSummary, undefined, { timeout: 5_000 })).toBeInTheDocument()
}

function findMockSection() {
  return screen.findByRole('region', { name: 'Mock backend' })
}

test('an operator sees the API origin, whether the mock is on, and the build', () => {
  renderAdmin()
  const build = within(screen.getByRole('region', { name: 'This build' }))
  expect(build.getByText(runtimeConfig.apiOrigin)).toBeInTheDocument()
  expect(build.getByText(/^On: the built-in mock answers/)).toBeInTheDocument()
  expect(build.getByText(__BUILD_VERSION__)).toBeInTheDocument()
  expect(build.getByRole('time')).toHaveAttribute('dateTime', __BUILD_TIME__)
})

test('a visitor checks the public endpoints; those that need a session are skipped', async () => {
  renderAdmin()
  expect(screen.getByText(/You are not signed in/)).toBeInTheDocument()

  await runCheck(/Conforming to openapi.yaml: 5 of 5/)

  for (const path of [
    '/api/email/config',
    '/api/plans/public/available',
    '/api/benefit-packages/public/{code}',
  ]) {
    const row = within(endpointRow(path))
    expect(row.getByText('200')).toBeInTheDocument()
    expect(row.getByText('Conforms')).toBeInTheDocument()
    expect(row.getByText(/^\d+ ms$/)).toBeInTheDocument()
  }
  for (const path of ['/api/user/profile', '/api/user/api-keys', '/api/user/statistics']) {
    expect(within(endpointRow(path)).getByText('Skipped: sign in to check')).toBeInTheDocument()
  }
  // The optional model catalogue is public: asked without a session, and it conforms.
  const models = within(endpointRow('/api/models'))
  expect(models.getByText('Public · Optional')).toBeInTheDocument()
  expect(models.getByText('200')).toBeInTheDocument()
  expect(models.getByText('Conforms')).toBeInTheDocument()
  // The optional key quota needs no session: it is asked with a key nobody was issued, and 401 means offered.
  const keyQuota = within(endpointRow('/api/key/quota'))
  expect(keyQuota.getByText('Probed with an unissued API key · Optional')).toBeInTheDocument()
  expect(keyQuota.getByText('401')).toBeInTheDocument()
  expect(keyQuota.getByText('Conforms')).toBeInTheDocument()
  expect(keyQuota.getByText('Offered: it refused the unissued key, as it should')).toBeInTheDocument()
})

test.each([
  ['404 without a JSON body', () => offContract.body('Not Found', { status: 404 })],
  ['501', () => offContract.json({ error: 'Not implemented' }, { status: 501 })],
])(
  'a backend without the optional key quota (%s) is shown as not offering it, and the rest still conforms',
  async (_, absent) => {
    // A backend without the optional operation answers what the contract does not declare for it.
    server.use(http.get('/api/key/quota', ({ response }) => response.untyped(absent())))
    renderAdmin()

    await runCheck(/Conforming to openapi.yaml: 4 of 4/)

    const keyQuota = within(endpointRow('/api/key/quota'))
    expect(keyQuota.getByText('Not offered by this backend (an optional operation)')).toBeInTheDocument()
    expect(keyQuota.queryByText(/^Offered/)).not.toBeInTheDocument()
  },
)

test('an operator sees the optional operations a backend may lack, which the check does not call', async () => {
  renderAdmin(await seedSignedInUser('demo@example.com'))
  const optional = within(screen.getByRole('region', { name: 'Optional operations' }))
  expect(optional.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    expect.stringContaining('POST /api/auth/two-factor'),
    expect.stringContaining('POST /api/auth/password-reset'),
    expect.stringContaining('POST /api/auth/password-reset/confirm'),
    expect.stringContaining('POST /api/auth/logout'),
    expect.stringContaining('PUT /api/user/password'),
    expect.stringContaining('DELETE /api/user/sessions/{id}'),
    expect.stringContaining('POST /api/user/sessions/revoke-others'),
    expect.stringContaining('POST /api/user/two-factor/setup'),
    expect.stringContaining('POST /api/user/two-factor/enable'),
    expect.stringContaining('POST /api/user/two-factor/disable'),
    expect.stringContaining('PUT /api/user/notifications'),
    expect.stringContaining('POST /api/user/notifications/test'),
    expect.stringContaining('DELETE /api/user/api-keys/{id}'),
    expect.stringContaining('PATCH /api/user/api-keys/{id}'),
    expect.stringContaining('POST /api/user/api-keys/{id}/rotate'),
  ])
  const changing: string[] = []
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url)
    // Every call but a read changes something; the one POST the check makes is the activation code preview.
    if (request.method !== 'GET' && pathname !== '/api/activation-codes/preview') changing.push(request.url)
  })
  await runCheck(/Conforming to openapi.yaml: 14 of 14/)
  server.events.removeAllListeners()
  expect(changing).toEqual([])
})

test('a signed-in operator checks every endpoint', async () => {
  renderAdmin(await seedSignedInUser('demo@example.com'))

  await runCheck(/Conforming to openapi.yaml: 14 of 14/)

  for (const path of ['/api/user/profile', '/api/activation-codes/my-subscription', '/api/user/statistics']) {
    expect(within(endpointRow(path)).getByText('200')).toBeInTheDocument()
  }
  // The optional preview is probed with a code nobody issued: its own 404 answer, redeeming nothing.
  const preview = within(endpointRow('/api/activation-codes/preview', 'POST'))
  expect(preview.getByText('Needs a session · Optional')).toBeInTheDocument()
  expect(preview.getByText('404')).toBeInTheDocument()
  expect(preview.getByText('Conforms')).toBeInTheDocument()
})

test('a backend without the optional preview is shown as not offering it, and still conforms', async () => {
  server.use(
    // A backend without the optional operation answers a status the contract does not declare for it.
    http.post('/api/activation-codes/preview', ({ response }) =>
      response.untyped(offContract.body(null, { status: 405 })),
    ),
  )
  renderAdmin(await seedSignedInUser('demo@example.com'))

  await runCheck(/Conforming to openapi.yaml: 13 of 13/)

  const preview = within(endpointRow('/api/activation-codes/preview', 'POST'))
  expect(preview.getByText('405')).toBeInTheDocument()
  expect(preview.getByText('Not offered by this backend (an optional operation)')).toBeInTheDocument()
})

test('a response that breaks the contract is flagged with what is wrong', async () => {
  server.use(
    // A plan without its required fields: the very breach of the contract the check must flag.
    http.get('/api/plans/public/available', ({ response }) =>
      response.untyped(offContract.json({ items: [{ id: 'basic' }] })),
    ),
  )
  renderAdmin()

  await runCheck(/Conforming to openapi.yaml: 4 of 5/)

  const row = within(endpointRow('/api/plans/public/available'))
  expect(row.getByText('Doesn’t conform')).toBeInTheDocument()
  expect(row.getByText('body.items[0] lacks the required property “name”')).toBeInTheDocument()
})

test('an expired session is reported as 401 and the operator stays on the console', async () => {
  const { user } = await seedSignedInUser('demo@example.com')
  renderAdmin({ token: 'sess_expired_token_that_the_backend_does_not_know', user })

  await runCheck(/Conforming to openapi.yaml: 14 of 14/)

  expect(within(endpointRow('/api/user/profile')).getByText('401')).toBeInTheDocument()
  expect(screen.queryByText(/Arrived at/)).not.toBeInTheDocument()
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('sess_expired_token_that_the_backend_does_not_know')
})

test('the mock section is shown only when the API origin answers /__mock/controls', async () => {
  server.use(
    // A static host's SPA fallback: an HTML page, which the mock-control contract does not describe.
    mockControlHttp.get('/__mock/controls', ({ response }) =>
      response.untyped(
        offContract.text('<!doctype html><title>SPA</title>', { headers: { 'content-type': 'text/html' } }),
      ),
    ),
  )
  renderAdmin()
  await runCheck(/Conforming to openapi.yaml: 5 of 5/)
  expect(screen.queryByRole('region', { name: 'Mock backend' })).not.toBeInTheDocument()
})

test('a status forced through the mock controls shows up in the check', async () => {
  renderAdmin()
  const mock = within(await findMockSection())

  await userEvent.selectOptions(mock.getByLabelText('Answer every request with'), 'HTTP 500')
  await userEvent.type(mock.getByLabelText('Only for paths containing'), '/api/plans')
  await userEvent.click(mock.getByRole('button', { name: 'Apply' }))
  expect(await mock.findByText('The mock backend uses the new settings.')).toBeInTheDocument()
  expect(getMockControls()).toMatchObject({ forceStatus: 500, pathIncludes: '/api/plans' })

  await runCheck(/Conforming to openapi.yaml: 5 of 5/)
  expect(within(endpointRow('/api/plans/public/available')).getByText('500')).toBeInTheDocument()
  expect(within(endpointRow('/api/email/config')).getByText('200')).toBeInTheDocument()
})

test('added latency set in the mock controls shows up in the check', async () => {
  renderAdmin()
  const mock = within(await findMockSection())

  const latency = mock.getByLabelText('Added latency (ms)')
  await userEvent.clear(latency)
  await userEvent.type(latency, '60')
  await userEvent.click(mock.getByRole('button', { name: 'Apply' }))
  expect(await mock.findByText('The mock backend uses the new settings.')).toBeInTheDocument()

  await runCheck(/Conforming to openapi.yaml: 5 of 5/)
  const shown = within(endpointRow('/api/email/config')).getByText(/^\d+ ms$/).textContent ?? ''
  expect(Number.parseInt(shown, 10)).toBeGreaterThanOrEqual(55)
})

test('a network-error burst is reported as no answer, once', async () => {
  renderAdmin()
  const mock = within(await findMockSection())

  const count = mock.getByLabelText('Fail the next requests')
  await userEvent.clear(count)
  await userEvent.type(count, '1')
  await userEvent.selectOptions(mock.getByLabelText('Fail them with'), 'network')
  await userEvent.click(mock.getByRole('button', { name: 'Apply' }))
  expect(await mock.findByText('The mock backend uses the new settings.')).toBeInTheDocument()

  await runCheck(/Conforming to openapi.yaml: 4 of 5/)
  expect(within(endpointRow('/api/email/config')).getByText('No answer (network error)')).toBeInTheDocument()
  expect(within(endpointRow('/api/plans/public/available')).getByText('200')).toBeInTheDocument()
})

test('invalid control values are explained beside their field and nothing changes', async () => {
  renderAdmin()
  const mock = within(await findMockSection())

  const latency = mock.getByLabelText('Added latency (ms)')
  await userEvent.clear(latency)
  await userEvent.type(latency, 'fast')
  await userEvent.click(mock.getByRole('button', { name: 'Apply' }))

  expect(latency).toHaveAccessibleDescription(
    expect.stringContaining('Enter a whole number from 0 to 60000.'),
  )
  expect(latency).toHaveAttribute('aria-invalid', 'true')
  expect(latency).toHaveValue('fast')
  expect(getMockControls().latencyMs).toBe(0)
})

test('email verification can be switched through the mock controls', async () => {
  renderAdmin()
  const mock = within(await findMockSection())

  await userEvent.click(mock.getByRole('checkbox', { name: 'Login needs a verification code' }))
  await userEvent.click(mock.getByRole('button', { name: 'Apply' }))

  expect(await mock.findByText('The mock backend uses the new settings.')).toBeInTheDocument()
  expect(db.emailConfig.loginCodeRequired).toBe(true)
})

test('reset restores the seed, forgets the saved snapshot and logs the operator out', async () => {
  const session = await seedSignedInUser('demo@example.com')
  renderAdmin(session)
  const mock = within(await findMockSection())
  const demo = [...db.users.values()].find((user) => user.email === 'demo@example.com')!
  const seededKeys = db.apiKeys.size
  db.apiKeys.set('key_extra', { ...[...db.apiKeys.values()][0]!, id: 'key_extra', userId: demo.id })
  persistDb(localStorage)
  setMockControls({ latencyMs: 5 })

  await userEvent.click(mock.getByRole('button', { name: 'Reset demo data' }))

  expect(
    await mock.findByText('The demo data is back to the seed. You were logged out, as every session ended.'),
  ).toBeInTheDocument()
  expect(db.apiKeys.has('key_extra')).toBe(false)
  expect(db.apiKeys.size).toBe(seededKeys)
  expect(getMockControls().latencyMs).toBe(0)
  expect(localStorage.getItem(MOCK_DB_STORAGE_KEY)).toBeNull()
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  expect(mock.getByLabelText('Added latency (ms)')).toHaveValue('0')
})

test('the demo accounts, activation codes and packages are listed, packages linking to their claim page', async () => {
  renderAdmin()
  const mock = within(await findMockSection())

  expect(await mock.findByText('demo@example.com')).toBeInTheDocument()
  expect(mock.getByText(DEMO_PASSWORD)).toBeInTheDocument()
  const usedCode = within(mock.getByRole('row', { name: /^RELAY-USED-0001/ }))
  expect(usedCode.getByText('Used')).toBeInTheDocument()
  expect(mock.getByRole('link', { name: 'Open the claim page of WELCOME' })).toHaveAttribute(
    'href',
    '/claim/WELCOME',
  )
})
