import { expect, test } from 'vitest'
import { DAY_MS } from '#src/lib/time-units.ts'
import type { UsageFilters } from './filters.ts'
import {
  bucketKeys,
  granularityOf,
  planMonthStart,
  rangeClock,
  resolveRange,
  zonedDate,
  zonedMidnight,
} from './range.ts'

/** Late on 21 November in Los Angeles, already 22 November in UTC. */
const NOW = Date.parse('2026-11-22T05:59:30Z')
const LOS_ANGELES = 'America/Los_Angeles'
const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString())

function resolve(filters: Partial<UsageFilters>, timeZone = LOS_ANGELES, planStart: number | null = null) {
  const range = resolveRange({ range: '7d', from: '', to: '', ...filters }, { now: NOW, timeZone, planStart })
  return range.status === 'ready' ? { from: iso(range.from), to: iso(range.to), range } : range
}

test('today is the quota day: from 00:00 UTC, whatever the user’s zone, up to now', () => {
  expect(resolve({ range: 'today' })).toMatchObject({ from: '2026-11-22T00:00:00.000Z', to: undefined })
  expect(resolve({ range: 'today' }, 'Asia/Kolkata')).toMatchObject({ from: '2026-11-22T00:00:00.000Z' })
})

test('7 and 30 days run up to now', () => {
  expect(resolve({ range: '7d' })).toMatchObject({ from: '2026-11-15T05:59:30.000Z', to: undefined })
  expect(resolve({ range: '30d' })).toMatchObject({ from: '2026-10-23T05:59:30.000Z', to: undefined })
})

test('this plan month starts at the last monthly anniversary of the subscription', () => {
  const start = planMonthStart('2026-08-31T17:20:00Z', NOW)
  // 31 August, then 30 September, 31 October (clamped from the 31st only where a month is shorter).
  expect(iso(start)).toBe('2026-10-31T00:00:00.000Z')
  expect(resolve({ range: 'plan' }, LOS_ANGELES, start)).toMatchObject({ from: '2026-10-31T00:00:00.000Z' })
  expect(iso(planMonthStart('2026-11-22T01:00:00Z', NOW))).toBe('2026-11-22T00:00:00.000Z')
  expect(iso(planMonthStart('2026-01-31T09:00:00Z', Date.parse('2026-03-01T00:00:00Z')))).toBe(
    '2026-02-28T00:00:00.000Z',
  )
})

test('without a running plan, the plan month is the last 30 days, and it waits for the subscription', () => {
  expect(resolve({ range: 'plan' }, LOS_ANGELES, null)).toMatchObject({
    from: '2026-10-23T05:59:30.000Z',
    range: { isPlanFallback: true },
  })
  expect(
    resolveRange({ range: 'plan', from: '', to: '' }, { now: NOW, timeZone: 'UTC', planStart: undefined }),
  ).toEqual({ status: 'pending' })
})

test('a custom range runs from the midnight of its first day to the midnight after its last, in the user’s zone', () => {
  expect(resolve({ range: 'custom', from: '2026-11-10', to: '2026-11-12' })).toMatchObject({
    from: '2026-11-10T08:00:00.000Z',
    to: '2026-11-13T08:00:00.000Z',
  })
  expect(resolve({ range: 'custom', from: '2026-11-10', to: '2026-11-10' }, 'Asia/Kolkata')).toMatchObject({
    from: '2026-11-09T18:30:00.000Z',
    to: '2026-11-10T18:30:00.000Z',
  })
  // The day the clocks go back in Los Angeles (1 November 2026) has 25 hours.
  expect(resolve({ range: 'custom', from: '2026-11-01', to: '2026-11-01' })).toMatchObject({
    from: '2026-11-01T07:00:00.000Z',
    to: '2026-11-02T08:00:00.000Z',
  })
  // The day they go forward (8 March 2026) has 23.
  expect(resolve({ range: 'custom', from: '2026-03-08', to: '2026-03-08' })).toMatchObject({
    from: '2026-03-08T08:00:00.000Z',
    to: '2026-03-09T07:00:00.000Z',
  })
})

test('a custom range names what is wrong, on the date it concerns', () => {
  expect(resolve({ range: 'custom', from: '', to: '2026-11-10' })).toEqual({
    status: 'invalid',
    problems: { from: 'missing' },
  })
  expect(resolve({ range: 'custom', from: '2026-11-10', to: '' })).toEqual({
    status: 'invalid',
    problems: { to: 'missing' },
  })
  expect(resolve({ range: 'custom', from: '2026-11-11', to: '2026-11-10' })).toEqual({
    status: 'invalid',
    problems: { from: 'order' },
  })
  expect(resolve({ range: 'custom', from: '2026-08-01', to: '2026-10-29' }, 'UTC')).toMatchObject({
    to: '2026-10-30T00:00:00.000Z',
  })
  expect(resolve({ range: 'custom', from: '2026-08-01', to: '2026-10-30' }, 'UTC')).toEqual({
    status: 'invalid',
    problems: { from: 'maxDays' },
  })
  // 90 calendar days over the clocks going back are 90 days and an hour: longer than the API takes.
  expect(resolve({ range: 'custom', from: '2026-08-04', to: '2026-11-01' })).toEqual({
    status: 'invalid',
    problems: { from: 'maxDays' },
  })
})

test('up to two days are counted per hour, longer ranges per day', () => {
  expect(granularityOf({ from: NOW - 2 * DAY_MS }, NOW)).toBe('hour')
  expect(granularityOf({ from: NOW - 2 * DAY_MS - 1 }, NOW)).toBe('day')
  expect(granularityOf({ from: NOW - 30 * DAY_MS, to: NOW - 29 * DAY_MS }, NOW)).toBe('hour')
})

test('the chart has every hour or day of the range, the empty ones too', () => {
  expect(
    bucketKeys({ from: Date.parse('2026-11-22T00:00:00Z') }, 'hour', { now: NOW, timeZone: 'UTC' }),
  ).toEqual(['00', '01', '02', '03', '04', '05'].map((hour) => `2026-11-22T${hour}:00:00.000Z`))
  const week = bucketKeys({ from: NOW - 7 * DAY_MS }, 'day', { now: NOW, timeZone: LOS_ANGELES })
  expect(week[0]).toBe('2026-11-14')
  expect(week.at(-1)).toBe('2026-11-21')
  expect(week).toHaveLength(8)
})

test('calendar days and midnights in a zone', () => {
  expect(zonedDate(NOW, LOS_ANGELES)).toBe('2026-11-21')
  expect(zonedDate(NOW, 'Asia/Tokyo')).toBe('2026-11-22')
  expect(new Date(zonedMidnight('2026-11-22', 'Asia/Tokyo')).toISOString()).toBe('2026-11-21T15:00:00.000Z')
})

test('a set of filters keeps the time it was first shown at, and a new one takes the time it comes', () => {
  const clocks = new Map<string, number>()
  expect(rangeClock(clocks, 'range=30d', 1_000)).toBe(1_000)
  expect(rangeClock(clocks, 'range=30d', 9_000)).toBe(1_000)
  expect(rangeClock(clocks, 'range=today', 9_000)).toBe(9_000)
})
