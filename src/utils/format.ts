/**
 * Locale-aware formatting through Intl, in the interface language. Plural rules come with Intl, so
 * "1 month", "3 месяца", "5 месяцев" are all correct without per-language strings.
 */
export type DurationUnit = 'year' | 'month' | 'day' | 'hour' | 'minute'

/**
 * Building an Intl formatter costs far more than using one (locale data is resolved each time), and a page
 * formats many values: each formatter is built once per language and options, then reused.
 */
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat
const formatters = new Map<string, Formatter>()
function cached<T extends Formatter>(
  kind: string,
  language: string,
  options: object | undefined,
  create: () => T,
): T {
  const key = `${kind}|${language}|${JSON.stringify(options ?? {})}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = create()
    formatters.set(key, formatter)
  }
  return formatter as T
}
const numberFormat = (language: string, options?: Intl.NumberFormatOptions) =>
  cached('number', language, options, () => new Intl.NumberFormat(language, options))

export function formatNumber(language: string, value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(language, options).format(value)
}

export function formatCurrency(language: string, amount: number, currency: string): string {
  return numberFormat(language, { style: 'currency', currency }).format(amount)
}

/** Japanese writes a number and its counter without a space (5時間, 3か月); CLDR's units put one in. */
const JA_NUMBER_SPACE = /(\d)[ \u00A0\u202F]+/gu

/** A duration in words: `formatDuration('ru', 3, 'month')` → "3 месяца", `formatDuration('ja', 5, 'hour')` → "5時間". */
export function formatDuration(language: string, value: number, unit: DurationUnit): string {
  const text = numberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
  return language.startsWith('ja') ? text.replace(JA_NUMBER_SPACE, '$1') : text
}

/** A date formatter for `language` (the browser's default with undefined) and `options`, built once. */
export const dateTimeFormat = (language: string | undefined, options?: Intl.DateTimeFormatOptions) =>
  cached('date', String(language), options, () => new Intl.DateTimeFormat(language, options))

export function formatDateTime(
  language: string,
  value: string | number | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return dateTimeFormat(language, options).format(new Date(value))
}

export function formatDate(language: string, value: string | number | Date): string {
  return formatDateTime(language, value, { dateStyle: 'medium' })
}

/** Parts of one measure as a list ("5 hours and 12 minutes", "5 часов 12 минут"). */
export function formatUnitList(language: string, parts: string[]): string {
  return cached(
    'list',
    language,
    undefined,
    () => new Intl.ListFormat(language, { style: 'long', type: 'unit' }),
  ).format(parts)
}
