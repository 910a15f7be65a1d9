import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { isPrintableText } from './contract-rules.ts'

type Schemas = Record<string, { properties: Record<string, { pattern?: string }> }>
const { schemas } = (parse(readFileSync('openapi.yaml', 'utf8')) as { components: { schemas: Schemas } })
  .components
/** The contract's pattern, read as JSON Schema 2020-12 reads it: an ECMAScript regular expression, `u` flag. */
const namePattern = new RegExp(schemas.CreateApiKeyRequest?.properties.name?.pattern ?? '(?!)', 'u')

const anyText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(
      '\uD800',
      '\uDFFF',
      '\u0000',
      '\t',
      '\u007F',
      '\u0085',
      ' ',
      '\u202A',
      '\u202E',
      '\u2066',
      '\u2069',
    ),
    fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
  ),
})

test('a non-blank key name is printable exactly when the contract accepts it, for any text', () => {
  fc.assert(
    fc.property(
      anyText.filter((text) => text.trim() !== ''),
      (text) => {
        expect(isPrintableText(text)).toBe(namePattern.test(text))
      },
    ),
    { numRuns: 2_000 },
  )
})

test.each([
  ['CI runner', true],
  ['Ноутбук 笔记本 🚀', true],
  ['', true],
  ['a\u0000b', false],
  ['a\tb', false],
  ['a\u009Fb', false],
  ['\uD83D', false],
  ['\uDE80x', false],
  ['a\u202Ab', false],
  ['txt.\u202Eexe', false],
  ['a\u2066b\u2069', false],
  ['a\u2029b\u202Fc\u2065d\u206A', true],
])('%j is printable: %s', (text, expected) => {
  expect(isPrintableText(text)).toBe(expected)
})
