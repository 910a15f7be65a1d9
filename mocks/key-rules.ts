// A key's own settings (docs/mock.md "Key settings"): on/off, expiry, allow-lists, limits and rotation. Each rule
// takes `now` (epoch ms), so it is pure over the db.
import { db, type ApiKeyLimits, type ApiKeyRecord } from './db.ts'
import { generateApiKey } from './crypto.ts'
import { MICROS_PER_USD, isServed, nextUtcMidnight, startOfUtcDay, startOfUtcWeek } from './rules.ts'
import { matchesAllowList } from '#src/lib/ip-allow-list.ts'
import { DAY_MS, HOUR_MS } from '#src/lib/time-units.ts'

export const NO_KEY_LIMITS: Readonly<ApiKeyLimits> = Object.freeze({
  dailyUsd: null,
  weeklyUsd: null,
  monthlyUsd: null,
  dailyRequests: null,
})

type ApiKeySettings = Omit<ApiKeyRecord, 'id' | 'userId' | 'name' | 'remark' | 'key' | 'createdAt'>

/** A new key's: on, never expiring, unrestricted, unused, never rotated; fresh lists for each record. */
export function newApiKeySettings(): ApiKeySettings {
  return {
    lastUsedAt: null,
    lastUsedIp: null,
    enabled: true,
    expiresAt: null,
    limits: { ...NO_KEY_LIMITS },
    allowedIps: [],
    allowedModels: [],
    previousKey: null,
    previousKeyValidUntil: null,
  }
}

export const DEFAULT_ROTATION_GRACE_SECONDS = HOUR_MS / 1000
export const MAX_ROTATION_GRACE_SECONDS = DAY_MS / 1000

/** The key whose current secret is `secret`, or whose previous one is still in its grace. */
export function findKeyBySecret(
  secret: string,
  now: number,
): { apiKey: ApiKeyRecord; isPrevious: boolean } | undefined {
  for (const apiKey of db.apiKeys.values()) {
    if (apiKey.key === secret) return { apiKey, isPrevious: false }
    if (apiKey.previousKey === secret && isInGrace(apiKey, now)) return { apiKey, isPrevious: true }
  }
  return undefined
}

function isInGrace(apiKey: ApiKeyRecord, now: number): boolean {
  return apiKey.previousKeyValidUntil !== null && now < apiKey.previousKeyValidUntil
}

/**
 * A new secret; the current one becomes the previous, valid for `graceSeconds` (0: not at all). An earlier
 * previous secret is dropped whatever its grace: a key holds one.
 */
export function rotateApiKey(apiKey: ApiKeyRecord, graceSeconds: number, now: number): void {
  apiKey.previousKey = graceSeconds > 0 ? apiKey.key : null
  apiKey.previousKeyValidUntil = graceSeconds > 0 ? now + graceSeconds * 1000 : null
  apiKey.key = generateApiKey()
}

/** Until when the previous secret works, or null once it no longer does (the record may still hold it). */
export function previousKeyValidUntil(apiKey: ApiKeyRecord, now: number): number | null {
  return isInGrace(apiKey, now) ? apiKey.previousKeyValidUntil : null
}

export function isExpired(apiKey: ApiKeyRecord, now: number): boolean {
  return apiKey.expiresAt !== null && apiKey.expiresAt <= now
}

/** 1 January 00:00 UTC style: the calendar month of `ms`, as the key's monthly limit counts it. */
export function calendarMonth(ms: number): { start: number; end: number } {
  const date = new Date(ms)
  return {
    start: Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1),
    end: Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1),
  }
}

export type KeyLimitKind = 'daily' | 'weekly' | 'monthly' | 'requests'

export interface KeyLimitUse {
  kind: KeyLimitKind
  unit: 'usd' | 'requests'
  limit: number
  /** US dollars or requests. */
  used: number
  remaining: number
  resetsAt: number
}

const LIMIT_FIELDS: Record<KeyLimitKind, keyof ApiKeyLimits> = {
  daily: 'dailyUsd',
  weekly: 'weeklyUsd',
  monthly: 'monthlyUsd',
  requests: 'dailyRequests',
}

/**
 * The key's use against each of its limits that is set, in the order daily, weekly, monthly, requests. One pass
 * over the records, served ones of this key only (a deleted key's records stay the account's, not a new key's).
 */
export function keyLimitUse(apiKey: ApiKeyRecord, now: number): KeyLimitUse[] {
  const { limits } = apiKey
  if (Object.values(limits).every((limit) => limit === null)) return []
  const dayStart = startOfUtcDay(now)
  const weekStart = startOfUtcWeek(now)
  const month = calendarMonth(now)
  const until = nextUtcMidnight(now)
  const earliest = Math.min(dayStart, weekStart, month.start)
  let dailyMicros = 0
  let weeklyMicros = 0
  let monthlyMicros = 0
  let requests = 0
  for (const record of db.requests) {
    const { at } = record
    if (record.apiKeyId !== apiKey.id || at < earliest || at >= until || !isServed(record)) continue
    if (at >= dayStart) {
      dailyMicros += record.costMicros
      requests += 1
    }
    if (at >= weekStart) weeklyMicros += record.costMicros
    if (at >= month.start) monthlyMicros += record.costMicros
  }
  const used: Record<KeyLimitKind, { micros: number } | { count: number }> = {
    daily: { micros: dailyMicros },
    weekly: { micros: weeklyMicros },
    monthly: { micros: monthlyMicros },
    requests: { count: requests },
  }
  const resetsAt: Record<KeyLimitKind, number> = {
    daily: until,
    weekly: weekStart + 7 * DAY_MS,
    monthly: month.end,
    requests: until,
  }
  const entries: KeyLimitUse[] = []
  for (const kind of ['daily', 'weekly', 'monthly', 'requests'] as const) {
    const limit = limits[LIMIT_FIELDS[kind]]
    if (limit === null) continue
    const figure = used[kind]
    if ('count' in figure) {
      entries.push({
        kind,
        unit: 'requests',
        limit,
        used: figure.count,
        remaining: Math.max(0, limit - figure.count),
        resetsAt: resetsAt[kind],
      })
    } else {
      // In whole micro-dollars, so that $0.10 − $0.03 is $0.07 and not 0.06999….
      const limitMicros = Math.round(limit * MICROS_PER_USD)
      entries.push({
        kind,
        unit: 'usd',
        limit,
        used: figure.micros / MICROS_PER_USD,
        remaining: Math.max(0, limitMicros - figure.micros) / MICROS_PER_USD,
        resetsAt: resetsAt[kind],
      })
    }
  }
  return entries
}

export type KeyRefusalCode =
  | 'KEY_DISABLED'
  | 'KEY_EXPIRED'
  | 'IP_NOT_ALLOWED'
  | 'MODEL_NOT_ALLOWED'
  | 'KEY_DAILY_LIMIT_REACHED'
  | 'KEY_WEEKLY_LIMIT_REACHED'
  | 'KEY_MONTHLY_LIMIT_REACHED'
  | 'KEY_REQUEST_LIMIT_REACHED'

export interface KeyRefusal {
  status: 401 | 403 | 429
  code: KeyRefusalCode
  /** English; never the key's secret. */
  message: string
  resetsAt?: number
}

type KeyStateRefusal = KeyRefusal & { code: 'KEY_DISABLED' | 'KEY_EXPIRED' | 'IP_NOT_ALLOWED' }

/** Whether the key itself may be used now from `address`, before the request's model is known. */
export function keyStateRefusal(
  apiKey: ApiKeyRecord,
  address: string,
  now: number,
): KeyStateRefusal | undefined {
  if (!apiKey.enabled) return { status: 403, code: 'KEY_DISABLED', message: 'This API key is turned off' }
  if (isExpired(apiKey, now)) {
    return { status: 401, code: 'KEY_EXPIRED', message: 'This API key has expired' }
  }
  if (!matchesAllowList(address, apiKey.allowedIps)) {
    return {
      status: 403,
      code: 'IP_NOT_ALLOWED',
      message: `This API key may not be used from ${address}`,
    }
  }
  return undefined
}

/** Whether the key may call `modelId` (a catalogue id). */
export function keyModelRefusal(apiKey: ApiKeyRecord, modelId: string): KeyRefusal | undefined {
  if (apiKey.allowedModels.length === 0 || apiKey.allowedModels.includes(modelId)) return undefined
  return { status: 403, code: 'MODEL_NOT_ALLOWED', message: `This API key may not call ${modelId}` }
}

const LIMIT_REFUSALS: Record<KeyLimitKind, { code: KeyRefusalCode; what: string }> = {
  daily: { code: 'KEY_DAILY_LIMIT_REACHED', what: "key's daily spending limit" },
  weekly: { code: 'KEY_WEEKLY_LIMIT_REACHED', what: "key's weekly spending limit" },
  monthly: { code: 'KEY_MONTHLY_LIMIT_REACHED', what: "key's monthly spending limit" },
  requests: { code: 'KEY_REQUEST_LIMIT_REACHED', what: "key's daily request limit" },
}

/**
 * The first of the key's limits that is used up, checked like the plan's quotas: before the request, so a
 * limit is overspent by at most the one request that crosses it; a limit of 0 refuses every request.
 */
export function keyLimitRefusal(apiKey: ApiKeyRecord, now: number): KeyRefusal | undefined {
  for (const use of keyLimitUse(apiKey, now)) {
    if (use.remaining > 0) continue
    const { code, what } = LIMIT_REFUSALS[use.kind]
    return {
      status: 429,
      code,
      message: `The ${what} is used up; it resets at ${new Date(use.resetsAt).toISOString()}`,
      resetsAt: use.resetsAt,
    }
  }
  return undefined
}
