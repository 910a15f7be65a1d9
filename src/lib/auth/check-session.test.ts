import { expect, onTestFinished, test, vi } from 'vitest'
import { seedSignedInUser } from '#mocks/seed.ts'
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { client } from '#src/lib/api/client.ts'
import { checkStoredSession } from './check-session.ts'
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
