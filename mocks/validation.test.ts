import { expect, test } from 'vitest'
import { z } from 'zod'
import {
  MAX_BODY_LENGTH,
  emailSchema,
  newPasswordSchema,
  parsePathId,
  readJsonBody,
  readOptionalJsonBody,
  validate,
} from './validation.ts'

const nameSchema = z.object({ name: z.string() })
const post = (body: string) => new Request('http://localhost/api/x', { method: 'POST', body })

test.each([123, ['abc'], '', 'a/b', 'x'.repeat(65)])('a path id of %j is refused', (value) => {
  expect(parsePathId('id', value)).toEqual({
    ok: false,
    error: 'id: must be 1 to 64 letters, digits, "_" or "-"',
    details: [{ field: 'id', rule: 'pattern' }],
  })
})

test('a body over the size limit is refused by both readers, and one at the limit is read', async () => {
  const tooLong = 'x'.repeat(MAX_BODY_LENGTH + 1)
  const refusal = {
    ok: false,
    error: `body: must be at most ${MAX_BODY_LENGTH} characters`,
    details: [{ rule: 'maxLength', limit: MAX_BODY_LENGTH }],
  }
  expect(await readJsonBody(post(tooLong), nameSchema)).toEqual(refusal)
  expect(await readOptionalJsonBody(post(tooLong), nameSchema)).toEqual(refusal)
  const blankAtLimit = ' '.repeat(MAX_BODY_LENGTH)
  expect(await readJsonBody(post(blankAtLimit), nameSchema)).toEqual({
    ok: false,
    error: 'body: is required',
    details: [{ rule: 'required' }],
  })
})

test('a body of white space is missing: required says so, optional gives nothing', async () => {
  expect(await readJsonBody(post(' \n\t'), nameSchema)).toEqual({
    ok: false,
    error: 'body: is required',
    details: [{ rule: 'required' }],
  })
  expect(await readOptionalJsonBody(post(' \n\t'), nameSchema)).toEqual({ ok: true, value: undefined })
})

test('a body that cannot be read is refused by both readers', async () => {
  const required = post('{}')
  await required.text()
  const unreadable = { ok: false, error: 'body: could not be read', details: [{ rule: 'json' }] }
  expect(await readJsonBody(required, nameSchema)).toEqual(unreadable)
  const optional = post('{}')
  await optional.text()
  expect(await readOptionalJsonBody(optional, nameSchema)).toEqual(unreadable)
})

test.each([
  [
    undefined,
    z.any().refine(() => false, { message: 'must be something' }),
    'body: must be something',
    { rule: 'pattern' },
  ],
  [0, z.number().min(1), 'body: must be at least 1', { rule: 'minimum', limit: 1 }],
  ['ab', z.string().min(3), 'body: must be at least 3 characters', { rule: 'minLength', limit: 3 }],
  ['', z.string().min(1), 'body: must not be empty', { rule: 'required' }],
  [11, z.number().max(10), 'body: must be at most 10', { rule: 'maximum', limit: 10 }],
  ['abcd', z.string().max(3), 'body: must be at most 3 characters', { rule: 'maxLength', limit: 3 }],
  ['x', z.email(), 'body: must match the format email', { rule: 'format' }],
  ['b', z.string().regex(/^a$/), 'body: must match the format regex', { rule: 'pattern' }],
  ['x', z.string().refine(() => false, 'bad'), 'body: is invalid', { rule: 'pattern' }],
  [
    'x',
    z.string().refine(() => false, { message: 'bad', params: { rule: 'enum' } }),
    'body: is invalid',
    { rule: 'enum' },
  ],
  [1, z.string(), 'body: must be a string', { rule: 'type' }],
  [1, z.object({}), 'body: must be an object', { rule: 'type' }],
])('validating %j answers one readable sentence and the contract’s issue', (data, schema, error, detail) => {
  expect(validate(data, schema)).toEqual({ ok: false, error, details: [detail] })
})

test.each([
  ['short1', { rule: 'minLength', limit: 8 }],
  [`${'a1'.repeat(64)}x`, { rule: 'maxLength', limit: 128 }],
  ['lettersonly', { rule: 'pattern' }],
])('a new password %j is refused with the rule it breaks', (password, detail) => {
  expect(validate({ password }, z.object({ password: newPasswordSchema }))).toEqual({
    ok: false,
    error: 'password: must be 8 to 128 characters with at least one letter and one digit',
    details: [{ field: 'password', ...detail }],
  })
})

test('each problem of a body is one sentence and one issue, in the same order', () => {
  const schema = z.strictObject({ email: emailSchema, type: z.enum(['register', 'login']) })
  expect(validate({ email: 'a..b@example.com', extra: 1 }, schema)).toEqual({
    ok: false,
    error: 'email: must be a valid email address; type: is required; extra: is not an allowed field',
    details: [
      { field: 'email', rule: 'format' },
      { field: 'type', rule: 'required' },
      { field: 'extra', rule: 'additionalProperties' },
    ],
  })
})

test('a nested field is named by its path, and missing when its parent is not an object', () => {
  const nested = z.object({ a: z.preprocess(() => ({}), z.object({ b: z.string() })) })
  expect(validate({ a: null }, nested)).toEqual({
    ok: false,
    error: 'a.b: is required',
    details: [{ field: 'a.b', rule: 'required' }],
  })
  const indexed = z.object({ a: z.preprocess(() => ({ 0: 1 }), z.object({ 0: z.string() })) })
  expect(validate({ a: 'xyz' }, indexed)).toEqual({
    ok: false,
    error: 'a.0: is required',
    details: [{ field: 'a.0', rule: 'required' }],
  })
})
