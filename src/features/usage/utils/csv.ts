import { DAY_MS } from '#src/lib/time-units.ts'
import type { LogFilters, UsageRequest } from './usage-query.ts'

/** The export's columns, in order: stable English names that scripts key on (README, Usage CSV). */
export const CSV_COLUMNS = [
  'time',
  'key_id',
  'key_name',
  'model',
  'api',
  'input_tokens',
  'output_tokens',
  'cache_write_tokens',
  'cache_read_tokens',
  'cost_usd',
  'duration_ms',
  'first_token_ms',
  'status',
  'error_code',
] as const

/**
 * Excel reads a CSV without a byte order mark in the system's legacy code page, which garbles Chinese, Japanese
 * and Russian key names; with it, Excel, LibreOffice, Numbers and Google Sheets all read UTF-8 (README, Usage CSV).
 */
export const CSV_BOM = '\uFEFF'

/** RFC 4180 ends every record with CRLF. */
export const CSV_LINE_END = '\r\n'

/** RFC 4180: a field holding a comma, a quote, CR or LF is quoted, and its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

export function csvLine(fields: readonly string[]): string {
  return fields.map(csvField).join(',') + CSV_LINE_END
}

export const CSV_HEADER = csvLine(CSV_COLUMNS)

/**
 * A number as spreadsheets and scripts read it in any locale: a dot for decimals, no grouping, never an exponent
 * (`String(1e-7)` is "1e-7"), and no float noise beyond ten decimals (a price is micro-dollars per token).
 */
export function plainNumber(value: number): string {
  if (Number.isInteger(value)) return BigInt(value).toString()
  const fixed = value.toFixed(10).replace(/0+$/, '').replace(/\.$/, '')
  return fixed === '-0' ? '0' : fixed
}

/** One request as the export's fields, in {@link CSV_COLUMNS}' order; times in UTC, absent values empty. */
export function csvRecord(request: UsageRequest): string[] {
  return [
    new Date(request.at).toISOString(),
    request.keyId,
    request.keyName ?? '',
    request.model,
    request.api,
    plainNumber(request.tokens.input),
    plainNumber(request.tokens.output),
    plainNumber(request.tokens.cacheWrite),
    plainNumber(request.tokens.cacheRead),
    plainNumber(request.cost.amount),
    plainNumber(request.durationMs),
    request.firstTokenMs === null ? '' : plainNumber(request.firstTokenMs),
    plainNumber(request.status),
    request.errorCode ?? '',
  ]
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The calendar day of `time` where the user is: the range the tab showed them. */
function localDay(time: number): string {
  const date = new Date(time)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * `relay-usage-<first day>_<last day>.csv`, both days included, in the user's time zone. The range's end is
 * excluded, so its last day is the one of the instant before it; without `from` or `to`, the API's defaults
 * (30 days up to now).
 */
export function csvFileName(filters: Pick<LogFilters, 'from' | 'to'>, now: number = Date.now()): string {
  const to = filters.to === undefined ? now : Date.parse(filters.to)
  const from = filters.from === undefined ? to - 30 * DAY_MS : Date.parse(filters.from)
  return `relay-usage-${localDay(from)}_${localDay(Math.max(from, to - 1))}.csv`
}
