import { expect, test } from 'vitest'
import { buildSubscription } from './seed.ts'
import {
  DAY_MS,
  addDuration,
  nextUtcMidnight,
  normalizeCode,
  normalizeEmail,
  subscriptionStatus,
  utcDate,
} from './rules.ts'

const NOW = Date.UTC(2026, 10, 22, 10, 30)

test('a month after 31 January is the last day of February', () => {
  expect(utcDate(addDuration(Date.UTC(2026, 0, 31, 9), { value: 1, unit: 'month' }))).toBe('2026-02-28')
  expect(utcDate(addDuration(Date.UTC(2028, 0, 31, 9), { value: 1, unit: 'month' }))).toBe('2028-02-29')
})

test('durations add calendar months, years and days in UTC', () => {
  expect(addDuration(NOW, { value: 1, unit: 'month' })).toBe(Date.UTC(2026, 11, 22, 10, 30))
  expect(addDuration(NOW, { value: 3, unit: 'month' })).toBe(Date.UTC(2027, 1, 22, 10, 30))
  expect(addDuration(NOW, { value: 1, unit: 'year' })).toBe(Date.UTC(2027, 10, 22, 10, 30))
  expect(addDuration(NOW, { value: 7, unit: 'day' })).toBe(NOW + 7 * DAY_MS)
})

test('a subscription is inactive, active, expiring soon or expired by its dates', () => {
  const at = (expiresAt: number) =>
    subscriptionStatus(buildSubscription({ userId: 'u', activeSince: NOW - DAY_MS, expiresAt }), NOW)
  expect(subscriptionStatus(undefined, NOW)).toBe('inactive')
  expect(at(NOW + 7 * DAY_MS + 1)).toBe('active')
  expect(at(NOW + 7 * DAY_MS)).toBe('expiring_soon')
  expect(at(NOW + 1)).toBe('expiring_soon')
  expect(at(NOW)).toBe('expired')
  expect(at(NOW - 5 * DAY_MS)).toBe('expired')
})

test('daily quotas reset at the next midnight UTC', () => {
  expect(nextUtcMidnight(NOW)).toBe(Date.UTC(2026, 10, 23))
  expect(nextUtcMidnight(Date.UTC(2026, 10, 23))).toBe(Date.UTC(2026, 10, 24))
})

test('emails compare trimmed and lower-cased, codes trimmed and upper-cased', () => {
  expect(normalizeEmail('  Demo@Example.COM ')).toBe('demo@example.com')
  expect(normalizeCode(' relay-month-demo1\t')).toBe('RELAY-MONTH-DEMO1')
})
