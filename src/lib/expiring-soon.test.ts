import { expect, test } from 'vitest'
import { expiringSoonThresholdMs } from './expiring-soon.ts'
import { DAY_MS } from './time-units.ts'

test('expiring soon starts 7 days or a quarter of the period before the end, whichever is shorter', () => {
  const start = Date.UTC(2026, 10, 1)
  const threshold = (days: number) => expiringSoonThresholdMs(start, start + days * DAY_MS)
  expect(threshold(7)).toBe(1.75 * DAY_MS)
  expect(threshold(14)).toBe(3.5 * DAY_MS)
  expect(threshold(28)).toBe(7 * DAY_MS)
  expect(threshold(30)).toBe(7 * DAY_MS)
  expect(threshold(365)).toBe(7 * DAY_MS)
})
