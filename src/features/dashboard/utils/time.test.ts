import { expect, test } from 'vitest'
import { calendarDaysBetween, formatHoursMinutes, hoursAndMinutes, quotaPace, timeLeft } from './time.ts'

test('calendar days are counted in the given time zone', () => {
  // 20:00 UTC on 1 March is already 2 March in Shanghai but still 1 March in Los Angeles.
  const now = '2026-03-01T20:00:00Z'
  const end = '2026-03-03T01:00:00Z'
  expect(calendarDaysBetween(now, end, 'Asia/Shanghai')).toBe(1)
  expect(calendarDaysBetween(now, end, 'America/Los_Angeles')).toBe(1)
  expect(calendarDaysBetween(now, end, 'UTC')).toBe(2)
})

test('time left is counted in calendar days, whatever the hour now', () => {
  // 23:00 on the 10th in Tokyo; the plan ends at 09:00 on the 12th: two dates ahead, although 34 hours.
  expect(timeLeft('2026-05-12T00:00:00Z', '2026-05-10T14:00:00Z', 'Asia/Tokyo')).toEqual({
    kind: 'days',
    days: 2,
  })
  expect(timeLeft('2026-07-01T09:00:00Z', '2026-05-02T09:00:00Z', 'UTC')).toEqual({ kind: 'days', days: 60 })
})

test('the same two instants can be a different number of days apart in different time zones', () => {
  const now = '2026-05-10T20:00:00Z'
  const end = '2026-05-12T02:00:00Z'
  // UTC: 20:00 on the 10th to 02:00 on the 12th. Tokyo: 05:00 on the 11th to 11:00 on the 12th.
  expect(timeLeft(end, now, 'UTC')).toEqual({ kind: 'days', days: 2 })
  expect(timeLeft(end, now, 'Asia/Tokyo')).toEqual({ kind: 'days', days: 1 })
  expect(timeLeft(end, now, 'America/Los_Angeles')).toEqual({ kind: 'days', days: 1 })
})

test('on the last day time left is counted in hours and minutes', () => {
  expect(timeLeft('2026-05-10T17:42:30Z', '2026-05-10T12:30:00Z', 'UTC')).toEqual({
    kind: 'hours',
    hours: 5,
    minutes: 12,
  })
  // Less than 24 hours across midnight is still the last day, not "1 day".
  expect(timeLeft('2026-05-11T08:00:00Z', '2026-05-10T22:15:00Z', 'UTC')).toEqual({
    kind: 'hours',
    hours: 9,
    minutes: 45,
  })
  expect(timeLeft('2026-05-10T12:00:20Z', '2026-05-10T12:00:00Z', 'UTC')).toEqual({
    kind: 'hours',
    hours: 0,
    minutes: 1,
  })
})

test('time left has ended at and after the end', () => {
  expect(timeLeft('2026-05-10T12:00:00Z', '2026-05-10T12:00:00Z', 'UTC')).toEqual({ kind: 'ended' })
  expect(timeLeft('2026-05-01T12:00:00Z', '2026-05-10T12:00:00Z', 'UTC')).toEqual({ kind: 'ended' })
})

test('hours and minutes are written with plurals in each language', () => {
  expect(formatHoursMinutes('en', { hours: 5, minutes: 12 })).toBe('5 hours, 12 minutes')
  expect(formatHoursMinutes('en', { hours: 1, minutes: 0 })).toBe('1 hour')
  expect(formatHoursMinutes('en', { hours: 0, minutes: 1 })).toBe('1 minute')
  expect(formatHoursMinutes('ru', { hours: 2, minutes: 5 })).toBe('2 часа 5 минут')
  expect(hoursAndMinutes(90 * 60_000)).toEqual({ hours: 1, minutes: 30 })
})

test('the quota pace projects when the daily quota runs out at today’s rate', () => {
  const resetsAt = '2026-05-11T00:00:00Z'
  // $10 in the first 6 hours: $30 lasts 18 hours, until 18:00.
  expect(quotaPace({ used: 10, quota: 30, resetsAt, now: '2026-05-10T06:00:00Z' })).toEqual({
    kind: 'runsOut',
    at: new Date('2026-05-10T18:00:00Z'),
  })
  expect(quotaPace({ used: 5, quota: 30, resetsAt, now: '2026-05-10T12:00:00Z' })).toEqual({
    kind: 'within',
  })
  expect(quotaPace({ used: 30, quota: 30, resetsAt, now: '2026-05-10T12:00:00Z' })).toEqual({
    kind: 'exhausted',
  })
  expect(quotaPace({ used: 0, quota: 30, resetsAt, now: '2026-05-10T12:00:00Z' })).toEqual({ kind: 'idle' })
  expect(quotaPace({ used: 12, quota: null, resetsAt, now: '2026-05-10T12:00:00Z' })).toEqual({
    kind: 'unlimited',
  })
})
