import { expect, test } from 'vitest'
import { formatRelative } from './use-failure-text.ts'

const now = Date.UTC(2026, 10, 27, 12)

test('a reset time reads as a relative time, the largest unit that fits; Japanese without a space', () => {
  expect(formatRelative('en', now + 3 * 3_600_000, now)).toBe('in 3 hours')
  expect(formatRelative('en', now - 2 * 86_400_000, now)).toBe('2 days ago')
  expect(formatRelative('ja', now + 3 * 3_600_000, now)).toBe('3時間後')
  expect(formatRelative('ja', now + 15 * 60_000, now)).toBe('15分後')
})
