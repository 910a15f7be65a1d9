import { beforeEach, expect, test } from 'vitest'
import { DB_SNAPSHOT_VERSION, db, snapshotDb } from './db.ts'
import { MOCK_DB_STORAGE_KEY, clearPersistedDb, loadPersistedDb, persistDb } from './persistence.ts'
import { resetDb, seedSignedInUser, seedSummary } from './seed.ts'
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
