import { beforeEach, expect, test } from 'vitest'
import { db } from '#mocks/db.ts'
import { findUserByEmail } from '#mocks/rules.ts'
import { DAY_MS } from '#src/lib/time-units.ts'
import { resetDb, seedSignedInUser, seedSummary, setEmailConfig } from '#mocks/seed.ts'
import { callApi, expectStatus } from '#mocks/testing/api.ts'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'

beforeEach(() => resetDb())

/** A login answer that signed in, not a two-step challenge. */
function signedIn<Answer extends object>(answer: Answer): Extract<Answer, { token: string }> {
  if (!('token' in answer)) throw new Error(`Expected a session, got ${JSON.stringify(answer)}`)
  return answer as Extract<Answer, { token: string }>
}

async function sendCode(email: string, type: 'register' | 'login') {
  return callApi('post', '/api/auth/send-verification', { body: { email, type } })
}

// ------------------------------------------------------------------------------- send-verification

test('visitor asks for a register code and is told when it may ask again', async () => {
  const sent = expectStatus(await sendCode('fresh@example.com', 'register'), 200)
  expect(sent).toEqual({ sent: true, resendAfterSeconds: 60, expiresInSeconds: 600 })
})

test('visitor asking for a second code within 60 seconds gets RATE_LIMITED with Retry-After', async () => {
  await sendCode('fresh@example.com', 'register')
  const again = await sendCode('FRESH@example.com', 'register')
  const body = expectStatus(again, 429)
  expect(body.code).toBe('RATE_LIMITED')
  const retryAfter = Number(again.headers.get('Retry-After'))
  expect(retryAfter).toBeGreaterThanOrEqual(59)
  expect(retryAfter).toBeLessThanOrEqual(60)
  expect(body.error).toBe(`Please wait ${retryAfter} seconds before requesting another code`)
})

test('visitor may ask for another code once 60 seconds have passed', async () => {
  await sendCode('fresh@example.com', 'register')
  for (const record of db.verificationCodes) record.sentAt -= 61_000
  expectStatus(await sendCode('fresh@example.com', 'register'), 200)
})

test('the code rate limit applies per address and per purpose', async () => {
  await sendCode('fresh@example.com', 'register')
  expectStatus(await sendCode('other@example.com', 'register'), 200)
  await sendCode('demo@example.com', 'login')
  expectStatus(await sendCode('expiring@example.com', 'login'), 200)
})

test('a register code is answered alike whether an account uses the address or not, and waits alike', async () => {
  const taken = await sendCode(' Demo@Example.com ', 'register')
  const fresh = await sendCode('nobody@example.com', 'register')
  expect(taken.status).toBe(fresh.status)
  expect([...taken.headers]).toEqual([...fresh.headers])
  expect(expectStatus(taken, 200)).toEqual(expectStatus(fresh, 200))
  const takenAgain = await sendCode('demo@example.com', 'register')
  const freshAgain = await sendCode('nobody@example.com', 'register')
  expect(expectStatus(takenAgain, 429)).toEqual(expectStatus(freshAgain, 429))
  expect(takenAgain.headers.get('Retry-After')).toBe(freshAgain.headers.get('Retry-After'))
})

test('the owner of a taken address is e-mailed that someone tried to register with it, and sent no code', async () => {
  await sendCode('Demo@Example.com', 'register')
  const notice = db.outbox.at(-1)
  expect(notice).toMatchObject({
    channel: 'email',
    to: 'demo@example.com',
    subject: 'Someone tried to register with your address',
    reason: 'verification',
  })
  expect(notice?.body).toContain('Forgot password?')
  expect(notice?.body).not.toMatch(/\d{6}/)
  await sendCode('nobody@example.com', 'register')
  expect(db.outbox.at(-1)).toMatchObject({
    to: 'nobody@example.com',
    subject: 'Your Relay registration code',
  })
})

test('a login code is sent alike whether an account uses the address or not, and waits alike', async () => {
  const known = expectStatus(await sendCode('demo@example.com', 'login'), 200)
  const unknown = expectStatus(await sendCode('nobody@example.com', 'login'), 200)
  expect(unknown).toEqual(known)
  expect(expectStatus(await sendCode('nobody@example.com', 'login'), 429).code).toBe('RATE_LIMITED')
  expect(expectStatus(await sendCode('demo@example.com', 'login'), 429).code).toBe('RATE_LIMITED')
})

test('visitor asking for a code with a bad type and email gets each problem named', async () => {
  const result = await callApi('post', '/api/auth/send-verification', {
    body: { email: 'nope', type: 'reset' },
  })
  const body = expectStatus(result, 400)
  expect(body.code).toBe('VALIDATION_FAILED')
  expect(body.error).toBe('email: must be a valid email address; type: must be one of: register, login')
})

// ------------------------------------------------------------------------------------------ register

test('visitor registers with a sent code and is signed in', async () => {
  await sendCode('New.Person@Example.com', 'register')
  const result = await callApi('post', '/api/auth/register', {
    body: { email: ' New.Person@Example.com ', password: 'Sup3rSecret!', code: '123456' },
  })
  const auth = expectStatus(result, 201)
  expect(auth.user.email).toBe('new.person@example.com')
  expect(auth.token.length).toBeGreaterThanOrEqual(32)
  expect(Date.parse(auth.expiresAt) - Date.now()).toBeGreaterThan(29.9 * DAY_MS)
  const profile = expectStatus(await callApi('get', '/api/user/profile', { token: auth.token }), 200)
  expect(profile).toMatchObject({
    id: auth.user.id,
    emailVerified: true,
    apiKeyCount: 0,
    hasPackageHistory: false,
    subscriptionStatus: 'inactive',
  })
})

test('registering a taken address, even with the demo code, fails exactly as a wrong code does', async () => {
  await sendCode('demo@example.com', 'register')
  await sendCode('fresh@example.com', 'register')
  const taken = await callApi('post', '/api/auth/register', {
    body: { email: '  DEMO@example.COM ', password: 'Sup3rSecret!', code: '123456' },
  })
  const wrongCode = await callApi('post', '/api/auth/register', {
    body: { email: 'fresh@example.com', password: 'Sup3rSecret!', code: '654321' },
  })
  expect(taken.status).toBe(400)
  expect([...taken.headers]).toEqual([...wrongCode.headers])
  expect(expectStatus(taken, 400)).toEqual(expectStatus(wrongCode, 400))
  expect(expectStatus(wrongCode, 400)).toEqual({
    code: 'VERIFICATION_CODE_INVALID',
    error: 'The verification code is invalid or has expired',
  })
  expect([...db.users.values()].filter((user) => user.email === 'demo@example.com')).toHaveLength(1)
})

test('a taken address’s wrong codes count towards its limit as a new address’s do', async () => {
  for (const email of ['demo@example.com', 'fresh@example.com']) {
    await sendCode(email, 'register')
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await callApi('post', '/api/auth/register', {
        body: { email, password: 'Sup3rSecret!', code: '123456' },
      })
    }
  }
  const taken = await callApi('post', '/api/auth/register', {
    body: { email: 'demo@example.com', password: 'Sup3rSecret!', code: '123456' },
  })
  expect(expectStatus(taken, 429).code).toBe('RATE_LIMITED')
})

test('with registration codes off, a taken address is asked for a code', async () => {
  setEmailConfig({ registrationCodeRequired: false })
  const result = await callApi('post', '/api/auth/register', {
    body: { email: 'demo@example.com', password: 'Sup3rSecret!' },
  })
  expect(expectStatus(result, 400)).toEqual({
    code: 'VERIFICATION_CODE_REQUIRED',
    error: 'A verification code is required',
  })
})

test('visitor registering with a weak password gets the password rule', async () => {
  await sendCode('weak@example.com', 'register')
  const broken = [
    ['abcdefgh', { rule: 'pattern' }],
    ['12345678', { rule: 'pattern' }],
    ['Ab1', { rule: 'minLength', limit: 8 }],
    [`a1${'x'.repeat(127)}`, { rule: 'maxLength', limit: 128 }],
  ] as const
  for (const [password, rule] of broken) {
    const result = await callApi('post', '/api/auth/register', {
      body: { email: 'weak@example.com', password, code: '123456' },
    })
    const body = expectStatus(result, 400)
    expect(body).toEqual({
      code: 'VALIDATION_FAILED',
      error: 'password: must be 8 to 128 characters with at least one letter and one digit',
      details: [{ field: 'password', ...rule }],
    })
  }
})

test('visitor registering with a malformed email gets VALIDATION_FAILED', async () => {
  const result = await callApi('post', '/api/auth/register', {
    body: { email: 'not-an-email', password: 'Sup3rSecret!', code: '123456' },
  })
  expect(expectStatus(result, 400)).toEqual({
    code: 'VALIDATION_FAILED',
    error: 'email: must be a valid email address',
    details: [{ field: 'email', rule: 'format' }],
  })
})

test('visitor registering with missing fields gets each named', async () => {
  const body = expectStatus(await callApi('post', '/api/auth/register', { body: {} }), 400)
  expect(body.error).toBe('email: is required; password: is required')
})

test('visitor registering with an extra field gets VALIDATION_FAILED', async () => {
  const result = await callApi('post', '/api/auth/register', {
    body: { email: 'x@example.com', password: 'Sup3rSecret!', code: '123456', role: 'admin' },
  })
  expect(expectStatus(result, 400).error).toBe('role: is not an allowed field')
})

test('visitor sending malformed JSON to register gets VALIDATION_FAILED', async () => {
  const result = await callApi('post', '/api/auth/register', { rawBody: '{"email": "x@example.com",' })
  expect(expectStatus(result, 400)).toEqual({
    code: 'VALIDATION_FAILED',
    error: 'body: must be valid JSON',
    details: [{ rule: 'json' }],
  })
})

test('visitor registering without a code gets VERIFICATION_CODE_REQUIRED', async () => {
  await sendCode('fresh@example.com', 'register')
  const result = await callApi('post', '/api/auth/register', {
    body: { email: 'fresh@example.com', password: 'Sup3rSecret!' },
  })
  expect(expectStatus(result, 400).code).toBe('VERIFICATION_CODE_REQUIRED')
})

test('visitor registering with a code that was never sent gets VERIFICATION_CODE_INVALID', async () => {
  const result = await callApi('post', '/api/auth/register', {
    body: { email: 'fresh@example.com', password: 'Sup3rSecret!', code: '123456' },
  })
  expect(expectStatus(result, 400).code).toBe('VERIFICATION_CODE_INVALID')
})

test('visitor registering with a wrong code gets VERIFICATION_CODE_INVALID', async () => {
  await sendCode('fresh@example.com', 'register')
  const result = await callApi('post', '/api/auth/register', {
    body: { email: 'fresh@example.com', password: 'Sup3rSecret!', code: '654321' },
  })
  expect(expectStatus(result, 400).code).toBe('VERIFICATION_CODE_INVALID')
})

test('visitor registering with a code sent over ten minutes ago gets VERIFICATION_CODE_INVALID', async () => {
  await sendCode('fresh@example.com', 'register')
  for (const record of db.verificationCodes) {
    record.sentAt -= 11 * 60_000
    record.expiresAt -= 11 * 60_000
  }
  const result = await callApi('post', '/api/auth/register', {
    body: { email: 'fresh@example.com', password: 'Sup3rSecret!', code: '123456' },
  })
  expect(expectStatus(result, 400).code).toBe('VERIFICATION_CODE_INVALID')
})

test('visitor registers without a code when the email settings do not require one', async () => {
  setEmailConfig({ registrationCodeRequired: false })
  const result = await callApi('post', '/api/auth/register', {
    body: { email: 'nocode@example.com', password: 'Sup3rSecret!' },
  })
  const auth = expectStatus(result, 201)
  const profile = expectStatus(await callApi('get', '/api/user/profile', { token: auth.token }), 200)
  expect(profile.emailVerified).toBe(false)
})

test('a registered password is stored only as a salted hash', async () => {
  setEmailConfig({ registrationCodeRequired: false })
  for (const email of ['one@example.com', 'two@example.com']) {
    await callApi('post', '/api/auth/register', { body: { email, password: 'Sup3rSecret!' } })
  }
  const one = findUserByEmail('one@example.com')
  const two = findUserByEmail('two@example.com')
  expect(one?.passwordHash).toMatch(/^pbkdf2-sha256\$\d+\$[0-9a-f]{32}\$[0-9a-f]{64}$/)
  expect(JSON.stringify([...db.users.values()])).not.toContain('Sup3rSecret!')
  expect(one?.passwordHash).not.toBe(two?.passwordHash)
})

test('a verification code registers only one account', async () => {
  await sendCode('fresh@example.com', 'register')
  const body = { email: 'fresh@example.com', password: 'Sup3rSecret!', code: '123456' }
  expectStatus(await callApi('post', '/api/auth/register', { body }), 201)
  expect(expectStatus(await callApi('post', '/api/auth/register', { body }), 400).code).toBe(
    'VERIFICATION_CODE_INVALID',
  )
})

// ---------------------------------------------------------------------------------------------- login

test('every seeded account but the suspended one signs in with the demo password', async () => {
  for (const { email } of seedSummary.accounts.filter(
    (account) => account.email !== 'suspended@example.com',
  )) {
    const auth = signedIn(
      expectStatus(
        await callApi('post', '/api/auth/login', { body: { email, password: DEMO_PASSWORD } }),
        200,
      ),
    )
    expect(auth.user.email).toBe(email)
    expectStatus(await callApi('get', '/api/user/profile', { token: auth.token }), 200)
  }
})

test('user signing in with a wrong password gets INVALID_CREDENTIALS', async () => {
  const result = await callApi('post', '/api/auth/login', {
    body: { email: 'demo@example.com', password: 'Demo1234?' },
  })
  expect(expectStatus(result, 401)).toEqual({
    code: 'INVALID_CREDENTIALS',
    error: 'Invalid email or password',
  })
})

test('visitor signing in with an unknown email gets INVALID_CREDENTIALS', async () => {
  const result = await callApi('post', '/api/auth/login', {
    body: { email: 'nobody@example.com', password: DEMO_PASSWORD },
  })
  expect(expectStatus(result, 401).code).toBe('INVALID_CREDENTIALS')
})

test('suspended user signing in gets ACCOUNT_SUSPENDED', async () => {
  const result = await callApi('post', '/api/auth/login', {
    body: { email: 'suspended@example.com', password: DEMO_PASSWORD },
  })
  expect(expectStatus(result, 403).code).toBe('ACCOUNT_SUSPENDED')
})

test('user signs in with an email in another case and surrounding spaces', async () => {
  const result = await callApi('post', '/api/auth/login', {
    body: { email: '  DEMO@Example.com ', password: DEMO_PASSWORD },
  })
  expect(signedIn(expectStatus(result, 200)).user.email).toBe('demo@example.com')
})

test('user signing in with an empty password gets VALIDATION_FAILED', async () => {
  const result = await callApi('post', '/api/auth/login', {
    body: { email: 'demo@example.com', password: '' },
  })
  expect(expectStatus(result, 400).error).toBe('password: must not be empty')
})

test('every sign-in issues a new random session token', async () => {
  const body = { email: 'demo@example.com', password: DEMO_PASSWORD }
  const first = signedIn(expectStatus(await callApi('post', '/api/auth/login', { body }), 200))
  const second = signedIn(expectStatus(await callApi('post', '/api/auth/login', { body }), 200))
  expect(first.token).not.toBe(second.token)
  expect(first.token).toMatch(/^[A-Za-z0-9_]{32,}$/)
  expectStatus(await callApi('get', '/api/user/profile', { token: first.token }), 200)
  expectStatus(await callApi('get', '/api/user/profile', { token: second.token }), 200)
})

test('user signing in without a code when sign-in needs one gets VERIFICATION_CODE_REQUIRED', async () => {
  setEmailConfig({ loginCodeRequired: true })
  const result = await callApi('post', '/api/auth/login', {
    body: { email: 'demo@example.com', password: DEMO_PASSWORD },
  })
  expect(expectStatus(result, 400).code).toBe('VERIFICATION_CODE_REQUIRED')
})

test('user signs in with a sent login code', async () => {
  setEmailConfig({ loginCodeRequired: true })
  await sendCode('demo@example.com', 'login')
  const result = await callApi('post', '/api/auth/login-with-code', {
    body: { email: 'demo@example.com', password: DEMO_PASSWORD, code: '123456' },
  })
  expect(signedIn(expectStatus(result, 200)).user.email).toBe('demo@example.com')
})

test('user signing in with a login code that was never sent gets VERIFICATION_CODE_INVALID', async () => {
  const result = await callApi('post', '/api/auth/login-with-code', {
    body: { email: 'demo@example.com', password: DEMO_PASSWORD, code: '123456' },
  })
  expect(expectStatus(result, 400).code).toBe('VERIFICATION_CODE_INVALID')
})

test('a login code signs in only once', async () => {
  await sendCode('demo@example.com', 'login')
  const body = { email: 'demo@example.com', password: DEMO_PASSWORD, code: '123456' }
  expectStatus(await callApi('post', '/api/auth/login-with-code', { body }), 200)
  expect(expectStatus(await callApi('post', '/api/auth/login-with-code', { body }), 400).code).toBe(
    'VERIFICATION_CODE_INVALID',
  )
})

test('user signing in with a valid code and a wrong password gets INVALID_CREDENTIALS', async () => {
  await sendCode('demo@example.com', 'login')
  const result = await callApi('post', '/api/auth/login-with-code', {
    body: { email: 'demo@example.com', password: 'wrong-password1', code: '123456' },
  })
  expect(expectStatus(result, 401).code).toBe('INVALID_CREDENTIALS')
})

test('suspended user signing in with a code gets ACCOUNT_SUSPENDED', async () => {
  await sendCode('suspended@example.com', 'login')
  const result = await callApi('post', '/api/auth/login-with-code', {
    body: { email: 'suspended@example.com', password: DEMO_PASSWORD, code: '123456' },
  })
  expect(expectStatus(result, 403).code).toBe('ACCOUNT_SUSPENDED')
})

test('user signing in with a malformed code gets VALIDATION_FAILED', async () => {
  const result = await callApi('post', '/api/auth/login-with-code', {
    body: { email: 'demo@example.com', password: DEMO_PASSWORD, code: '12ab' },
  })
  expect(expectStatus(result, 400).error).toBe('code: must be 6 digits')
})

test('visitor asking for a code with an empty object gets both fields required', async () => {
  const body = expectStatus(await callApi('post', '/api/auth/send-verification', { body: {} }), 400)
  expect(body.error).toBe('email: is required; type: is required')
})

// ------------------------------------------------------------------------------------------ logout

test('user signing out revokes the token: it then reads nothing, while the account’s other sessions stay', async () => {
  const leaving = signedIn(
    expectStatus(
      await callApi('post', '/api/auth/login', {
        body: { email: 'demo@example.com', password: DEMO_PASSWORD },
      }),
      200,
    ),
  ).token
  const staying = signedIn(
    expectStatus(
      await callApi('post', '/api/auth/login', {
        body: { email: 'demo@example.com', password: DEMO_PASSWORD },
      }),
      200,
    ),
  ).token
  expectStatus(await callApi('get', '/api/user/profile', { token: leaving }), 200)

  const signedOut = await callApi('post', '/api/auth/logout', { token: leaving })
  expect(signedOut.status).toBe(204)
  expect(db.sessions.has(leaving)).toBe(false)

  expect(expectStatus(await callApi('get', '/api/user/profile', { token: leaving }), 401).code).toBe(
    'UNAUTHORIZED',
  )
  expect(expectStatus(await callApi('get', '/api/user/api-keys', { token: leaving }), 401).code).toBe(
    'UNAUTHORIZED',
  )
  expectStatus(await callApi('get', '/api/user/profile', { token: staying }), 200)
})

test('signing out again, or without a token, answers 401 and revokes nothing else', async () => {
  const token = signedIn(
    expectStatus(
      await callApi('post', '/api/auth/login', {
        body: { email: 'demo@example.com', password: DEMO_PASSWORD },
      }),
      200,
    ),
  ).token
  const sessions = db.sessions.size
  expect(expectStatus(await callApi('post', '/api/auth/logout'), 401).code).toBe('UNAUTHORIZED')
  expect(db.sessions.size).toBe(sessions)
  expect((await callApi('post', '/api/auth/logout', { token })).status).toBe(204)
  expect(expectStatus(await callApi('post', '/api/auth/logout', { token }), 401).code).toBe('UNAUTHORIZED')
})

test('a suspended account’s token is revoked too', async () => {
  const { token } = await seedSignedInUser({ email: 'gone@example.com', suspended: true })
  expect(expectStatus(await callApi('get', '/api/user/profile', { token }), 403).code).toBe(
    'ACCOUNT_SUSPENDED',
  )
  expect((await callApi('post', '/api/auth/logout', { token })).status).toBe(204)
  expect(expectStatus(await callApi('get', '/api/user/profile', { token }), 401).code).toBe('UNAUTHORIZED')
})
