import { expect, test } from 'vitest'
import type { components } from '#src/lib/api/schema.d.ts'
import { DAY_MS } from '#src/lib/time-units.ts'
import { KEY_FILTERS, keyStateRank, matchesKeyFilter, parseKeyFilter } from './key-state.tsx'

type ApiKey = components['schemas']['ApiKey']

const NOW = Date.UTC(2026, 10, 27, 12)
const NO_LIMITS = { dailyUsd: null, weeklyUsd: null, monthlyUsd: null, dailyRequests: null }

function key(extra: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 'key_a',
    name: 'A',
    remark: '',
    key: `cr_${'a'.repeat(40)}`,
    createdAt: '2026-11-01T00:00:00Z',
    lastUsedAt: null,
    enabled: true,
    expiresAt: null,
    limits: NO_LIMITS,
    allowedIps: [],
    allowedModels: [],
    ...extra,
  }
}

const matching = (apiKey: ApiKey) => KEY_FILTERS.filter((filter) => matchesKeyFilter(apiKey, filter, NOW))

test('an unknown or missing filter shows every key', () => {
  expect(parseKeyFilter(null)).toBe('all')
  expect(parseKeyFilter('broken')).toBe('all')
  expect(parseKeyFilter('expired')).toBe('expired')
})

test('a plain working key is only "on"', () => {
  expect(matching(key())).toEqual(['all', 'on'])
})

test('a key turned off is "off", never "on"', () => {
  expect(matching(key({ enabled: false }))).toEqual(['all', 'off'])
})

test('a key expires at its expiresAt, not a moment later', () => {
  const at = new Date(NOW).toISOString()
  expect(matching(key({ expiresAt: at }))).toEqual(['all', 'expired'])
  expect(matching(key({ expiresAt: new Date(NOW + 1).toISOString() }))).toEqual(['all', 'on'])
})

test('an allow-list of addresses or models makes a key restricted; an empty one does not', () => {
  expect(matching(key({ allowedIps: ['10.0.0.0/8'] }))).toEqual(['all', 'on', 'restricted'])
  expect(matching(key({ allowedModels: ['claude-sonnet-4-5'] }))).toEqual(['all', 'on', 'restricted'])
})

test('any set limit makes a key limited, a limit of 0 too', () => {
  expect(matching(key({ limits: { ...NO_LIMITS, dailyRequests: 0 } }))).toEqual(['all', 'on', 'limited'])
  expect(matching(key({ limits: { ...NO_LIMITS, monthlyUsd: 50 } }))).toEqual(['all', 'on', 'limited'])
})

test('a key without settings (a backend without updateApiKey) counts as on and nothing else', () => {
  const { enabled: _enabled, expiresAt: _expiresAt, limits: _limits, ...bare } = key()
  expect(matching(bare)).toEqual(['all', 'on'])
})

test('by state, working keys come first, then those turned off, then the expired ones', () => {
  const expired = key({ enabled: false, expiresAt: new Date(NOW - DAY_MS).toISOString() })
  expect([key({ enabled: false }), expired, key()].map((apiKey) => keyStateRank(apiKey, NOW))).toEqual([
    1, 2, 0,
  ])
})
