import { beforeEach, expect, test } from 'vitest'
import { db } from '#mocks/db.ts'
import { DAY_MS } from '#src/lib/time-units.ts'
import { resetDb, seedSignedInUser } from '#mocks/seed.ts'
import { callApi, expectStatus } from '#mocks/testing/api.ts'

beforeEach(() => resetDb())

function claim(code: string, token?: string) {
  return callApi('post', '/api/benefit-packages/claim/{code}', {
    params: { code },
    ...(token ? { token } : {}),
  })
}

test('visitor reads a package by its code in any case', async () => {
  const result = await callApi('get', '/api/benefit-packages/public/{code}', { params: { code: 'welcome' } })
  expect(expectStatus(result, 200)).toEqual({
    code: 'WELCOME',
    name: 'Welcome package',
    description: 'Seven days of Claude Code and Codex CLI for new accounts.',
    durationDays: 7,
    dailyQuota: 10,
    weeklyOpusQuota: 15,
    serviceScope: 'all',
    availableFrom: null,
    availableUntil: null,
  })
})

function read(code: string, token?: string) {
  return callApi('get', '/api/benefit-packages/public/{code}', {
    params: { code },
    ...(token ? { token } : {}),
  })
}

test('a signed-in user reads what a claim of each package would answer now', async () => {
  const fresh = await seedSignedInUser('new@example.com')
  const claimed = await seedSignedInUser('claimed@example.com')
  const statusOf = async (code: string, token: string) =>
    expectStatus(await read(code, token), 200).claimStatus
  expect(await statusOf('WELCOME', fresh.token)).toBe('claimable')
  expect(await statusOf('BETA2025', fresh.token)).toBe('ended')
  expect(await statusOf('HOLIDAY', fresh.token)).toBe('not_started')
  expect(await statusOf('WELCOME', claimed.token)).toBe('already_claimed')
  expect(await statusOf('LAUNCH2026', claimed.token)).toBe('not_eligible')
})

test('a visitor, or a token that is no longer valid, reads the package without a claim status', async () => {
  expect(expectStatus(await read('WELCOME'), 200)).not.toHaveProperty('claimStatus')
  const stale = expectStatus(await read('WELCOME', 'sess_' + 'x'.repeat(48)), 200)
  expect(stale).not.toHaveProperty('claimStatus')
})

test('visitor reads the not-yet-open package with the moment it opens', async () => {
  const body = expectStatus(await read('HOLIDAY'), 200)
  expect(Date.parse(body.availableFrom ?? '')).toBeGreaterThan(Date.now())
})

test('visitor reads the launch package with its claim deadline', async () => {
  const result = await callApi('get', '/api/benefit-packages/public/{code}', {
    params: { code: 'LAUNCH2026' },
  })
  const body = expectStatus(result, 200)
  expect(body.durationDays).toBe(14)
  expect(Date.parse(body.availableUntil ?? '')).toBeGreaterThan(Date.now())
})

test('visitor reading an unknown package gets PACKAGE_NOT_FOUND', async () => {
  const result = await callApi('get', '/api/benefit-packages/public/{code}', { params: { code: 'NOPE' } })
  expect(expectStatus(result, 404)).toEqual({ code: 'PACKAGE_NOT_FOUND', error: 'Benefit package not found' })
})

test('visitor reading a package with an invalid code gets VALIDATION_FAILED', async () => {
  for (const code of ['WEL COME', 'welcome!', 'x'.repeat(65), 'é']) {
    const result = await callApi('get', '/api/benefit-packages/public/{code}', { params: { code } })
    expect(expectStatus(result, 400).error).toBe('code: must be 1 to 64 letters, digits, "_" or "-"')
  }
})

test('visitor claiming a package without a token gets UNAUTHORIZED', async () => {
  const before = [...db.packageClaims]
  expect(expectStatus(await claim('WELCOME'), 401).code).toBe('UNAUTHORIZED')
  expect(db.packageClaims).toEqual(before)
})

test('new user claims the welcome package and it is activated at once', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  const result = expectStatus(await claim('welcome', token), 200)
  expect(result.package.code).toBe('WELCOME')
  // A fresh 7-day package is active, not expiring soon.
  expect(result.subscription).toMatchObject({
    status: 'active',
    plan: {
      id: 'package-welcome',
      name: 'Welcome package',
      duration: { value: 7, unit: 'day' },
      serviceScope: 'all',
    },
    source: 'benefit_package',
    quota: { dailyQuota: 10, weeklyOpusQuota: 15, monthlyQuota: null, dailyUsed: 0 },
  })
  const activeSince = Date.parse(result.subscription.activeSince ?? '')
  expect(Date.parse(result.subscription.expiresAt ?? '')).toBe(activeSince + 7 * DAY_MS)
  expect(result.claimedAt).toBe(result.subscription.activeSince)
  const mine = expectStatus(await callApi('get', '/api/activation-codes/my-subscription', { token }), 200)
  expect(mine).toEqual(result.subscription)
  const profile = expectStatus(await callApi('get', '/api/user/profile', { token }), 200)
  expect(profile.hasPackageHistory).toBe(true)
})

test('new user claims the 14-day launch package and reads an active subscription', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  const result = expectStatus(await claim('LAUNCH2026', token), 200)
  expect(result.subscription).toMatchObject({
    status: 'active',
    plan: { duration: { value: 14, unit: 'day' } },
  })
})

test('user claiming the same package twice gets PACKAGE_ALREADY_CLAIMED', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  expectStatus(await claim('WELCOME', token), 200)
  const body = expectStatus(await claim('Welcome', token), 409)
  expect(body).toEqual({
    code: 'PACKAGE_ALREADY_CLAIMED',
    error: 'You have already claimed this benefit package',
  })
})

test('user who claimed one package is not eligible for another', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  expectStatus(await claim('WELCOME', token), 200)
  const body = expectStatus(await claim('LAUNCH2026', token), 409)
  expect(body).toEqual({
    code: 'PACKAGE_NOT_ELIGIBLE',
    error: 'Only accounts that have not claimed a benefit package before can claim this one',
  })
})

test('users whose plans came from activation codes may claim', async () => {
  for (const email of ['demo@example.com', 'expiring@example.com', 'expired@example.com']) {
    const { token } = await seedSignedInUser(email)
    expect(expectStatus(await claim('WELCOME', token), 200).package.code).toBe('WELCOME')
  }
})

test('user who redeemed a code first may still claim', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  await callApi('post', '/api/activation-codes/activate', { token, body: { code: 'RELAY-TRIAL-DEMO1' } })
  expect(expectStatus(await claim('WELCOME', token), 200).subscription.source).toBe('benefit_package')
})

test('the seeded account with a claimed package may not claim it again, nor another', async () => {
  const { token } = await seedSignedInUser('claimed@example.com')
  expect(expectStatus(await claim('WELCOME', token), 409).code).toBe('PACKAGE_ALREADY_CLAIMED')
  expect(expectStatus(await claim('LAUNCH2026', token), 409).code).toBe('PACKAGE_NOT_ELIGIBLE')
})

test('new user claiming a package past its deadline gets PACKAGE_ENDED', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  expect(expectStatus(await claim('BETA2025', token), 409)).toEqual({
    code: 'PACKAGE_ENDED',
    error: 'This benefit package can no longer be claimed',
  })
})

test('new user claiming a package before it opens gets PACKAGE_NOT_STARTED', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  expect(expectStatus(await claim('HOLIDAY', token), 409)).toEqual({
    code: 'PACKAGE_NOT_STARTED',
    error: 'This benefit package cannot be claimed yet',
  })
  expect(db.packageClaims.filter((record) => record.packageCode === 'HOLIDAY')).toEqual([])
})

test('user claiming an unknown package gets PACKAGE_NOT_FOUND', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  expect(expectStatus(await claim('NOPE', token), 404).code).toBe('PACKAGE_NOT_FOUND')
})

test('user claiming with an invalid code gets VALIDATION_FAILED', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  expect(expectStatus(await claim('no/pe', token), 400).code).toBe('VALIDATION_FAILED')
})

test('the Codex starter package grants OpenAI only without an Opus quota', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  const result = expectStatus(await claim('codex-starter', token), 200)
  expect(result.subscription.plan?.serviceScope).toBe('openai')
  expect(result.subscription.quota?.weeklyOpusQuota).toBeNull()
})
