import { Ajv } from 'ajv'
import addFormats from 'ajv-formats'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { schemaInstance } from './schema-instance.ts'

const ajv = new Ajv({ strict: false })
addFormats(ajv)

function expectValid(schema: object) {
  const instance = schemaInstance(schema)
  const validate = ajv.compile(schema)
  expect(validate(instance), `${JSON.stringify(instance)}: ${JSON.stringify(validate.errors)}`).toBe(true)
}

// Ajv's deep equality calls an object's own `toString` and `valueOf`: a key named so (which no tool sends) breaks Ajv.
const PROTOTYPE_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype))
const enumValue = fc
  .jsonValue({ maxDepth: 1 })
  .filter(
    (value) =>
      !(value && typeof value === 'object' && Object.keys(value).some((key) => PROTOTYPE_KEYS.has(key))),
  )

/** Satisfiable schemas built from the keywords tools send. */
const anySchema: fc.Arbitrary<object> = fc.letrec<{ schema: object }>((tie) => ({
  schema: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ type: fc.constant('boolean') }),
    fc.record({ type: fc.constant('null') }),
    fc.record({
      enum: fc.uniqueArray(enumValue, {
        minLength: 1,
        maxLength: 3,
        selector: (value) => JSON.stringify(value),
      }),
    }),
    fc.record({ const: enumValue }),
    fc
      .record(
        {
          type: fc.constantFrom('integer', 'number'),
          minimum: fc.integer({ min: -50, max: 50 }),
          span: fc.integer({ min: 0, max: 20 }),
          exclusive: fc.boolean(),
          multipleOf: fc.constantFrom(undefined, 2, 5),
        },
        { requiredKeys: ['type', 'minimum', 'span', 'exclusive'] },
      )
      .map(({ type, minimum, span, exclusive, multipleOf }) => {
        const step = multipleOf ?? 1
        const low = Math.ceil(minimum / step) * step
        const high = low + step * (span + 2)
        return {
          type,
          ...(exclusive ? { exclusiveMinimum: low - 1 } : { minimum: low }),
          maximum: high,
          ...(multipleOf ? { multipleOf } : {}),
        }
      }),
    fc
      .record(
        {
          minLength: fc.integer({ min: 0, max: 12 }),
          extra: fc.integer({ min: 0, max: 12 }),
          format: fc.constantFrom(undefined, 'date-time', 'email', 'uri', 'uuid', 'date'),
          pattern: fc.constantFrom(undefined, '^[a-z]+$', '^\\d*$', 'demo'),
        },
        { requiredKeys: ['minLength', 'extra'] },
      )
      .map(({ minLength, extra, format, pattern }) =>
        format
          ? { type: 'string', format }
          : pattern === '^\\d*$'
            ? { type: 'string', pattern }
            : {
                type: 'string',
                minLength,
                maxLength: Math.max(minLength + extra, 4),
                ...(pattern ? { pattern } : {}),
              },
      ),
    fc
      .record({ items: tie('schema'), minItems: fc.integer({ min: 0, max: 3 }) })
      .map(({ items, minItems }) => ({ type: 'array', items, minItems })),
    fc
      .dictionary(fc.string({ minLength: 1, maxLength: 6 }), tie('schema'), { maxKeys: 4 })
      .chain((properties) =>
        fc
          .subarray(Object.keys(properties))
          .map((required) => ({ type: 'object', properties, required, additionalProperties: false })),
      ),
    fc.array(tie('schema'), { minLength: 1, maxLength: 3 }).map((branches) => ({ anyOf: branches })),
  ),
})).schema

/** References resolve from the root, where `$defs` and `definitions` live. */
const satisfiable = fc.oneof(
  anySchema,
  fc.tuple(anySchema, fc.constantFrom('$defs', 'definitions')).map(([target, where]) => ({
    type: 'object',
    properties: { referenced: { $ref: `#/${where}/target` } },
    required: ['referenced'],
    [where]: { target },
  })),
)

test('any satisfiable schema made of the keywords tools send gets an instance that validates', () => {
  fc.assert(fc.property(satisfiable, expectValid), { numRuns: 500 })
})

test('a Gemini OpenAPI-style schema gets upper-case types read, the first enum value and every required property', () => {
  const schema = {
    type: 'OBJECT',
    properties: {
      reasoning: { type: 'STRING' },
      model_choice: { type: 'STRING', enum: ['flash', 'pro'] },
      tags: { type: 'ARRAY', items: { type: 'INTEGER', minimum: 2 }, minItems: 2 },
      optional: { type: 'BOOLEAN' },
    },
    required: ['reasoning', 'model_choice', 'tags'],
  }
  expect(schemaInstance(schema)).toEqual({ reasoning: 'demo', model_choice: 'flash', tags: [2, 2] })
})

test('allOf merges its branches, and a reference cycle ends instead of recursing forever', () => {
  const merged = {
    allOf: [
      { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
      { properties: { b: { type: 'integer', minimum: 3 } }, required: ['b'] },
    ],
  }
  expectValid(merged)
  const cyclic = { type: 'object', properties: { next: { $ref: '#' } }, required: ['next'] }
  expect(() => schemaInstance(cyclic)).not.toThrow()
})

test('a property named __proto__ is an own key, not the prototype', () => {
  const schema = JSON.parse(
    '{"type":"object","properties":{"__proto__":{"type":"string"}},"required":["__proto__"]}',
  ) as object
  const instance = schemaInstance(schema) as object
  expect(Object.hasOwn(instance, '__proto__')).toBe(true)
  expect(Object.getPrototypeOf(instance)).toBe(Object.prototype)
})

test("an unbounded number is 1, which Gemini CLI's router takes as a score from 1 to 100", () => {
  const router = {
    type: 'OBJECT',
    properties: {
      complexity_reasoning: { type: 'STRING' },
      complexity_score: { type: 'INTEGER', description: 'Complexity score from 1-100.' },
    },
    required: ['complexity_reasoning', 'complexity_score'],
  }
  expect(schemaInstance(router)).toEqual({ complexity_reasoning: 'demo', complexity_score: 1 })
  expect(schemaInstance({ type: 'number', maximum: 0.5 })).toBe(0)
})
