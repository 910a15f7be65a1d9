import { expect, test } from 'vitest'
import type { components } from '#src/lib/api/schema.d.ts'
import { claimBlock } from './claim-block.ts'

const NOW = Date.UTC(2026, 10, 25, 12)
const iso = (ms: number) => new Date(ms).toISOString()

const welcome: components['schemas']['BenefitPackage'] = {
  code: 'WELCOME',
  name: 'Welcome package',
  description: 'Seven days for new accounts.',
  durationDays: 7,
  dailyQuota: 10,
  weeklyOpusQuota: 15,
  serviceScope: 'all',
  availableUntil: null,
}

test('an open package without a claim status may be claimed', () => {
  expect(claimBlock(welcome, NOW)).toBeUndefined()
  expect(claimBlock({ ...welcome, claimStatus: 'claimable' }, NOW)).toBeUndefined()
})

test('the dates block a package before its first and from its last moment', () => {
  expect(claimBlock({ ...welcome, availableFrom: iso(NOW + 1) }, NOW)).toBe('not_started')
  expect(claimBlock({ ...welcome, availableFrom: iso(NOW) }, NOW)).toBeUndefined()
  expect(claimBlock({ ...welcome, availableUntil: iso(NOW) }, NOW)).toBe('ended')
  expect(claimBlock({ ...welcome, availableUntil: iso(NOW + 1) }, NOW)).toBeUndefined()
  // The deadline passed after the details said "claimable".
  expect(claimBlock({ ...welcome, availableUntil: iso(NOW), claimStatus: 'claimable' }, NOW)).toBe('ended')
})

test('the account’s own claim status blocks with its reason', () => {
  for (const status of ['already_claimed', 'not_eligible', 'not_started', 'ended'] as const) {
    expect(claimBlock({ ...welcome, claimStatus: status }, NOW)).toBe(status)
  }
})
