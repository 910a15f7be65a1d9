import { expect, test } from 'vitest'
import {
  ATTENTION_STORAGE_KEY_PREFIX,
  DISMISSED_NOTICES_STORAGE_KEY_PREFIX,
} from '#src/config/storage-keys.ts'
import { publishAttention, readDismissals, saveDismissal } from './attention-storage.ts'

const NOW = 1_000_000

test('dismissals that have lapsed are dropped when another is saved', () => {
  localStorage.setItem(
    DISMISSED_NOTICES_STORAGE_KEY_PREFIX + 'usr_1',
    JSON.stringify({ old: NOW, kept: NOW + 5 }),
  )
  expect(saveDismissal('usr_1', 'daily.near', NOW + 10, NOW)).toEqual({
    kept: NOW + 5,
    'daily.near': NOW + 10,
  })
  expect(readDismissals('usr_1', NOW + 5)).toEqual({ 'daily.near': NOW + 10 })
  expect(readDismissals('usr_2', NOW)).toEqual({})
})

test('unreadable dismissals read as none', () => {
  const key = DISMISSED_NOTICES_STORAGE_KEY_PREFIX + 'usr_1'
  for (const value of ['{', 'null', '"text"', JSON.stringify({ daily: 'tomorrow' })]) {
    localStorage.setItem(key, value)
    expect(readDismissals('usr_1', NOW), value).toEqual({})
  }
})

test('the attention flag is written, cleared, and announced only when it changes', () => {
  const key = ATTENTION_STORAGE_KEY_PREFIX + 'usr_1'
  const heard: (string | null)[] = []
  const listener = (event: StorageEvent) => heard.push(event.newValue)
  window.addEventListener('storage', listener)
  try {
    publishAttention('usr_1', NOW)
    publishAttention('usr_1', NOW)
    expect(localStorage.getItem(key)).toBe(String(NOW))
    publishAttention('usr_1', null)
    publishAttention('usr_1', null)
    expect(localStorage.getItem(key)).toBeNull()
    expect(heard).toEqual([String(NOW), null])
  } finally {
    window.removeEventListener('storage', listener)
  }
})
