import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { compileValidators } from '../../../../scripts/generate-contract-schemas.ts'
import { validateError, validateSubscription } from '#src/features/admin/contract-validators.js'
import { schemaIssues, type Validator } from './schema-issues.ts'

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const schemas = {
  Quota: { type: ['number', 'null'], minimum: 0 },
  Count: { type: 'integer' },
  Summary: {
    type: 'object',
    required: ['id', 'unit'],
    properties: { id: { type: 'string', pattern: '^[a-z]+$' }, unit: { enum: ['day', 'month'] } },
  },
  List: { type: 'object', properties: { items: { type: 'array', items: ref('Summary') } } },
  Plan: { oneOf: [ref('Summary'), { type: 'null' }] },
  Either: { oneOf: [{ type: 'number' }, { type: 'integer' }] },
  Source: { type: ['string', 'null'], enum: ['code', null] },
  Closed: {
    type: 'object',
    additionalProperties: false,
    properties: {
      name: { type: 'string', maxLength: 2 },
      at: { type: 'string', format: 'date-time' },
      day: { type: 'string', format: 'date' },
      email: { type: 'string', format: 'email' },
    },
  },
}

let directory = ''
let validators: Record<string, Validator> = {}

// Compiled as the generator compiles the contract, into a directory removed afterwards (inside the project, so
// that the module resolves Ajv's helpers as the generated one does).
beforeAll(async () => {
  const code = compileValidators(schemas, Object.keys(schemas))
  directory = mkdtempSync(path.join(import.meta.dirname, '.test-validators-'))
  const file = path.join(directory, 'validators.js')
  writeFileSync(file, code)
  validators = (await import(/* @vite-ignore */ file)) as Record<string, Validator>
})

afterAll(() => rmSync(directory, { recursive: true, force: true }))

const check = (name: keyof typeof schemas, value: unknown) =>
  schemaIssues(validators[`validate${name}`]!, value).map(({ keyword, path, params }) => ({
    keyword,
    path,
    ...params,
  }))

test('a conforming value has no issue, a value of the wrong type names the types expected', () => {
  expect(check('Quota', null)).toEqual([])
  expect(check('Quota', 2.5)).toEqual([])
  expect(check('Quota', '2')).toEqual([{ keyword: 'type', path: 'body', expected: 'number | null' }])
  expect(check('Count', 1.5)).toEqual([{ keyword: 'type', path: 'body', expected: 'integer' }])
  expect(check('Quota', -1)).toEqual([{ keyword: 'minimum', path: 'body', limit: '0' }])
  // Not also "must be one of" for a value that is not even of the enum's type.
  expect(check('Source', 5)).toEqual([{ keyword: 'type', path: 'body', expected: 'string | null' }])
  expect(check('Source', 'gift')).toEqual([{ keyword: 'enum', path: 'body', allowed: 'code, null' }])
})

test('objects report missing, wrong and undeclared properties with their path', () => {
  expect(check('List', { items: [{ id: 'ok', unit: 'day' }, { id: 'NO', unit: 'week' }, {}] })).toEqual([
    { keyword: 'pattern', path: 'body.items[1].id', pattern: '^[a-z]+$' },
    { keyword: 'enum', path: 'body.items[1].unit', allowed: 'day, month' },
    { keyword: 'required', path: 'body.items[2]', property: 'id' },
    { keyword: 'required', path: 'body.items[2]', property: 'unit' },
  ])
  expect(check('Closed', { extra: 1 })).toEqual([
    { keyword: 'additionalProperties', path: 'body', property: 'extra' },
  ])
})

test('a failed oneOf reports the problems of the alternative of the right type', () => {
  expect(check('Plan', null)).toEqual([])
  expect(check('Plan', { id: 'pro', unit: 'day' })).toEqual([])
  expect(check('Plan', { id: 'pro' })).toEqual([{ keyword: 'required', path: 'body', property: 'unit' }])
  expect(check('Plan', 'pro')).toEqual([{ keyword: 'type', path: 'body', expected: 'object | null' }])
  expect(check('Either', 3)).toEqual([{ keyword: 'oneOf', path: 'body' }])
})

test('string lengths count characters, and formats are checked', () => {
  const closed = (property: string, value: string) => check('Closed', { [property]: value })
  expect(closed('name', '😀😀')).toEqual([])
  expect(closed('name', 'abc')).toEqual([{ keyword: 'maxLength', path: 'body.name', limit: '2' }])
  expect(closed('at', '2026-11-22T10:00:00Z')).toEqual([])
  expect(closed('at', '2026-11-22T10:00:00.123+09:00')).toEqual([])
  expect(closed('at', '2026-02-30T10:00:00Z')).toEqual([
    { keyword: 'format', path: 'body.at', format: 'date-time' },
  ])
  expect(closed('at', '2026-11-22 10:00')).toHaveLength(1)
  expect(closed('at', '2026-11-22T10:00:00')).toHaveLength(1)
  expect(closed('day', '2024-02-29')).toEqual([])
  expect(closed('day', '2025-02-29')).toEqual([{ keyword: 'format', path: 'body.day', format: 'date' }])
  expect(closed('email', 'demo@example.com')).toEqual([])
  expect(closed('email', 'not-an-email')).toEqual([
    { keyword: 'format', path: 'body.email', format: 'email' },
  ])
})

test("the contract's generated validators check the answers the console receives", () => {
  const subscription = {
    status: 'active',
    plan: null,
    activeSince: '2026-03-14T08:21:00Z',
    expiresAt: '2026-04-14T08:21:00Z',
    quota: null,
    source: 'activation_code',
  }
  expect(schemaIssues(validateSubscription as Validator, subscription)).toEqual([])
  expect(
    schemaIssues(validateSubscription as Validator, { ...subscription, expiresAt: 'soon', source: 'gift' }),
  ).toEqual([
    { keyword: 'format', path: 'body.expiresAt', params: { format: 'date-time' } },
    { keyword: 'enum', path: 'body.source', params: { allowed: 'activation_code, benefit_package, null' } },
  ])
  expect(schemaIssues(validateError as Validator, { code: 'UNAUTHORIZED' })).toEqual([
    { keyword: 'required', path: 'body', params: { property: 'error' } },
  ])
})
