import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { db } from '#mocks/db.ts'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import {
  PASSWORD_RESET_MAX_WRONG,
  RESET_REQUEST_ADDRESS_LIMIT,
  RESET_REQUEST_EMAIL_LIMIT,
} from '#mocks/password-reset.ts'
import { MOCK_VERIFICATION_CODE } from '#mocks/rules.ts'
import { resetDb, seedSignedInUser } from '#mocks/seed.ts'
import { callApi, expectStatus } from '#mocks/testing/api.ts'
import { MINUTE_MS } from '#src/lib/time-units.ts'

const NOW = Date.parse('2026-11-22T10:00:00Z')
const EMAIL = 'demo@example.com'
const NEW_PASSWORD = 'New-pass-2026'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  resetDb(NOW)
})

afterEach(() => vi.useRealTimers())

function requestReset(email: string) {
  return callApi('post', '/api/auth/password-reset', { body: { email } })
}

function confirm(email: string, code: string, newPassword = NEW_PASSWORD) {
  return callApi('post', '/api/auth/password-reset/confirm', { body: { email, code, newPassword } })
}

function login(password: string) {
  return callApi('post', '/api/auth/login', { body: { email: EMAIL, password } })
}

test('user resets a forgotten password with the e-mailed code: every session ends, the new one signs in', async () => {
  const { token } = await seedSignedInUser(EMAIL)
  const started = await requestReset(' Demo@Example.com ')
  expect(expectStatus(started, 202)).toEqual({ codeLength: 6, expiresInSeconds: 900 })
  const [email] = db.outbox.filter((message) => message.reason === 'passwordReset')
  expect(email).toMatchObject({ channel: 'email', to: EMAIL })
  expect(email?.body).toContain(MOCK_VERIFICATION_CODE)
  expect((await confirm(EMAIL, MOCK_VERIFICATION_CODE)).status).toBe(204)
  expect((await callApi('get', '/api/user/profile', { token })).status).toBe(401)
  expect(expectStatus(await login(DEMO_PASSWORD), 401).code).toBe('INVALID_CREDENTIALS')
  expectStatus(await login(NEW_PASSWORD), 200)
  expect(db.outbox.at(-1)).toMatchObject({ reason: 'passwordChanged', to: EMAIL })
})

test('an address with an account and one without get the same answer, and only the first an e-mail', async () => {
  const known = expectStatus(await requestReset(EMAIL), 202)
  const unknown = expectStatus(await requestReset('nobody@example.com'), 202)
  expect(unknown).toEqual(known)
  expect(db.outbox.map((message) => message.to)).toEqual([EMAIL])
})

test('wrong codes run out alike with and without an account: the fifth ends the attempt', async () => {
  const answers = async (email: string) => {
    await requestReset(email)
    const codes: (string | undefined)[] = []
    for (let wrong = 0; wrong < PASSWORD_RESET_MAX_WRONG; wrong += 1) {
      codes.push(expectStatus(await confirm(email, '000000'), 400).code)
    }
    codes.push(expectStatus(await confirm(email, MOCK_VERIFICATION_CODE), 400).code)
    return codes
  }
  const expected = [
    ...Array<string>(PASSWORD_RESET_MAX_WRONG - 1).fill('VERIFICATION_CODE_INVALID'),
    'CODE_ATTEMPTS_EXHAUSTED',
    'VERIFICATION_CODE_INVALID',
  ]
  expect(await answers(EMAIL)).toEqual(expected)
  expect(await answers('nobody@example.com')).toEqual(expected)
  expectStatus(await login(DEMO_PASSWORD), 200)
})

test('a new request replaces the code and its count of wrong guesses', async () => {
  await requestReset(EMAIL)
  for (let wrong = 1; wrong < PASSWORD_RESET_MAX_WRONG; wrong += 1) await confirm(EMAIL, '000000')
  await requestReset(EMAIL)
  for (let wrong = 1; wrong < PASSWORD_RESET_MAX_WRONG; wrong += 1) await confirm(EMAIL, '000000')
  expect((await confirm(EMAIL, MOCK_VERIFICATION_CODE)).status).toBe(204)
  expect(db.passwordResets.filter((reset) => reset.email === EMAIL)).toHaveLength(1)
})

test('a reset code works once, and not after 15 minutes', async () => {
  await requestReset(EMAIL)
  expect((await confirm(EMAIL, MOCK_VERIFICATION_CODE)).status).toBe(204)
  const again = await confirm(EMAIL, MOCK_VERIFICATION_CODE, 'Other-pass-2026')
  expect(expectStatus(again, 400).code).toBe('VERIFICATION_CODE_INVALID')
  expectStatus(await login(NEW_PASSWORD), 200)

  await requestReset(EMAIL)
  vi.setSystemTime(NOW + 15 * MINUTE_MS)
  const late = await confirm(EMAIL, MOCK_VERIFICATION_CODE, 'Other-pass-2026')
  expect(expectStatus(late, 400).code).toBe('VERIFICATION_CODE_INVALID')
})

test('a code without a request, or the verification code of another purpose, resets nothing', async () => {
  expect(expectStatus(await confirm(EMAIL, MOCK_VERIFICATION_CODE), 400).code).toBe(
    'VERIFICATION_CODE_INVALID',
  )
  await callApi('post', '/api/auth/send-verification', { body: { email: EMAIL, type: 'login' } })
  expect(expectStatus(await confirm(EMAIL, MOCK_VERIFICATION_CODE), 400).code).toBe(
    'VERIFICATION_CODE_INVALID',
  )
  expectStatus(await login(DEMO_PASSWORD), 200)
})

test('a new password against the rule is refused, and the code still works after', async () => {
  await requestReset(EMAIL)
  const weak = await confirm(EMAIL, MOCK_VERIFICATION_CODE, 'short')
  expect(expectStatus(weak, 400)).toMatchObject({
    code: 'VALIDATION_FAILED',
    details: [{ field: 'newPassword' }],
  })
  expect((await confirm(EMAIL, MOCK_VERIFICATION_CODE)).status).toBe(204)
})

test('reset requests are limited per address asked about, with when to retry', async () => {
  for (let sent = 0; sent < RESET_REQUEST_EMAIL_LIMIT.max; sent += 1)
    expectStatus(await requestReset(EMAIL), 202)
  const held = await requestReset(EMAIL)
  expect(expectStatus(held, 429).code).toBe('RATE_LIMITED')
  expect(Number(held.headers.get('Retry-After'))).toBe(15 * 60)
  expectStatus(await requestReset('expiring@example.com'), 202)
  vi.setSystemTime(NOW + 15 * MINUTE_MS)
  expectStatus(await requestReset(EMAIL), 202)
})

test('reset requests are limited per client address, to any address', async () => {
  for (let sent = 0; sent < RESET_REQUEST_ADDRESS_LIMIT.max; sent += 1) {
    expectStatus(await requestReset(`person-${sent}@example.com`), 202)
  }
  expect(expectStatus(await requestReset('one-more@example.com'), 429).code).toBe('RATE_LIMITED')
})

test('wrong reset codes count with every wrong verification code of the address', async () => {
  for (let round = 0; round < 2; round += 1) {
    await requestReset(EMAIL)
    for (let wrong = 0; wrong < PASSWORD_RESET_MAX_WRONG; wrong += 1) await confirm(EMAIL, '000000')
  }
  await requestReset(EMAIL)
  const held = await confirm(EMAIL, MOCK_VERIFICATION_CODE)
  expect(expectStatus(held, 429).code).toBe('RATE_LIMITED')
  expect(Number(held.headers.get('Retry-After'))).toBe(15 * 60)
})

test('a reset ends the sign-ins waiting for their second step', async () => {
  await requestReset(EMAIL)
  const user = [...db.users.values()].find((candidate) => candidate.email === EMAIL)
  db.twoFactorChallenges.set('tfa_'.padEnd(40, 'x'), {
    token: 'tfa_'.padEnd(40, 'x'),
    userId: user?.id ?? '',
    expiresAt: NOW + MINUTE_MS,
  })
  expect((await confirm(EMAIL, MOCK_VERIFICATION_CODE)).status).toBe(204)
  expect(db.twoFactorChallenges.size).toBe(0)
})
