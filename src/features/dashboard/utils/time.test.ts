import { expect, test } from 'vitest'
import {
  calendarDaysBetween,
  formatHoursMinutes,
  formatUntil,
  hoursAndMinutes,
  localTimeZone,
  quotaPace,
  statusAt,
  timeLeft,
} from './time.ts'
import { DAY_MS } from '#src/lib/time-units.ts'

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

test('exactly 24 hours left is one day, not 24 hours', () => {
  expect(timeLeft('2026-05-11T12:00:00Z', '2026-05-10T12:00:00Z', 'UTC')).toEqual({ kind: 'days', days: 1 })
  expect(timeLeft('2026-05-11T11:59:59Z', '2026-05-10T12:00:00Z', 'UTC')).toEqual({
    kind: 'hours',
    hours: 23,
    minutes: 59,
  })
})

test('more than 24 hours within one date of a 25-hour day is still one day left', () => {
  // New York leaves daylight saving time on 1 November 2026: from 00:00 to 23:30 that day is 24.5 hours.
  expect(timeLeft('2026-11-02T04:30:00Z', '2026-11-01T04:00:00Z', 'America/New_York')).toEqual({
    kind: 'days',
    days: 1,
  })
})

test('calendar days across the end of February count the days February really has', () => {
  expect(calendarDaysBetween('2026-02-28T12:00:00Z', '2026-03-01T12:00:00Z', 'UTC')).toBe(1)
  expect(calendarDaysBetween('2028-02-28T12:00:00Z', '2028-03-01T12:00:00Z', 'UTC')).toBe(2)
  expect(calendarDaysBetween('2026-03-01T12:00:00Z', '2026-02-28T12:00:00Z', 'UTC')).toBe(-1)
})

test('no time at all is written as zero minutes', () => {
  expect(formatHoursMinutes('en', { hours: 0, minutes: 0 })).toBe('0 minutes')
  expect(formatHoursMinutes('en', { hours: 2, minutes: 1 })).toBe('2 hours, 1 minute')
})

test('a quota that lasts exactly until the reset is within the day, and no spending time yet is idle', () => {
  const resetsAt = '2026-05-11T00:00:00Z'
  // $10 in 6 hours: the other $30 take the remaining 18 hours exactly.
  expect(quotaPace({ used: 10, quota: 40, resetsAt, now: '2026-05-10T06:00:00Z' })).toEqual({
    kind: 'within',
  })
  expect(quotaPace({ used: 10, quota: 39, resetsAt, now: '2026-05-10T06:00:00Z' })).toEqual({
    kind: 'runsOut',
    at: new Date('2026-05-10T23:24:00Z'),
  })
  expect(quotaPace({ used: 5, quota: 30, resetsAt, now: '2026-05-10T00:00:00Z' })).toEqual({ kind: 'idle' })
  expect(quotaPace({ used: 31, quota: 30, resetsAt, now: '2026-05-10T12:00:00Z' })).toEqual({
    kind: 'exhausted',
  })
})

test('the user’s own time zone is one the calendar can count days in', () => {
  const zone = localTimeZone()
  expect(zone).toEqual(expect.any(String))
  expect(calendarDaysBetween('2026-05-10T12:00:00Z', '2026-05-12T12:00:00Z', zone)).toBe(2)
})

test('an active 7-day plan turns expiring soon when 1 day 18 hours are left, and expired at its end', () => {
  const activeSince = '2026-11-01T00:00:00Z'
  const expiresAt = '2026-11-08T00:00:00Z'
  const end = Date.parse(expiresAt)
  const at = (now: number) => statusAt({ status: 'active', activeSince, expiresAt }, now)
  expect(at(Date.parse(activeSince))).toBe('active')
  expect(at(end - 1.75 * DAY_MS - 1)).toBe('active')
  expect(at(end - 1.75 * DAY_MS)).toBe('expiring_soon')
  expect(at(end - DAY_MS)).toBe('expiring_soon')
  expect(at(end)).toBe('expired')
})

test('a 30-day plan turns expiring soon with exactly 7 days left', () => {
  const activeSince = '2026-11-01T00:00:00Z'
  const expiresAt = '2026-12-01T00:00:00Z'
  const end = Date.parse(expiresAt)
  const at = (now: number) => statusAt({ status: 'active', activeSince, expiresAt }, now)
  expect(at(end - 7 * DAY_MS - 1)).toBe('active')
  expect(at(end - 7 * DAY_MS)).toBe('expiring_soon')
  expect(at(end - 3 * DAY_MS)).toBe('expiring_soon')
})

test('the server’s status stands until the clock moves it on, and other statuses are left alone', () => {
  const activeSince = '2026-11-01T00:00:00Z'
  const expiresAt = '2026-11-08T00:00:00Z'
  const early = Date.parse(activeSince)
  // Never moved back: the server knows best when it says expiring soon.
  expect(statusAt({ status: 'expiring_soon', activeSince, expiresAt }, early)).toBe('expiring_soon')
  expect(statusAt({ status: 'unknown', activeSince, expiresAt }, Date.parse(expiresAt))).toBe('unknown')
  expect(statusAt({ status: 'inactive', activeSince: null, expiresAt: null }, early)).toBe('inactive')
  expect(statusAt({ status: 'active', activeSince: null, expiresAt }, Date.parse(expiresAt) - DAY_MS)).toBe(
    'active',
  )
})

test('a reset a day or more away is counted in days and hours, a nearer one in hours and minutes', () => {
  const HOUR = 3_600_000
  expect(formatUntil('en', 6 * 24 * HOUR + 3 * HOUR + 59 * 60_000)).toBe('6 days, 3 hours')
  expect(formatUntil('en', 24 * HOUR)).toBe('1 day')
  expect(formatUntil('en', 23 * HOUR + 59 * 60_000)).toBe('23 hours, 59 minutes')
  expect(formatUntil('en', 0)).toBe('1 minute')
  expect(formatUntil('ru', 21 * 24 * HOUR + 2 * HOUR)).toBe('21 день 2 часа')
})
