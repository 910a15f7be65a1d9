import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createInstance } from 'i18next'
import { expect, test } from 'vitest'
import { createBundledI18n } from '#src/lib/all-messages.ts'
import type { Language } from '#src/lib/languages.ts'

/**
 * A number put before a noun makes the noun agree with it: Russian «1 символа», «2 символов», «21 символа», English
 * "1 character", "2 characters". Only i18next's plural keys (`_one`, `_few`, `_many`, `_other`, chosen by `count`)
 * can say that, so a message that puts a counted number before a word must be one; and each Russian one must
 * decline its noun as the number requires.
 */
const localesDir = path.resolve(import.meta.dirname, '../locales')
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/u
/** Placeholders that hold a bare count or limit. Amounts, dates and compact figures («200 тыс.») are not counted. */
const COUNTED = '(?:count|max|min|limit|length|listed)'
/** Words that may follow a number without agreeing with it: "…and 3 more", "3 of 10 left". */
const NOT_NOUNS = new Set(['more', 'and', 'left'])
const COUNTED_BEFORE_WORD = new RegExp(`\\{\\{\\s*${COUNTED}\\s*\\}\\}\\s+(\\p{Ll}{3,})`, 'u')
const WORD_AFTER_COUNT = /\{\{\s*count\s*\}\}\s+(\p{Ll}+)/u

function flatten(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    flatten(child, prefix ? `${prefix}.${key}` : key),
  )
}

function messages(language: Language): { namespace: string; key: string; text: string }[] {
  return readdirSync(path.join(localesDir, language))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const namespace = file.replace(/\.json$/, '')
      const json: unknown = JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8'))
      return flatten(json).map(([key, text]) => ({ namespace, key, text }))
    })
}

/** The plural messages of `language`, each base key with its forms (`one` → template). */
function pluralMessages(language: Language): Map<string, Map<string, string>> {
  const plural = new Map<string, Map<string, string>>()
  for (const { namespace, key, text } of messages(language)) {
    const match = PLURAL_SUFFIX.exec(key)
    if (!match) continue
    const base = `${namespace}:${key.slice(0, match.index)}`
    plural.set(base, (plural.get(base) ?? new Map<string, string>()).set(match[1] ?? '', text))
  }
  return plural
}

async function translator(language: Language) {
  const i18n = await createBundledI18n({ language, instance: createInstance() })
  return (key: string, count: number) => {
    const [namespace = '', name = ''] = key.split(':')
    const template = messages(language).find(
      (message) => message.namespace === namespace && message.key.startsWith(`${name}_`),
    )?.text
    const others = [...(template ?? '').matchAll(/\{\{\s*(\w+)[^}]*\}\}/gu)].map((match) => match[1] ?? '')
    const values = Object.fromEntries(others.map((placeholder) => [placeholder, 'x']))
    return i18n.t(key as never, { ...values, count } as never) as unknown as string
  }
}

/** A message's forms by the language's plural rules; `zero`, i18next's form for a count of 0 in any language, aside. */
const cardinalForms = (forms: Map<string, string>) =>
  [...forms.keys()].filter((form) => form !== 'zero').sort()

/** The word that follows the number in `text`, where `count` was put. */
const wordAfter = (text: string, count: number) =>
  new RegExp(`(?<![\\d.,])${count}\\s+(\\p{Ll}+)`, 'u').exec(text)?.[1]

test.each(['en', 'ru'] as const)(
  '%s puts a counted number before a word only in plural messages',
  (language) => {
    const unagreed = messages(language)
      .filter(({ key }) => !PLURAL_SUFFIX.test(key))
      .flatMap(({ namespace, key, text }) => {
        const word = COUNTED_BEFORE_WORD.exec(text)?.[1]
        return word && !NOT_NOUNS.has(word) ? [`${namespace}:${key}: ${text}`] : []
      })
    expect(unagreed).toEqual([])
  },
)

test('the check finds a number before a noun outside a plural message', () => {
  expect(COUNTED_BEFORE_WORD.exec('Длина {{path}} должна быть не меньше {{limit}} символов')?.[1]).toBe(
    'символов',
  )
  expect(COUNTED_BEFORE_WORD.exec('Введите число от {{min}} до {{max}}.')).toBeNull()
  expect(COUNTED_BEFORE_WORD.exec('{{ms}} мс')).toBeNull()
})

test('Russian plural messages decline the counted noun for 1, 2, 5 and 21', async () => {
  const t = await translator('ru')
  const wrong: string[] = []
  const checked: string[] = []
  for (const [key, forms] of pluralMessages('ru')) {
    expect(cardinalForms(forms), key).toEqual(['few', 'many', 'one', 'other'])
    if (!WORD_AFTER_COUNT.test(forms.get('many') ?? '')) continue
    checked.push(key)
    const [one, two, five, twentyOne] = [1, 2, 5, 21].map((count) => wordAfter(t(key, count), count))
    // 1 and 21 take the same form; 5 another; 2 the «few» form, which after «не больше», «из» is 5's.
    const agrees =
      one !== undefined &&
      one === twentyOne &&
      one !== five &&
      two === WORD_AFTER_COUNT.exec(forms.get('few') ?? '')?.[1] &&
      five === WORD_AFTER_COUNT.exec(forms.get('many') ?? '')?.[1]
    if (!agrees) wrong.push(`${key}: 1 ${one}, 2 ${two}, 5 ${five}, 21 ${twentyOne}`)
  }
  expect(wrong).toEqual([])
  expect(checked).toEqual(
    expect.arrayContaining(['admin:check.issue.maxItems', 'validation:passwordTooLong']),
  )
})

test('Russian limits read «не меньше 1 символа», «2 символов», «5 символов», «21 символа»', async () => {
  const t = await translator('ru')
  expect([1, 2, 5, 21].map((count) => t('admin:check.issue.minLength', count))).toEqual([
    'Длина x должна быть не меньше 1 символа',
    'Длина x должна быть не меньше 2 символов',
    'Длина x должна быть не меньше 5 символов',
    'Длина x должна быть не меньше 21 символа',
  ])
  expect([1, 4, 6, 21].map((count) => t('validation:codeInvalid', count))).toEqual([
    'Код должен состоять из 1 цифры.',
    'Код должен состоять из 4 цифр.',
    'Код должен состоять из 6 цифр.',
    'Код должен состоять из 21 цифры.',
  ])
})

test('English plural messages say one thing for 1 and another for 2', async () => {
  const t = await translator('en')
  const same: string[] = []
  for (const [key, forms] of pluralMessages('en')) {
    expect(cardinalForms(forms), key).toEqual(['one', 'other'])
    if (t(key, 1).replace('1', '2') === t(key, 2)) same.push(`${key}: ${t(key, 1)} / ${t(key, 2)}`)
  }
  expect(same).toEqual([])
  expect(t('api-keys:create.nameTooLong', 1)).toBe('A name can have at most 1 character.')
  expect(t('api-keys:create.nameTooLong', 2)).toBe('A name can have at most 2 characters.')
})
