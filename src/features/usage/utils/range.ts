import { DAY_MS } from '#src/lib/time-units.ts'
import { dateTimeFormat } from '#src/utils/format.ts'
import type { RangePreset, UsageFilters } from './filters.ts'

const HOUR_MS = 3_600_000

/** The longest range the API accepts. */
export const MAX_RANGE_DAYS = 90

/** Up to this span the requests over time are counted per hour, beyond it per day. */
export const HOURLY_UP_TO_MS = 2 * DAY_MS

/** The time zone of the user's calendar days (a custom range's dates, the days of the chart). */
export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

function wallClock(ms: number, timeZone: string) {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(ms))
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    asUtc: Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
      part('second'),
    ),
  }
}

/** How far the zone's clock is ahead of UTC at `ms`. */
function zoneOffset(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000
  return wallClock(whole, timeZone).asUtc - whole
}

/** `YYYY-MM-DD`: the calendar day in `timeZone` at `ms`. */
export function zonedDate(ms: number, timeZone: string): string {
  const { year, month, day } = wallClock(ms, timeZone)
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The instant a calendar day starts in `timeZone` (its midnight, or its first hour where a clock change skips it). */
export function zonedMidnight(date: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const wall = Date.UTC(year, month - 1, day)
  const guess = wall - zoneOffset(wall, timeZone)
  // The offset at the guess is the one in force at that midnight, unless a clock change lies between.
  return wall - zoneOffset(guess, timeZone)
}

/** Calendar arithmetic on `YYYY-MM-DD`. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

/** `months` after `anchor`, on the same day of the month, clamped to the month's last day (31 Jan + 1 = 28/29 Feb). */
function addMonths(anchor: number, months: number): number {
  const date = new Date(anchor)
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  return Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(date.getUTCDate(), lastDay))
}

/**
 * Where the current month of the monthly quota started: the latest monthly anniversary of the subscription (00:00
 * UTC of the day it started) not after `now`, as the contract defines `monthlyResetsAt`.
 */
export function planMonthStart(activeSince: string, now: number): number {
  const start = Date.parse(activeSince)
  const anchor = start - (((start % DAY_MS) + DAY_MS) % DAY_MS)
  const from = new Date(anchor)
  const to = new Date(now)
  let months = Math.max(
    0,
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth(),
  )
  while (months > 0 && addMonths(anchor, months) > now) months -= 1
  return addMonths(anchor, months)
}

/**
 * The "now" the presets run up to, for one set of filters (`filtersId`): the moment they were first shown in this
 * view (`clocks`, one per view). Kept, the queries' keys stay the same: the live polls refresh their answers rather
 * than start over, and Back to earlier filters shows their answers from the cache at once.
 */
export function rangeClock(clocks: Map<string, number>, filtersId: string, now: number = Date.now()): number {
  const kept = clocks.get(filtersId)
  if (kept !== undefined) return kept
  clocks.set(filtersId, now)
  return now
}

export type RangeField = 'from' | 'to'
export type RangeProblem = 'missing' | 'order' | 'maxDays'

export type RangeContext = {
  now: number
  timeZone: string
  /** The start of the plan month; null without a running plan, undefined while the subscription loads. */
  planStart: number | null | undefined
}

export type ResolvedRange =
  /** `to` absent: up to now, and still moving, so the requests made while the tab is open count too. */
  | { status: 'ready'; from: number; to?: number; preset: RangePreset; isPlanFallback?: boolean }
  | { status: 'pending' }
  | { status: 'invalid'; problems: Partial<Record<RangeField, RangeProblem>> }

/**
 * The instants a range covers: today is the quota day (from 00:00 UTC, when the daily quota resets); the last 7 or
 * 30 days run up to now; the plan month from its anniversary; a custom range from the midnight of its first day
 * to the midnight after its last, in the user's time zone. Without a running plan, the plan month is the last 30
 * days (`isPlanFallback`).
 */
export function resolveRange(
  filters: UsageFilters,
  { now, timeZone, planStart }: RangeContext,
): ResolvedRange {
  switch (filters.range) {
    case 'today':
      return { status: 'ready', preset: 'today', from: now - (now % DAY_MS) }
    case '7d':
      return { status: 'ready', preset: '7d', from: now - 7 * DAY_MS }
    case '30d':
      return { status: 'ready', preset: '30d', from: now - 30 * DAY_MS }
    case 'plan':
      if (planStart === undefined) return { status: 'pending' }
      return planStart === null
        ? { status: 'ready', preset: '30d', from: now - 30 * DAY_MS, isPlanFallback: true }
        : { status: 'ready', preset: 'plan', from: planStart }
    case 'custom':
      return customRange(filters.from, filters.to, timeZone)
  }
}

function customRange(fromDate: string, toDate: string, timeZone: string): ResolvedRange {
  const problems: Partial<Record<RangeField, RangeProblem>> = {}
  if (!fromDate) problems.from = 'missing'
  if (!toDate) problems.to = 'missing'
  if (problems.from || problems.to) return { status: 'invalid', problems }
  if (fromDate > toDate) return { status: 'invalid', problems: { from: 'order' } }
  const from = zonedMidnight(fromDate, timeZone)
  const to = zonedMidnight(addDays(toDate, 1), timeZone)
  // Counted in hours as the API counts them: 90 calendar days over a clock change back are an hour longer.
  if (to - from > MAX_RANGE_DAYS * DAY_MS) return { status: 'invalid', problems: { from: 'maxDays' } }
  return { status: 'ready', preset: 'custom', from, to }
}

export type Granularity = 'hour' | 'day'

export function granularityOf(range: { from: number; to?: number }, now: number): Granularity {
  return (range.to ?? now) - range.from <= HOURLY_UP_TO_MS ? 'hour' : 'day'
}

/**
 * Every hour (its start, ISO) or calendar day (`YYYY-MM-DD` in `timeZone`) the range touches, oldest first: the
 * summary leaves out those without requests, the chart shows them as zero.
 */
export function bucketKeys(
  range: { from: number; to?: number },
  granularity: Granularity,
  { now, timeZone }: { now: number; timeZone: string },
): string[] {
  const end = Math.max(range.to ?? now, range.from + 1)
  if (granularity === 'hour') {
    const keys: string[] = []
    for (let hour = range.from - (range.from % HOUR_MS); hour < end; hour += HOUR_MS) {
      keys.push(new Date(hour).toISOString())
    }
    return keys
  }
  const last = zonedDate(end - 1, timeZone)
  const keys: string[] = []
  for (let day = zonedDate(range.from, timeZone); day <= last; day = addDays(day, 1)) keys.push(day)
  return keys
}

/** The same bucket however the backend wrote it (`…T05:00:00Z`, `…T05:00:00.000Z`). */
export function bucketId(key: string, granularity: Granularity): string {
  if (granularity === 'day') return key
  const ms = Date.parse(key)
  return Number.isNaN(ms) ? key : new Date(ms).toISOString()
}
