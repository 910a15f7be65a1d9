/**
 * Locale-aware formatting through Intl, in the interface language. Plural rules come with Intl, so
 * "1 month", "3 месяца", "5 месяцев" are all correct without per-language strings.
 */
export type DurationUnit = 'year' | 'month' | 'day' | 'hour' | 'minute'

export function formatNumber(language: string, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(language, options).format(value)
}

export function formatCurrency(language: string, amount: number, currency: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount)
}

/** A duration in words: `formatDuration('ru', 3, 'month')` → "3 месяца". */
export function formatDuration(language: string, value: number, unit: DurationUnit): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
}

export function formatDateTime(
  language: string,
  value: string | number | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return new Intl.DateTimeFormat(language, options).format(new Date(value))
}

export function formatDate(language: string, value: string | number | Date): string {
  return formatDateTime(language, value, { dateStyle: 'medium' })
}

/** "in 3 days", "yesterday", in the interface language. */
export function formatRelative(language: string, value: number, unit: Intl.RelativeTimeFormatUnit): string {
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(value, unit)
}
