import { expect, test } from 'vitest'
import { authenticate, authenticateApiKey, createSession, readBearerToken } from './auth.ts'
import { db } from './db.ts'
import { SESSION_TTL_MS } from './rules.ts'
import { DAY_MS } from '#src/lib/time-units.ts'
import { buildApiKey, buildSession, buildUser } from './seed.ts'

const NOW = Date.UTC(2026, 10, 22, 10, 30)

function withAuthorization(authorization: string): Request {
  return new Request('http://localhost/api/user/profile', { headers: { authorization } })
}

test('a bearer header gives its token, with any run of spaces or tabs around it', () => {
  expect(readBearerToken(withAuthorization('Bearer sess_abc'))).toBe('sess_abc')
  expect(readBearerToken(withAuthorization('Bearer  \tsess_abc'))).toBe('sess_abc')
  expect(readBearerToken(withAuthorization('BEARER sess_abc \t'))).toBe('sess_abc')
})

test('a header that only contains a bearer scheme somewhere gives no token', () => {
  expect(readBearerToken(withAuthorization('NotBearer sess_abc'))).toBeNull()
  expect(readBearerToken(withAuthorization('Basic Bearer sess_abc'))).toBeNull()
  expect(readBearerToken(withAuthorization('Bearer sess_abc x'))).toBeNull()
  expect(readBearerToken(new Request('http://localhost/'))).toBeNull()
})

test('a request without a token is refused with Login required', () => {
  expect(authenticate(new Request('http://localhost/'), NOW)).toEqual({
    ok: false,
    status: 401,
    body: { code: 'UNAUTHORIZED', error: 'Login required' },
  })
})

test('a request with an unknown token is told its session is invalid', () => {
  expect(authenticate(withAuthorization('Bearer sess_unknown'), NOW)).toEqual({
    ok: false,
    status: 401,
    body: { code: 'UNAUTHORIZED', error: 'Your session is invalid; please log in again' },
  })
})

test('a session is valid until the millisecond before it expires, then refused and dropped', () => {
  const user = buildUser()
  db.users.set(user.id, user)
  const session = buildSession({ userId: user.id, createdAt: NOW - SESSION_TTL_MS })
  db.sessions.set(session.token, session)
  const request = withAuthorization(`Bearer ${session.token}`)

  expect(authenticate(request, NOW - 1)).toEqual({ ok: true, user, session })
  expect(authenticate(request, NOW)).toEqual({
    ok: false,
    status: 401,
    body: { code: 'UNAUTHORIZED', error: 'Your session has expired; please log in again' },
  })
  expect(db.sessions.has(session.token)).toBe(false)
})

test('a session whose account no longer exists is refused as invalid', () => {
  const session = buildSession({ userId: 'usr_gone', createdAt: NOW })
  db.sessions.set(session.token, session)
  expect(authenticate(withAuthorization(`Bearer ${session.token}`), NOW)).toEqual({
    ok: false,
    status: 401,
    body: { code: 'UNAUTHORIZED', error: 'Your session is invalid; please log in again' },
  })
})

test('a suspended account is refused with 403 and says so', () => {
  const user = buildUser({ suspended: true })
  db.users.set(user.id, user)
  const session = createSession(user.id, NOW)
  expect(authenticate(withAuthorization(`Bearer ${session.token}`), NOW)).toEqual({
    ok: false,
    status: 403,
    body: { code: 'ACCOUNT_SUSPENDED', error: 'This account is suspended' },
  })
})

test('a new session is stored and lasts 30 days from now', () => {
  const session = createSession('usr_1', NOW)
  expect(session).toMatchObject({ userId: 'usr_1', createdAt: NOW, expiresAt: NOW + 30 * DAY_MS })
  expect(db.sessions.get(session.token)).toEqual(session)
})

function withApiKey(key: string): Request {
  return new Request('http://localhost/api/key/quota', { headers: { 'x-api-key': key } })
}

test('a key pasted with non-breaking spaces around it is still the key', () => {
  const user = buildUser()
  db.users.set(user.id, user)
  const apiKey = buildApiKey({ userId: user.id })
  db.apiKeys.set(apiKey.id, apiKey)
  expect(authenticateApiKey(withApiKey(`\u00a0${apiKey.key}\u00a0`))).toEqual({ ok: true, user, apiKey })
})

test('a key whose account no longer exists is refused as an invalid key', () => {
  const apiKey = buildApiKey({ userId: 'usr_gone' })
  db.apiKeys.set(apiKey.id, apiKey)
  expect(authenticateApiKey(withApiKey(apiKey.key))).toEqual({
    ok: false,
    status: 401,
    body: { code: 'UNAUTHORIZED', error: 'Invalid API key' },
  })
})
