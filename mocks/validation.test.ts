import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { isPrintableText } from './validation.ts'

type Contract = {
  components: { schemas: Record<string, { properties: Record<string, { pattern?: string }> }> }
}
const contract = parse(readFileSync('openapi.yaml', 'utf8')) as Contract
/** The contract's rule for a remark, read as JSON Schema 2020-12 reads a pattern: an ECMAScript `u` regex. */
const remarkPattern = new RegExp(
  contract.components.schemas.UpdateApiKeyRemarkRequest?.properties.remark?.pattern ?? '(?!)',
  'u',
)

test('the mock reads printable text exactly as the contract pattern does, for any text', () => {
  fc.assert(
    fc.property(
      fc.string({
        unit: fc.oneof(
          fc.constantFrom('\uD800', '\uDFFF', '\u0085', '\u007F'),
          fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
        ),
      }),
      (text) => {
        expect(isPrintableText(text)).toBe(remarkPattern.test(text))
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
])('%j is printable: %s', (text, expected) => {
  expect(isPrintableText(text)).toBe(expected)
})
