import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createInstance } from 'i18next'
import { expect, test } from 'vitest'
import { createBundledI18n } from '#src/lib/all-messages.ts'
import { LANGUAGES, type Language } from '#src/lib/languages.ts'
import { formatDate, formatDateTime } from '#src/utils/format.ts'

/**
 * CLDR closes a Russian year with «г.», so a message ending on `{{date}}.` printed «2025 г..». Every message of
 * every namespace, in every language, is rendered here with Russian dates, as the screens format them, in each
 * placeholder that can hold a date, and none may print two full stops.
 */
const localesDir = path.resolve(import.meta.dirname, '../locales')
const DATE_PLACEHOLDER = /date|time|day|when|from|^to$|until|seen|since|relative/iu
const PLACEHOLDER = /\{\{\s*(\w+)[^}]*\}\}/gu
const TWO_STOPS = /(?<!\.)\.\.(?!\.)/u

const INSTANT = Date.UTC(2025, 4, 5, 11)
const RUSSIAN_DATES = [
  formatDate('ru', INSTANT),
  formatDateTime('ru', INSTANT),
  formatDateTime('ru', INSTANT, { dateStyle: 'long' }),
  formatDateTime('ru', INSTANT, { dateStyle: 'full' }),
]

function flatten(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    flatten(child, prefix ? `${prefix}.${key}` : key),
  )
}

function templates(language: Language): { namespace: string; key: string; template: string }[] {
  return readdirSync(path.join(localesDir, language))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const namespace = file.replace(/\.json$/, '')
      const json: unknown = JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8'))
      return flatten(json).map(([key, template]) => ({ namespace, key, template }))
    })
}

/** Each message with a Russian date in every date placeholder, once per way the screens format a date. */
async function renderedWithDates(language: Language): Promise<{ where: string; text: string }[]> {
  const i18n = await createBundledI18n({ language, instance: createInstance() })
  return templates(language).flatMap(({ namespace, key, template }) => {
    const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '')
    if (!names.some((name) => DATE_PLACEHOLDER.test(name))) return []
    return RUSSIAN_DATES.map((date) => {
      const values = Object.fromEntries(
        names.map((name) => [name, DATE_PLACEHOLDER.test(name) ? date : name === 'count' ? 2 : 'x']),
      )
      // A key is asked for as written, plural suffix included: each form is a template of its own.
      const text = i18n.t(`${namespace}:${key}` as never, values as never) as unknown as string
      return { where: `${language}/${namespace}:${key}`, text }
    })
  })
}

test('the check renders messages that end on a date, and a date closed by a full stop would show', async () => {
  const rendered = await renderedWithDates('ru')
  const endsOn = rendered.filter(({ where }) => where === 'ru/dashboard:attention.endedOn')
  expect(endsOn).toHaveLength(RUSSIAN_DATES.length)
  for (const { text } of endsOn) expect(text).toContain(RUSSIAN_DATES[0])
  expect(TWO_STOPS.test('до 5 мая 2025 г..')).toBe(true)
  expect(TWO_STOPS.test('Загрузка...')).toBe(false)
})

test.each(LANGUAGES)('%s messages never print two full stops after a Russian date', async (language) => {
  const doubled = (await renderedWithDates(language)).filter(({ text }) => TWO_STOPS.test(text))
  expect(doubled.map(({ where, text }) => `${where}: ${text}`)).toEqual([])
})

test('Russian dates end on the year, with no «г.», and other languages keep what Intl writes', () => {
  expect(formatDate('ru', INSTANT)).toBe('5 мая 2025')
  expect(formatDateTime('ru', INSTANT, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })).toBe(
    '5 мая 2025, 11:00',
  )
  for (const date of RUSSIAN_DATES) expect(date).not.toMatch(/г\./u)
  expect(formatDate('en', INSTANT)).toBe('May 5, 2025')
  expect(formatDate('ja', INSTANT)).toBe('2025/05/05')
})
