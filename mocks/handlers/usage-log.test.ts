import fc from 'fast-check'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { db, type RequestRecord } from '#mocks/db.ts'
import { buildApiKey, buildSubscription, resetDb, seedSignedInUser } from '#mocks/seed.ts'
import { TEST_ORIGIN } from '#mocks/testing/api.ts'
import { contract } from '#mocks/testing/contract-validator.ts'
import type { components, operations } from '#src/lib/api/schema.d.ts'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '#src/lib/time-units.ts'

type Schemas = components['schemas']
type LogQuery = NonNullable<operations['listUsageRequests']['parameters']['query']>
type SummaryQuery = NonNullable<operations['getUsageSummary']['parameters']['query']>

/** A Sunday, 10:00 UTC. */
const NOW = Date.parse('2026-11-22T10:00:00Z')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  resetDb(NOW)
})

afterEach(() => vi.useRealTimers())

const LOG = '/api/user/usage/requests'
const SUMMARY = '/api/user/usage/summary'

/** Every answer is checked against openapi.yaml; the query is sent as given, strings only. */
async function get(path: typeof LOG | typeof SUMMARY, token: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString()
  const response = await fetch(`${TEST_ORIGIN}${path}${search ? `?${search}` : ''}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  await contract.assertResponse('get', path, response)
  return { status: response.status, body: (await response.json()) as unknown }
}

function asQuery(query: Partial<LogQuery> | SummaryQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  )
}

async function page(token: string, query: Partial<LogQuery> = {}) {
  const { status, body } = await get(LOG, token, asQuery(query))
  if (status !== 200) throw new Error(`HTTP ${status}: ${JSON.stringify(body)}`)
  return body as Schemas['UsageRequestPage']
}

async function summary(token: string, query: SummaryQuery) {
  const { status, body } = await get(SUMMARY, token, asQuery(query))
  if (status !== 200) throw new Error(`HTTP ${status}: ${JSON.stringify(body)}`)
  return body as Schemas['UsageSummary']
}

async function refusal(path: typeof LOG | typeof SUMMARY, token: string, query: Record<string, string>) {
  const { status, body } = await get(path, token, query)
  expect(status).toBe(400)
  return body as Schemas['Error']
}

/** Every page, following `nextCursor`. */
async function allPages(token: string, query: Partial<LogQuery> = {}) {
  const items: Schemas['UsageRequest'][] = []
  let cursor: string | null | undefined
  do {
    const result = await page(token, { ...query, ...(cursor ? { cursor } : {}) })
    items.push(...result.items)
    cursor = result.nextCursor
  } while (cursor)
  return items
}

let sequence = 0

function buildRequest(
  fields: Partial<RequestRecord> & Pick<RequestRecord, 'userId' | 'apiKeyId' | 'at'>,
): RequestRecord {
  sequence += 1
  return {
    id: `req_${String(sequence).padStart(6, '0')}`,
    api: 'anthropic',
    model: 'claude-sonnet-4-6',
    inputTokens: 1000,
    outputTokens: 200,
    cacheWriteTokens: 0,
    cacheReadTokens: 5000,
    costMicros: 7500,
    opusCostMicros: 0,
    durationMs: 2400,
    firstTokenMs: 600,
    status: 200,
    errorCode: null,
    ...fields,
  }
}

function failed(
  fields: Partial<RequestRecord> & Pick<RequestRecord, 'userId' | 'apiKeyId' | 'at'>,
): RequestRecord {
  return buildRequest({
    inputTokens: 0,
    outputTokens: 0,
    cacheReadTokens: 0,
    costMicros: 0,
    firstTokenMs: null,
    durationMs: 3,
    status: 429,
    errorCode: 'DAILY_QUOTA_EXHAUSTED',
    ...fields,
  })
}

/** A Pro account with two keys, Laptop and CI. */
async function seedAccount() {
  const { token, user } = await seedSignedInUser({ planId: 'pro-monthly' })
  const laptop = buildApiKey({ userId: user.id, name: 'Laptop' })
  const ci = buildApiKey({ userId: user.id, name: 'CI' })
  db.apiKeys.set(laptop.id, laptop)
  db.apiKeys.set(ci.id, ci)
  return { token, userId: user.id, laptop: laptop.id, ci: ci.id }
}

function newestFirst(a: { at: string | number; id: string }, b: { at: string | number; id: string }) {
  const atA = typeof a.at === 'number' ? a.at : Date.parse(a.at)
  const atB = typeof b.at === 'number' ? b.at : Date.parse(b.at)
  return atB - atA || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
}

test('a signed-in user reads their requests newest first, each with its key, tokens, cost and outcome', async () => {
  const { token, userId, laptop, ci } = await seedAccount()
  db.requests.push(
    buildRequest({ id: 'req_a', userId, apiKeyId: laptop, at: NOW - 3 * HOUR_MS, costMicros: 21_000 }),
    failed({ id: 'req_b', userId, apiKeyId: ci, at: NOW - HOUR_MS, model: 'gpt-5.1-codex', api: 'openai' }),
    buildRequest({ id: 'req_c', userId, apiKeyId: ci, at: NOW - 2 * HOUR_MS, firstTokenMs: null }),
  )
  const { items, nextCursor } = await page(token)
  expect(items.map((item) => item.id)).toEqual(['req_b', 'req_c', 'req_a'])
  expect(nextCursor).toBeNull()
  expect(items[2]).toEqual({
    id: 'req_a',
    at: '2026-11-22T07:00:00.000Z',
    keyId: laptop,
    keyName: 'Laptop',
    model: 'claude-sonnet-4-6',
    api: 'anthropic',
    tokens: { input: 1000, output: 200, cacheWrite: 0, cacheRead: 5000 },
    cost: { amount: 0.021, currency: 'USD' },
    durationMs: 2400,
    firstTokenMs: 600,
    status: 200,
    errorCode: null,
  })
  expect(items[0]).toMatchObject({
    keyName: 'CI',
    model: 'gpt-5.1-codex',
    api: 'openai',
    cost: { amount: 0, currency: 'USD' },
    status: 429,
    errorCode: 'DAILY_QUOTA_EXHAUSTED',
    firstTokenMs: null,
  })
})

test('requests of one millisecond come by id, highest first, and none is lost or repeated between pages', async () => {
  const { token, userId, laptop } = await seedAccount()
  for (const id of ['req_c', 'req_a', 'req_e', 'req_b', 'req_d']) {
    db.requests.push(buildRequest({ id, userId, apiKeyId: laptop, at: NOW - MINUTE_MS }))
  }
  db.requests.push(buildRequest({ id: 'req_0', userId, apiKeyId: laptop, at: NOW - 2 * MINUTE_MS }))
  const first = await page(token, { limit: 2 })
  expect(first.items.map((item) => item.id)).toEqual(['req_e', 'req_d'])
  const rest = await allPages(token, { limit: 2, cursor: first.nextCursor! })
  expect(rest.map((item) => item.id)).toEqual(['req_c', 'req_b', 'req_a', 'req_0'])
})

test('without from and to, the log covers the 30 days up to now', async () => {
  const { token, userId, laptop } = await seedAccount()
  db.requests.push(
    buildRequest({ id: 'req_too_old', userId, apiKeyId: laptop, at: NOW - 30 * DAY_MS - 1 }),
    buildRequest({ id: 'req_oldest', userId, apiKeyId: laptop, at: NOW - 30 * DAY_MS }),
    buildRequest({ id: 'req_latest', userId, apiKeyId: laptop, at: NOW - 1 }),
    buildRequest({ id: 'req_now', userId, apiKeyId: laptop, at: NOW }),
  )
  expect((await page(token)).items.map((item) => item.id)).toEqual(['req_latest', 'req_oldest'])
  const { from, to } = await summary(token, { groupBy: 'model' })
  expect([from, to]).toEqual(['2026-10-23T10:00:00.000Z', '2026-11-22T10:00:00.000Z'])
})

test('the range includes from and excludes to', async () => {
  const { token, userId, laptop } = await seedAccount()
  const from = Date.parse('2026-11-20T00:00:00Z')
  const to = Date.parse('2026-11-21T00:00:00Z')
  db.requests.push(
    buildRequest({ id: 'req_before', userId, apiKeyId: laptop, at: from - 1 }),
    buildRequest({ id: 'req_start', userId, apiKeyId: laptop, at: from }),
    buildRequest({ id: 'req_last', userId, apiKeyId: laptop, at: to - 1 }),
    buildRequest({ id: 'req_end', userId, apiKeyId: laptop, at: to }),
  )
  // An offset is a way of writing the same instant.
  const query = { from: '2026-11-20T05:30:00+05:30', to: '2026-11-20T19:00:00-05:00' }
  expect((await page(token, query)).items.map((item) => item.id)).toEqual(['req_last', 'req_start'])
})

test('the key, model and outcome filters each select only their requests', async () => {
  const { token, userId, laptop, ci } = await seedAccount()
  db.requests.push(
    buildRequest({ id: 'req_1', userId, apiKeyId: laptop, at: NOW - 5 * MINUTE_MS }),
    buildRequest({ id: 'req_2', userId, apiKeyId: ci, at: NOW - 4 * MINUTE_MS, model: 'claude-opus-4-8' }),
    failed({ id: 'req_3', userId, apiKeyId: laptop, at: NOW - 3 * MINUTE_MS, model: 'claude-opus-4-8' }),
    buildRequest({
      id: 'req_4',
      userId,
      apiKeyId: ci,
      at: NOW - 2 * MINUTE_MS,
      model: 'claude-opus-4-8-20260101',
    }),
  )
  const ids = async (query: Partial<LogQuery>) => (await page(token, query)).items.map((item) => item.id)
  expect(await ids({ keyId: laptop })).toEqual(['req_3', 'req_1'])
  expect(await ids({ keyId: ci })).toEqual(['req_4', 'req_2'])
  // The id as the request named it: a dated snapshot is a model of its own here.
  expect(await ids({ model: 'claude-opus-4-8' })).toEqual(['req_3', 'req_2'])
  expect(await ids({ outcome: 'error' })).toEqual(['req_3'])
  expect(await ids({ outcome: 'success' })).toEqual(['req_4', 'req_2', 'req_1'])
  expect(await ids({ keyId: laptop, model: 'claude-opus-4-8', outcome: 'success' })).toEqual([])
})

test('another account’s requests never appear, in the log or the summary, and its key is refused', async () => {
  const { token, userId, laptop } = await seedAccount()
  const other = await seedAccount()
  db.requests.push(
    buildRequest({ id: 'req_mine', userId, apiKeyId: laptop, at: NOW - MINUTE_MS }),
    buildRequest({ id: 'req_theirs', userId: other.userId, apiKeyId: other.laptop, at: NOW - MINUTE_MS }),
  )
  expect((await allPages(token)).map((item) => item.id)).toEqual(['req_mine'])
  const { totals, groups } = await summary(token, { groupBy: 'key' })
  expect(totals.requests).toBe(1)
  expect(groups.map((group) => group.key)).toEqual([laptop])
  const refused = await refusal(LOG, token, { keyId: other.laptop })
  expect(refused.details).toEqual([{ field: 'keyId', rule: 'enum' }])
})

test('a deleted key’s requests stay in the log with no key name, and it may still be filtered by', async () => {
  const { token, userId, laptop, ci } = await seedAccount()
  db.requests.push(
    buildRequest({ id: 'req_kept', userId, apiKeyId: laptop, at: NOW - 2 * MINUTE_MS }),
    buildRequest({ id: 'req_ci', userId, apiKeyId: ci, at: NOW - MINUTE_MS }),
  )
  db.apiKeys.delete(laptop)
  expect((await page(token)).items.map((item) => [item.id, item.keyName])).toEqual([
    ['req_ci', 'CI'],
    ['req_kept', null],
  ])
  expect((await page(token, { keyId: laptop })).items.map((item) => item.id)).toEqual(['req_kept'])
  const { groups } = await summary(token, { groupBy: 'key', keyId: laptop })
  expect(groups).toMatchObject([{ key: laptop, label: null, requests: 1 }])
})

test('a quota refusal says when its quota comes back; other failures do not', async () => {
  const { token, userId, laptop } = await seedAccount()
  const subscription = buildSubscription({
    userId,
    planId: 'pro-monthly',
    activeSince: Date.parse('2026-10-31T15:00:00Z'),
  })
  db.subscriptions.length = 0
  db.subscriptions.push(subscription)
  const at = Date.parse('2026-11-20T13:14:15Z') // a Friday
  const refused = (id: string, errorCode: string, status = 429) =>
    failed({ id, userId, apiKeyId: laptop, at, errorCode, status })
  db.requests.push(
    refused('req_daily', 'DAILY_QUOTA_EXHAUSTED'),
    refused('req_requests', 'REQUEST_LIMIT_REACHED'),
    refused('req_opus', 'WEEKLY_OPUS_QUOTA_EXHAUSTED'),
    refused('req_monthly', 'MONTHLY_QUOTA_EXHAUSTED'),
    refused('req_overloaded', 'UPSTREAM_OVERLOADED', 529),
    refused('req_invalid', 'INVALID_REQUEST', 400),
  )
  const resets = Object.fromEntries((await page(token)).items.map((item) => [item.id, item.resetsAt]))
  expect(resets).toEqual({
    req_daily: '2026-11-21T00:00:00.000Z',
    req_requests: '2026-11-21T00:00:00.000Z',
    req_opus: '2026-11-23T00:00:00.000Z',
    // The plan started on 31 October: November has no 31st, so its month ends on the 30th.
    req_monthly: '2026-11-30T00:00:00.000Z',
    req_overloaded: undefined,
    req_invalid: undefined,
  })
})

/** For texts whose base64 has neither "+" nor "/". */
function base64url(text: string): string {
  return btoa(text).replace(/=+$/, '')
}

test.each<[string, Record<string, string>, Schemas['ValidationIssue'][]]>([
  ['a malformed from', { from: '2026-11-20' }, [{ field: 'from', rule: 'format' }]],
  ['an impossible date', { to: '2026-02-30T00:00:00Z' }, [{ field: 'to', rule: 'format' }]],
  [
    'from after to',
    { from: '2026-11-21T00:00:00Z', to: '2026-11-20T00:00:00Z' },
    [{ field: 'from', rule: 'order' }],
  ],
  [
    'from equal to to',
    { from: '2026-11-20T00:00:00Z', to: '2026-11-20T00:00:00Z' },
    [{ field: 'from', rule: 'order' }],
  ],
  ['from after now, to left out', { from: '2026-11-23T00:00:00Z' }, [{ field: 'from', rule: 'order' }]],
  ['91 days', { from: '2026-08-23T09:59:59Z' }, [{ field: 'from', rule: 'maxDays', limit: 90 }]],
  ['an unknown outcome', { outcome: 'failed' }, [{ field: 'outcome', rule: 'enum' }]],
  ['an unknown key', { keyId: 'key_nobody' }, [{ field: 'keyId', rule: 'enum' }]],
  ['an empty model', { model: '' }, [{ field: 'model', rule: 'required' }]],
  ['a malformed cursor', { cursor: 'not a cursor' }, [{ field: 'cursor', rule: 'format' }]],
  ['a forged cursor', { cursor: base64url('[1,2]') }, [{ field: 'cursor', rule: 'format' }]],
  ['a cursor spelt otherwise', { cursor: base64url('[1, "req_a"]') }, [{ field: 'cursor', rule: 'format' }]],
  ['a limit that is no number', { limit: 'ten' }, [{ field: 'limit', rule: 'type' }]],
  ['a fractional limit', { limit: '2.5' }, [{ field: 'limit', rule: 'type' }]],
  ['a limit of 0', { limit: '0' }, [{ field: 'limit', rule: 'minimum', limit: 1 }]],
  ['a limit of 101', { limit: '101' }, [{ field: 'limit', rule: 'maximum', limit: 100 }]],
  [
    'several bad parameters',
    { to: 'tomorrow', outcome: 'all', keyId: 'key_nobody', limit: '500' },
    [
      { field: 'to', rule: 'format' },
      { field: 'outcome', rule: 'enum' },
      { field: 'limit', rule: 'maximum', limit: 100 },
      { field: 'keyId', rule: 'enum' },
    ],
  ],
])('the log refuses %s with VALIDATION_FAILED and its details', async (_case, query, details) => {
  const { token } = await seedAccount()
  const body = await refusal(LOG, token, query)
  expect(body.code).toBe('VALIDATION_FAILED')
  expect(body.details).toEqual(details)
  expect(body.error.split('; ')).toHaveLength(details.length)
})

test.each<[string, Record<string, string>, Schemas['ValidationIssue'][]]>([
  ['an unknown groupBy', { groupBy: 'week' }, [{ field: 'groupBy', rule: 'enum' }]],
  [
    'an unknown time zone',
    { groupBy: 'day', timeZone: 'Mars/Olympus_Mons' },
    [{ field: 'timeZone', rule: 'format' }],
  ],
  [
    'a range too long and a bad time zone',
    { groupBy: 'day', timeZone: 'Europe/Atlantis', from: '2026-01-01T00:00:00Z' },
    [
      { field: 'timeZone', rule: 'format' },
      { field: 'from', rule: 'maxDays', limit: 90 },
    ],
  ],
])('the summary refuses %s with VALIDATION_FAILED and its details', async (_case, query, details) => {
  const { token } = await seedAccount()
  const body = await refusal(SUMMARY, token, query)
  expect(body.code).toBe('VALIDATION_FAILED')
  expect(body.details).toEqual(details)
})

test('a repeated parameter counts by its first value', async () => {
  const { token, userId, laptop, ci } = await seedAccount()
  db.requests.push(
    buildRequest({ id: 'req_laptop', userId, apiKeyId: laptop, at: NOW - MINUTE_MS }),
    buildRequest({ id: 'req_ci', userId, apiKeyId: ci, at: NOW - MINUTE_MS }),
  )
  const search = new URLSearchParams([
    ['keyId', ci],
    ['keyId', laptop],
    ['from', '2026-11-22T00:00:00Z'],
    ['from', 'yesterday'],
  ])
  const response = await fetch(`${TEST_ORIGIN}${LOG}?${search}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  await contract.assertResponse('get', LOG, response)
  const body = (await response.json()) as Schemas['UsageRequestPage']
  expect(body.items.map((item) => item.id)).toEqual(['req_ci'])
})

test('a visitor without a session gets UNAUTHORIZED from both', async () => {
  for (const path of [LOG, SUMMARY]) {
    const response = await fetch(`${TEST_ORIGIN}${path}?groupBy=day`)
    await contract.assertResponse('get', path, response)
    expect(response.status).toBe(401)
  }
})

const RANGE_FROM = Date.parse('2026-11-10T00:00:00Z')
const RANGE_TO = Date.parse('2026-11-20T00:00:00Z')
const MODELS = ['claude-sonnet-4-6', 'claude-opus-4-8', 'gpt-5.1-codex']

/** The newest request of the range is older than this: newer ones can still arrive inside it. */
const ROOM_MS = 1000
const MIDDLE = (RANGE_FROM + RANGE_TO) / 2

/** Many requests share an instant, at the range's start too, so that their ids must break the tie. */
const recordsArbitrary = fc.uniqueArray(
  fc.record({
    id: fc.stringMatching(/^req_[0-9a-f]{1,3}$/),
    at: fc.oneof(
      fc.integer({ min: RANGE_FROM - 3, max: RANGE_FROM + 8 }),
      fc.integer({ min: MIDDLE - 4, max: MIDDLE + 4 }),
      fc.integer({ min: RANGE_TO, max: RANGE_TO + 2 }),
      fc.integer({ min: RANGE_FROM, max: RANGE_TO - ROOM_MS }),
    ),
    key: fc.nat(1),
    model: fc.constantFrom(...MODELS),
    isFailure: fc.boolean(),
    costMicros: fc.nat(50_000),
    input: fc.nat(10_000),
  }),
  { selector: (record) => record.id, minLength: 10, maxLength: 80 },
)

const filtersArbitrary = fc.record(
  {
    key: fc.nat(1),
    model: fc.constantFrom(...MODELS),
    outcome: fc.constantFrom('success' as const, 'error' as const),
  },
  { requiredKeys: [] },
)

type Generated = { key: number; model: string; isFailure: boolean; costMicros: number; input: number }

function toRecord(userId: string, keys: string[], generated: Generated & { id: string; at: number }) {
  const fields = { id: generated.id, userId, apiKeyId: keys[generated.key]!, at: generated.at }
  return generated.isFailure
    ? failed({ ...fields, model: generated.model })
    : buildRequest({
        ...fields,
        model: generated.model,
        costMicros: generated.costMicros,
        inputTokens: generated.input,
      })
}

function toQuery(keys: string[], filters: { key?: number; model?: string; outcome?: 'success' | 'error' }) {
  return {
    from: new Date(RANGE_FROM).toISOString(),
    to: new Date(RANGE_TO).toISOString(),
    ...(filters.key === undefined ? {} : { keyId: keys[filters.key]! }),
    ...(filters.model === undefined ? {} : { model: filters.model }),
    ...(filters.outcome === undefined ? {} : { outcome: filters.outcome }),
  }
}

function selected(records: RequestRecord[], query: ReturnType<typeof toQuery>) {
  return records
    .filter(
      (record) =>
        record.at >= RANGE_FROM &&
        record.at < RANGE_TO &&
        (query.keyId === undefined || record.apiKeyId === query.keyId) &&
        (query.model === undefined || record.model === query.model) &&
        (query.outcome === undefined || (record.errorCode === null) === (query.outcome === 'success')),
    )
    .sort(newestFirst)
}

test('pages followed by their cursors give the selected requests once each, newest first, while newer ones arrive', async () => {
  const { token, userId, laptop, ci } = await seedAccount()
  const keys = [laptop, ci]
  await fc.assert(
    fc.asyncProperty(
      recordsArbitrary,
      filtersArbitrary,
      fc.integer({ min: 1, max: 10 }),
      fc.array(fc.integer({ min: 1, max: ROOM_MS - 1 }), { maxLength: 3 }),
      async (generated, filters, limit, arrivals) => {
        db.requests.length = 0
        // Out of order, as requests that end in another order than they began are appended.
        const records = generated.map((each) => toRecord(userId, keys, each))
        db.requests.push(...records)
        const query = toQuery(keys, filters)
        const expected = selected(records, query).map((record) => record.id)
        const seen: string[] = []
        let cursor: string | null = null
        let pages = 0
        do {
          const result: Schemas['UsageRequestPage'] = await page(token, {
            ...query,
            limit,
            ...(cursor ? { cursor } : {}),
          })
          expect(result.items.length).toBeLessThanOrEqual(limit)
          seen.push(...result.items.map((item) => item.id))
          cursor = result.nextCursor
          // Newer than any request of the range, and inside it: they belong before the first page.
          const inRange = records.filter((record) => record.at < RANGE_TO).map((record) => record.at)
          const newest = Math.max(RANGE_FROM, ...inRange)
          for (const offset of arrivals) {
            db.requests.push(buildRequest({ userId, apiKeyId: keys[0]!, at: newest + offset }))
          }
          pages += 1
        } while (cursor !== null && pages <= expected.length + 1)
        expect(seen).toEqual(expected)
      },
    ),
    { numRuns: 40 },
  )
})

test('summary totals and groups add up what the log gives for the same filters', async () => {
  const { token, userId, laptop, ci } = await seedAccount()
  const keys = [laptop, ci]
  await fc.assert(
    fc.asyncProperty(
      recordsArbitrary,
      filtersArbitrary,
      fc.constantFrom('model' as const, 'key' as const, 'hour' as const, 'day' as const),
      async (generated, filters, groupBy) => {
        db.requests.length = 0
        db.requests.push(...generated.map((each) => toRecord(userId, keys, each)))
        const query = toQuery(keys, filters)
        const items = await allPages(token, { ...query, limit: 100 })
        const served = items.filter((item) => item.errorCode === null)
        const sum = (list: typeof items, of: (item: Schemas['UsageRequest']) => number) =>
          list.reduce((total, item) => total + of(item), 0)
        const result = await summary(token, {
          ...query,
          groupBy,
          ...(groupBy === 'day' ? { timeZone: 'Asia/Kolkata' } : {}),
        })
        const expectedTotals = {
          requests: served.length,
          failures: items.length - served.length,
          tokens: {
            input: sum(served, (item) => item.tokens.input),
            output: sum(served, (item) => item.tokens.output),
            cacheWrite: sum(served, (item) => item.tokens.cacheWrite),
            cacheRead: sum(served, (item) => item.tokens.cacheRead),
          },
        }
        expect(result.totals).toMatchObject(expectedTotals)
        expect(result.totals.cost.amount).toBeCloseTo(
          sum(served, (item) => item.cost.amount),
          9,
        )
        const groupSums = {
          requests: result.groups.reduce((total, group) => total + group.requests, 0),
          failures: result.groups.reduce((total, group) => total + group.failures, 0),
        }
        expect(groupSums).toEqual({ requests: expectedTotals.requests, failures: expectedTotals.failures })
        expect(result.groups.every((group) => group.requests + group.failures > 0)).toBe(true)
        const keysInOrder = result.groups.map((group) => group.key)
        if (groupBy === 'hour' || groupBy === 'day') expect(keysInOrder).toEqual([...keysInOrder].sort())
        else {
          const costs = result.groups.map((group) => group.cost.amount)
          expect(costs).toEqual([...costs].sort((a, b) => b - a))
        }
      },
    ),
    { numRuns: 40 },
  )
})

test('groups by model and by key carry names, costliest first; unknown models and deleted keys have none', async () => {
  const { token, userId, laptop, ci } = await seedAccount()
  db.requests.push(
    buildRequest({
      userId,
      apiKeyId: laptop,
      at: NOW - 3 * HOUR_MS,
      model: 'claude-opus-4-8',
      costMicros: 90_000,
    }),
    buildRequest({ userId, apiKeyId: ci, at: NOW - 2 * HOUR_MS, costMicros: 10_000 }),
    buildRequest({ userId, apiKeyId: ci, at: NOW - 2 * HOUR_MS, costMicros: 15_000 }),
    failed({
      userId,
      apiKeyId: ci,
      at: NOW - HOUR_MS,
      model: 'no-such-model',
      status: 404,
      errorCode: 'MODEL_NOT_FOUND',
    }),
  )
  db.apiKeys.delete(laptop)
  const byModel = await summary(token, { groupBy: 'model' })
  expect(
    byModel.groups.map(({ key, label, requests, failures, cost }) => ({
      key,
      label,
      requests,
      failures,
      cost,
    })),
  ).toEqual([
    {
      key: 'claude-opus-4-8',
      label: 'Claude Opus 4.8',
      requests: 1,
      failures: 0,
      cost: { amount: 0.09, currency: 'USD' },
    },
    {
      key: 'claude-sonnet-4-6',
      label: 'Claude Sonnet 4.6',
      requests: 2,
      failures: 0,
      cost: { amount: 0.025, currency: 'USD' },
    },
    { key: 'no-such-model', label: null, requests: 0, failures: 1, cost: { amount: 0, currency: 'USD' } },
  ])
  const byKey = await summary(token, { groupBy: 'key' })
  expect(
    byKey.groups.map(({ key, label, requests, failures }) => ({ key, label, requests, failures })),
  ).toEqual([
    { key: laptop, label: null, requests: 1, failures: 0 },
    { key: ci, label: 'CI', requests: 2, failures: 1 },
  ])
  expect(byKey.totals).toMatchObject({ requests: 3, failures: 1, cost: { amount: 0.115, currency: 'USD' } })
})

test('groups by hour are UTC hours, oldest first, leaving out hours without requests', async () => {
  const { token, userId, laptop } = await seedAccount()
  for (const at of ['2026-11-21T08:59:59Z', '2026-11-21T08:00:00Z', '2026-11-21T11:30:00Z']) {
    db.requests.push(buildRequest({ userId, apiKeyId: laptop, at: Date.parse(at) }))
  }
  const { groups, timeZone } = await summary(token, { groupBy: 'hour' })
  expect(timeZone).toBe('UTC')
  expect(groups.map(({ key, label, requests }) => ({ key, label, requests }))).toEqual([
    { key: '2026-11-21T08:00:00.000Z', label: null, requests: 2 },
    { key: '2026-11-21T11:00:00.000Z', label: null, requests: 1 },
  ])
})

test('groups by day are calendar days of the time zone asked for, half-hour offsets and clock changes included', async () => {
  const { token, userId, laptop } = await seedAccount()
  const at = [
    '2026-11-01T03:30:00Z', // New York: 31 October, 23:30 EDT
    '2026-11-01T04:30:00Z', // New York: 1 November, 00:30 EDT
    '2026-11-02T04:30:00Z', // New York: 1 November, 23:30 EST (the clocks went back at 06:00 UTC)
    '2026-11-02T05:30:00Z', // New York: 2 November, 00:30 EST
    '2026-11-20T18:29:59Z', // Kolkata: 20 November, 23:59:59
    '2026-11-20T18:30:00Z', // Kolkata: 21 November, 00:00
  ]
  for (const each of at) db.requests.push(buildRequest({ userId, apiKeyId: laptop, at: Date.parse(each) }))
  const days = async (timeZone: string) =>
    (await summary(token, { groupBy: 'day', timeZone })).groups.map((group) => [group.key, group.requests])
  expect(await days('America/New_York')).toEqual([
    ['2026-10-31', 1],
    ['2026-11-01', 2],
    ['2026-11-02', 1],
    ['2026-11-20', 2],
  ])
  expect(await days('Asia/Kolkata')).toEqual([
    ['2026-11-01', 2],
    ['2026-11-02', 2],
    ['2026-11-20', 1],
    ['2026-11-21', 1],
  ])
  expect(await days('UTC')).toEqual([
    ['2026-11-01', 2],
    ['2026-11-02', 2],
    ['2026-11-20', 2],
  ])
  const echoed = await summary(token, { groupBy: 'day', timeZone: 'Asia/Kolkata' })
  expect(echoed.timeZone).toBe('Asia/Kolkata')
})

/**
 * Each with a change of offset in its range (clocks going forward, back across midnight, by half an hour, from an
 * offset with seconds), and about when its local midnight falls in UTC: where a wrong offset shows as a wrong day.
 */
const ZONE_RANGES = [
  { timeZone: 'America/New_York', start: '2026-10-15T00:00:00Z', midnight: '04:30:00' },
  { timeZone: 'America/Santiago', start: '2027-03-20T00:00:00Z', midnight: '03:30:00' },
  { timeZone: 'Australia/Lord_Howe', start: '2026-09-20T00:00:00Z', midnight: '13:15:00' },
  { timeZone: 'Asia/Kathmandu', start: '2026-10-01T00:00:00Z', midnight: '18:15:00' },
  { timeZone: 'Africa/Monrovia', start: '1971-12-10T00:00:00Z', midnight: '00:44:30' },
] as const

const RANGE_DAYS = 40

test('groups by day agree with Intl request by request, whatever the zone and its changes of offset', async () => {
  const { token, userId, laptop } = await seedAccount()
  const nearMidnight = fc.tuple(
    fc.nat(RANGE_DAYS - 1),
    fc.oneof(
      fc.integer({ min: -90 * MINUTE_MS, max: 90 * MINUTE_MS }),
      fc.integer({ min: -MINUTE_MS, max: MINUTE_MS }),
    ),
  )
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...ZONE_RANGES),
      fc.array(nearMidnight, { maxLength: 40 }),
      fc.array(fc.nat(RANGE_DAYS * DAY_MS - 1), { maxLength: 20 }),
      async ({ timeZone, start, midnight }, near, anywhere) => {
        db.requests.length = 0
        const from = Date.parse(start)
        const to = from + RANGE_DAYS * DAY_MS
        const midnightMs = Date.parse(`1970-01-01T${midnight}Z`)
        const ats = [
          ...near.map(([day, offset]) => from + day * DAY_MS + midnightMs + offset),
          ...anywhere.map((offset) => from + offset),
        ]
          .filter((at) => at >= from && at < to)
          .sort((a, b) => a - b)
        for (const at of ats) db.requests.push(buildRequest({ userId, apiKeyId: laptop, at }))
        const format = new Intl.DateTimeFormat('en-CA', {
          timeZone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
        })
        const expected = new Map<string, number>()
        for (const at of ats) expected.set(format.format(at), (expected.get(format.format(at)) ?? 0) + 1)
        const result = await summary(token, {
          groupBy: 'day',
          timeZone,
          from: new Date(from).toISOString(),
          to: new Date(to).toISOString(),
        })
        expect(result.groups.map((group) => [group.key, group.requests])).toEqual([...expected])
      },
    ),
    { numRuns: 100 },
  )
})
