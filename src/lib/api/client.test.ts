import { expect, onTestFinished, test, vi } from 'vitest'
import { http, offContract } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { LANGUAGE_STORAGE_KEY, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { setSessionExpiredNavigator } from '#src/lib/auth/session.ts'
import { client, createApiClient, onSessionRefused, unwrap } from './client.ts'
import { ApiError, isApiError } from './errors.ts'
import type { components } from './schema.d.ts'

const profile = {
  id: 'usr_1',
  email: 'demo@example.com',
  createdAt: '2026-03-14T08:21:00Z',
  emailVerified: true,
  apiKeyCount: 0,
  hasPackageHistory: false,
  subscriptionStatus: 'inactive',
} satisfies components['schemas']['UserProfile']

function signIn(token = 'sess_current') {
  localStorage.setItem(TOKEN_STORAGE_KEY, token)
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ id: 'usr_1', email: 'demo@example.com' }))
}

/** Captures console.error (every failure is logged) and silences it for this test. */
function spyOnErrors() {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  onTestFinished(() => spy.mockRestore())
  return spy
}

/** Spies on the two effects of an expired session: the auth-error event and the navigation to /login. */
function watchSessionExpiry() {
  const navigate = vi.fn()
  const onAuthError = vi.fn()
  const unregister = setSessionExpiredNavigator(navigate)
  window.addEventListener('auth-error', onAuthError)
  onTestFinished(() => {
    unregister()
    window.removeEventListener('auth-error', onAuthError)
  })
  return { navigate, onAuthError }
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the request should have failed'),
    (error: unknown) => error,
  )
}

test('a signed-in request carries the stored token as a bearer header', async () => {
  const authorizations: (string | null)[] = []
  server.use(
    http.get('/api/user/profile', ({ request, response }) => {
      authorizations.push(request.headers.get('Authorization'))
      return response(200).json(profile)
    }),
  )
  signIn('sess_abc')

  const data = unwrap(await client.GET('/api/user/profile'))

  expect(data.email).toBe('demo@example.com')
  expect(authorizations).toEqual(['Bearer sess_abc'])
})

test('a visitor request carries no authorization header', async () => {
  const authorizations: (string | null)[] = []
  server.use(
    http.get('/api/plans/public/available', ({ request, response }) => {
      authorizations.push(request.headers.get('Authorization'))
      return response(200).json({ items: [] })
    }),
  )

  expect(unwrap(await client.GET('/api/plans/public/available'))).toEqual({ items: [] })
  expect(authorizations).toEqual([null])
})

test.each([401, 403] as const)(
  'three requests answered %i at once end the session, fire auth-error and open /login exactly once',
  async (status) => {
    spyOnErrors()
    const { navigate, onAuthError } = watchSessionExpiry()
    server.use(
      http.get('/api/user/profile', ({ response }) => response(status).json({ error: 'Login required' })),
      http.get('/api/user/api-keys', ({ response }) => response(status).json({ error: 'Login required' })),
      http.get('/api/user/statistics', ({ response }) => response(status).json({ error: 'Login required' })),
    )
    signIn()
    window.history.replaceState(null, '', '/dashboard?tab=keys')
    onTestFinished(() => window.history.replaceState(null, '', '/'))

    const errors = await Promise.all([
      rejectionOf(client.GET('/api/user/profile')),
      rejectionOf(client.GET('/api/user/api-keys')),
      rejectionOf(client.GET('/api/user/statistics')),
    ])

    expect(errors).toHaveLength(3)
    for (const error of errors) expect(error).toMatchObject({ name: 'ApiError', status, kind: 'http' })
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull()
    expect(onAuthError).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith('/dashboard?tab=keys')
  },
)

test('a visitor answered 401 gets an ApiError and keeps the page, with nothing cleared', async () => {
  spyOnErrors()
  const { navigate, onAuthError } = watchSessionExpiry()
  server.use(
    http.post('/api/benefit-packages/claim/{code}', ({ response }) =>
      response(401).json({ error: 'Login required', code: 'UNAUTHORIZED' }),
    ),
  )
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en')

  const error = await rejectionOf(
    client.POST('/api/benefit-packages/claim/{code}', { params: { path: { code: 'WELCOME' } } }),
  )

  expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Login required' })
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en')
  expect(onAuthError).not.toHaveBeenCalled()
  expect(navigate).not.toHaveBeenCalled()
})

test('a wrong password while a stale token is stored is a plain 401, not an expired session', async () => {
  spyOnErrors()
  const { navigate, onAuthError } = watchSessionExpiry()
  server.use(
    http.post('/api/auth/login', ({ response }) =>
      response(401).json({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }),
    ),
  )
  signIn('sess_stale')

  const error = await rejectionOf(
    client.POST('/api/auth/login', { body: { email: 'demo@example.com', password: 'wrong' } }),
  )

  expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' })
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('sess_stale')
  expect(onAuthError).not.toHaveBeenCalled()
  expect(navigate).not.toHaveBeenCalled()
})

test('a 401 for a token that a new login replaced meanwhile leaves the new session alone', async () => {
  spyOnErrors()
  const { navigate, onAuthError } = watchSessionExpiry()
  server.use(
    http.get('/api/user/profile', ({ response }) => {
      // The user signs in again in another tab while this old-token request is on its way.
      localStorage.setItem(TOKEN_STORAGE_KEY, 'sess_new')
      return response(401).json({ error: 'Login required', code: 'UNAUTHORIZED' })
    }),
  )
  signIn('sess_old')

  await rejectionOf(client.GET('/api/user/profile'))

  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('sess_new')
  expect(onAuthError).not.toHaveBeenCalled()
  expect(navigate).not.toHaveBeenCalled()
})

test('an error body with error and code becomes an ApiError with that message and code', async () => {
  spyOnErrors()
  server.use(
    http.post('/api/user/api-keys', ({ response }) =>
      response(409).json({ error: 'Maximum API keys limit reached', code: 'API_KEY_LIMIT_REACHED' }),
    ),
  )
  signIn()

  const error = await rejectionOf(client.POST('/api/user/api-keys'))

  expect(error).toBeInstanceOf(ApiError)
  expect(error).toMatchObject({
    name: 'ApiError',
    kind: 'http',
    status: 409,
    code: 'API_KEY_LIMIT_REACHED',
    message: 'Maximum API keys limit reached',
  })
})

test('a 429 carries its Retry-After, in seconds or as a date, to the ApiError', async () => {
  spyOnErrors()
  const retryAfter = vi.fn(() => '120')
  server.use(
    http.get('/api/plans/public/available', ({ response }) =>
      response.untyped(
        offContract.json(
          { error: 'Slow down', code: 'RATE_LIMITED' },
          { status: 429, headers: { 'Retry-After': retryAfter() } },
        ),
      ),
    ),
  )
  expect(await rejectionOf(client.GET('/api/plans/public/available'))).toMatchObject({
    status: 429,
    code: 'RATE_LIMITED',
    retryAfterSeconds: 120,
  })
  retryAfter.mockReturnValue(new Date(Date.now() + 90_500).toUTCString())
  const dated = await rejectionOf(client.GET('/api/plans/public/available'))
  expect(isApiError(dated) && dated.retryAfterSeconds).toBeGreaterThanOrEqual(89)
  expect(isApiError(dated) && dated.retryAfterSeconds).toBeLessThanOrEqual(91)
  retryAfter.mockReturnValue('soon')
  const unreadable = await rejectionOf(client.GET('/api/plans/public/available'))
  expect(isApiError(unreadable) && unreadable.retryAfterSeconds).toBeUndefined()
})

test('an error body without an error field falls back to the status message', async () => {
  spyOnErrors()
  server.use(
    // An error body without the contract's `error` field, as a proxy in front of the backend may send.
    http.get('/api/plans/public/available', ({ response }) =>
      response.untyped(offContract.json({ detail: 'boom' }, { status: 500 })),
    ),
  )

  const error = await rejectionOf(client.GET('/api/plans/public/available'))

  expect(error).toMatchObject({ status: 500, message: 'HTTP error! status: 500' })
  expect(isApiError(error) && error.code).toBeUndefined()
})

test('a non-JSON error body still becomes an ApiError with the status message', async () => {
  spyOnErrors()
  server.use(
    // A gateway's HTML page, which no contract describes.
    http.get('/api/plans/public/available', ({ response }) =>
      response.untyped(offContract.text('<h1>Bad gateway</h1>', { status: 502 })),
    ),
  )

  const error = await rejectionOf(client.GET('/api/plans/public/available'))

  expect(error).toMatchObject({
    name: 'ApiError',
    kind: 'http',
    status: 502,
    message: 'HTTP error! status: 502',
  })
})

test('a network failure becomes a network ApiError with status 0', async () => {
  spyOnErrors()
  server.use(
    http.get('/api/plans/public/available', ({ response }) => response.untyped(offContract.networkError())),
  )

  const error = await rejectionOf(client.GET('/api/plans/public/available'))

  expect(error).toBeInstanceOf(ApiError)
  expect(error).toMatchObject({ kind: 'network', status: 0, message: 'Network error' })
})

test('an aborted request rejects with the untouched AbortError', async () => {
  const errors = spyOnErrors()
  server.use(http.get('/api/plans/public/available', ({ response }) => response(200).json({ items: [] })))
  const controller = new AbortController()
  controller.abort()

  const error = await rejectionOf(client.GET('/api/plans/public/available', { signal: controller.signal }))

  expect(error).toMatchObject({ name: 'AbortError' })
  expect(error).not.toBeInstanceOf(ApiError)
  expect(errors).not.toHaveBeenCalled()
})

test('every failure is logged once as API request failed', async () => {
  const errors = spyOnErrors()
  server.use(
    // A status the contract does not list, as a proxy in front of the backend may send, and a network failure.
    http.get('/api/plans/public/available', ({ response }) =>
      response.untyped(offContract.json({ error: 'Down' }, { status: 503 })),
    ),
    http.get('/api/email/config', ({ response }) => response.untyped(offContract.networkError())),
  )

  const httpError = await rejectionOf(client.GET('/api/plans/public/available'))
  const networkError = await rejectionOf(client.GET('/api/email/config'))

  expect(errors).toHaveBeenCalledTimes(2)
  expect(errors).toHaveBeenNthCalledWith(1, 'API request failed', httpError)
  expect(errors).toHaveBeenNthCalledWith(2, 'API request failed', networkError)
})

test('unwrap throws an ApiError for a result that still carries an error', () => {
  const result = {
    error: { error: 'Nope', code: 'NOT_FOUND' },
    response: new Response(null, { status: 404 }),
  }

  expect(() => unwrap(result)).toThrow(new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Nope' }))
})

test('a client built with its own callbacks reads its token and reports the expiry to them', async () => {
  spyOnErrors()
  const { navigate } = watchSessionExpiry()
  const onSessionExpired = vi.fn()
  const authorizations: (string | null)[] = []
  server.use(
    http.get('/api/user/profile', ({ request, response }) => {
      authorizations.push(request.headers.get('Authorization'))
      return response(403).json({ error: 'This account is suspended', code: 'ACCOUNT_SUSPENDED' })
    }),
  )
  const custom = createApiClient({
    baseUrl: window.location.origin,
    getToken: () => 'sess_own',
    onSessionExpired,
  })

  const error = await rejectionOf(custom.GET('/api/user/profile'))

  expect(error).toMatchObject({ status: 403, code: 'ACCOUNT_SUSPENDED' })
  expect(authorizations).toEqual(['Bearer sess_own'])
  expect(onSessionExpired).toHaveBeenCalledTimes(1)
  expect(navigate).not.toHaveBeenCalled()
})

test('a call with its own session-refused handler ends the session through it instead of the client’s', async () => {
  spyOnErrors()
  const { navigate, onAuthError } = watchSessionExpiry()
  server.use(
    http.get('/api/user/profile', ({ response }) => response(401).json({ error: 'Login required' })),
    http.get('/api/user/api-keys', ({ response }) => response(200).json({ items: [], limit: 10 })),
  )
  signIn()
  const handler = vi.fn(() => localStorage.removeItem(TOKEN_STORAGE_KEY))

  const error = await rejectionOf(
    client.GET('/api/user/profile', { middleware: [onSessionRefused(handler)] }),
  )
  await client.GET('/api/user/api-keys', { middleware: [onSessionRefused(handler)] })

  expect(error).toMatchObject({ name: 'ApiError', status: 401 })
  expect(handler).toHaveBeenCalledOnce()
  expect(onAuthError).not.toHaveBeenCalled()
  expect(navigate).not.toHaveBeenCalled()
})

test('a session-refused handler is not called for a wrong password or for a visitor', async () => {
  spyOnErrors()
  server.use(
    http.post('/api/auth/login', ({ response }) =>
      response(401).json({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }),
    ),
    http.get('/api/user/profile', ({ response }) => response(401).json({ error: 'Login required' })),
  )
  const handler = vi.fn()
  signIn('sess_stale')
  await rejectionOf(
    client.POST('/api/auth/login', {
      body: { email: 'demo@example.com', password: 'wrong' },
      middleware: [onSessionRefused(handler)],
    }),
  )
  localStorage.clear()
  await rejectionOf(client.GET('/api/user/profile', { middleware: [onSessionRefused(handler)] }))

  expect(handler).not.toHaveBeenCalled()
})
