import { expect, test } from 'vitest'
import { MOCK_DB_STORAGE_KEY } from '#mocks/persistence.ts'
import * as keys from './storage-keys.ts'

test('the app and the mock keep their stored items under distinct keys', () => {
  const appKeys = Object.values(keys).filter((value) => typeof value === 'string')
  const all = [...appKeys, MOCK_DB_STORAGE_KEY]
  expect(new Set(all).size).toBe(all.length)
  for (const key of appKeys) expect(MOCK_DB_STORAGE_KEY.startsWith(key)).toBe(false)
})
