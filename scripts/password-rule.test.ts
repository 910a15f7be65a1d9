import { readFileSync } from 'node:fs'
import path from 'node:path'
import Ajv from 'ajv'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { newPasswordSchema } from '#mocks/validation.ts'
import { checkNewPassword } from '#src/features/auth/validation.ts'

// The oracle: the contract's own `Password` schema, read from openapi.yaml and applied by a JSON Schema validator
// (lengths in characters, the pattern as ECMAScript with the u flag).
const contract = parse(readFileSync(path.resolve(import.meta.dirname, '../openapi.yaml'), 'utf8')) as {
  components: { schemas: { Password: Record<string, unknown> } }
}
const {
  description: _description,
  examples: _examples,
  ...passwordSchema
} = contract.components.schemas.Password
const contractAccepts = new Ajv({ strict: false }).compile<string>(passwordSchema)

// Letters, digits, line breaks, astral characters and the rest, around the length limits.
const passwords = fc.oneof(
  fc.string({
    unit: fc.constantFrom('a', 'Z', '7', '!', ' ', '\n', '\r', '\u2028', 'é', '😀'),
    maxLength: 140,
  }),
  fc.string({ unit: 'binary', maxLength: 140 }),
  fc
    .tuple(fc.constantFrom(6, 7, 8, 9, 127, 128, 129), fc.constantFrom('a', '1', '😀', '\n'))
    .map(([length, extra]) => `a1${'x'.repeat(length - 3)}${extra}`),
)

test('the register form accepts exactly the passwords the contract accepts', () => {
  fc.assert(
    fc.property(passwords, (password) => {
      expect(checkNewPassword(password) === undefined).toBe(contractAccepts(password))
    }),
    { numRuns: 2000 },
  )
})

test('the mock backend accepts exactly the passwords the contract accepts', () => {
  fc.assert(
    fc.property(passwords, (password) => {
      expect(newPasswordSchema.safeParse(password).success).toBe(contractAccepts(password))
    }),
    { numRuns: 2000 },
  )
})
