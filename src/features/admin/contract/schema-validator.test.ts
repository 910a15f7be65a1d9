import { expect, test } from 'vitest'
import { validateSchema, type JsonSchema } from './schema-validator.ts'

const registry: Record<string, JsonSchema> = {
  Quota: { type: ['number', 'null'], minimum: 0 },
  Summary: {
    type: 'object',
    required: ['id', 'unit'],
    properties: { id: { type: 'string', pattern: '^[a-z]+$' }, unit: { enum: ['day', 'month'] } },
  },
}

const check = (schema: JsonSchema, value: unknown) =>
  validateSchema(schema, value, registry).map(({ keyword, path, params }) => ({ keyword, path, ...params }))

test('types, nullable unions and integers are checked', () => {
  expect(check({ $ref: '#/components/schemas/Quota' }, null)).toEqual([])
  expect(check({ $ref: '#/components/schemas/Quota' }, 2.5)).toEqual([])
  expect(check({ $ref: '#/components/schemas/Quota' }, '2')).toEqual([
    { keyword: 'type', path: 'body', expected: 'number | null' },
  ])
  expect(check({ type: 'integer' }, 1.5)).toEqual([{ keyword: 'type', path: 'body', expected: 'integer' }])
  expect(check({ type: 'number', minimum: 0 }, -1)).toEqual([
    { keyword: 'minimum', path: 'body', limit: '0' },
  ])
})

test('objects report missing and wrong properties with their path', () => {
  const list: JsonSchema = {
    type: 'object',
    properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Summary' } } },
  }
  expect(check(list, { items: [{ id: 'ok', unit: 'day' }, { id: 'NO', unit: 'week' }, {}] })).toEqual([
    { keyword: 'pattern', path: 'body.items[1].id', pattern: '^[a-z]+$' },
    { keyword: 'enum', path: 'body.items[1].unit', allowed: 'day, month' },
    { keyword: 'required', path: 'body.items[2]', property: 'id' },
    { keyword: 'required', path: 'body.items[2]', property: 'unit' },
  ])
  expect(check({ type: 'object', additionalProperties: false }, { extra: 1 })).toEqual([
    { keyword: 'additionalProperties', path: 'body', property: 'extra' },
  ])
})

test('oneOf reports the issues of the closest alternative', () => {
  const plan: JsonSchema = { oneOf: [{ $ref: '#/components/schemas/Summary' }, { type: 'null' }] }
  expect(check(plan, null)).toEqual([])
  expect(check(plan, { id: 'pro', unit: 'day' })).toEqual([])
  expect(check(plan, { id: 'pro' })).toEqual([{ keyword: 'required', path: 'body', property: 'unit' }])
  expect(check({ oneOf: [{ type: 'number' }, { type: 'integer' }] }, 3)).toEqual([
    { keyword: 'oneOf', path: 'body' },
  ])
})

test('string lengths count characters, and formats are checked', () => {
  expect(check({ type: 'string', maxLength: 2 }, '😀😀')).toEqual([])
  expect(check({ type: 'string', format: 'date-time' }, '2026-11-22T10:00:00Z')).toEqual([])
  expect(check({ type: 'string', format: 'date-time' }, '2026-11-22T10:00:00.123+09:00')).toEqual([])
  expect(check({ type: 'string', format: 'date-time' }, '2026-02-30T10:00:00Z')).toHaveLength(1)
  expect(check({ type: 'string', format: 'date-time' }, '2026-11-22 10:00')).toHaveLength(1)
  expect(check({ type: 'string', format: 'date' }, '2024-02-29')).toEqual([])
  expect(check({ type: 'string', format: 'date' }, '2025-02-29')).toHaveLength(1)
  expect(check({ type: 'string', format: 'email' }, 'demo@example.com')).toEqual([])
  expect(check({ type: 'string', format: 'email' }, 'not-an-email')).toEqual([
    { keyword: 'format', path: 'body', format: 'email' },
  ])
})

test('an unknown reference is reported, not thrown', () => {
  expect(check({ $ref: '#/components/schemas/Missing' }, 1)).toEqual([
    { keyword: 'ref', path: 'body', ref: '#/components/schemas/Missing' },
  ])
})
