import { beforeEach, expect, test } from 'vitest'
import { DB_SNAPSHOT_VERSION, db, requestRecordSchema, snapshotDb, type RequestRecord } from './db.ts'
import { MOCK_DB_STORAGE_KEY, clearPersistedDb, loadPersistedDb, persistDb } from './persistence.ts'
import { findUserByEmail } from './rules.ts'
import { buildRequestRecord, resetDb, seedSignedInUser, seedSummary } from './seed.ts'
import { DAY_MS } from '#src/lib/time-units.ts'
import { callApi, expectStatus } from './testing/api.ts'

beforeEach(() => resetDb())

test('a saved snapshot restores what was created, sessions included', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const created = expectStatus(
    await callApi('post', '/api/user/api-keys', { token, body: { name: 'Saved' } }),
    201,
  )
  persistDb(localStorage)
  resetDb()
  expect(loadPersistedDb(localStorage)).toBe('snapshot')
  const list = expectStatus(await callApi('get', '/api/user/api-keys', { token }), 200)
  expect(list.items[0]).toEqual(created)
})

test('the snapshot is versioned JSON under relay-portal:mock-db', () => {
  persistDb(localStorage)
  const saved = JSON.parse(localStorage.getItem(MOCK_DB_STORAGE_KEY) ?? 'null') as { version: number }
  expect(MOCK_DB_STORAGE_KEY).toBe('relay-portal:mock-db')
  expect(saved.version).toBe(DB_SNAPSHOT_VERSION)
})

test('without a snapshot the seed is loaded', () => {
  db.users.clear()
  expect(loadPersistedDb(localStorage)).toBe('seed')
  expect(db.users.size).toBe(seedSummary.accounts.length)
})

test('a corrupt or outdated snapshot falls back to the seed and is removed', () => {
  const outdated = JSON.stringify({ ...snapshotDb(), version: DB_SNAPSHOT_VERSION + 1 })
  const broken = JSON.stringify({ ...snapshotDb(), users: [{ id: 1 }] })
  for (const text of ['{not json', '42', outdated, broken]) {
    localStorage.setItem(MOCK_DB_STORAGE_KEY, text)
    db.users.clear()
    expect(loadPersistedDb(localStorage)).toBe('seed')
    expect(db.users.size).toBe(seedSummary.accounts.length)
    expect(localStorage.getItem(MOCK_DB_STORAGE_KEY)).toBeNull()
  }
})

test('clearing the snapshot forgets it', () => {
  persistDb(localStorage)
  clearPersistedDb(localStorage)
  expect(localStorage.getItem(MOCK_DB_STORAGE_KEY)).toBeNull()
})

test('a failing storage never breaks the mock', () => {
  const failing = {
    getItem: () => {
      throw new Error('denied')
    },
    setItem: () => {
      throw new Error('full')
    },
    removeItem: () => {
      throw new Error('denied')
    },
  }
  expect(() => persistDb(failing)).not.toThrow()
  expect(loadPersistedDb(failing)).toBe('seed')
})

/** `count` requests relayed through `email`'s first key since the seed, a second apart. */
function relayed(email: string, count: number, from: number) {
  const user = findUserByEmail(email)
  const apiKey = [...db.apiKeys.values()].find((key) => key.userId === user?.id)
  if (!user || !apiKey) throw new Error(`${email} has no key`)
  return Array.from({ length: count }, (_, index) =>
    buildRequestRecord({
      userId: user.id,
      apiKeyId: apiKey.id,
      at: from + index * 1_000,
      model: 'claude-opus-4-8',
      inputTokens: 1_200 + index,
      outputTokens: 300,
      cacheWriteTokens: 2_000,
      cacheReadTokens: 60_000,
      ...(index % 50 === 0 ? { status: 529, errorCode: 'UPSTREAM_OVERLOADED', costMicros: 0 } : {}),
    }),
  )
}

test('a snapshot keeps the seed moment and the requests relayed since, and loading it writes the same seeded history back', () => {
  const seededAt = Date.UTC(2026, 10, 22, 10)
  resetDb(seededAt)
  const seeded = structuredClone(db.requests)
  const live = relayed('heavy@example.com', 3, seededAt + 60_000)
  db.requests.push(...live)
  const snapshot = snapshotDb(seededAt + 120_000)
  expect(snapshot).toMatchObject({
    seededAt,
    requests: live.map((record) =>
      Object.keys(requestRecordSchema.shape).map((field) => record[field as keyof RequestRecord]),
    ),
  })
  persistDb(localStorage)

  resetDb(seededAt + 5 * DAY_MS)
  expect(loadPersistedDb(localStorage)).toBe('snapshot')
  expect(db.seededAt).toBe(seededAt)
  expect(db.requests).toEqual([...seeded, ...live])
  // Saved again, it is the same: the seeded history never enters it.
  expect(snapshotDb(seededAt + 120_000)).toEqual(snapshot)
})

test("the snapshot stays far under local storage's limit: a few kilobytes after a reset, and under 1 MB with 5,000 relayed requests", () => {
  const seededAt = Date.UTC(2026, 10, 22, 10)
  resetDb(seededAt)
  expect(db.requests.length).toBeGreaterThan(20_000)
  expect(JSON.stringify(snapshotDb()).length).toBeLessThan(20_000)
  db.requests.push(...relayed('heavy@example.com', 5_000, seededAt + 1_000))
  expect(JSON.stringify(snapshotDb()).length).toBeLessThan(1_000_000)
})

test('a snapshot whose relayed requests do not fit the record schema falls back to the seed', () => {
  const seededAt = Date.now()
  db.requests.push(...relayed('demo@example.com', 2, seededAt))
  const snapshot = snapshotDb()
  const bad = { ...snapshot, requests: [snapshot.requests[0]?.slice(0, -1)] }
  localStorage.setItem(MOCK_DB_STORAGE_KEY, JSON.stringify(bad))
  expect(loadPersistedDb(localStorage)).toBe('seed')
  expect(db.requests.every((record) => record.at <= Date.now())).toBe(true)
})
