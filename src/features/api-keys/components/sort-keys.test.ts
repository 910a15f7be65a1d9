import { expect, test } from 'vitest'
import type { components } from '#src/lib/api/schema.d.ts'
import { parseKeySort, sortApiKeys } from './sort-keys.ts'

type ApiKey = components['schemas']['ApiKey']

function key(name: string, extra: Partial<ApiKey> = {}): ApiKey {
  return {
    id: `key_${name.replace(/\W/g, '')}`,
    name,
    remark: '',
    key: `cr_${'a'.repeat(40)}`,
    createdAt: '2026-11-01T00:00:00Z',
    lastUsedAt: null,
    ...extra,
  }
}

function usage(todayRequests: number, todayCost: number) {
  return {
    todayRequests,
    todayCost: { amount: todayCost, currency: 'USD' },
    totalRequests: todayRequests * 10,
    totalCost: { amount: todayCost * 10, currency: 'USD' },
  }
}

const names = (keys: ApiKey[]) => keys.map((apiKey) => apiKey.name)

test('an unknown or missing sort falls back to newest first', () => {
  expect(parseKeySort(null)).toBe('newest')
  expect(parseKeySort('cheapest')).toBe('newest')
  expect(parseKeySort('usage-today')).toBe('usage-today')
  expect(parseKeySort('last-used')).toBe('last-used')
  expect(parseKeySort('name')).toBe('name')
})

test('newest first keeps the order the backend sent, in a new array', () => {
  const keys = [key('B'), key('A')]
  const sorted = sortApiKeys(keys, 'newest', 'en')
  expect(names(sorted)).toEqual(['B', 'A'])
  expect(sorted).not.toBe(keys)
})

test('last used puts the most recently used first and never-used keys last, ties in the sent order', () => {
  const keys = [
    key('Never 1'),
    key('Old', { lastUsedAt: '2026-11-02T00:00:00Z' }),
    key('Recent', { lastUsedAt: '2026-11-20T08:00:00Z' }),
    key('Never 2'),
    key('Old twin', { lastUsedAt: '2026-11-02T00:00:00Z' }),
  ]
  expect(names(sortApiKeys(keys, 'last-used', 'en'))).toEqual([
    'Recent',
    'Old',
    'Old twin',
    'Never 1',
    'Never 2',
  ])
})

test("usage today sorts by today's cost, then today's requests, and keys without usage come last", () => {
  const keys = [
    key('Unknown 1'),
    key('Cheap', { usage: usage(500, 1) }),
    key('Idle', { usage: usage(0, 0) }),
    key('Dear', { usage: usage(10, 9.5) }),
    key('Unknown 2'),
    key('Cheap but busier', { usage: usage(600, 1) }),
    key('Idle twin', { usage: usage(0, 0) }),
  ]
  expect(names(sortApiKeys(keys, 'usage-today', 'en'))).toEqual([
    'Dear',
    'Cheap but busier',
    'Cheap',
    'Idle',
    'Idle twin',
    'Unknown 1',
    'Unknown 2',
  ])
})

test('name sorts in the language’s order, numbers by value and case ignored, ties in the sent order', () => {
  const keys = [key('key 10'), key('Key 2'), key('laptop'), key('Key 2', { id: 'key_second' }), key('Äpfel')]
  const sorted = sortApiKeys(keys, 'name', 'en')
  expect(names(sorted)).toEqual(['Äpfel', 'Key 2', 'Key 2', 'key 10', 'laptop'])
  expect(sorted[2]?.id).toBe('key_second')
})

test('by state, working keys come first, then keys turned off, then expired ones, ties in the backend order', () => {
  const now = Date.UTC(2026, 10, 27)
  const keys = [
    key('Expired', { enabled: true, expiresAt: '2026-11-20T00:00:00Z' }),
    key('Off', { enabled: false }),
    key('On 1', { enabled: true, expiresAt: '2026-12-20T00:00:00Z' }),
    key('On 2', { enabled: true }),
  ]
  expect(names(sortApiKeys(keys, 'state', 'en', now))).toEqual(['On 1', 'On 2', 'Off', 'Expired'])
  expect(parseKeySort('state')).toBe('state')
})
