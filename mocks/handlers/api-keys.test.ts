import fc from 'fast-check'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { components } from '#src/lib/api/schema.d.ts'
import { createSession } from '#mocks/auth.ts'
import { db, type RequestRecord } from '#mocks/db.ts'
import { KEY_QUOTA_RATE_LIMIT, MAX_API_KEYS, findUserByEmail, isServed, startOfUtcDay } from '#mocks/rules.ts'
import { DAY_MS } from '#src/lib/time-units.ts'
import {
  buildApiKey,
  buildPlan,
  buildRequestRecord,
  buildSubscription,
  buildUser,
  resetDb,
  seedSignedInUser,
} from '#mocks/seed.ts'
import { callApi, expectStatus } from '#mocks/testing/api.ts'

beforeEach(() => resetDb())
afterEach(() => vi.useRealTimers())

const KEY_PATTERN = /^cr_[A-Za-z0-9]{48}$/

test('demo user lists two keys, newest first, with the limit of 10', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const list = expectStatus(await callApi('get', '/api/user/api-keys', { token }), 200)
  expect(list.limit).toBe(10)
  expect(list.items.map((item) => item.name)).toEqual(['CI runner', 'Laptop'])
  expect(list.items.map((item) => item.remark)).toEqual([
    'Codex CLI on the build server',
    'Claude Code on my MacBook',
  ])
  for (const item of list.items) expect(item.key).toMatch(KEY_PATTERN)
})

test('new user lists no keys', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  expect(expectStatus(await callApi('get', '/api/user/api-keys', { token }), 200).items).toEqual([])
})

/** Stops the clock where it is, so that a date the mock writes "now" can be compared exactly. */
function stopClock(): number {
  const now = Date.now()
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now)
  return now
}

test('user creates a key with no body at all and gets a generated name', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const now = stopClock()
  const created = expectStatus(await callApi('post', '/api/user/api-keys', { token }), 201)
  expect(created).toMatchObject({ name: 'Key 3', remark: '', lastUsedAt: null })
  expect(created.key).toMatch(KEY_PATTERN)
  expect(created.createdAt).toBe(new Date(now).toISOString())
})

test('user creates a key with an empty body', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  const created = expectStatus(await callApi('post', '/api/user/api-keys', { token, rawBody: '' }), 201)
  expect(created.name).toBe('Key 1')
})

test('user creates a key with an empty object', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  const created = expectStatus(await callApi('post', '/api/user/api-keys', { token, body: {} }), 201)
  expect(created.name).toBe('Key 1')
})

test('user creates a named key and the name is trimmed', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  const created = expectStatus(
    await callApi('post', '/api/user/api-keys', { token, body: { name: '  Deploy bot  ' } }),
    201,
  )
  expect(created.name).toBe('Deploy bot')
})

test('a new key is listed first', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const created = expectStatus(
    await callApi('post', '/api/user/api-keys', { token, body: { name: 'CI' } }),
    201,
  )
  const list = expectStatus(await callApi('get', '/api/user/api-keys', { token }), 200)
  expect(list.items[0]).toEqual(created)
})

test('generated names skip a name already in use', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  await callApi('post', '/api/user/api-keys', { token, body: { name: 'Key 4' } })
  const created = expectStatus(await callApi('post', '/api/user/api-keys', { token }), 201)
  expect(created.name).toBe('Key 5')
})

test('every created key is a different random cr_ key', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  const keys = new Set<string>()
  for (let index = 0; index < 5; index += 1) {
    keys.add(expectStatus(await callApi('post', '/api/user/api-keys', { token }), 201).key)
  }
  expect(keys.size).toBe(5)
})

test('user creating a key with a blank name gets VALIDATION_FAILED', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  const result = await callApi('post', '/api/user/api-keys', { token, body: { name: '   ' } })
  expect(expectStatus(result, 400)).toEqual({
    code: 'VALIDATION_FAILED',
    error: 'name: must not be empty',
    details: [{ field: 'name', rule: 'required' }],
  })
})

test('user creating a key with a 65-character name gets VALIDATION_FAILED', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  const result = await callApi('post', '/api/user/api-keys', { token, body: { name: 'n'.repeat(65) } })
  const body = expectStatus(result, 400)
  expect(body.error).toBe('name: must be at most 64 characters')
  expect(body.details).toEqual([{ field: 'name', rule: 'maxLength', limit: 64 }])
})

test('user creating a key with a non-string name or an extra field gets VALIDATION_FAILED', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  const wrongType = await callApi('post', '/api/user/api-keys', { token, body: { name: 42 } })
  expect(expectStatus(wrongType, 400).error).toBe('name: must be a string')
  const extra = await callApi('post', '/api/user/api-keys', { token, body: { scope: 'all' } })
  expect(expectStatus(extra, 400).error).toBe('scope: is not an allowed field')
  const notObject = await callApi('post', '/api/user/api-keys', { token, body: ['x'] })
  expect(expectStatus(notObject, 400).error).toBe('body: must be an object')
})

test('user sending malformed JSON to create a key gets VALIDATION_FAILED', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  const result = await callApi('post', '/api/user/api-keys', { token, rawBody: '{name:' })
  expect(expectStatus(result, 400).error).toBe('body: must be valid JSON')
})

test('user holding 10 keys gets API_KEY_LIMIT_REACHED', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  for (let index = 2; index < MAX_API_KEYS; index += 1) {
    expectStatus(await callApi('post', '/api/user/api-keys', { token }), 201)
  }
  const refused = await callApi('post', '/api/user/api-keys', { token, body: { name: 'One too many' } })
  expect(expectStatus(refused, 409)).toEqual({
    code: 'API_KEY_LIMIT_REACHED',
    error: 'Maximum API keys limit reached',
  })
  expect(expectStatus(await callApi('get', '/api/user/api-keys', { token }), 200).items).toHaveLength(10)
})

test('the key limit counts only the account own keys', async () => {
  const demo = await seedSignedInUser('demo@example.com')
  for (let index = 2; index < MAX_API_KEYS; index += 1)
    await callApi('post', '/api/user/api-keys', { token: demo.token })
  const other = await seedSignedInUser('new@example.com')
  expectStatus(await callApi('post', '/api/user/api-keys', { token: other.token }), 201)
})

test('user edits a key remark and the list shows it', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const [first] = expectStatus(await callApi('get', '/api/user/api-keys', { token }), 200).items
  const id = first?.id ?? ''
  const updated = await callApi('put', '/api/user/api-keys/{id}/remark', {
    token,
    params: { id },
    body: { remark: '  Codex CLI on the new build server ' },
  })
  expect(expectStatus(updated, 200)).toEqual({ ...first, remark: 'Codex CLI on the new build server' })
  const list = expectStatus(await callApi('get', '/api/user/api-keys', { token }), 200)
  expect(list.items[0]?.remark).toBe('Codex CLI on the new build server')
})

test('user clears a remark with an empty string', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const id = [...db.apiKeys.values()][0]?.id ?? ''
  const updated = await callApi('put', '/api/user/api-keys/{id}/remark', {
    token,
    params: { id },
    body: { remark: '' },
  })
  expect(expectStatus(updated, 200).remark).toBe('')
})

test('user setting a 201-character remark gets VALIDATION_FAILED', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const id = [...db.apiKeys.values()][0]?.id ?? ''
  const result = await callApi('put', '/api/user/api-keys/{id}/remark', {
    token,
    params: { id },
    body: { remark: 'r'.repeat(201) },
  })
  expect(expectStatus(result, 400).error).toBe('remark: must be at most 200 characters')
})

test('user editing a remark without a body gets VALIDATION_FAILED', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const id = [...db.apiKeys.values()][0]?.id ?? ''
  const result = await callApi('put', '/api/user/api-keys/{id}/remark', { token, params: { id } })
  expect(expectStatus(result, 400).error).toBe('body: is required')
})

test("user editing another account's key gets API_KEY_NOT_FOUND", async () => {
  const { token } = await seedSignedInUser('new@example.com')
  const demoKeyId = [...db.apiKeys.values()][0]?.id ?? ''
  const result = await callApi('put', '/api/user/api-keys/{id}/remark', {
    token,
    params: { id: demoKeyId },
    body: { remark: 'mine now' },
  })
  expect(expectStatus(result, 404)).toEqual({ code: 'API_KEY_NOT_FOUND', error: 'API key not found' })
  expect(db.apiKeys.get(demoKeyId)?.remark).not.toBe('mine now')
})

test('user editing an unknown key gets API_KEY_NOT_FOUND', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const result = await callApi('put', '/api/user/api-keys/{id}/remark', {
    token,
    params: { id: 'key_missing' },
    body: { remark: 'x' },
  })
  expect(expectStatus(result, 404).code).toBe('API_KEY_NOT_FOUND')
})

test('user editing a key with an invalid id gets VALIDATION_FAILED', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const result = await callApi('put', '/api/user/api-keys/{id}/remark', {
    token,
    params: { id: 'not a valid id!' },
    body: { remark: 'x' },
  })
  expect(expectStatus(result, 400).error).toBe('id: must be 1 to 64 letters, digits, "_" or "-"')
})

test('visitor without a token cannot list, create or edit keys', async () => {
  expect(expectStatus(await callApi('get', '/api/user/api-keys'), 401).code).toBe('UNAUTHORIZED')
  expect(expectStatus(await callApi('post', '/api/user/api-keys'), 401).code).toBe('UNAUTHORIZED')
  const edit = await callApi('put', '/api/user/api-keys/{id}/remark', {
    params: { id: 'key_1' },
    body: { remark: '' },
  })
  expect(expectStatus(edit, 401).code).toBe('UNAUTHORIZED')
})

test.each([
  ['a NUL byte', 'CI\u0000runner'],
  ['a tab', 'CI\trunner'],
  ['a line break', 'CI\nrunner'],
  ['a C1 control', 'CI\u0085runner'],
  ['a lone high surrogate', 'CI \uD83D'],
  ['a lone low surrogate', '\uDE00 CI'],
  ['a right-to-left override', 'CI\u202Erunner'],
  ['a left-to-right embedding', '\u202ACI'],
  ['a directional isolate', 'CI \u2066x\u2069'],
])('user creating a key whose name holds %s gets VALIDATION_FAILED and no key', async (_, name) => {
  const { token } = await seedSignedInUser('new@example.com')
  const result = await callApi('post', '/api/user/api-keys', { token, body: { name } })
  expect(expectStatus(result, 400)).toEqual({
    code: 'VALIDATION_FAILED',
    error: 'name: must not contain control characters or unpaired surrogates',
    details: [{ field: 'name', rule: 'pattern' }],
  })
  const list = await callApi('get', '/api/user/api-keys', { token })
  expect(expectStatus(list, 200).items).toEqual([])
})

test('user names a key in any script, emoji included', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  const name = 'Ноутбук 笔记本 🚀'
  const result = await callApi('post', '/api/user/api-keys', { token, body: { name } })
  expect(expectStatus(result, 201).name).toBe(name)
})

test('user setting a remark with a control character, a bidirectional override or a lone surrogate gets VALIDATION_FAILED', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const apiKey = [...db.apiKeys.values()][0]
  for (const remark of [
    'line 1\nline 2',
    'bell\u0007',
    'half \uD800',
    'txt.\u202Eexe',
    'pop \u202C',
    'end \u2069',
  ]) {
    const result = await callApi('put', '/api/user/api-keys/{id}/remark', {
      token,
      params: { id: apiKey?.id ?? '' },
      body: { remark },
    })
    expect(expectStatus(result, 400).error).toBe(
      'remark: must not contain control characters or unpaired surrogates',
    )
  }
  expect(db.apiKeys.get(apiKey?.id ?? '')?.remark).toBe(apiKey?.remark)
})

function demoKeyNamed(name: string) {
  const apiKey = [...db.apiKeys.values()].find((candidate) => candidate.name === name)
  if (!apiKey) throw new Error(`No seeded key named ${name}`)
  return apiKey
}

test('user deletes an own key: 204 with no body, and the list and the profile no longer count it', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const laptop = demoKeyNamed('Laptop')
  const result = await callApi('delete', '/api/user/api-keys/{id}', { token, params: { id: laptop.id } })
  expect(result.status).toBe(204)
  expect(result.body).toBeUndefined()
  const list = expectStatus(await callApi('get', '/api/user/api-keys', { token }), 200)
  expect(list.items.map((item) => item.name)).toEqual(['CI runner'])
  expect(expectStatus(await callApi('get', '/api/user/profile', { token }), 200).apiKeyCount).toBe(1)
  expect(db.apiKeys.has(laptop.id)).toBe(false)
})

test('a deleted key cannot be deleted again or edited: API_KEY_NOT_FOUND', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const { id } = demoKeyNamed('Laptop')
  expect((await callApi('delete', '/api/user/api-keys/{id}', { token, params: { id } })).status).toBe(204)
  const again = await callApi('delete', '/api/user/api-keys/{id}', { token, params: { id } })
  expect(expectStatus(again, 404)).toEqual({ code: 'API_KEY_NOT_FOUND', error: 'API key not found' })
  const edit = await callApi('put', '/api/user/api-keys/{id}/remark', {
    token,
    params: { id },
    body: { remark: 'back?' },
  })
  expect(expectStatus(edit, 404).code).toBe('API_KEY_NOT_FOUND')
})

test("user deleting another account's key gets API_KEY_NOT_FOUND and the key stays", async () => {
  const { token } = await seedSignedInUser('new@example.com')
  const { id } = demoKeyNamed('Laptop')
  const result = await callApi('delete', '/api/user/api-keys/{id}', { token, params: { id } })
  expect(expectStatus(result, 404)).toEqual({ code: 'API_KEY_NOT_FOUND', error: 'API key not found' })
  expect(db.apiKeys.has(id)).toBe(true)
})

test('user deleting an unknown key gets API_KEY_NOT_FOUND and keeps every key', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const result = await callApi('delete', '/api/user/api-keys/{id}', { token, params: { id: 'key_missing' } })
  expect(expectStatus(result, 404).code).toBe('API_KEY_NOT_FOUND')
  expect(expectStatus(await callApi('get', '/api/user/api-keys', { token }), 200).items).toHaveLength(2)
})

test('user deleting a key with an invalid id gets VALIDATION_FAILED', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const result = await callApi('delete', '/api/user/api-keys/{id}', { token, params: { id: 'not valid!' } })
  expect(expectStatus(result, 400).code).toBe('VALIDATION_FAILED')
})

test('visitor without a token and a suspended account cannot delete a key', async () => {
  const { id } = demoKeyNamed('Laptop')
  const anonymous = await callApi('delete', '/api/user/api-keys/{id}', { params: { id } })
  expect(expectStatus(anonymous, 401).code).toBe('UNAUTHORIZED')
  const suspended = await seedSignedInUser({ suspended: true })
  const refused = await callApi('delete', '/api/user/api-keys/{id}', {
    token: suspended.token,
    params: { id },
  })
  expect(expectStatus(refused, 403).code).toBe('ACCOUNT_SUSPENDED')
  expect(db.apiKeys.has(id)).toBe(true)
})

test('at the limit of 10 keys, deleting one frees a place for a new key', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  for (let index = 2; index < MAX_API_KEYS; index += 1) {
    expectStatus(await callApi('post', '/api/user/api-keys', { token }), 201)
  }
  expectStatus(await callApi('post', '/api/user/api-keys', { token }), 409)
  const { id } = demoKeyNamed('CI runner')
  expect((await callApi('delete', '/api/user/api-keys/{id}', { token, params: { id } })).status).toBe(204)
  const created = expectStatus(await callApi('post', '/api/user/api-keys', { token }), 201)
  const list = expectStatus(await callApi('get', '/api/user/api-keys', { token }), 200)
  expect(list.items).toHaveLength(MAX_API_KEYS)
  expect(list.items[0]?.id).toBe(created.id)
  expect(list.items.some((item) => item.id === id)).toBe(false)
})

test("a deleted key's past usage stays in the account's statistics", async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const before = expectStatus(await callApi('get', '/api/user/statistics', { token }), 200)
  const { id } = demoKeyNamed('Laptop')
  expect((await callApi('delete', '/api/user/api-keys/{id}', { token, params: { id } })).status).toBe(204)
  const after = expectStatus(await callApi('get', '/api/user/statistics', { token }), 200)
  expect(after.totalRequests).toBe(before.totalRequests)
  expect(after.totalCost).toEqual(before.totalCost)
  expect(after.history).toEqual(before.history)
  const subscription = expectStatus(
    await callApi('get', '/api/activation-codes/my-subscription', { token }),
    200,
  )
  expect(subscription.quota?.dailyUsed).toBe(before.todayCost.amount)
})

// ------------------------------------------------------------------------------------------ key usage

/** A frozen clock for the usage tests: "today" is the same for the test and the mock. */
const NOW = Date.parse('2026-11-22T10:00:00Z')

function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  resetDb(NOW)
}

type Usage = components['schemas']['ApiKeyUsage']
/** Usage figures in whole micro-dollars, so that sums compare exactly. */
type Totals = { todayRequests: number; todayMicros: number; totalRequests: number; totalMicros: number }
const ZERO: Totals = { todayRequests: 0, todayMicros: 0, totalRequests: 0, totalMicros: 0 }
const micros = (amount: number) => Math.round(amount * 1e6)

function totalsOf(usage: Usage | undefined): Totals {
  if (!usage) throw new Error('The mock always sends usage')
  return {
    todayRequests: usage.todayRequests,
    todayMicros: micros(usage.todayCost.amount),
    totalRequests: usage.totalRequests,
    totalMicros: micros(usage.totalCost.amount),
  }
}

function add(a: Totals, b: Totals): Totals {
  return {
    todayRequests: a.todayRequests + b.todayRequests,
    todayMicros: a.todayMicros + b.todayMicros,
    totalRequests: a.totalRequests + b.totalRequests,
    totalMicros: a.totalMicros + b.totalMicros,
  }
}

async function listKeys(token: string) {
  return expectStatus(await callApi('get', '/api/user/api-keys', { token }), 200).items
}

/** The account's statistics as `Totals`. */
async function statisticsTotals(token: string): Promise<Totals> {
  const stats = expectStatus(await callApi('get', '/api/user/statistics', { token }), 200)
  return {
    todayRequests: stats.todayRequests,
    todayMicros: micros(stats.todayCost.amount),
    totalRequests: stats.totalRequests,
    totalMicros: micros(stats.totalCost.amount),
  }
}

test("demo user's keys carry their usage, and it adds up to the account's statistics", async () => {
  freezeClock()
  const { token } = await seedSignedInUser('demo@example.com')
  const items = await listKeys(token)
  for (const item of items) {
    expect(item.usage?.totalRequests, item.name).toBeGreaterThan(0)
    expect(item.usage?.todayRequests, item.name).toBeGreaterThan(0)
    expect(item.usage?.totalCost.currency).toBe('USD')
  }
  expect(items.map((item) => totalsOf(item.usage)).reduce(add, ZERO)).toEqual(await statisticsTotals(token))
})

test('a new key starts at zero usage, in the answer and in the list', async () => {
  freezeClock()
  const { token } = await seedSignedInUser('demo@example.com')
  const created = expectStatus(await callApi('post', '/api/user/api-keys', { token }), 201)
  const zero = {
    todayRequests: 0,
    todayCost: { amount: 0, currency: 'USD' },
    totalRequests: 0,
    totalCost: { amount: 0, currency: 'USD' },
  }
  expect(created.usage).toEqual(zero)
  expect((await listKeys(token)).find((item) => item.id === created.id)?.usage).toEqual(zero)
})

test('editing a remark answers the key with its usage unchanged', async () => {
  freezeClock()
  const { token } = await seedSignedInUser('demo@example.com')
  const [laptop] = (await listKeys(token)).filter((item) => item.name === 'Laptop')
  const edited = expectStatus(
    await callApi('put', '/api/user/api-keys/{id}/remark', {
      token,
      params: { id: laptop?.id ?? '' },
      body: { remark: 'Work laptop' },
    }),
    200,
  )
  expect(laptop?.usage?.totalRequests).toBeGreaterThan(0)
  expect(edited.usage).toEqual(laptop?.usage)
})

test("a key's usage counts only its own served requests of the account, and today by the UTC day", async () => {
  freezeClock()
  const user = buildUser()
  db.users.set(user.id, user)
  const { token } = createSession(user.id)
  const apiKey = buildApiKey({ userId: user.id })
  db.apiKeys.set(apiKey.id, apiKey)
  const spent = (costMicros: number, overrides: Partial<RequestRecord> = {}) =>
    buildRequestRecord({ userId: user.id, apiKeyId: apiKey.id, at: NOW, costMicros, ...overrides })
  db.requests.push(
    spent(1_000_000, { at: startOfUtcDay(NOW) }),
    spent(250_000),
    spent(1, { at: startOfUtcDay(NOW) - 1 }),
    spent(9_999),
    // Refused: in the log only.
    spent(0, { status: 429, errorCode: 'DAILY_QUOTA_EXHAUSTED' }),
    // Another key of the same account, and a request of another account under the same key id.
    spent(100_000_000, { apiKeyId: 'key_other' }),
    spent(100_000_000, { userId: 'usr_other' }),
  )
  const [item] = await listKeys(token)
  expect(item?.usage).toEqual({
    todayRequests: 3,
    todayCost: { amount: 1.259999, currency: 'USD' },
    totalRequests: 4,
    totalCost: { amount: 1.26, currency: 'USD' },
  })
})

/** A key's use on one day, `daysBack` days before today: the cost of each served request, and failed ones. */
const usageDay = fc.record({
  daysBack: fc.integer({ min: 0, max: 40 }),
  costs: fc.array(fc.integer({ min: 0, max: 5_000_000 }), { maxLength: 6 }),
  failed: fc.nat(2),
})

type UsageDay = { daysBack: number; costs: number[]; failed: number }

/** Its requests of `apiKeyId`, at `hour` UTC on that day. */
function dayRequests(userId: string, apiKeyId: string, day: UsageDay, now = NOW, hour = 12): RequestRecord[] {
  const at = startOfUtcDay(now) - day.daysBack * DAY_MS + hour * 3_600_000
  const served = day.costs.map((costMicros) =>
    buildRequestRecord({ userId, apiKeyId, at, inputTokens: 1_000, costMicros }),
  )
  const failed = Array.from({ length: day.failed }, () =>
    buildRequestRecord({ userId, apiKeyId, at, status: 529, errorCode: 'UPSTREAM_OVERLOADED' }),
  )
  return [...served, ...failed]
}

function dayTotals(day: UsageDay): Totals {
  const spent = day.costs.reduce((sum, cost) => sum + cost, 0)
  return {
    todayRequests: day.daysBack === 0 ? day.costs.length : 0,
    todayMicros: day.daysBack === 0 ? spent : 0,
    totalRequests: day.costs.length,
    totalMicros: spent,
  }
}

/** An account: its keys, each with some days of usage, and usage left by keys deleted before. */
const generatedAccount = fc.record({
  keys: fc.array(fc.array(usageDay, { maxLength: 8 }), { maxLength: MAX_API_KEYS }),
  deletedKeysUsage: fc.array(usageDay, { maxLength: 4 }),
})

/** What the user does next: create a key, delete the n-th listed key, or use the n-th key today. */
const step = fc.oneof(
  fc.record({ kind: fc.constant('create' as const) }),
  fc.record({ kind: fc.constant('delete' as const), index: fc.nat() }),
  fc.record({
    kind: fc.constant('use' as const),
    index: fc.nat(),
    costs: fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 4 }),
  }),
)

test("any account's keys add up to its statistics with what deleted keys used, through creates, deletes and use", async () => {
  freezeClock()
  await fc.assert(
    fc.asyncProperty(generatedAccount, fc.array(step, { maxLength: 12 }), async (account, steps) => {
      const user = buildUser()
      db.users.set(user.id, user)
      const { token } = createSession(user.id)
      const record = (apiKeyId: string, day: UsageDay) => dayRequests(user.id, apiKeyId, day)
      account.keys.forEach((days, index) => {
        const apiKey = buildApiKey({ userId: user.id, createdAt: NOW - (60 + index) * DAY_MS })
        db.apiKeys.set(apiKey.id, apiKey)
        for (const day of days) db.requests.push(...record(apiKey.id, day))
      })
      for (const day of account.deletedKeysUsage) db.requests.push(...record('key_deleted', day))

      // What keys that are no longer listed used: it stays in the statistics (the contract's rule).
      let unlisted = account.deletedKeysUsage.map(dayTotals).reduce(add, ZERO)
      let statistics = await statisticsTotals(token)

      const check = async () => {
        const items = await listKeys(token)
        const listed = items.map((item) => totalsOf(item.usage)).reduce(add, ZERO)
        expect(add(listed, unlisted)).toEqual(statistics)
        expect(await statisticsTotals(token)).toEqual(statistics)
        return items
      }

      let items = await check()
      for (const next of steps) {
        if (next.kind === 'create') {
          const created = await callApi('post', '/api/user/api-keys', { token })
          if (items.length >= MAX_API_KEYS) expect(created.status).toBe(409)
          else expect(totalsOf(expectStatus(created, 201).usage)).toEqual(ZERO)
        } else if (next.kind === 'delete' && items.length > 0) {
          const victim = items[next.index % items.length]
          if (!victim) throw new Error('unreachable')
          const answer = await callApi('delete', '/api/user/api-keys/{id}', {
            token,
            params: { id: victim.id },
          })
          expect(answer.status).toBe(204)
          unlisted = add(unlisted, totalsOf(victim.usage))
        } else if (next.kind === 'use' && items.length > 0) {
          const used = items[next.index % items.length]
          if (!used) throw new Error('unreachable')
          const day = { daysBack: 0, costs: next.costs, failed: 1 }
          db.requests.push(...record(used.id, day))
          statistics = add(statistics, dayTotals(day))
        }
        items = await check()
      }
    }),
    { numRuns: 40 },
  )
})

/** The `cr_` key named `name` of the seeded account `email`. */
function seededKey(email: string, name: string) {
  const user = findUserByEmail(email)
  const apiKey = [...db.apiKeys.values()].find((key) => key.userId === user?.id && key.name === name)
  if (!apiKey) throw new Error(`${email} has no key named ${name}`)
  return apiKey
}

test('a key asks for its own quota with x-api-key or as a bearer token and reads its plan and its quotas', async () => {
  const { token } = await seedSignedInUser('heavy@example.com')
  const apiKey = seededKey('heavy@example.com', 'Workstation')
  const { key } = apiKey
  const subscription = expectStatus(
    await callApi('get', '/api/activation-codes/my-subscription', { token }),
    200,
  )
  const byHeader = expectStatus(
    await callApi('get', '/api/key/quota', { headers: { 'x-api-key': key } }),
    200,
  )
  const byBearer = expectStatus(await callApi('get', '/api/key/quota', { token: key }), 200)
  const today = startOfUtcDay(Date.now())
  const servedToday = db.requests.filter(
    (record) => record.userId === apiKey.userId && record.at >= today && isServed(record),
  )
  for (const answer of [byHeader, byBearer]) {
    expect(answer).toMatchObject({
      name: 'Workstation',
      // The Workstation's own use today: $13.80 (the account's is $27.60).
      todayRequests: servedToday.filter((record) => record.apiKeyId === apiKey.id).length,
      todayCost: { amount: 13.8, currency: 'USD' },
      plan: { name: 'Pro', status: 'active', expiresAt: subscription.expiresAt },
    })
    const quota = subscription.quota
    expect(answer.quotas).toEqual([
      {
        kind: 'daily',
        limitedBy: 'plan',
        unit: 'usd',
        limit: 30,
        used: quota?.dailyUsed,
        remaining: 2.4,
        resetsAt: quota?.dailyResetsAt,
      },
      {
        kind: 'weeklyOpus',
        limitedBy: 'plan',
        unit: 'usd',
        limit: 60,
        used: quota?.weeklyOpusUsed,
        remaining: Math.round((60 - (quota?.weeklyOpusUsed ?? 0)) * 100) / 100,
        resetsAt: quota?.weeklyOpusResetsAt,
      },
      {
        kind: 'monthly',
        limitedBy: 'plan',
        unit: 'usd',
        limit: 600,
        used: quota?.monthlyUsed,
        remaining: Math.round((600 - (quota?.monthlyUsed ?? 0)) * 100) / 100,
        resetsAt: quota?.monthlyResetsAt,
      },
      // Pro does not limit requests; today's are the account's, all three keys'.
      {
        kind: 'requests',
        limitedBy: 'plan',
        unit: 'requests',
        limit: null,
        used: servedToday.length,
        remaining: null,
        resetsAt: quota?.dailyResetsAt,
      },
    ])
  }
})

test('when both headers are sent, x-api-key wins over Authorization', async () => {
  const laptop = seededKey('heavy@example.com', 'Laptop')
  const agents = seededKey('heavy@example.com', 'Agents')
  const answer = await callApi('get', '/api/key/quota', {
    token: agents.key,
    headers: { 'x-api-key': laptop.key },
  })
  expect(expectStatus(answer, 200).name).toBe('Laptop')
})

test.each([
  ['no key at all', {}],
  ['a session token', { session: true }],
  ['a malformed key in x-api-key', { headers: { 'x-api-key': 'sk-ant-123' } }],
  ['a malformed bearer key', { authorization: 'Bearer cr_not a key' }],
  ['an empty x-api-key', { headers: { 'x-api-key': '' } }],
  ['an unknown key', { headers: { 'x-api-key': `cr_${'0'.repeat(48)}` } }],
  ['an unknown bearer key', { token: `cr_${'Z'.repeat(48)}` }],
] as const)('asking for a key quota with %s answers 401 UNAUTHORIZED', async (_, how) => {
  const { token } = await seedSignedInUser('demo@example.com')
  const options = 'session' in how ? { token } : how
  const result = await callApi('get', '/api/key/quota', options)
  expect(expectStatus(result, 401).code).toBe('UNAUTHORIZED')
})

test('a deleted key is unknown to the quota endpoint', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const laptop = seededKey('demo@example.com', 'Laptop')
  expectStatus(await callApi('get', '/api/key/quota', { token: laptop.key }), 200)
  expect(
    (await callApi('delete', '/api/user/api-keys/{id}', { token, params: { id: laptop.id } })).status,
  ).toBe(204)
  expect(expectStatus(await callApi('get', '/api/key/quota', { token: laptop.key }), 401).code).toBe(
    'UNAUTHORIZED',
  )
})

test('a key of a suspended account is refused with ACCOUNT_SUSPENDED', async () => {
  const { user } = await seedSignedInUser('suspended@example.com')
  const apiKey = buildApiKey({ userId: user.id, key: `cr_${'s'.repeat(48)}` })
  db.apiKeys.set(apiKey.id, apiKey)
  const result = await callApi('get', '/api/key/quota', { headers: { 'x-api-key': apiKey.key } })
  expect(expectStatus(result, 403).code).toBe('ACCOUNT_SUSPENDED')
})

test('a new key reads zero use of its own, and an account without a plan reads no plan and no quotas', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  const now = stopClock()
  const created = expectStatus(
    await callApi('post', '/api/user/api-keys', { token, body: { name: 'Fresh' } }),
    201,
  )
  const answer = expectStatus(
    await callApi('get', '/api/key/quota', { headers: { 'x-api-key': created.key } }),
    200,
  )
  expect(answer).toMatchObject({
    name: 'Fresh',
    todayRequests: 0,
    todayCost: { amount: 0, currency: 'USD' },
    plan: null,
    quotas: [],
  })
  expect(answer.generatedAt).toBe(new Date(now).toISOString())
})

test('an expired plan is named with its status and has no quotas left to report', async () => {
  const { token } = await seedSignedInUser('expired@example.com')
  const created = expectStatus(await callApi('post', '/api/user/api-keys', { token }), 201)
  const answer = expectStatus(await callApi('get', '/api/key/quota', { token: created.key }), 200)
  expect(answer.plan).toMatchObject({ status: 'expired' })
  expect(answer.quotas).toEqual([])
})

test('a key asking more than 60 times a minute gets 429 with Retry-After, other keys are not held back', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const start = Date.UTC(2026, 10, 25, 12, 0, 0)
  vi.setSystemTime(start)
  resetDb(start)
  const laptop = seededKey('demo@example.com', 'Laptop')
  const other = seededKey('demo@example.com', 'CI runner')
  const ask = (key: string) => callApi('get', '/api/key/quota', { headers: { 'x-api-key': key } })
  // One call per half second: the 60th at 29.5 s.
  for (let call = 0; call < KEY_QUOTA_RATE_LIMIT; call += 1) {
    vi.setSystemTime(start + call * 500)
    expect((await ask(laptop.key)).status).toBe(200)
  }
  vi.setSystemTime(start + 30_000)
  const refused = await ask(laptop.key)
  expect(expectStatus(refused, 429).code).toBe('RATE_LIMITED')
  // The first call (at 0 s) leaves the sliding minute at 60 s: 30 seconds from now.
  expect(refused.headers.get('Retry-After')).toBe('30')
  expect((await ask(other.key)).status).toBe(200)
  // A refused call does not count: just before the first call leaves, still refused; then one call gets in.
  vi.setSystemTime(start + 59_999)
  expect(expectStatus(await ask(laptop.key), 429)).toMatchObject({ code: 'RATE_LIMITED' })
  vi.setSystemTime(start + 60_000)
  expect((await ask(laptop.key)).status).toBe(200)
  expect((await ask(laptop.key)).status).toBe(429)
  vi.setSystemTime(start + 60_500)
  expect((await ask(laptop.key)).status).toBe(200)
})

test('for every seeded account and key, the key quota says what the subscription says', async () => {
  const keys = [...db.apiKeys.values()]
  expect(keys.length).toBeGreaterThan(3)
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...keys),
      fc.integer({ min: 0, max: 7 * 24 * 60 }),
      async (apiKey, minutes) => {
        // Any moment of the coming week, on a fresh seed of that moment.
        const now = Date.UTC(2026, 10, 25, 0, 0) + minutes * 60_000
        vi.useFakeTimers({ toFake: ['Date'] })
        vi.setSystemTime(now)
        resetDb(now)
        const seeded = db.apiKeys.get(apiKey.id)
        if (!seeded) throw new Error('the seed is not stable')
        const session = createSession(seeded.userId, now)
        const subscription = expectStatus(
          await callApi('get', '/api/activation-codes/my-subscription', { token: session.token }),
          200,
        )
        const answer = expectStatus(await callApi('get', '/api/key/quota', { token: seeded.key }), 200)
        expect(answer.name).toBe(seeded.name)
        expect(answer.plan).toEqual(
          subscription.plan === null
            ? null
            : {
                name: subscription.plan.name,
                status: subscription.status,
                expiresAt: subscription.expiresAt,
              },
        )
        const quota = subscription.quota
        if (quota === null) {
          expect(answer.quotas).toEqual([])
          return
        }
        const byKind = Object.fromEntries(answer.quotas.map((entry) => [entry.kind, entry]))
        expect(byKind.daily).toMatchObject({
          limit: quota.dailyQuota,
          used: quota.dailyUsed,
          resetsAt: quota.dailyResetsAt,
        })
        expect(byKind.weeklyOpus).toMatchObject({
          limit: quota.weeklyOpusQuota,
          used: quota.weeklyOpusUsed,
          resetsAt: quota.weeklyOpusResetsAt,
        })
        expect(byKind.monthly).toMatchObject({
          limit: quota.monthlyQuota,
          used: quota.monthlyUsed,
          resetsAt: quota.monthlyResetsAt,
        })
        expect(byKind.requests).toMatchObject({
          limit: quota.requestLimit,
          used: quota.requestsUsed,
          resetsAt: quota.dailyResetsAt,
        })
        for (const entry of answer.quotas) {
          expect(entry.remaining).toBe(
            entry.limit === null ? null : Math.max(0, Math.round((entry.limit - entry.used) * 1e6) / 1e6),
          )
        }
      },
    ),
    { numRuns: 40 },
  )
})

test("any account's subscription counts today's requests against its request limit as the key quota does", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
      // When today the plan started: the subscription's own day counts whole.
      fc.integer({ min: 0, max: 23 * 60 }),
      fc.array(
        fc.record({
          daysBack: fc.integer({ min: 0, max: 3 }),
          requests: fc.nat(40),
          failed: fc.nat(3),
          deleted: fc.boolean(),
        }),
        { maxLength: 12 },
      ),
      fc.integer({ min: 0, max: 24 * 60 - 1 }),
      async (requestLimit, startedMinutes, records, minutes) => {
        const now = Date.UTC(2026, 10, 25, 0, 0) + minutes * 60_000
        vi.useFakeTimers({ toFake: ['Date'] })
        vi.setSystemTime(now)
        resetDb(now)
        const user = buildUser()
        db.users.set(user.id, user)
        const apiKey = buildApiKey({ userId: user.id, createdAt: now - 10 * DAY_MS })
        db.apiKeys.set(apiKey.id, apiKey)
        const plan = buildPlan({ requestLimit })
        db.plans.push(plan)
        db.subscriptions.push(
          buildSubscription({
            userId: user.id,
            planId: plan.id,
            activeSince: Math.min(now, Date.UTC(2026, 10, 25, 0, 0) + startedMinutes * 60_000),
          }),
        )
        for (const record of records) {
          // At midnight: today, before the plan started if it started today.
          const day = {
            daysBack: record.daysBack,
            costs: Array<number>(record.requests).fill(1),
            failed: record.failed,
          }
          db.requests.push(...dayRequests(user.id, record.deleted ? 'key_deleted' : apiKey.id, day, now, 0))
        }
        const { token } = createSession(user.id, now)
        const subscription = expectStatus(
          await callApi('get', '/api/activation-codes/my-subscription', { token }),
          200,
        )
        const answer = expectStatus(await callApi('get', '/api/key/quota', { token: apiKey.key }), 200)
        const requests = answer.quotas.find((entry) => entry.kind === 'requests')
        const today = records
          .filter((record) => record.daysBack === 0)
          .reduce((sum, record) => sum + record.requests, 0)
        expect(subscription.quota).toMatchObject({ requestLimit, requestsUsed: today })
        expect(requests).toEqual({
          kind: 'requests',
          limitedBy: 'plan',
          unit: 'requests',
          limit: subscription.quota?.requestLimit,
          used: subscription.quota?.requestsUsed,
          remaining: requestLimit === null ? null : Math.max(0, requestLimit - today),
          resetsAt: subscription.quota?.dailyResetsAt,
        })
      },
    ),
    { numRuns: 60 },
  )
})

test('a key turned off, expired or called from outside its allow-list is refused its quota, as the relay refuses it', async () => {
  await seedSignedInUser('heavy@example.com')
  const apiKey = seededKey('heavy@example.com', 'Workstation')
  const ask = async () =>
    (await callApi('get', '/api/key/quota', { headers: { 'x-api-key': apiKey.key } })) as {
      status: number
      body: { code?: string; error?: string }
    }
  apiKey.enabled = false
  expect(await ask()).toMatchObject({ status: 403, body: { code: 'KEY_DISABLED' } })
  apiKey.enabled = true
  apiKey.allowedIps = ['10.0.0.0/8']
  expect(await ask()).toMatchObject({ status: 403, body: { code: 'IP_NOT_ALLOWED' } })
  apiKey.allowedIps = ['127.0.0.1']
  apiKey.expiresAt = Date.now() - 1
  const expired = await ask()
  expect(expired).toMatchObject({ status: 401, body: { code: 'KEY_EXPIRED' } })
  expect(JSON.stringify(expired.body)).not.toContain(apiKey.key)
  apiKey.expiresAt = null
  expectStatus(await ask(), 200)
})
