import { beforeEach, expect, test } from 'vitest'
import { db } from '#mocks/db.ts'
import { resetDb, seedSignedInUser } from '#mocks/seed.ts'
import { callApi, expectStatus, sendRaw } from '#mocks/testing/api.ts'
import { contract } from '#mocks/testing/contract-validator.ts'
import { DAY_MS } from '#src/lib/time-units.ts'

beforeEach(() => resetDb())

test('demo user reads a profile with two keys, an active plan and no package history', async () => {
  const { token, user } = await seedSignedInUser('demo@example.com')
  const profile = expectStatus(await callApi('get', '/api/user/profile', { token }), 200)
  // Plans from activation codes are not package history.
  expect(profile).toEqual({
    ...user,
    emailVerified: true,
    apiKeyCount: 2,
    hasPackageHistory: false,
    subscriptionStatus: 'active',
    twoFactorEnabled: false,
  })
})

test('a user who claimed a package reads package history and the package plan expired', async () => {
  const { token } = await seedSignedInUser('claimed@example.com')
  const profile = expectStatus(await callApi('get', '/api/user/profile', { token }), 200)
  expect(profile).toMatchObject({ hasPackageHistory: true, subscriptionStatus: 'expired' })
})

test('new user reads a profile without keys, history or plan', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  const profile = expectStatus(await callApi('get', '/api/user/profile', { token }), 200)
  expect(profile).toMatchObject({ apiKeyCount: 0, hasPackageHistory: false, subscriptionStatus: 'inactive' })
})

test('expiring and expired users read their subscription status in their profile', async () => {
  const expiring = await seedSignedInUser('expiring@example.com')
  const expired = await seedSignedInUser('expired@example.com')
  const expiringProfile = expectStatus(
    await callApi('get', '/api/user/profile', { token: expiring.token }),
    200,
  )
  const expiredProfile = expectStatus(
    await callApi('get', '/api/user/profile', { token: expired.token }),
    200,
  )
  expect(expiringProfile.subscriptionStatus).toBe('expiring_soon')
  expect(expiredProfile.subscriptionStatus).toBe('expired')
})

test('visitor without a token gets UNAUTHORIZED', async () => {
  const body = expectStatus(await callApi('get', '/api/user/profile'), 401)
  expect(body).toEqual({ code: 'UNAUTHORIZED', error: 'Login required' })
})

test('visitor with an unknown token gets UNAUTHORIZED', async () => {
  const result = await callApi('get', '/api/user/profile', { token: 'sess_' + 'x'.repeat(48) })
  expect(expectStatus(result, 401).code).toBe('UNAUTHORIZED')
})

test('visitor with a malformed Authorization header gets UNAUTHORIZED', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  for (const authorization of [token, `Basic ${token}`, 'Bearer', `Bearer ${token} extra`]) {
    const result = await callApi('get', '/api/user/profile', { authorization })
    expect(expectStatus(result, 401).code).toBe('UNAUTHORIZED')
  }
})

test('user accepts a bearer scheme in any case', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  expectStatus(await callApi('get', '/api/user/profile', { authorization: `bearer ${token}` }), 200)
})

test('user with an expired session gets UNAUTHORIZED and the session is dropped', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const session = db.sessions.get(token)
  if (session) session.expiresAt = Date.now() - 1
  const body = expectStatus(await callApi('get', '/api/user/profile', { token }), 401)
  expect(body.code).toBe('UNAUTHORIZED')
  expect(db.sessions.has(token)).toBe(false)
})

test('a session lasts 30 days', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const session = db.sessions.get(token)
  expect(session && session.expiresAt - session.createdAt).toBe(30 * DAY_MS)
})

test('suspended user gets ACCOUNT_SUSPENDED on every signed-in operation', async () => {
  const { token } = await seedSignedInUser('suspended@example.com')
  // Sign-out revokes a suspended account's token too (answered 204): an unsuspended account must not revive it.
  const secured = contract.operations.filter(
    (operation) => operation.secured && operation.operationId !== 'logout',
  )
  expect(secured.length).toBeGreaterThanOrEqual(8)
  for (const operation of secured) {
    const params = Object.fromEntries(operation.pathParams.map((name) => [name, 'WELCOME']))
    const body = operation.requestBody === 'required' ? { code: 'RELAY-MONTH-DEMO1', remark: '' } : undefined
    const result = await sendRaw(operation.method, operation.path, { token, params, body })
    expect(result.problems).toEqual([])
    expect(result, operation.operationId).toMatchObject({ status: 403, body: { code: 'ACCOUNT_SUSPENDED' } })
  }
})

test('visitor without a token gets UNAUTHORIZED on every signed-in operation', async () => {
  for (const operation of contract.operations.filter((candidate) => candidate.secured)) {
    const params = Object.fromEntries(operation.pathParams.map((name) => [name, 'WELCOME']))
    const result = await sendRaw(operation.method, operation.path, { params })
    expect(result.problems).toEqual([])
    expect(result, operation.operationId).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } })
  }
})
