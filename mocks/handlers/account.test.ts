import { Secret, TOTP } from 'otpauth'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { db } from '#mocks/db.ts'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import { SIGN_IN_PAIR_LIMIT } from '#mocks/rules.ts'
import { resetDb } from '#mocks/seed.ts'
import { callApi, expectStatus } from '#mocks/testing/api.ts'
import { TWO_FACTOR_FAILURE_LIMIT } from '#mocks/two-factor.ts'
import { MINUTE_MS } from '#src/lib/time-units.ts'

/** Mid-step: a code of the step before or after is 30 s away whatever the test does in between. */
const NOW = Date.parse('2026-11-22T10:00:15Z')
const STEP_MS = 30_000
const EMAIL = 'demo@example.com'
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  resetDb(NOW)
})

afterEach(() => vi.useRealTimers())

async function login(email = EMAIL, password = DEMO_PASSWORD, userAgent?: string) {
  const headers = userAgent === undefined ? undefined : { 'user-agent': userAgent }
  return expectStatus(await callApi('post', '/api/auth/login', { body: { email, password }, headers }), 200)
}

async function signIn(email = EMAIL, password = DEMO_PASSWORD, userAgent?: string): Promise<string> {
  const answer = await login(email, password, userAgent)
  if (!('token' in answer)) throw new Error('Expected a session, got a two-step challenge')
  return answer.token
}

async function profileStatus(token: string): Promise<number> {
  return (await callApi('get', '/api/user/profile', { token })).status
}

/** The authenticator, computing codes from the secret the setup showed, with the same library. */
function authenticator(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) })
  return (offsetSteps = 0) => totp.generate({ timestamp: Date.now() + offsetSteps * STEP_MS })
}

async function turnOnTwoFactor(token: string) {
  const setup = expectStatus(await callApi('post', '/api/user/two-factor/setup', { token }), 200)
  const code = authenticator(setup.secret)
  const enabled = expectStatus(
    await callApi('post', '/api/user/two-factor/enable', { token, body: { code: code() } }),
    200,
  )
  return { code, recoveryCodes: enabled.recoveryCodes, secret: setup.secret }
}

async function challenge(): Promise<string> {
  const answer = await login()
  if (!('challengeToken' in answer)) throw new Error('Expected a two-step challenge')
  return answer.challengeToken
}

function verify(challengeToken: string, code: string) {
  return callApi('post', '/api/auth/two-factor', { body: { challengeToken, code } })
}

// ------------------------------------------------------------------------------------ change password

test('user changes the password: the other sessions end, this one stays, and only the new one signs in', async () => {
  const token = await signIn()
  const other = await signIn()
  const third = await signIn()
  const result = await callApi('put', '/api/user/password', {
    token,
    body: { currentPassword: DEMO_PASSWORD, newPassword: 'New-pass-2026' },
  })
  expect(expectStatus(result, 200)).toEqual({ otherSessionsEnded: 2 })
  expect(await profileStatus(token)).toBe(200)
  expect(await profileStatus(other)).toBe(401)
  expect(await profileStatus(third)).toBe(401)
  const old = await callApi('post', '/api/auth/login', { body: { email: EMAIL, password: DEMO_PASSWORD } })
  expect(expectStatus(old, 401).code).toBe('INVALID_CREDENTIALS')
  expect(await profileStatus(await signIn(EMAIL, 'New-pass-2026'))).toBe(200)
})

test('user giving a wrong current password gets CURRENT_PASSWORD_INVALID, counted like a failed sign-in', async () => {
  const token = await signIn()
  const change = () =>
    callApi('put', '/api/user/password', {
      token,
      body: { currentPassword: 'not-it-1', newPassword: 'New-pass-2026' },
    })
  for (let attempt = 0; attempt < SIGN_IN_PAIR_LIMIT.max; attempt += 1) {
    expect(expectStatus(await change(), 400).code).toBe('CURRENT_PASSWORD_INVALID')
  }
  const held = await change()
  expect(expectStatus(held, 429).code).toBe('RATE_LIMITED')
  expect(Number(held.headers.get('Retry-After'))).toBe(15 * 60)
})

test('user choosing a new password against the rule gets VALIDATION_FAILED and keeps the old one', async () => {
  const token = await signIn()
  const result = await callApi('put', '/api/user/password', {
    token,
    body: { currentPassword: DEMO_PASSWORD, newPassword: 'short' },
  })
  expect(expectStatus(result, 400)).toMatchObject({
    code: 'VALIDATION_FAILED',
    details: [{ field: 'newPassword', rule: 'minLength' }],
  })
  expect(await profileStatus(await signIn())).toBe(200)
})

// ------------------------------------------------------------------------------------------ sessions

test('user lists the account’s sessions, most recently seen first, this one marked, with its browser', async () => {
  const phone = await signIn(EMAIL, DEMO_PASSWORD, PHONE)
  vi.setSystemTime(NOW + MINUTE_MS)
  const laptop = await signIn()
  await signIn('expiring@example.com')
  vi.setSystemTime(NOW + 2 * MINUTE_MS)
  const list = expectStatus(await callApi('get', '/api/user/sessions', { token: phone }), 200)
  expect(list.items).toHaveLength(2)
  const [current, other] = list.items
  expect(current).toMatchObject({
    current: true,
    userAgent: PHONE,
    ipAddress: null,
    createdAt: new Date(NOW).toISOString(),
    lastSeenAt: new Date(NOW + 2 * MINUTE_MS).toISOString(),
  })
  expect(current?.id).toMatch(/^ses_[A-Za-z0-9]{6,64}$/)
  expect(other).toMatchObject({ current: false, lastSeenAt: new Date(NOW + MINUTE_MS).toISOString() })
  expect(JSON.stringify(list)).not.toContain(phone)
  expect(JSON.stringify(list)).not.toContain(laptop)
})

test('user signs out one other session: its token is refused, and its id is then unknown', async () => {
  const token = await signIn()
  const other = await signIn()
  const list = expectStatus(await callApi('get', '/api/user/sessions', { token }), 200)
  const id = list.items.find((session) => !session.current)?.id ?? ''
  expect((await callApi('delete', '/api/user/sessions/{id}', { token, params: { id } })).status).toBe(204)
  expect(await profileStatus(other)).toBe(401)
  expect(await profileStatus(token)).toBe(200)
  const again = await callApi('delete', '/api/user/sessions/{id}', { token, params: { id } })
  expect(expectStatus(again, 404).code).toBe('SESSION_NOT_FOUND')
})

test('another account’s session answers as a missing one, and a malformed id is refused', async () => {
  const token = await signIn()
  const stranger = await signIn('expiring@example.com')
  const theirs = expectStatus(await callApi('get', '/api/user/sessions', { token: stranger }), 200).items[0]
  const result = await callApi('delete', '/api/user/sessions/{id}', {
    token,
    params: { id: theirs?.id ?? '' },
  })
  expect(expectStatus(result, 404).code).toBe('SESSION_NOT_FOUND')
  expect(await profileStatus(stranger)).toBe(200)
  const malformed = await callApi('delete', '/api/user/sessions/{id}', { token, params: { id: 'sess_x' } })
  expect(expectStatus(malformed, 400).code).toBe('VALIDATION_FAILED')
})

test('user signs out every other session and is told how many', async () => {
  const token = await signIn()
  const others = [await signIn(), await signIn()]
  const stranger = await signIn('expiring@example.com')
  const result = await callApi('post', '/api/user/sessions/revoke-others', { token })
  expect(expectStatus(result, 200)).toEqual({ revoked: 2 })
  for (const other of others) expect(await profileStatus(other)).toBe(401)
  expect(await profileStatus(token)).toBe(200)
  expect(await profileStatus(stranger)).toBe(200)
})

// ------------------------------------------------------------------------------------ two-step sign-in

test('user turns on two-step sign-in with a code from the shown secret and gets 10 recovery codes once', async () => {
  const token = await signIn()
  const setup = expectStatus(await callApi('post', '/api/user/two-factor/setup', { token }), 200)
  expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/)
  expect(setup.otpauthUri).toBe(
    `otpauth://totp/Relay%20Portal:demo%40example.com?issuer=Relay%20Portal&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`,
  )
  const before = expectStatus(await callApi('get', '/api/user/profile', { token }), 200)
  expect(before.twoFactorEnabled).toBe(false)
  const code = authenticator(setup.secret)
  const enabled = expectStatus(
    await callApi('post', '/api/user/two-factor/enable', { token, body: { code: code() } }),
    200,
  )
  expect(enabled.recoveryCodes).toHaveLength(10)
  expect(new Set(enabled.recoveryCodes).size).toBe(10)
  for (const recovery of enabled.recoveryCodes) expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
  const after = expectStatus(await callApi('get', '/api/user/profile', { token }), 200)
  expect(after.twoFactorEnabled).toBe(true)
  const stored = JSON.stringify([...db.twoFactor.values()])
  for (const recovery of enabled.recoveryCodes) {
    expect(stored).not.toContain(recovery)
    expect(stored).not.toContain(recovery.replace('-', ''))
  }
  const again = await callApi('post', '/api/user/two-factor/setup', { token })
  expect(expectStatus(again, 409).code).toBe('TWO_FACTOR_ALREADY_ENABLED')
})

test('turning on without a setup, or with a wrong code, is refused and leaves it off', async () => {
  const token = await signIn()
  const early = await callApi('post', '/api/user/two-factor/enable', { token, body: { code: '123456' } })
  expect(expectStatus(early, 409).code).toBe('TWO_FACTOR_NOT_PENDING')
  const setup = expectStatus(await callApi('post', '/api/user/two-factor/setup', { token }), 200)
  const stale = authenticator(setup.secret)(-2)
  const wrong = await callApi('post', '/api/user/two-factor/enable', { token, body: { code: stale } })
  expect(expectStatus(wrong, 400).code).toBe('TWO_FACTOR_CODE_INVALID')
  expect(expectStatus(await callApi('get', '/api/user/profile', { token }), 200).twoFactorEnabled).toBe(false)
  expect('token' in (await login())).toBe(true)
})

test('a second setup replaces the pending secret: only the new one turns it on', async () => {
  const token = await signIn()
  const first = expectStatus(await callApi('post', '/api/user/two-factor/setup', { token }), 200)
  const second = expectStatus(await callApi('post', '/api/user/two-factor/setup', { token }), 200)
  expect(second.secret).not.toBe(first.secret)
  const old = await callApi('post', '/api/user/two-factor/enable', {
    token,
    body: { code: authenticator(first.secret)() },
  })
  expect(expectStatus(old, 400).code).toBe('TWO_FACTOR_CODE_INVALID')
  const code = authenticator(second.secret)()
  expectStatus(await callApi('post', '/api/user/two-factor/enable', { token, body: { code } }), 200)
})

test('with two-step sign-in on, a right password answers a challenge, and a code from the app signs in', async () => {
  const { code } = await turnOnTwoFactor(await signIn())
  const answer = await login()
  expect(answer).toEqual({
    twoFactorRequired: true,
    challengeToken: expect.stringMatching(/^tfa_[A-Za-z0-9]{48}$/),
    expiresAt: new Date(NOW + 5 * MINUTE_MS).toISOString(),
  })
  if (!('challengeToken' in answer)) return
  vi.setSystemTime(NOW + STEP_MS)
  const auth = expectStatus(await verify(answer.challengeToken, code()), 200)
  expect(auth.user.email).toBe(EMAIL)
  expect(await profileStatus(auth.token)).toBe(200)
  const reused = await verify(answer.challengeToken, code(1))
  expect(expectStatus(reused, 400).code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED')
})

test('a code is accepted one step either side of now, not two, and each step’s code only once', async () => {
  const { code } = await turnOnTwoFactor(await signIn())
  const token = await challenge()
  expect(expectStatus(await verify(token, code(-2)), 400).code).toBe('TWO_FACTOR_CODE_INVALID')
  expect(expectStatus(await verify(token, code(2)), 400).code).toBe('TWO_FACTOR_CODE_INVALID')
  expectStatus(await verify(token, code(1)), 200)
  // The step after now is used: now's code and the one before are older, so refused.
  expect(expectStatus(await verify(await challenge(), code(1)), 400).code).toBe('TWO_FACTOR_CODE_INVALID')
  expect(expectStatus(await verify(await challenge(), code()), 400).code).toBe('TWO_FACTOR_CODE_INVALID')
})

test('the code of an earlier step is accepted when none later was used', async () => {
  const { code } = await turnOnTwoFactor(await signIn())
  vi.setSystemTime(NOW + 2 * STEP_MS)
  expectStatus(await verify(await challenge(), code(-1)), 200)
})

test('a recovery code signs in once, in any case and without its dash; a second use is refused', async () => {
  const { recoveryCodes } = await turnOnTwoFactor(await signIn())
  const [first = ''] = recoveryCodes
  const typed = ` ${first.toUpperCase().replace('-', ' ')} `
  expectStatus(await verify(await challenge(), typed), 200)
  expect(expectStatus(await verify(await challenge(), first), 400).code).toBe('TWO_FACTOR_CODE_INVALID')
  expectStatus(await verify(await challenge(), recoveryCodes[1] ?? ''), 200)
})

test('five wrong codes lock the second step for 10 minutes, whatever the code, then it opens again', async () => {
  const session = await signIn()
  const { code } = await turnOnTwoFactor(session)
  const token = await challenge()
  for (let wrong = 0; wrong < TWO_FACTOR_FAILURE_LIMIT.max; wrong += 1) {
    expect(expectStatus(await verify(token, '000000'), 400).code).toBe('TWO_FACTOR_CODE_INVALID')
  }
  vi.setSystemTime(NOW + STEP_MS)
  const locked = await verify(token, code())
  expect(expectStatus(locked, 429).code).toBe('TWO_FACTOR_LOCKED')
  expect(Number(locked.headers.get('Retry-After'))).toBe(10 * 60 - 30)
  const turnOff = await callApi('post', '/api/user/two-factor/disable', {
    token: session,
    body: { code: code() },
  })
  expect(expectStatus(turnOff, 429).code).toBe('TWO_FACTOR_LOCKED')
  vi.setSystemTime(NOW + 10 * MINUTE_MS)
  expectStatus(await verify(await challenge(), code()), 200)
})

test('four wrong codes in 10 minutes do not lock, and old wrong codes leave the window', async () => {
  const { code } = await turnOnTwoFactor(await signIn())
  const token = await challenge()
  for (let wrong = 0; wrong < TWO_FACTOR_FAILURE_LIMIT.max - 1; wrong += 1) await verify(token, '000000')
  vi.setSystemTime(NOW + 10 * MINUTE_MS)
  const fresh = await challenge()
  await verify(fresh, '000000')
  expectStatus(await verify(fresh, code()), 200)
})

test('a challenge lasts 5 minutes', async () => {
  const { code } = await turnOnTwoFactor(await signIn())
  const token = await challenge()
  vi.setSystemTime(NOW + 5 * MINUTE_MS)
  expect(expectStatus(await verify(token, code(1)), 400).code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED')
  expect(expectStatus(await verify('tfa_unknown', code(1)), 400).code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED')
})

test('a wrong password with two-step sign-in on still answers INVALID_CREDENTIALS, no challenge', async () => {
  await turnOnTwoFactor(await signIn())
  const result = await callApi('post', '/api/auth/login', {
    body: { email: EMAIL, password: 'Wrong-pass-1' },
  })
  expect(expectStatus(result, 401).code).toBe('INVALID_CREDENTIALS')
})

test('user turns two-step sign-in off with a code; sign-in then answers a session again', async () => {
  const token = await signIn()
  const { code } = await turnOnTwoFactor(token)
  const wrong = await callApi('post', '/api/user/two-factor/disable', { token, body: { code: '000000' } })
  expect(expectStatus(wrong, 400).code).toBe('TWO_FACTOR_CODE_INVALID')
  const off = await callApi('post', '/api/user/two-factor/disable', { token, body: { code: code(1) } })
  expect(off.status).toBe(204)
  expect(db.twoFactor.has(expectStatus(await callApi('get', '/api/user/profile', { token }), 200).id)).toBe(
    false,
  )
  expect('token' in (await login())).toBe(true)
  const again = await callApi('post', '/api/user/two-factor/disable', { token, body: { code: code(1) } })
  expect(expectStatus(again, 409).code).toBe('TWO_FACTOR_NOT_ENABLED')
})

test('a recovery code also turns two-step sign-in off', async () => {
  const token = await signIn()
  const { recoveryCodes } = await turnOnTwoFactor(token)
  const off = await callApi('post', '/api/user/two-factor/disable', {
    token,
    body: { code: recoveryCodes[9] ?? '' },
  })
  expect(off.status).toBe(204)
})

test('turning two-step sign-in on and off, and a password change, e-mail notices that carry no secret or code', async () => {
  const token = await signIn()
  const { recoveryCodes, secret, code } = await turnOnTwoFactor(token)
  await callApi('post', '/api/user/two-factor/disable', { token, body: { code: code(1) } })
  await callApi('put', '/api/user/password', {
    token,
    body: { currentPassword: DEMO_PASSWORD, newPassword: 'New-pass-2026' },
  })
  expect(db.outbox.map(({ to, reason }) => [to, reason])).toEqual([
    [EMAIL, 'twoFactorChanged'],
    [EMAIL, 'twoFactorChanged'],
    [EMAIL, 'passwordChanged'],
  ])
  const sent = JSON.stringify(db.outbox)
  for (const secretText of [secret, ...recoveryCodes]) expect(sent).not.toContain(secretText)
})
