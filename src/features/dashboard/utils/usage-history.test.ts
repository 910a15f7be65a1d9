import { expect, test, vi } from 'vitest'
import type { components } from '#src/lib/api/schema.d.ts'
import { bucketHistory, readMetric, referenceTime, summarize } from './usage-history.ts'

type DailyUsage = components['schemas']['DailyUsage']

/** A pinned clock: the middle of a UTC day. */
const NOW = Date.parse('2026-11-22T12:00:00Z')

const day = (date: string, requests = 1, tokens = 10, cost = 0.5): DailyUsage => ({
  date,
  requests,
  tokens,
  cost,
})

test('bucketing gives the 14 UTC days ending today, oldest first, only today marked', () => {
  const days = bucketHistory([], NOW)
  expect(days.map((d) => d.date)).toEqual([
    '2026-11-09',
    '2026-11-10',
    '2026-11-11',
    '2026-11-12',
    '2026-11-13',
    '2026-11-14',
    '2026-11-15',
    '2026-11-16',
    '2026-11-17',
    '2026-11-18',
    '2026-11-19',
    '2026-11-20',
    '2026-11-21',
    '2026-11-22',
  ])
  expect(days.filter((d) => d.isToday).map((d) => d.date)).toEqual(['2026-11-22'])
})

test('bucketing at the first millisecond of a UTC day counts that day as today', () => {
  const days = bucketHistory([day('2026-11-22', 5)], Date.parse('2026-11-22T00:00:00.000Z'))
  expect(days.at(-1)).toEqual({ date: '2026-11-22', requests: 5, tokens: 10, cost: 0.5, isToday: true })
  expect(days[0]?.date).toBe('2026-11-09')
})

test('bucketing at the last millisecond of a UTC day still counts that day as today', () => {
  const days = bucketHistory(
    [day('2026-11-22', 5), day('2026-11-23', 9)],
    Date.parse('2026-11-22T23:59:59.999Z'),
  )
  expect(days.at(-1)?.date).toBe('2026-11-22')
  expect(days.at(-1)?.requests).toBe(5)
  // Tomorrow (by UTC) is not part of the chart, even when a backend's clock runs ahead.
  expect(days.some((d) => d.date === '2026-11-23')).toBe(false)
})

test('bucketing follows UTC across a month and a year end, whatever the local time zone', () => {
  const days = bucketHistory(
    [day('2026-12-31', 3), day('2027-01-01', 4)],
    Date.parse('2027-01-01T00:30:00+01:00'),
  )
  // 00:30 in UTC+1 is still 31 December in UTC.
  expect(days.at(-1)).toMatchObject({ date: '2026-12-31', requests: 3, isToday: true })
  expect(days[0]?.date).toBe('2026-12-18')
})

test('an empty or missing history gives 14 days of zeros', () => {
  for (const history of [[], undefined, null]) {
    const days = bucketHistory(history, NOW)
    expect(days).toHaveLength(14)
    expect(days.every((d) => d.requests === 0 && d.tokens === 0 && d.cost === 0)).toBe(true)
  }
})

test('a history shorter than 14 days is filled with zeros for the days it lacks', () => {
  const days = bucketHistory([day('2026-11-20', 7), day('2026-11-22', 2)], NOW)
  expect(days).toHaveLength(14)
  expect(days.map((d) => d.requests)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 0, 2])
})

test('days out of order are put in calendar order', () => {
  const days = bucketHistory([day('2026-11-22', 3), day('2026-11-09', 1), day('2026-11-15', 2)], NOW)
  expect(days.map((d) => d.requests)).toEqual([1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 3])
})

test('a day sent twice counts once, with the last entry sent', () => {
  const days = bucketHistory([day('2026-11-21', 4), day('2026-11-21', 6)], NOW)
  expect(days.filter((d) => d.date === '2026-11-21')).toHaveLength(1)
  expect(days.find((d) => d.date === '2026-11-21')?.requests).toBe(6)
})

test('negative, non-finite and non-number values count as zero and the rest of the day stays', () => {
  const history = [
    { date: '2026-11-20', requests: -5, tokens: Number.NaN, cost: 1.25 },
    { date: '2026-11-21', requests: Number.POSITIVE_INFINITY, tokens: 40, cost: -2 },
    { date: '2026-11-22', requests: '12', tokens: null, cost: undefined },
  ] as unknown as DailyUsage[]
  const days = bucketHistory(history, NOW)
  expect(days.slice(-3).map(({ requests, tokens, cost }) => ({ requests, tokens, cost }))).toEqual([
    { requests: 0, tokens: 0, cost: 1.25 },
    { requests: 0, tokens: 40, cost: 0 },
    { requests: 0, tokens: 0, cost: 0 },
  ])
  for (const d of days)
    for (const value of [d.requests, d.tokens, d.cost]) expect(Number.isFinite(value)).toBe(true)
})

test('entries with no date, a date that is not a calendar day, or a day outside the window are left out', () => {
  const history = [
    null,
    { requests: 9, tokens: 9, cost: 9 },
    day('2026-02-30', 9),
    day('22/11/2026', 9),
    day('2026-11-22T00:00:00Z', 9),
    day('2026-11-08', 9),
    day('2026-11-23', 9),
    day('2026-11-10', 2),
  ] as unknown as DailyUsage[]
  const days = bucketHistory(history, NOW)
  expect(days.map((d) => d.requests)).toEqual([0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
})

test('a date that rolls over into the window is not a calendar day and is left out', () => {
  // 40 October would be 9 November, month 23 of 2025 would be November 2026: both inside the window.
  const days = bucketHistory([day('2026-10-40', 9), day('2025-23-15', 9)], NOW)
  expect(days.map((d) => d.requests)).toEqual(Array(14).fill(0))
})

test('a date with anything before the year, or one that is not a string, is left out', () => {
  const history = [
    day('12026-11-20', 9),
    { date: ['2026-11-21'], requests: 9, tokens: 9, cost: 9 },
  ] as unknown as DailyUsage[]
  expect(bucketHistory(history, NOW).map((d) => d.requests)).toEqual(Array(14).fill(0))
})

test('a negative zero from the backend counts as a plain zero', () => {
  const history = JSON.parse('[{"date":"2026-11-22","requests":-0,"tokens":-0,"cost":-0}]') as DailyUsage[]
  const today = bucketHistory(history, NOW).at(-1)
  expect(today?.requests).toBe(0)
  expect(today?.tokens).toBe(0)
  expect(today?.cost).toBe(0)
})

test('the reference time is the backend time when it is valid, the fallback otherwise', () => {
  expect(referenceTime('2026-11-22T06:00:00Z', 0)).toBe(Date.parse('2026-11-22T06:00:00Z'))
  expect(referenceTime('not a time', 42)).toBe(42)
  expect(referenceTime(undefined, 42)).toBe(42)
})

test('a generatedAt that is not a string is no time, even one Date.parse would read', () => {
  expect(referenceTime(2026, 42)).toBe(42)
  expect(referenceTime(['2026-11-22T06:00:00Z'], 42)).toBe(42)
})

test('the summary gives the total and the latest of the highest days', () => {
  const days = bucketHistory([day('2026-11-18', 320), day('2026-11-19', 320), day('2026-11-20', 10)], NOW)
  const summary = summarize(days, 'requests')
  expect(summary.total).toBe(650)
  expect(summary.peak?.date).toBe('2026-11-19')
})

test('the summary of days without use has no peak', () => {
  expect(summarize(bucketHistory([], NOW), 'cost')).toEqual({ total: 0, peak: null })
})

test('the metric is read from the query string, requests for a missing or unknown one', () => {
  expect(readMetric(new URLSearchParams('usage=tokens'))).toBe('tokens')
  expect(readMetric(new URLSearchParams('usage=cost'))).toBe('cost')
  expect(readMetric(new URLSearchParams('usage=bogus'))).toBe('requests')
  expect(readMetric(new URLSearchParams(''))).toBe('requests')
})

test('writing the metric keeps the other parameters', async () => {
  // A copy loaded by the test itself: mutation testing credits a module's constants (the parameter's name) only
  // to tests that load it while they run, and this file's imports run before any test does.
  vi.resetModules()
  const { writeMetric } = await import('./usage-history.ts')
  expect(writeMetric(new URLSearchParams('tab=overview'), 'cost').toString()).toBe('tab=overview&usage=cost')
})
