// The request log and its summary: reads of `db.requests`, the signed-in account's own only.
import { mockNow } from '#mocks/clock.ts'
import { z } from 'zod'
import { authenticate } from '#mocks/auth.ts'
import { findModel } from '#mocks/catalogue.ts'
import { calendarMonth } from '#mocks/key-rules.ts'
import { db, type RequestRecord } from '#mocks/db.ts'
import { usd } from '#mocks/dto.ts'
import { apiError } from '#mocks/errors.ts'
import { http } from '#mocks/http.ts'
import { iso, nextUtcMidnight, startOfUtcWeek, subscriptionMonth, utcDate } from '#mocks/rules.ts'
import { validate, type Parsed, type ValidationIssue } from '#mocks/validation.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { DAY_MS, HOUR_MS } from '#src/lib/time-units.ts'

type Schemas = components['schemas']

/** The range when a request names no `from`. */
export const DEFAULT_RANGE_DAYS = 30
export const MAX_RANGE_DAYS = 90
export const DEFAULT_PAGE_SIZE = 50
export const MAX_PAGE_SIZE = 100

interface AccountRequests {
  /** Oldest first by (at, id), so that a range and a cursor are binary searches. */
  records: RequestRecord[]
  isSorted: boolean
  /** Every key that appears in the records, deleted ones included. */
  keyIds: Set<string>
}

/**
 * `db.requests` is appended to as requests end, which is not always in the order they began (a long stream
 * ends after a short one that started later); the index sorts lazily. Anything but an append (a reset, a
 * replaced array) rebuilds it.
 */
const index = {
  source: undefined as RequestRecord[] | undefined,
  count: 0,
  last: undefined as RequestRecord | undefined,
  byUser: new Map<string, AccountRequests>(),
}

function compareRecords(a: RequestRecord, b: RequestRecord): number {
  if (a.at !== b.at) return a.at - b.at
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

function accountRequests(userId: string): AccountRequests {
  const source = db.requests
  if (
    index.source !== source ||
    index.count > source.length ||
    (index.count > 0 && source[index.count - 1] !== index.last)
  ) {
    index.source = source
    index.count = 0
    index.byUser = new Map()
  }
  for (let position = index.count; position < source.length; position += 1) {
    const record = source[position]
    if (!record) continue
    let account = index.byUser.get(record.userId)
    if (!account) {
      account = { records: [], isSorted: true, keyIds: new Set() }
      index.byUser.set(record.userId, account)
    }
    const previous = account.records.at(-1)
    if (previous && compareRecords(previous, record) > 0) account.isSorted = false
    account.records.push(record)
    account.keyIds.add(record.apiKeyId)
  }
  index.count = source.length
  index.last = source.at(-1)
  const account = index.byUser.get(userId)
  if (!account) return { records: [], isSorted: true, keyIds: new Set() }
  if (!account.isSorted) {
    account.records.sort(compareRecords)
    account.isSorted = true
  }
  return account
}

/** The position of the first record at or after (at, id); `id` '' stands before every id of that instant. */
function firstNotBefore(records: readonly RequestRecord[], at: number, id = ''): number {
  let low = 0
  let high = records.length
  while (low < high) {
    const middle = (low + high) >>> 1
    const record = records[middle]!
    if (record.at < at || (record.at === at && record.id < id)) low = middle + 1
    else high = middle
  }
  return low
}

interface Filters {
  from: number
  to: number
  keyId?: string
  model?: string
  outcome?: 'success' | 'error'
}

interface Cursor {
  at: number
  id: string
}

interface ListQuery extends Filters {
  cursor?: Cursor
  limit: number
}

type GroupBy = Schemas['UsageSummary']['groupBy']

interface SummaryQuery extends Filters {
  groupBy: GroupBy
  timeZone: string
}

const textEncoder = new TextEncoder()
const strictDecoder = new TextDecoder('utf-8', { fatal: true })

/** Opaque to clients: base64url of `[at, id]`, the last item's sort key. */
function encodeCursor(cursor: Cursor): string {
  const bytes = textEncoder.encode(JSON.stringify([cursor.at, cursor.id]))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** Only the exact text {@link encodeCursor} gives is a cursor. */
function decodeCursor(text: string): Cursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return undefined
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    const value: unknown = JSON.parse(strictDecoder.decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))))
    if (!Array.isArray(value) || value.length !== 2) return undefined
    const [at, id] = value as unknown[]
    if (typeof at !== 'number' || !Number.isSafeInteger(at) || typeof id !== 'string' || id === '')
      return undefined
    const cursor = { at, id }
    return encodeCursor(cursor) === text ? cursor : undefined
  } catch {
    return undefined
  }
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** Undefined for a zone this runtime's Intl does not know. */
function dateFormat(timeZone: string): Intl.DateTimeFormat | undefined {
  const known = dateFormats.get(timeZone)
  if (known) return known
  let format: Intl.DateTimeFormat
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
  } catch {
    return undefined
  }
  if (dateFormats.size >= 64) dateFormats.clear()
  dateFormats.set(timeZone, format)
  return format
}

const rangeFields = {
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  keyId: z.string().optional(),
  model: z.string().min(1).max(128).optional(),
  outcome: z.enum(['success', 'error']).optional(),
}

const listQuerySchema = z.object({
  ...rangeFields,
  cursor: z
    .string()
    .refine((text) => decodeCursor(text) !== undefined, {
      message: 'must be a nextCursor this server gave',
      params: { rule: 'format' },
    })
    .optional(),
  limit: z
    .string()
    .refine((text) => /^[+-]?\d{1,15}$/.test(text), {
      message: 'must be an integer',
      params: { rule: 'type' },
    })
    .transform(Number)
    .pipe(z.number().min(1).max(MAX_PAGE_SIZE))
    .optional(),
})

const summaryQuerySchema = z.object({
  ...rangeFields,
  groupBy: z.enum(['model', 'key', 'hour', 'day']).default('day'),
  timeZone: z
    .string()
    .refine((zone) => zone.length <= 64 && dateFormat(zone) !== undefined, {
      message: 'must be an IANA time zone',
      params: { rule: 'format' },
    })
    .optional(),
})

/**
 * Every problem of the query, each parameter's own and then those between them (an unknown key, the range's
 * order and length), so that a form can mark every control at once.
 */
function parseQuery<Schema extends z.ZodType>(
  schema: Schema,
  params: URLSearchParams,
  userId: string,
  now: number,
): Parsed<{ fields: z.output<Schema>; from: number; to: number }> {
  // A repeated parameter counts by its first value, here as below.
  const parsed = validate(
    Object.fromEntries([...params.keys()].map((name) => [name, params.get(name)])),
    schema,
  )
  const sentences = parsed.ok ? [] : [parsed.error]
  const details: ValidationIssue[] = parsed.ok ? [] : [...parsed.details]
  const refuse = (field: string, problem: string, detail: Omit<ValidationIssue, 'field'>) => {
    sentences.push(`${field}: ${problem}`)
    details.push({ field, ...detail })
  }
  const isBad = (field: string) => details.some((detail) => detail.field === field)
  const fromText = params.get('from')
  const toText = params.get('to')
  const to = toText === null ? now : Date.parse(toText)
  const from = fromText === null ? to - DEFAULT_RANGE_DAYS * DAY_MS : Date.parse(fromText)
  if (!isBad('from') && !isBad('to')) {
    if (from >= to) refuse('from', 'must be before to', { rule: 'order' })
    else if (to - from > MAX_RANGE_DAYS * DAY_MS) {
      refuse('from', `the range may span at most ${MAX_RANGE_DAYS} days`, {
        rule: 'maxDays',
        limit: MAX_RANGE_DAYS,
      })
    }
  }
  const keyId = params.get('keyId')
  if (keyId !== null && !isKnownKey(userId, keyId)) {
    refuse('keyId', "must be one of the account's keys", { rule: 'enum' })
  }
  if (!parsed.ok || details.length > 0) return { ok: false, error: sentences.join('; '), details }
  return { ok: true, value: { fields: parsed.value, from, to } }
}

/** A key the account holds, or held: its requests stay in the log after it is deleted. */
function isKnownKey(userId: string, keyId: string): boolean {
  if (db.apiKeys.get(keyId)?.userId === userId) return true
  return accountRequests(userId).keyIds.has(keyId)
}

function filtersOf(fields: Pick<Filters, 'keyId' | 'model' | 'outcome'>) {
  return {
    ...(fields.keyId === undefined ? {} : { keyId: fields.keyId }),
    ...(fields.model === undefined ? {} : { model: fields.model }),
    ...(fields.outcome === undefined ? {} : { outcome: fields.outcome }),
  }
}

function matches(record: RequestRecord, filters: Filters): boolean {
  if (filters.keyId !== undefined && record.apiKeyId !== filters.keyId) return false
  if (filters.model !== undefined && record.model !== filters.model) return false
  if (filters.outcome === 'success') return record.errorCode === null
  if (filters.outcome === 'error') return record.errorCode !== null
  return true
}

function keyNameOf(userId: string, keyId: string): string | null {
  const apiKey = db.apiKeys.get(keyId)
  return apiKey && apiKey.userId === userId ? apiKey.name : null
}

/** Replaced periods end when they were replaced; of two that overlap, the later one is the one that ran. */
function subscriptionRunningAt(userId: string, at: number) {
  let running: (typeof db.subscriptions)[number] | undefined
  for (const subscription of db.subscriptions) {
    if (subscription.userId !== userId) continue
    if (subscription.activeSince > at || at >= subscription.expiresAt) continue
    if (subscription.replacedAt !== null && subscription.replacedAt <= at) continue
    if (!running || subscription.createdAt >= running.createdAt) running = subscription
  }
  return running
}

/** When the quota or limit a refusal names came back after `record`; undefined for other codes. */
function resetsAt(record: RequestRecord): number | undefined {
  switch (record.errorCode) {
    case 'DAILY_QUOTA_EXHAUSTED':
    case 'REQUEST_LIMIT_REACHED':
    case 'KEY_DAILY_LIMIT_REACHED':
    case 'KEY_REQUEST_LIMIT_REACHED':
      return nextUtcMidnight(record.at)
    case 'WEEKLY_OPUS_QUOTA_EXHAUSTED':
    case 'KEY_WEEKLY_LIMIT_REACHED':
      return startOfUtcWeek(record.at) + 7 * DAY_MS
    case 'KEY_MONTHLY_LIMIT_REACHED':
      return calendarMonth(record.at).end
    case 'MONTHLY_QUOTA_EXHAUSTED': {
      const subscription = subscriptionRunningAt(record.userId, record.at)
      return subscription && subscriptionMonth(subscription.activeSince, record.at).end
    }
    default:
      return undefined
  }
}

function toUsageRequestDto(record: RequestRecord): Schemas['UsageRequest'] {
  const item: Schemas['UsageRequest'] = {
    id: record.id,
    at: iso(record.at),
    keyId: record.apiKeyId,
    keyName: keyNameOf(record.userId, record.apiKeyId),
    model: record.model,
    api: record.api,
    tokens: {
      input: record.inputTokens,
      output: record.outputTokens,
      cacheWrite: record.cacheWriteTokens,
      cacheRead: record.cacheReadTokens,
    },
    cost: usd(record.costMicros),
    durationMs: record.durationMs,
    firstTokenMs: record.firstTokenMs,
    status: record.status,
    errorCode: record.errorCode,
  }
  const resets = resetsAt(record)
  if (resets !== undefined) item.resetsAt = iso(resets)
  return item
}

function listRequests(userId: string, query: ListQuery): Schemas['UsageRequestPage'] {
  const { records } = accountRequests(userId)
  const start = firstNotBefore(records, query.from)
  let end = firstNotBefore(records, query.to)
  if (query.cursor) end = Math.min(end, firstNotBefore(records, query.cursor.at, query.cursor.id))
  const page: RequestRecord[] = []
  // One more than the page, to tell whether another page follows.
  for (let position = end - 1; position >= start && page.length <= query.limit; position -= 1) {
    const record = records[position]!
    if (matches(record, query)) page.push(record)
  }
  const hasMore = page.length > query.limit
  if (hasMore) page.length = query.limit
  const last = page.at(-1)
  return {
    items: page.map(toUsageRequestDto),
    nextCursor: hasMore && last ? encodeCursor(last) : null,
  }
}

interface Sums {
  requests: number
  failures: number
  input: number
  output: number
  cacheWrite: number
  cacheRead: number
  costMicros: number
}

function emptySums(): Sums {
  return { requests: 0, failures: 0, input: 0, output: 0, cacheWrite: 0, cacheRead: 0, costMicros: 0 }
}

/** A refused or failed request counts only as a failure, whatever figures it carries. */
function addRecord(sums: Sums, record: RequestRecord): void {
  if (record.errorCode !== null) {
    sums.failures += 1
    return
  }
  sums.requests += 1
  sums.input += record.inputTokens
  sums.output += record.outputTokens
  sums.cacheWrite += record.cacheWriteTokens
  sums.cacheRead += record.cacheReadTokens
  sums.costMicros += record.costMicros
}

function toTotals(sums: Sums): Schemas['UsageTotals'] {
  return {
    requests: sums.requests,
    failures: sums.failures,
    tokens: {
      input: sums.input,
      output: sums.output,
      cacheWrite: sums.cacheWrite,
      cacheRead: sums.cacheRead,
    },
    cost: usd(sums.costMicros),
  }
}

/** The zone's offset from UTC at `at`, in ms, to the second: what its wall clock shows, less UTC's. */
function offsetAt(format: Intl.DateTimeFormat, at: number): number {
  const wall = { year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0 }
  for (const part of format.formatToParts(at)) {
    if (part.type in wall) wall[part.type as keyof typeof wall] = Number(part.value)
  }
  const { year, month, day, hour, minute, second } = wall
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(at / 1000) * 1000
}

/**
 * The zone's offsets over `[from, to)`, each from the instant it took effect. An offset changes a few times a year
 * at most and never twice in a day: Intl is asked once a day of the range, and where the offset changed, a binary
 * search finds the instant; a request's day is then arithmetic, with no Intl call per request.
 */
function offsetsOver(format: Intl.DateTimeFormat, from: number, to: number) {
  const offsets = [{ since: from, offset: offsetAt(format, from) }]
  for (let probe = from; probe < to; probe += DAY_MS) {
    const next = Math.min(to, probe + DAY_MS)
    const offset = offsetAt(format, next)
    const current = offsets.at(-1)!.offset
    if (offset === current) continue
    let before = probe
    let after = next
    while (after - before > 1) {
      const middle = Math.floor((before + after) / 2)
      if (offsetAt(format, middle) === current) before = middle
      else after = middle
    }
    offsets.push({ since: after, offset })
  }
  return offsets
}

/** For records visited oldest first: the local day as a number of days since 1970-01-01. */
function localDayOf(timeZone: string, from: number, to: number): (at: number) => number {
  const offsets = offsetsOver(dateFormat(timeZone) ?? dateFormat('UTC')!, from, to)
  let current = 0
  return (at) => {
    while (current + 1 < offsets.length && offsets[current + 1]!.since <= at) current += 1
    return Math.floor((at + offsets[current]!.offset) / DAY_MS)
  }
}

function groupKeyOf(query: SummaryQuery): (record: RequestRecord) => string | number {
  switch (query.groupBy) {
    case 'model':
      return (record) => record.model
    case 'key':
      return (record) => record.apiKeyId
    case 'hour':
      return (record) => Math.floor(record.at / HOUR_MS) * HOUR_MS
    case 'day': {
      const dayOf = localDayOf(query.timeZone, query.from, query.to)
      return (record) => dayOf(record.at)
    }
  }
}

function summarize(userId: string, query: SummaryQuery): Schemas['UsageSummary'] {
  const { records } = accountRequests(userId)
  const start = firstNotBefore(records, query.from)
  const end = firstNotBefore(records, query.to)
  const totals = emptySums()
  const groups = new Map<string | number, Sums>()
  const keyOf = groupKeyOf(query)
  for (let position = start; position < end; position += 1) {
    const record = records[position]!
    if (!matches(record, query)) continue
    addRecord(totals, record)
    const key = keyOf(record)
    let sums = groups.get(key)
    if (!sums) {
      sums = emptySums()
      groups.set(key, sums)
    }
    addRecord(sums, record)
  }
  // Records are visited oldest first, so hours and days are already in order.
  const entries = [...groups]
  if (query.groupBy === 'model' || query.groupBy === 'key') {
    entries.sort(
      ([keyA, a], [keyB, b]) =>
        b.costMicros - a.costMicros ||
        b.requests - a.requests ||
        b.failures - a.failures ||
        (String(keyA) < String(keyB) ? -1 : 1),
    )
  }
  return {
    from: iso(query.from),
    to: iso(query.to),
    groupBy: query.groupBy,
    timeZone: query.timeZone,
    totals: toTotals(totals),
    groups: entries.map(([key, sums]) => ({
      ...toTotals(sums),
      ...groupLabel(query.groupBy, userId, key),
    })),
  }
}

function groupLabel(groupBy: GroupBy, userId: string, key: string | number) {
  switch (groupBy) {
    case 'model':
      return { key: String(key), label: findModel(String(key))?.name ?? null }
    case 'key':
      return { key: String(key), label: keyNameOf(userId, String(key)) }
    case 'hour':
      return { key: iso(Number(key)), label: null }
    case 'day':
      return { key: utcDate(Number(key) * DAY_MS), label: null }
  }
}

/** The optional `listUsageRequests` and `getUsageSummary`; both need a session. */
export const usageLogHandlers = [
  http.get('/api/user/usage/requests', ({ request, response }) => {
    const now = mockNow()
    const auth = authenticate(request, now)
    if (!auth.ok) return response(auth.status).json(auth.body)
    const params = new URL(request.url).searchParams
    const query = parseQuery(listQuerySchema, params, auth.user.id, now)
    if (!query.ok) return response(400).json(apiError('VALIDATION_FAILED', query.error, query.details))
    const { fields, from, to } = query.value
    const cursor = fields.cursor === undefined ? undefined : decodeCursor(fields.cursor)
    return response(200).json(
      listRequests(auth.user.id, {
        ...filtersOf(fields),
        from,
        to,
        limit: fields.limit ?? DEFAULT_PAGE_SIZE,
        ...(cursor === undefined ? {} : { cursor }),
      }),
    )
  }),
  http.get('/api/user/usage/summary', ({ request, response }) => {
    const now = mockNow()
    const auth = authenticate(request, now)
    if (!auth.ok) return response(auth.status).json(auth.body)
    const params = new URL(request.url).searchParams
    const query = parseQuery(summaryQuerySchema, params, auth.user.id, now)
    if (!query.ok) return response(400).json(apiError('VALIDATION_FAILED', query.error, query.details))
    const { fields, from, to } = query.value
    return response(200).json(
      summarize(auth.user.id, {
        ...filtersOf(fields),
        from,
        to,
        groupBy: fields.groupBy,
        timeZone: fields.timeZone ?? 'UTC',
      }),
    )
  }),
]
