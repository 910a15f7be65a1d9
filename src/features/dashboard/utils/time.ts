import type { components } from '#src/lib/api/schema.d.ts'
import { expiringSoonThresholdMs } from '#src/lib/expiring-soon.ts'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '#src/lib/time-units.ts'
import { dateTimeFormat, formatDuration, formatDurationList } from '#src/utils/format.ts'

type Instant = Date | string | number

/** The user's own time zone, as the browser reports it (its formatter is built once: a page asks often). */
export function localTimeZone(): string {
  return dateTimeFormat(undefined).resolvedOptions().timeZone
}

/** The calendar date of `instant` in `timeZone`, as a count of days since 1970-01-01. */
export function calendarDay(instant: Instant, timeZone: string): number {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(new Date(instant))
  // Stryker disable next-line OptionalChaining: formatToParts with year, month and day always gives those three parts
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS
}

/** How many midnights of `timeZone` lie between `from` and `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: Instant, to: Instant, timeZone: string): number {
  return calendarDay(to, timeZone) - calendarDay(from, timeZone)
}

export type TimeLeft =
  { kind: 'ended' } | { kind: 'hours'; hours: number; minutes: number } | { kind: 'days'; days: number }

/** Hours and whole minutes in `ms` (at least one minute, so "0 minutes" never shows while time is left). */
export function hoursAndMinutes(ms: number): { hours: number; minutes: number } {
  const totalMinutes = Math.max(1, Math.floor(ms / MINUTE_MS))
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 }
}

/**
 * How long until `end`: in calendar days of the user's time zone (a plan ending tomorrow evening has
 * "1 day" left, whatever the hour now), and in hours and minutes during its last 24 hours.
 */
export function timeLeft(end: Instant, now: Instant, timeZone: string = localTimeZone()): TimeLeft {
  const ms = new Date(end).getTime() - new Date(now).getTime()
  if (!(ms > 0)) return { kind: 'ended' }
  if (ms < DAY_MS) return { kind: 'hours', ...hoursAndMinutes(ms) }
  // At least one: a day made 25 hours long by a clock change can hold 24 hours within one date.
  return { kind: 'days', days: Math.max(1, calendarDaysBetween(now, end, timeZone)) }
}

/** "5 hours, 12 minutes" in the interface language; hours are left out when there are none. */
export function formatHoursMinutes(language: string, { hours, minutes }: { hours: number; minutes: number }) {
  const parts = [
    ...(hours > 0 ? [formatDuration(language, hours, 'hour')] : []),
    ...(minutes > 0 || hours === 0 ? [formatDuration(language, minutes, 'minute')] : []),
  ]
  return formatDurationList(language, parts)
}

/**
 * How long until a quota resets, for a countdown: days and hours from a day on ("6 days, 3 hours"), hours and
 * minutes below that. Never less than a minute, so a reset about to happen does not read "0 minutes".
 */
export function formatUntil(language: string, ms: number): string {
  if (ms < DAY_MS) return formatHoursMinutes(language, hoursAndMinutes(ms))
  const totalHours = Math.floor(ms / HOUR_MS)
  const hours = totalHours % 24
  const parts = [
    formatDuration(language, Math.floor(totalHours / 24), 'day'),
    ...(hours > 0 ? [formatDuration(language, hours, 'hour')] : []),
  ]
  return formatDurationList(language, parts)
}

export type QuotaPace =
  | { kind: 'unlimited' }
  | { kind: 'exhausted' }
  | { kind: 'idle' }
  | { kind: 'within' }
  | { kind: 'runsOut'; at: Date }

/**
 * Where today's spending leads if it goes on at the same rate: the daily window is the 24 hours before
 * `resetsAt`, and `used` was spent since its start. Projects when `quota` would be used up, or says that
 * it lasts until the reset.
 */
export function quotaPace({
  used,
  quota,
  resetsAt,
  now,
}: {
  used: number
  quota: number | null
  resetsAt: Instant
  now: Instant
}): QuotaPace {
  if (quota === null) return { kind: 'unlimited' }
  if (used >= quota) return { kind: 'exhausted' }
  const reset = new Date(resetsAt).getTime()
  const current = new Date(now).getTime()
  const elapsed = current - (reset - DAY_MS)
  if (!(used > 0) || !(elapsed > 0)) return { kind: 'idle' }
  const runsOutAt = current + ((quota - used) * elapsed) / used
  return runsOutAt >= reset ? { kind: 'within' } : { kind: 'runsOut', at: new Date(runsOutAt) }
}

type Subscription = components['schemas']['Subscription']
type SubscriptionStatus = components['schemas']['SubscriptionStatus']

/**
 * The status at `now` of a subscription the server described earlier: a page left open moves an active
 * plan on to expiring soon, and a running one to expired, when the clock passes the contract's
 * thresholds. It never moves a status back, and leaves the others (inactive, expired, unknown) alone.
 */
export function statusAt(
  { status, activeSince, expiresAt }: Pick<Subscription, 'status' | 'activeSince' | 'expiresAt'>,
  now: Instant,
): SubscriptionStatus {
  if ((status !== 'active' && status !== 'expiring_soon') || expiresAt === null) return status
  const left = new Date(expiresAt).getTime() - new Date(now).getTime()
  if (left <= 0) return 'expired'
  if (
    status === 'active' &&
    activeSince !== null &&
    left <= expiringSoonThresholdMs(new Date(activeSince).getTime(), new Date(expiresAt).getTime())
  ) {
    return 'expiring_soon'
  }
  return status
}
