import type { components } from '#src/lib/api/schema.d.ts'
import { DAY_MS } from '#src/lib/time-units.ts'

type DailyUsage = components['schemas']['DailyUsage']

/** How many UTC days the usage chart shows, today included. */
export const HISTORY_DAYS = 14

export const METRICS = ['requests', 'tokens', 'cost'] as const
export type Metric = (typeof METRICS)[number]

/** The query parameter that keeps the chart's metric, so a reload or a shared link shows the same view. */
export const METRIC_PARAM = 'usage'

/** One UTC day of the chart: every value finite and at least zero. */
export type UsageDay = {
  /** `YYYY-MM-DD`, a UTC day. */
  date: string
  requests: number
  tokens: number
  cost: number
  isToday: boolean
}

/** Midnight UTC of a `YYYY-MM-DD` day, or null when it is not a real calendar day. */
function dayStart(value: unknown): number | null {
  if (typeof value !== 'string') return null
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const time = Date.UTC(year, month - 1, day)
  // Date.UTC rolls 2026-02-30 over into March: such a day does not exist.
  const date = new Date(time)
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : null
}

/** A usable amount: a finite number not below zero; anything else counts as nothing used. */
function amount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0
}

/**
 * The `days` UTC days ending with the one that holds `now`, oldest first, filled from what the backend sent.
 * A backend may send fewer days, days out of order, the same day twice, or values that are negative or not
 * numbers: days it did not send count as zero (no use is still a day on the chart), days outside the window or
 * with a date that is not a calendar day are left out, the last entry of a day sent twice wins (the newest
 * count), and a value that is not a finite number at least zero counts as zero.
 */
export function bucketHistory(
  history: readonly DailyUsage[] | null | undefined,
  now: number,
  days = HISTORY_DAYS,
): UsageDay[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS
  const first = today - (days - 1) * DAY_MS
  const byDay = new Map<number, DailyUsage>()
  for (const entry of Array.isArray(history) ? history : []) {
    const start = dayStart((entry as Partial<DailyUsage> | null)?.date)
    if (start === null || start < first || start > today) continue
    byDay.set(start, entry)
  }
  const result: UsageDay[] = []
  for (let start = first; start <= today; start += DAY_MS) {
    const entry = byDay.get(start)
    result.push({
      date: new Date(start).toISOString().slice(0, 10),
      requests: amount(entry?.requests),
      tokens: amount(entry?.tokens),
      cost: amount(entry?.cost),
      isToday: start === today,
    })
  }
  return result
}

/** The clock the chart counts its days from: the backend's `generatedAt` when it is a real time, else `fallback`. */
export function referenceTime(generatedAt: unknown, fallback: number): number {
  const time = typeof generatedAt === 'string' ? Date.parse(generatedAt) : Number.NaN
  return Number.isFinite(time) ? time : fallback
}

export type HistorySummary = {
  total: number
  /** The day with the most use (the latest of equal days), or null when nothing was used at all. */
  peak: UsageDay | null
}

/** The total of one metric over the days, and the day it peaked. */
export function summarize(days: readonly UsageDay[], metric: Metric): HistorySummary {
  let total = 0
  let peak: UsageDay | null = null
  for (const day of days) {
    total += day[metric]
    if (day[metric] > 0 && (peak === null || day[metric] >= peak[metric])) peak = day
  }
  return { total, peak }
}

/** The metric named in the query string; requests for anything else. */
export function readMetric(params: URLSearchParams): Metric {
  const value = params.get(METRIC_PARAM)
  return (METRICS as readonly (string | null)[]).includes(value) ? (value as Metric) : 'requests'
}

/** Writes the metric into the query string, keeping every other parameter. */
export function writeMetric(params: URLSearchParams, metric: Metric): URLSearchParams {
  const next = new URLSearchParams(params)
  next.set(METRIC_PARAM, metric)
  return next
}
