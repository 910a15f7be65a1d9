/** Plural rules come with Intl: "3 месяца" and "5 месяцев" need no per-language strings. */
export type DurationUnit = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second'

/** Building an Intl formatter resolves locale data, far dearer than using one: build once, reuse. */
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
export const JA_NUMBER_SPACE = /(\d)[ \u00A0\u202F]+/gu

export function formatDuration(language: string, value: number, unit: DurationUnit): string {
  const text = numberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
  return language.startsWith('ja') ? text.replace(JA_NUMBER_SPACE, '$1') : text
}

export const dateTimeFormat = (language: string | undefined, options?: Intl.DateTimeFormatOptions) =>
  cached('date', String(language), options, () => new Intl.DateTimeFormat(language, options))

// CLDR ends a Russian year with «г.»: a sentence ending on a date would print «г..». Russian UIs commonly omit it.
const RU_YEAR_MARK = /(\d)[ \u00A0\u202F]г\./gu

export function formatDateTime(
  language: string,
  value: string | number | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  const text = dateTimeFormat(language, options).format(new Date(value))
  return language.startsWith('ru') ? text.replace(RU_YEAR_MARK, '$1') : text
}

export function formatDate(language: string, value: string | number | Date): string {
  return formatDateTime(language, value, { dateStyle: 'medium' })
}

/** The units of one duration, largest first ("5 hours, 12 minutes"); Japanese runs them together (5時間12分). */
export function formatDurationList(language: string, parts: string[]): string {
  return language.startsWith('ja') ? parts.join('') : formatUnitList(language, parts)
}

export function formatUnitList(language: string, parts: string[]): string {
  return cached(
    'list',
    language,
    undefined,
    () => new Intl.ListFormat(language, { style: 'long', type: 'unit' }),
  ).format(parts)
}

/** Between two sentences: Chinese and Japanese full-width marks (。！？) hold the gap; "。 " reads as pasted text. */
export function sentenceSpace(language: string): string {
  return /^(?:zh|ja)(?:-|$)/u.test(language) ? '' : ' '
}

export function joinSentences(language: string, sentences: readonly (string | null | undefined)[]): string {
  return sentences.filter((sentence): sentence is string => Boolean(sentence)).join(sentenceSpace(language))
}
