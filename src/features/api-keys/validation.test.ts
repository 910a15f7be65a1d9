import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { isPrintableText } from './validation.ts'

type Schemas = Record<string, { properties: Record<string, { pattern?: string }> }>
const { schemas } = (parse(readFileSync('openapi.yaml', 'utf8')) as { components: { schemas: Schemas } })
  .components
/** The contract's patterns, read as JSON Schema 2020-12 reads them: ECMAScript regular expressions, `u` flag. */
const namePattern = new RegExp(schemas.CreateApiKeyRequest?.properties.name?.pattern ?? '(?!)', 'u')
const remarkPattern = new RegExp(schemas.UpdateApiKeyRemarkRequest?.properties.remark?.pattern ?? '(?!)', 'u')

const anyText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('\uD800', '\uDFFF', '\u0000', '\t', '\u007F', '\u0085', ' '),
    fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
  ),
})

test('the form accepts a remark exactly when the contract does, for any text', () => {
  fc.assert(
    fc.property(anyText, (text) => {
      expect(isPrintableText(text)).toBe(remarkPattern.test(text))
    }),
    { numRuns: 2_000 },
  )
})

test('the form accepts a non-blank name exactly when the contract does, for any text', () => {
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
