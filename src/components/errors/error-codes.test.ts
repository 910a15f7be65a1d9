import { readFileSync } from 'node:fs'
import { type AddressInfo } from 'node:net'
import { bypass } from 'msw'
import { expect, onTestFinished, test, vi } from 'vitest'
import { parse } from 'yaml'
import { Secret, TOTP } from 'otpauth'
import en from '#locales/en/errors.json'
import { db } from '#mocks/db.ts'
import { http } from '#mocks/http.ts'
import { createMockHttpServer } from '#mocks/http-server.ts'
import {
  ACTIVATION_FAILURE_LIMIT,
  CODE_CHECK_LIMIT,
  CODE_SEND_LIMIT,
  KEY_QUOTA_RATE_LIMIT,
  MAX_API_KEYS,
  SIGN_IN_PAIR_LIMIT,
  UNKNOWN_KEY_LIMIT,
} from '#mocks/rules.ts'
import { resetDb, seedSignedInUser, setEmailConfig } from '#mocks/seed.ts'
import { TEST_ORIGIN, sendRaw, type CallOptions } from '#mocks/testing/api.ts'
import { TWO_FACTOR_FAILURE_LIMIT } from '#mocks/two-factor.ts'
import { PASSWORD_RESET_MAX_WRONG } from '#mocks/password-reset.ts'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import type { ErrorCode } from '#src/lib/api/errors.ts'
import { ERROR_CODE_WORDING } from './error-codes.ts'

type TranslatedCode = Exclude<ErrorCode, 'VALIDATION_FAILED'>

/**
 * The reviewed pairs behind the rule "a translation replaces the body's sentence only when it says the
 * same thing": for each code the app translates, every sentence the mock answers it with, and the English
 * translation shown instead. A new or changed sentence on either side fails the test below until someone
 * has checked here that the two still say the same thing. Sentences with a value in them are written as the
 * requests below make the mock fill them in.
 */
const SAME_MEANING: Record<TranslatedCode, { mock: string[]; en: string }> = {
  UNAUTHORIZED: {
    mock: [
      // Only to a tool asking GET /api/key/quota with a key; no screen shows them (the console shows the status).
      'API key required',
      'Invalid API key',
      'Login required',
      'Your session has expired; please log in again',
      'Your session is invalid; please log in again',
    ],
    en: 'Please log in to continue.',
  },
  ACCOUNT_SUSPENDED: {
    mock: ['This account is suspended'],
    en: 'This account is suspended. Please contact support.',
  },
  INVALID_CREDENTIALS: { mock: ['Invalid email or password'], en: 'Incorrect email or password.' },
  ACCOUNT_NOT_FOUND: {
    // The mock never answers it: it would tell anyone which addresses have accounts. Other backends may.
    mock: [],
    en: 'No account is registered with this email.',
  },
  VERIFICATION_CODE_REQUIRED: {
    mock: [
      'A verification code is required',
      'A verification code is required to sign in; use login-with-code',
    ],
    en: 'Please enter the verification code sent to your email.',
  },
  VERIFICATION_CODE_INVALID: {
    mock: ['The verification code is invalid or has expired'],
    en: 'The verification code is wrong or has expired. Request a new one.',
  },
  RATE_LIMITED: {
    mock: [
      'Please wait 60 seconds before requesting another code',
      'Too many codes sent to this address; please wait 2990 seconds',
      'Too many failed sign-in attempts; please wait 900 seconds',
      'Too many wrong verification codes; please wait 900 seconds',
      'Too many invalid, used or expired activation codes; please wait 900 seconds',
      // Only to a tool asking GET /api/key/quota too often, or with keys nobody was issued.
      'Too many quota requests with this key; please wait 60 seconds',
      'Too many requests with unknown API keys from this address; please wait 900 seconds',
    ],
    en: 'Too many requests. Please wait a moment and try again.',
  },
  API_KEY_NOT_FOUND: { mock: ['API key not found'], en: 'This API key no longer exists.' },
  API_KEY_LIMIT_REACHED: {
    mock: ['Maximum API keys limit reached'],
    en: 'This account has the most API keys it may have. Delete one before creating another.',
  },
  ACTIVATION_CODE_INVALID: {
    mock: ['Invalid activation code'],
    en: 'This activation code doesn’t exist. Please check the code.',
  },
  ACTIVATION_CODE_USED: {
    mock: ['This activation code has already been used'],
    en: 'This activation code has already been used.',
  },
  ACTIVATION_CODE_EXPIRED: {
    mock: ['This activation code has expired'],
    en: 'This activation code has expired.',
  },
  PACKAGE_NOT_FOUND: {
    mock: ['Benefit package not found'],
    en: 'There is no benefit package with this code.',
  },
  PACKAGE_NOT_STARTED: {
    mock: ['This benefit package cannot be claimed yet'],
    en: 'This benefit package can’t be claimed yet.',
  },
  PACKAGE_ENDED: {
    mock: ['This benefit package can no longer be claimed'],
    en: 'This benefit package can no longer be claimed.',
  },
  PACKAGE_ALREADY_CLAIMED: {
    mock: ['You have already claimed this benefit package'],
    en: 'You have already claimed this benefit package.',
  },
  PACKAGE_NOT_ELIGIBLE: {
    mock: ['Only accounts that have not claimed a benefit package before can claim this one'],
    en: 'Only accounts that haven’t claimed a benefit package before can claim this one.',
  },
  KEY_DISABLED: {
    mock: ['This API key is turned off'],
    en: 'This API key is turned off. Turn it on in the key’s settings.',
  },
  KEY_EXPIRED: {
    mock: ['This API key has expired'],
    en: 'This API key has expired. Set a new expiry in the key’s settings, or create a new key.',
  },
  IP_NOT_ALLOWED: {
    mock: ['This API key may not be used from 127.0.0.1'],
    en: 'This API key may not be used from this address. Check the key’s allowed addresses.',
  },
  CURRENT_PASSWORD_INVALID: {
    mock: ['The current password is not right'],
    en: 'Your current password isn’t right.',
  },
  CODE_ATTEMPTS_EXHAUSTED: {
    mock: ['Too many wrong codes; ask for a new one'],
    en: 'Too many wrong codes, so this code no longer works. Ask for a new one.',
  },
  SESSION_NOT_FOUND: { mock: ['Session not found'], en: 'This session has already ended.' },
  TWO_FACTOR_CODE_INVALID: {
    mock: ['The code is not valid'],
    en: 'That code isn’t valid. Check your authenticator app, or use an unused recovery code.',
  },
  TWO_FACTOR_CHALLENGE_EXPIRED: {
    mock: ['This sign-in has expired; sign in again'],
    en: 'This sign-in took too long. Please log in again.',
  },
  TWO_FACTOR_LOCKED: {
    mock: ['Too many wrong codes; please wait 600 seconds'],
    en: 'Too many wrong codes. Two-step sign-in is locked for a while; try again later.',
  },
  TWO_FACTOR_ALREADY_ENABLED: {
    mock: ['Two-step sign-in is already on'],
    en: 'Two-step sign-in is already on.',
  },
  TWO_FACTOR_NOT_PENDING: {
    mock: ['Start the setup first'],
    en: 'Start the two-step setup again, then enter a code.',
  },
  TWO_FACTOR_NOT_ENABLED: { mock: ['Two-step sign-in is not on'], en: 'Two-step sign-in is not on.' },
  NOT_FOUND: {
    mock: [
      'No such API endpoint: GET /api/nothing-here',
      'No such mock endpoint: GET /__mock/nothing-here',
      'Not found: GET /nothing-here',
    ],
    en: 'The requested item wasn’t found.',
  },
  PAYLOAD_TOO_LARGE: { mock: ['The request body is larger than 1 MB'], en: 'The request is too large.' },
  INTERNAL_ERROR: {
    mock: ['Internal server error'],
    en: 'The server ran into a problem. Please try again later.',
  },
}

const contract = parse(readFileSync('openapi.yaml', 'utf8')) as {
  components: { schemas: { ErrorCode: { enum: string[]; 'x-codes-with-details': string[] } } }
}
const errorCode = contract.components.schemas.ErrorCode

type Answer = { code?: string; error?: string }

/** The body the mock answers `path` with (the in-memory backend, as the app reaches it in tests). */
async function answerOf(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  return (await sendRaw(method, path, options)).body as Answer
}

/** The body the mock backend's HTTP server answers with, for what only a real connection can send. */
async function serverAnswerOf(path: string, init: RequestInit = {}): Promise<Answer> {
  const failing = http.get('/api/user/statistics', () => {
    throw new Error('A handler that fails')
  })
  const mockServer = createMockHttpServer({ log: null, handlers: [failing] })
  await new Promise<void>((resolve) => mockServer.listen(0, '127.0.0.1', resolve))
  onTestFinished(() => void mockServer.close())
  const { port } = mockServer.address() as AddressInfo
  const response = await fetch(bypass(`http://127.0.0.1:${port}${path}`, init))
  return (await response.json()) as Answer
}

/**
 * What the mock answers, asked through its own code, at each branch of its handlers, rules, session checks and
 * HTTP server that answers a translated code. A new branch that answers one needs its request here.
 */
async function mockAnswers(): Promise<Answer[]> {
  const now = Date.parse('2026-11-22T10:00:00Z')
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now)
  resetDb(now)
  const answers: Answer[] = []
  const ask = async (method: string, path: string, options: CallOptions = {}) => {
    answers.push(await answerOf(method, path, options))
  }
  const login = (email: string, password: string) =>
    ask('post', '/api/auth/login', { body: { email, password } })

  await ask('get', '/api/key/quota')
  await ask('get', '/api/key/quota', { headers: { 'x-api-key': 'not-a-key' } })
  await ask('get', '/api/key/quota', { headers: { 'x-api-key': `cr_${'0'.repeat(48)}` } })
  await ask('get', '/api/user/profile')
  await ask('get', '/api/user/profile', { token: 'sess_unknown' })
  const stale = await seedSignedInUser('demo@example.com')
  const session = db.sessions.get(stale.token)
  if (session) session.expiresAt = now - 1
  await ask('get', '/api/user/profile', { token: stale.token })

  await login('suspended@example.com', DEMO_PASSWORD)
  await login('demo@example.com', `${DEMO_PASSWORD}?`)
  await ask('post', '/api/auth/send-verification', { body: { email: 'demo@example.com', type: 'register' } })
  await ask('post', '/api/auth/send-verification', { body: { email: 'fresh@example.com', type: 'register' } })
  await ask('post', '/api/auth/send-verification', { body: { email: 'fresh@example.com', type: 'register' } })
  await ask('post', '/api/auth/login-with-code', {
    body: { email: 'demo@example.com', password: DEMO_PASSWORD, code: '000000' },
  })
  const register = (code: string) =>
    ask('post', '/api/auth/register', { body: { email: 'fresh@example.com', password: DEMO_PASSWORD, code } })
  for (let guess = 0; guess <= CODE_CHECK_LIMIT.max; guess += 1) await register('000000')
  for (let guess = 0; guess <= SIGN_IN_PAIR_LIMIT.max; guess += 1) await login('guess@example.com', 'wrong')
  for (let sent = 0; sent <= CODE_SEND_LIMIT.max; sent += 1) {
    vi.setSystemTime(now + sent * 61_000)
    await ask('post', '/api/auth/send-verification', {
      body: { email: 'many@example.com', type: 'register' },
    })
  }
  vi.setSystemTime(now)
  setEmailConfig({ registrationCodeRequired: true, loginCodeRequired: true })
  await ask('post', '/api/auth/register', { body: { email: 'other@example.com', password: DEMO_PASSWORD } })
  await login('demo@example.com', DEMO_PASSWORD)

  const { token } = await seedSignedInUser('new@example.com')
  const keys = []
  for (let made = 0; made < MAX_API_KEYS; made += 1) {
    keys.push((await sendRaw('post', '/api/user/api-keys', { token })).body as { id: string; key: string })
  }
  await ask('post', '/api/user/api-keys', { token })
  const [first] = keys
  for (let asked = 0; asked <= KEY_QUOTA_RATE_LIMIT; asked += 1) {
    const answer = await answerOf('get', '/api/key/quota', { headers: { 'x-api-key': first?.key ?? '' } })
    if (answer.code) answers.push(answer)
  }
  // The key's own settings, as the relay holds them.
  const second = keys[1]
  const settings = (body: unknown) => sendRaw('patch', `/api/user/api-keys/${second?.id}`, { token, body })
  await settings({ enabled: false })
  await ask('get', '/api/key/quota', { headers: { 'x-api-key': second?.key ?? '' } })
  await settings({ enabled: true, allowedIps: ['10.0.0.0/8'] })
  await ask('get', '/api/key/quota', { headers: { 'x-api-key': second?.key ?? '' } })
  await settings({ allowedIps: [] })
  const record = second && db.apiKeys.get(second.id)
  if (record) record.expiresAt = Date.now() - 1
  await ask('get', '/api/key/quota', { headers: { 'x-api-key': second?.key ?? '' } })
  await sendRaw('delete', `/api/user/api-keys/${first?.id}`, { token })
  await ask('delete', `/api/user/api-keys/${first?.id}`, { token })

  for (const code of ['RELAY-NOPE-0000', 'RELAY-USED-0001', 'RELAY-EXPIRED-0001']) {
    await ask('post', '/api/activation-codes/activate', { token, body: { code } })
  }
  for (let guess = 3; guess <= ACTIVATION_FAILURE_LIMIT.max; guess += 1) {
    await ask('post', '/api/activation-codes/preview', { token, body: { code: `RELAY-NOPE-${guess}` } })
  }
  // Three unknown keys were asked above; this holds known keys too, so it comes after them.
  for (let guess = 3; guess <= UNKNOWN_KEY_LIMIT.max; guess += 1) {
    await ask('get', '/api/key/quota', { headers: { 'x-api-key': `cr_${String(guess).padStart(48, '0')}` } })
  }
  for (const code of ['NOPE', 'WELCOME', 'WELCOME', 'LAUNCH2026', 'BETA2025', 'HOLIDAY']) {
    await ask('post', `/api/benefit-packages/claim/${code}`, { token })
  }

  const { token: owner } = await seedSignedInUser('secure@example.com')
  await ask('put', '/api/user/password', {
    token: owner,
    body: { currentPassword: 'not-it', newPassword: 'New-pass-2026' },
  })
  await ask('delete', '/api/user/sessions/ses_nothere1', { token: owner })
  await ask('post', '/api/user/two-factor/enable', { token: owner, body: { code: '000000' } })
  await ask('post', '/api/user/two-factor/disable', { token: owner, body: { code: '000000' } })
  await ask('post', '/api/auth/two-factor', { body: { challengeToken: 'tfa_unknown', code: '000000' } })
  const setup = (await sendRaw('post', '/api/user/two-factor/setup', { token: owner })).body as {
    secret: string
  }
  const totp = new TOTP({ secret: Secret.fromBase32(setup.secret) })
  await sendRaw('post', '/api/user/two-factor/enable', { token: owner, body: { code: totp.generate() } })
  await ask('post', '/api/user/two-factor/setup', { token: owner })
  for (let wrong = 0; wrong <= TWO_FACTOR_FAILURE_LIMIT.max; wrong += 1) {
    await ask('post', '/api/user/two-factor/disable', { token: owner, body: { code: '000000' } })
  }
  await sendRaw('post', '/api/auth/password-reset', { body: { email: 'demo@example.com' } })
  for (let wrong = 0; wrong < PASSWORD_RESET_MAX_WRONG; wrong += 1) {
    await ask('post', '/api/auth/password-reset/confirm', {
      body: { email: 'demo@example.com', code: '000000', newPassword: 'New-pass-2026' },
    })
  }

  await ask('get', '/api/nothing-here')
  answers.push((await (await fetch(`${TEST_ORIGIN}/__mock/nothing-here`)).json()) as Answer)
  answers.push(await serverAnswerOf('/nothing-here'))
  answers.push(
    await serverAnswerOf('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(1024 * 1024) }),
    }),
  )
  // The server logs a handler that throws before it answers.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  onTestFinished(() => vi.mocked(console.error).mockRestore())
  answers.push(await serverAnswerOf('/api/user/statistics'))
  return answers
}

/** The sentences of `answers`, by code. */
function sentencesByCode(answers: Answer[]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>()
  for (const { code, error } of answers) {
    if (code !== undefined && error !== undefined) found.set(code, (found.get(code) ?? new Set()).add(error))
  }
  return found
}

test('the app words every error code of the contract, and only those', () => {
  expect(Object.keys(ERROR_CODE_WORDING).sort()).toEqual([...errorCode.enum].sort())
})

test('the app shows the body’s sentence for exactly the codes the contract says carry details', () => {
  const body = Object.entries(ERROR_CODE_WORDING).filter(([, wording]) => wording === 'body')
  expect(body.map(([code]) => code).sort()).toEqual([...errorCode['x-codes-with-details']].sort())
})

test('for every translated code, the mock’s sentences and the English translation are the reviewed pair', async () => {
  const found = sentencesByCode(await mockAnswers())
  for (const [code, pair] of Object.entries(SAME_MEANING)) {
    expect(ERROR_CODE_WORDING[code as ErrorCode], code).toBe('translated')
    expect([...(found.get(code) ?? [])].sort(), code).toEqual([...pair.mock].sort())
    expect(en[code as keyof typeof en], code).toBe(pair.en)
  }
})
