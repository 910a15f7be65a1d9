import { expect, onTestFinished, test, vi } from 'vitest'
import { seedSignedInUser } from '#mocks/seed.ts'
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { client } from '#src/lib/api/client.ts'
import { http } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { TEST_ORIGIN } from '#mocks/testing/api.ts'
import { checkStoredSession, revokeSession } from './check-session.ts'
import { AUTH_ERROR_EVENT, setSessionExpiredNavigator, writeStoredSession } from './session.ts'

const revoked = {
  token: 'tok_revoked0000000000000000000000',
  user: { id: 'usr_1', email: 'demo@example.com', createdAt: '2026-01-01T00:00:00Z' },
}

/** Opens `path`, stores the revoked session and watches what ending it does. */
function refusedOn(path: string) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const navigate = vi.fn()
  const onAuthError = vi.fn()
  const unregister = setSessionExpiredNavigator(navigate)
  window.addEventListener(AUTH_ERROR_EVENT, onAuthError)
  window.history.replaceState(null, '', path)
  onTestFinished(() => {
    unregister()
    window.removeEventListener(AUTH_ERROR_EVENT, onAuthError)
    window.history.replaceState(null, '', '/')
    vi.restoreAllMocks()
  })
  writeStoredSession(revoked)
  return { navigate, onAuthError }
}

test('the start-up check asks the app’s one API client', async () => {
  const get = vi.spyOn(client, 'GET')
  onTestFinished(() => get.mockRestore())
  const session = await seedSignedInUser('demo@example.com')
  writeStoredSession(session)

  await expect(checkStoredSession(session)).resolves.toBeNull()
  expect(get).toHaveBeenCalledWith('/api/user/profile', expect.anything())
})

test.each(['/dashboard', '/Dashboard/', '/dashboard//'])(
  'a refused session on the signed-in page %s opens the login with the way back',
  async (path) => {
    const { navigate, onAuthError } = refusedOn(`${path}?tab=keys`)
    await expect(checkStoredSession(revoked)).rejects.toMatchObject({ status: 401 })
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`${path}?tab=keys`)
    expect(onAuthError).toHaveBeenCalledOnce()
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
  },
)

test.each(['/home', '/plans', '/claim/WELCOME', '/admin', '/dashboard-help'])(
  'a refused session on the public page %s signs the app out and stays',
  async (path) => {
    const { navigate, onAuthError } = refusedOn(path)
    await expect(checkStoredSession(revoked)).rejects.toMatchObject({ status: 401 })
    expect(navigate).not.toHaveBeenCalled()
    expect(onAuthError).toHaveBeenCalledOnce()
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull()
  },
)

test('revoking a session posts the token it is given to the sign-out operation, which then refuses it', async () => {
  const session = await seedSignedInUser('demo@example.com')
  const post = vi.spyOn(client, 'POST')
  onTestFinished(() => post.mockRestore())
  // Already signed out here: the client holds no token, so the call must carry the one it is given.
  await revokeSession(session.token)
  expect(post).toHaveBeenCalledWith('/api/auth/logout', expect.anything())
  const profile = await fetch(`${TEST_ORIGIN}/api/user/profile`, {
    headers: { Authorization: `Bearer ${session.token}` },
  })
  expect(profile.status).toBe(401)
})

test.each([
  ['a backend without the operation (404)', 404],
  ['a backend without the operation (405)', 405],
  ['a backend without the operation (501)', 501],
  ['a failing backend (500)', 500],
  ['a token the backend no longer knows (401)', 401],
])('revoking a session on %s only logs, and neither throws nor ends another session', async (_, status) => {
  const logged = vi.spyOn(console, 'info').mockImplementation(() => undefined)
  const failed = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const onAuthError = vi.fn()
  window.addEventListener(AUTH_ERROR_EVENT, onAuthError)
  onTestFinished(() => {
    window.removeEventListener(AUTH_ERROR_EVENT, onAuthError)
    vi.restoreAllMocks()
  })
  const current = await seedSignedInUser('demo@example.com')
  writeStoredSession(current)
  server.use(
    http.post('/api/auth/logout', ({ response }) =>
      response.untyped(
        Response.json({ error: 'No', code: status === 500 ? 'INTERNAL_ERROR' : 'NOT_FOUND' }, { status }),
      ),
    ),
  )
  await expect(revokeSession('tok_signed_out_elsewhere_00000000000')).resolves.toBeUndefined()
  expect(onAuthError).not.toHaveBeenCalled()
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(current.token)
  expect([...logged.mock.calls, ...failed.mock.calls].flat().join(' ')).toMatch(/sign-out|revok/i)
})

test('revoking a session over a broken network only logs', async () => {
  const failed = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  onTestFinished(() => {
    vi.restoreAllMocks()
  })
  server.use(http.post('/api/auth/logout', ({ response }) => response.untyped(Response.error())))
  await expect(revokeSession('tok_any_00000000000000000000000000')).resolves.toBeUndefined()
  expect(failed.mock.calls.flat().join(' ')).toMatch(/revok/i)
})

test('revoking the old token while another session is already stored revokes the old one only', async () => {
  const old = await seedSignedInUser('demo@example.com')
  const current = await seedSignedInUser('demo@example.com')
  writeStoredSession(current)
  await revokeSession(old.token)
  const asked = (token: string) =>
    fetch(`${TEST_ORIGIN}/api/user/profile`, { headers: { Authorization: `Bearer ${token}` } })
  expect((await asked(old.token)).status).toBe(401)
  expect((await asked(current.token)).status).toBe(200)
})
