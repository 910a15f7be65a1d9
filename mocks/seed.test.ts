import { beforeEach, expect, test } from 'vitest'
import { verifyPassword } from './crypto.ts'
import { db, snapshotDb } from './db.ts'
import { normalizeCode } from './rules.ts'
import { SEED_PASSWORD, resetDb, seedSignedInUser, seedSummary } from './seed.ts'
import { callApi, expectStatus } from './testing/api.ts'

beforeEach(() => resetDb())

test('resetDb produces the same state every time for the same moment', () => {
  const now = Date.UTC(2026, 10, 22, 10)
  resetDb(now)
  const first = snapshotDb(now)
  resetDb(now)
  expect(snapshotDb(now)).toEqual(first)
})

test('resetDb produces the same ids and keys at any moment', () => {
  resetDb(Date.UTC(2026, 0, 1))
  const ids = [...db.users.keys(), ...[...db.apiKeys.values()].map((key) => key.key)]
  resetDb(Date.UTC(2027, 5, 15))
  expect([...db.users.keys(), ...[...db.apiKeys.values()].map((key) => key.key)]).toEqual(ids)
})

test('resetDb drops everything created since', async () => {
  const { token } = await seedSignedInUser()
  await callApi('post', '/api/user/api-keys', { token })
  resetDb()
  expect(db.sessions.size).toBe(0)
  expect(db.users.size).toBe(seedSummary.accounts.length)
  expect(db.apiKeys.size).toBe(5)
})

test('every seeded password is stored hashed and matches Demo1234!', async () => {
  for (const user of db.users.values()) {
    expect(user.passwordHash).not.toContain(SEED_PASSWORD)
    expect(await verifyPassword(SEED_PASSWORD, user.passwordHash)).toBe(true)
  }
})

test('the seed summary lists activation codes in the state it gives', () => {
  for (const entry of seedSummary.activationCodes) {
    const code = db.activationCodes.get(normalizeCode(entry.code))
    expect(code?.planId, entry.code).toBe(entry.planId)
    const state =
      code?.usedAt !== null
        ? 'used'
        : code.redeemBy !== null && code.redeemBy <= Date.now()
          ? 'expired'
          : 'unused'
    expect(state, entry.code).toBe(entry.state)
  }
  expect(
    seedSummary.activationCodes.filter((entry) => entry.state === 'unused').length,
  ).toBeGreaterThanOrEqual(8)
})

test('the seed summary lists the seeded accounts and packages', () => {
  expect(seedSummary.accounts.map((account) => account.email).sort()).toEqual(
    [...db.users.values()].map((user) => user.email).sort(),
  )
  for (const entry of seedSummary.benefitPackages) {
    expect(db.benefitPackages.get(entry.code)?.durationDays).toBe(entry.durationDays)
  }
  expect(seedSummary.verificationCode).toBe('123456')
})

test('seedSignedInUser signs in a new account with a working token', async () => {
  const { token, user } = await seedSignedInUser({ email: 'tester@example.com' })
  const profile = expectStatus(await callApi('get', '/api/user/profile', { token }), 200)
  expect(profile).toMatchObject({ ...user, subscriptionStatus: 'inactive' })
  const login = await callApi('post', '/api/auth/login', {
    body: { email: 'tester@example.com', password: SEED_PASSWORD },
  })
  expectStatus(login, 200)
})

test('seedSignedInUser gives a new account a running plan on request', async () => {
  const { token } = await seedSignedInUser({ planId: 'pro-monthly', daysLeft: 20 })
  const subscription = expectStatus(
    await callApi('get', '/api/activation-codes/my-subscription', { token }),
    200,
  )
  expect(subscription).toMatchObject({ status: 'active', plan: { id: 'pro-monthly' } })
})

test('heavy@example.com has used 92 % of its daily quota and 85 % of its weekly Opus quota, with three keys', async () => {
  const { token } = await seedSignedInUser('heavy@example.com')
  const subscription = expectStatus(
    await callApi('get', '/api/activation-codes/my-subscription', { token }),
    200,
  )
  expect(subscription).toMatchObject({ status: 'active', plan: { id: 'pro-monthly' } })
  const quota = subscription.quota
  expect(quota?.dailyUsed).toBeCloseTo(0.92 * 30, 6)
  expect(quota?.weeklyOpusUsed).toBeCloseTo(0.85 * 60, 6)
  expect((quota?.monthlyUsed ?? 0) / 600).toBeLessThan(0.8)
  const keys = expectStatus(await callApi('get', '/api/user/api-keys', { token }), 200)
  expect(keys.items).toHaveLength(3)
})

test('demo@example.com stays well below every quota', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const subscription = expectStatus(
    await callApi('get', '/api/activation-codes/my-subscription', { token }),
    200,
  )
  const quota = subscription.quota
  expect((quota?.dailyUsed ?? 1) / 30).toBeLessThan(0.2)
  expect((quota?.weeklyOpusUsed ?? 1) / 60).toBeLessThan(0.8)
  expect((quota?.monthlyUsed ?? 1) / 600).toBeLessThan(0.8)
})
