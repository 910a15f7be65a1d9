import { expect, test } from 'vitest'
import { MOCK_DB_STORAGE_KEY } from '#mocks/persistence.ts'
import * as keys from './storage-keys.ts'

test('the app and the mock keep their stored items under distinct keys', () => {
  const appKeys = Object.values(keys).filter((value) => typeof value === 'string')
  const all = [...appKeys, MOCK_DB_STORAGE_KEY]
  expect(new Set(all).size).toBe(all.length)
  for (const key of appKeys) expect(MOCK_DB_STORAGE_KEY.startsWith(key)).toBe(false)
})

test('the keys users already hold values under keep their names', () => {
  expect([
    keys.TOKEN_STORAGE_KEY,
    keys.USER_STORAGE_KEY,
    keys.LANGUAGE_STORAGE_KEY,
    keys.THEME_STORAGE_KEY,
    keys.CODE_SENT_STORAGE_KEY_PREFIX,
    keys.CHUNK_RELOAD_STORAGE_KEY,
    keys.DISMISSED_NOTICES_STORAGE_KEY_PREFIX,
    keys.ATTENTION_STORAGE_KEY_PREFIX,
  ]).toEqual([
    'token',
    'user',
    'app-language',
    'app-theme',
    'relay-portal:code-sent:',
    'relay:chunk-reload',
    'relay:dismissed-notices:',
    'relay:attention:',
  ])
})
