import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { db } from '#mocks/db.ts'
import { resetDb, seedSignedInUser } from '#mocks/seed.ts'
import { callApi, expectStatus, sendRaw } from '#mocks/testing/api.ts'
import { HOUR_MS } from '#src/lib/time-units.ts'

beforeEach(() => resetDb())
afterEach(() => vi.useRealTimers())

function stopClock(): number {
  const now = Date.now()
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now)
  return now
}

async function demoKey() {
  const { token } = await seedSignedInUser('demo@example.com')
  const list = expectStatus(await callApi('get', '/api/user/api-keys', { token }), 200)
  const key = list.items[0]
  if (!key) throw new Error('the demo account has keys')
  return { token, key }
}

function patchKey(token: string, id: string, body: unknown) {
  return callApi('patch', '/api/user/api-keys/{id}', { token, params: { id }, body })
}

function refusedDetails(result: { status: number; body: unknown }) {
  if (result.status !== 400)
    throw new Error(`Expected 400, got ${result.status}: ${JSON.stringify(result.body)}`)
  return (result.body as { details: unknown[] }).details
}

test('every listed key carries its settings: on, never expiring, unrestricted, unused addresses', async () => {
  const { key } = await demoKey()
  expect(key).toMatchObject({
    enabled: true,
    expiresAt: null,
    limits: { dailyUsd: null, weeklyUsd: null, monthlyUsd: null, dailyRequests: null },
    allowedIps: [],
    allowedModels: [],
    lastUsedIp: null,
    limitUse: [],
    previousKeyValidUntil: null,
  })
})

test('user changes every setting of a key and the list shows them, a left-out one unchanged', async () => {
  const { token, key } = await demoKey()
  const now = stopClock()
  const expiresAt = new Date(now + 30 * 24 * HOUR_MS).toISOString()
  const updated = expectStatus(
    await patchKey(token, key.id, {
      enabled: false,
      expiresAt,
      limits: { dailyUsd: 0.1, dailyRequests: 0 },
      allowedIps: [' 10.1.2.3/8 ', '::ffff:127.0.0.1', '127.0.0.1', '2001:DB8::1'],
      allowedModels: ['claude-sonnet-4-6', 'claude-sonnet-4-6'],
    }),
    200,
  )
  expect(updated).toMatchObject({
    id: key.id,
    key: key.key,
    name: key.name,
    enabled: false,
    expiresAt,
    limits: { dailyUsd: 0.1, weeklyUsd: null, monthlyUsd: null, dailyRequests: 0 },
    allowedIps: ['10.0.0.0/8', '127.0.0.1', '2001:db8::1'],
    allowedModels: ['claude-sonnet-4-6'],
  })
  expect(updated.limitUse?.map((use) => use.kind)).toEqual(['daily', 'requests'])
  const partly = expectStatus(
    await patchKey(token, key.id, { limits: { weeklyUsd: 5, dailyUsd: null } }),
    200,
  )
  expect(partly).toMatchObject({
    enabled: false,
    limits: { dailyUsd: null, weeklyUsd: 5, monthlyUsd: null, dailyRequests: 0 },
    allowedIps: ['10.0.0.0/8', '127.0.0.1', '2001:db8::1'],
  })
  const listed = expectStatus(await callApi('get', '/api/user/api-keys', { token }), 200).items
  expect(listed.find((item) => item.id === key.id)).toEqual(partly)
  expectStatus(await patchKey(token, key.id, { enabled: true, expiresAt: null, allowedIps: [] }), 200)
  expect(db.apiKeys.get(key.id)).toMatchObject({ enabled: true, expiresAt: null, allowedIps: [] })
})

test('user sending a bad setting gets a 400 naming the field and rule, and nothing changes', async () => {
  const { token, key } = await demoKey()
  const before = structuredClone(db.apiKeys.get(key.id))
  const cases: [unknown, object][] = [
    [{ limits: { dailyUsd: -1 } }, { field: 'limits.dailyUsd', rule: 'minimum', limit: 0 }],
    [{ limits: { monthlyUsd: '5' } }, { field: 'limits.monthlyUsd', rule: 'type' }],
    [{ limits: { dailyRequests: 1.5 } }, { field: 'limits.dailyRequests', rule: 'type' }],
    [{ limits: { hourlyUsd: 1 } }, { field: 'limits.hourlyUsd', rule: 'additionalProperties' }],
    [
      { allowedIps: ['127.0.0.1', '10.0.0.0/8', '::1', '010.0.0.1'] },
      { field: 'allowedIps.3', rule: 'format' },
    ],
    [{ allowedIps: ['fe80::1%eth0'] }, { field: 'allowedIps.0', rule: 'format' }],
    [{ allowedIps: ['10.0.0.0/33'] }, { field: 'allowedIps.0', rule: 'format' }],
    [
      { allowedIps: Array.from({ length: 33 }, (_, i) => `10.0.0.${i}`) },
      { field: 'allowedIps', rule: 'maxItems', limit: 32 },
    ],
    [{ allowedModels: ['gpt-4-turbo-nonexistent'] }, { field: 'allowedModels.0', rule: 'enum' }],
    [{ expiresAt: '2001-01-01T00:00:00Z' }, { field: 'expiresAt', rule: 'future' }],
    [{ expiresAt: 'tomorrow' }, { field: 'expiresAt', rule: 'format' }],
    [{ enabled: 'yes' }, { field: 'enabled', rule: 'type' }],
    [{}, { rule: 'required' }],
    [{ key: 'cr_mine' }, { field: 'key', rule: 'additionalProperties' }],
  ]
  for (const [body, detail] of cases) {
    const result = await patchKey(token, key.id, body)
    expect(refusedDetails(result), JSON.stringify(body)).toContainEqual(detail)
    expect(result.body).toMatchObject({ code: 'VALIDATION_FAILED' })
  }
  expect(db.apiKeys.get(key.id)).toEqual(before)
})

test('32 addresses are accepted, and a limit of 0 is a limit, not "none"', async () => {
  const { token, key } = await demoKey()
  const allowedIps = Array.from({ length: 32 }, (_, i) => `10.0.0.${i}`)
  const updated = expectStatus(await patchKey(token, key.id, { allowedIps, limits: { dailyUsd: 0 } }), 200)
  expect(updated.allowedIps).toHaveLength(32)
  expect(updated.limitUse).toEqual([
    expect.objectContaining({ kind: 'daily', unit: 'usd', limit: 0, remaining: 0 }),
  ])
})

test("user changing another account's key or an unknown one gets API_KEY_NOT_FOUND; a visitor gets 401", async () => {
  const { key } = await demoKey()
  const other = await seedSignedInUser('new@example.com')
  const foreign = await patchKey(other.token, key.id, { enabled: false })
  expect(foreign.status).toBe(404)
  expect(foreign.body).toMatchObject({ code: 'API_KEY_NOT_FOUND' })
  expect((await patchKey(other.token, 'key_nothere', { enabled: false })).status).toBe(404)
  expect(db.apiKeys.get(key.id)?.enabled).toBe(true)
  expect(
    (await callApi('patch', '/api/user/api-keys/{id}', { params: { id: key.id }, body: { enabled: false } }))
      .status,
  ).toBe(401)
  const rotated = await callApi('post', '/api/user/api-keys/{id}/rotate', {
    token: other.token,
    params: { id: key.id },
  })
  expect(rotated.status).toBe(404)
})

test('user rotates a key: a new secret, the old one valid for the default hour, id and settings kept', async () => {
  const { token, key } = await demoKey()
  const now = stopClock()
  expectStatus(await patchKey(token, key.id, { limits: { dailyUsd: 3 } }), 200)
  const rotated = expectStatus(
    await callApi('post', '/api/user/api-keys/{id}/rotate', { token, params: { id: key.id } }),
    200,
  )
  expect(rotated.key).toMatch(/^cr_[A-Za-z0-9]{48}$/)
  expect(rotated.key).not.toBe(key.key)
  expect(rotated).toMatchObject({ id: key.id, name: key.name, limits: { dailyUsd: 3 } })
  expect(rotated.previousKeyValidUntil).toBe(new Date(now + HOUR_MS).toISOString())
  expect(JSON.stringify(rotated)).not.toContain(key.key)
  vi.setSystemTime(now + HOUR_MS)
  const listed = expectStatus(await callApi('get', '/api/user/api-keys', { token }), 200).items
  expect(listed.find((item) => item.id === key.id)?.previousKeyValidUntil).toBeNull()
})

test('rotating twice keeps only the last previous secret; a grace of 0 keeps none', async () => {
  const { token, key } = await demoKey()
  const now = stopClock()
  const rotate = (body?: unknown) =>
    callApi('post', '/api/user/api-keys/{id}/rotate', { token, params: { id: key.id }, body })
  const first = expectStatus(await rotate({ graceSeconds: 86_400 }), 200)
  expect(first.previousKeyValidUntil).toBe(new Date(now + 24 * HOUR_MS).toISOString())
  const second = expectStatus(await rotate({ graceSeconds: 60 }), 200)
  expect(db.apiKeys.get(key.id)).toMatchObject({ key: second.key, previousKey: first.key })
  expect(JSON.stringify([...db.apiKeys.values()])).not.toContain(key.key)
  const third = expectStatus(await rotate({ graceSeconds: 0 }), 200)
  expect(third.previousKeyValidUntil).toBeNull()
  expect(db.apiKeys.get(key.id)).toMatchObject({ key: third.key, previousKey: null })
})

test('user rotating with a grace out of 0 to 24 hours or a bad body gets VALIDATION_FAILED and keeps the key', async () => {
  const { token, key } = await demoKey()
  for (const [body, detail] of [
    [{ graceSeconds: 86_401 }, { field: 'graceSeconds', rule: 'maximum', limit: 86_400 }],
    [{ graceSeconds: -1 }, { field: 'graceSeconds', rule: 'minimum', limit: 0 }],
    [{ graceSeconds: 1.5 }, { field: 'graceSeconds', rule: 'type' }],
    [{ grace: 1 }, { field: 'grace', rule: 'additionalProperties' }],
  ] as const) {
    const result = await sendRaw('post', '/api/user/api-keys/{id}/rotate', {
      token,
      params: { id: key.id },
      body,
    })
    expect(result.problems).toEqual([])
    expect(refusedDetails(result)).toContainEqual(detail)
  }
  expect(db.apiKeys.get(key.id)?.key).toBe(key.key)
})

function quota(secret: string) {
  return callApi('get', '/api/key/quota', { headers: { 'x-api-key': secret } })
}

test("a key's quota shows per kind the tighter of the plan's and the key's limits, saying whose", async () => {
  const { token, key } = await demoKey()
  const before = expectStatus(await quota(key.key), 200)
  expect(before.quotas.map((entry) => [entry.kind, entry.limitedBy])).toEqual([
    ['daily', 'plan'],
    ['weeklyOpus', 'plan'],
    ['monthly', 'plan'],
    ['requests', 'plan'],
  ])
  expect(before.secretValidUntil).toBeNull()
  expectStatus(
    await patchKey(token, key.id, {
      limits: { dailyUsd: 0.5, weeklyUsd: 2, monthlyUsd: 100_000, dailyRequests: 0 },
    }),
    200,
  )
  const after = expectStatus(await quota(key.key), 200)
  expect(after.quotas.map((entry) => [entry.kind, entry.limitedBy])).toEqual([
    ['daily', 'key'],
    ['weekly', 'key'],
    ['weeklyOpus', 'plan'],
    ['monthly', 'plan'],
    ['requests', 'key'],
  ])
  expect(after.quotas[0]).toMatchObject({ kind: 'daily', unit: 'usd', limit: 0.5 })
  expect(after.quotas[1]).toMatchObject({ kind: 'weekly', unit: 'usd', limit: 2 })
  expect(after.quotas[4]).toMatchObject({ kind: 'requests', unit: 'requests', limit: 0, remaining: 0 })
  expect(after.quotas[3]).toEqual(before.quotas[2])
})

test("the quota says until when the secret works: the old secret's grace, or the key's expiry", async () => {
  const { token, key } = await demoKey()
  const now = stopClock()
  const expiresAt = new Date(now + 2 * HOUR_MS).toISOString()
  expectStatus(await patchKey(token, key.id, { expiresAt }), 200)
  expect(expectStatus(await quota(key.key), 200).secretValidUntil).toBe(expiresAt)
  const rotated = expectStatus(
    await callApi('post', '/api/user/api-keys/{id}/rotate', { token, params: { id: key.id } }),
    200,
  )
  expect(expectStatus(await quota(key.key), 200).secretValidUntil).toBe(new Date(now + HOUR_MS).toISOString())
  expect(expectStatus(await quota(rotated.key), 200).secretValidUntil).toBe(expiresAt)
  vi.setSystemTime(now + HOUR_MS)
  expect((await quota(key.key)).status).toBe(401)
})
