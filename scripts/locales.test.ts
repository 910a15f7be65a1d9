import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { LANGUAGES } from '#src/lib/languages.ts'

const localesDir = path.resolve(import.meta.dirname, '../locales')
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

/** Plural categories each language needs (CLDR), so that plural keys can differ by language. */
function pluralCategories(language: string): Set<string> {
  return new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories)
}

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  if (typeof value === 'string') {
    out.set(prefix, value)
    return out
  }
  if (typeof value !== 'object' || value === null) throw new Error(`${prefix}: not a string or object`)
  for (const [key, child] of Object.entries(value)) {
    for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v)
  }
  return out
}

function read(language: string, namespace: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')))
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1] ?? '').sort()
}

/** Keys of a file with plural forms reduced to their base key and the set of categories present. */
function shape(messages: Map<string, string>) {
  const plain = new Set<string>()
  const plural = new Map<string, Set<string>>()
  for (const key of messages.keys()) {
    const match = PLURAL_SUFFIX.exec(key)
    if (match) {
      const base = key.slice(0, match.index)
      plural.set(base, (plural.get(base) ?? new Set()).add(match[1] ?? ''))
    } else plain.add(key)
  }
  return { plain, plural }
}

const namespaces = readdirSync(path.join(localesDir, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''))

test('every language has exactly the namespaces of en', () => {
  for (const language of LANGUAGES) {
    const files = readdirSync(path.join(localesDir, language)).map((file) => file.replace(/\.json$/, ''))
    expect(files.sort(), language).toEqual([...namespaces].sort())
  }
})

test.each(LANGUAGES.flatMap((language) => namespaces.map((namespace) => [language, namespace] as const)))(
  '%s/%s has every key of en, no empty value and the same placeholders',
  (language, namespace) => {
    const source = read('en', namespace)
    const target = read(language, namespace)
    const sourceShape = shape(source)
    const targetShape = shape(target)
    expect([...targetShape.plain].sort(), 'plain keys').toEqual([...sourceShape.plain].sort())
    expect([...targetShape.plural.keys()].sort(), 'plural keys').toEqual(
      [...sourceShape.plural.keys()].sort(),
    )
    const needed = pluralCategories(language)
    for (const [base, categories] of targetShape.plural) {
      for (const category of needed) expect(categories.has(category), `${base}_${category}`).toBe(true)
    }
    for (const [key, value] of target) {
      expect(value.trim(), `${key} is empty`).not.toBe('')
      const base = key.replace(PLURAL_SUFFIX, '')
      const reference = source.get(key) ?? source.get(`${base}_other`) ?? ''
      expect(placeholders(value), `${key} placeholders`).toEqual(placeholders(reference))
    }
  },
)
