// So that a reload keeps what a developer created. Only the browser persists: Node (Vitest) never does.
// The seeded request history is not stored, to stay far under local storage's 5 MB: a snapshot keeps the seed's
// moment and the requests relayed since, and loading it writes the seed again at that moment.
import { restoreDb, snapshotDb } from './db.ts'
import { resetDb, seededHistory } from './seed.ts'

export const MOCK_DB_STORAGE_KEY = 'relay-portal:mock-db'

/** So that tests can pass a stub. */
export type SnapshotStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** A missing, unparsable or outdated snapshot gives the seed, and a bad one is removed. */
export function loadPersistedDb(storage: SnapshotStorage = localStorage): 'snapshot' | 'seed' {
  let text: string | null = null
  try {
    text = storage.getItem(MOCK_DB_STORAGE_KEY)
    if (text !== null && restoreDb(JSON.parse(text), seededHistory)) return 'snapshot'
  } catch {
    // Unreadable storage or invalid JSON: fall through to the seed.
  }
  if (text !== null) console.warn('[mock] Ignoring an unreadable mock db snapshot; using the seed.')
  resetDb()
  clearPersistedDb(storage)
  return 'seed'
}

/** Best effort: a full or disabled storage only skips the save. */
export function persistDb(storage: SnapshotStorage = localStorage): void {
  try {
    storage.setItem(MOCK_DB_STORAGE_KEY, JSON.stringify(snapshotDb()))
  } catch {
    // Quota exceeded or storage disabled: keep running from memory.
  }
}

export function clearPersistedDb(storage: SnapshotStorage = localStorage): void {
  try {
    storage.removeItem(MOCK_DB_STORAGE_KEY)
  } catch {
    // Storage disabled: nothing to forget.
  }
}
