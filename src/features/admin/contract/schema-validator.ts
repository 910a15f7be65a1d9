/**
 * A small JSON Schema (2020-12) interpreter for the subset openapi.yaml's responses use. It walks the schema
 * as data, so it runs under a strict Content Security Policy (no `eval`, no `new Function`, unlike Ajv's
 * compiled validators). scripts/generate-contract-schemas.ts refuses a contract that needs a keyword or a
 * format missing here, and a test compares its verdicts with Ajv's.
 */

export type JsonType = 'null' | 'boolean' | 'object' | 'array' | 'number' | 'integer' | 'string'

export type JsonSchema = {
  $ref?: string
  type?: JsonType | JsonType[]
  enum?: unknown[]
  const?: unknown
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  allOf?: JsonSchema[]
}

/** The keywords this validator checks. */
export const VALIDATION_KEYWORDS = [
  '$ref',
  'type',
  'enum',
  'const',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'oneOf',
  'anyOf',
  'allOf',
] as const

/** Keywords that only describe (ignored here, and dropped from the generated schemas). */
export const ANNOTATION_KEYWORDS = [
  'description',
  'examples',
  'example',
  'title',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
] as const

/** The `format` values this validator checks. */
export const FORMATS = ['date-time', 'date', 'email'] as const

export type IssueKeyword =
  Exclude<(typeof VALIDATION_KEYWORDS)[number], '$ref' | 'properties' | 'items' | 'allOf'> | 'ref'

/** One way a value breaks its schema; `path` is like `body.items[0].key`. */
export type SchemaIssue = { keyword: IssueKeyword; path: string; params: Record<string, string> }

/** Schemas by name, the targets of `#/components/schemas/<name>` references. */
export type SchemaRegistry = Record<string, JsonSchema>

const REF_PREFIX = '#/components/schemas/'

// The contract's regular expressions, compiled once (RegExp is not eval: CSP allows it).
const patterns = new Map<string, RegExp>()
function compiledPattern(pattern: string): RegExp {
  let regex = patterns.get(pattern)
  if (!regex) {
    regex = new RegExp(pattern, 'u')
    patterns.set(pattern, regex)
  }
  return regex
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):?(\d{2}))$/
// The same address rule as ajv-formats' "full" mode.
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i

function isValidDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0
  return day <= days
}

function matchesFormat(format: string, value: string): boolean {
  if (format === 'email') return EMAIL.test(value)
  if (format !== 'date' && format !== 'date-time') return true
  const match = (format === 'date' ? DATE : DATE_TIME).exec(value)
  if (!match) return false
  const [, year, month, day, hour = '0', minute = '0', second = '0', offsetHour = '0', offsetMinute = '0'] =
    match
  return (
    isValidDate(Number(year), Number(month), Number(day)) &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 60 &&
    Number(offsetHour) <= 23 &&
    Number(offsetMinute) <= 59
  )
}

function typeOf(value: unknown): JsonType | 'undefined' {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  if (typeof value === 'string') return 'string'
  if (typeof value === 'boolean') return 'boolean'
  return typeof value === 'object' ? 'object' : 'undefined'
}

function hasType(value: unknown, type: JsonType): boolean {
  const actual = typeOf(value)
  return actual === type || (type === 'number' && actual === 'integer')
}

function isEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => isEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  )
}

function show(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** Validates `value` against `schema`; returns every issue found (empty when valid). */
export function validateSchema(
  schema: JsonSchema,
  value: unknown,
  registry: SchemaRegistry,
  path = 'body',
): SchemaIssue[] {
  const issues: SchemaIssue[] = []
  const fail = (keyword: IssueKeyword, params: Record<string, string> = {}, at = path) =>
    issues.push({ keyword, path: at, params })

  if (schema.$ref !== undefined) {
    const target = schema.$ref.startsWith(REF_PREFIX)
      ? registry[schema.$ref.slice(REF_PREFIX.length)]
      : undefined
    if (!target) fail('ref', { ref: schema.$ref })
    else issues.push(...validateSchema(target, value, registry, path))
  }
  for (const part of schema.allOf ?? []) issues.push(...validateSchema(part, value, registry, path))
  if (
    schema.anyOf &&
    !schema.anyOf.some((part) => validateSchema(part, value, registry, path).length === 0)
  ) {
    fail('anyOf')
  }
  if (schema.oneOf) {
    const results = schema.oneOf.map((part) => validateSchema(part, value, registry, path))
    const passing = results.filter((result) => result.length === 0).length
    if (passing === 0) {
      // The closest alternative says best what is wrong: one of the right type, then the fewest issues.
      const distance = (result: SchemaIssue[]) =>
        (result.some((issue) => issue.keyword === 'type' && issue.path === path) ? 1_000 : 0) + result.length
      const closest = results.reduce((best, result) => (distance(result) < distance(best) ? result : best))
      issues.push(...closest)
    } else if (passing > 1) fail('oneOf')
  }

  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type]
    if (!types.some((type) => hasType(value, type))) {
      fail('type', { expected: types.join(' | ') })
      return issues
    }
  }
  if (schema.enum && !schema.enum.some((option) => isEqual(option, value))) {
    fail('enum', { allowed: schema.enum.map(show).join(', ') })
  }
  if (schema.const !== undefined && !isEqual(schema.const, value))
    fail('const', { expected: show(schema.const) })

  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum)
      fail('minimum', { limit: String(schema.minimum) })
    if (schema.maximum !== undefined && value > schema.maximum)
      fail('maximum', { limit: String(schema.maximum) })
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) {
      fail('exclusiveMinimum', { limit: String(schema.exclusiveMinimum) })
    }
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) {
      fail('exclusiveMaximum', { limit: String(schema.exclusiveMaximum) })
    }
  }

  if (typeof value === 'string') {
    // JSON Schema counts code points, not UTF-16 units.
    const length = [...value].length
    if (schema.minLength !== undefined && length < schema.minLength) {
      fail('minLength', { limit: String(schema.minLength) })
    }
    if (schema.maxLength !== undefined && length > schema.maxLength) {
      fail('maxLength', { limit: String(schema.maxLength) })
    }
    if (schema.pattern !== undefined && !compiledPattern(schema.pattern).test(value)) {
      fail('pattern', { pattern: schema.pattern })
    }
    if (schema.format !== undefined && !matchesFormat(schema.format, value))
      fail('format', { format: schema.format })
  }

  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) {
      fail('minItems', { limit: String(schema.minItems) })
    }
    if (schema.maxItems !== undefined && value.length > schema.maxItems) {
      fail('maxItems', { limit: String(schema.maxItems) })
    }
    if (schema.items) {
      const items = schema.items
      value.forEach((item, index) =>
        issues.push(...validateSchema(items, item, registry, `${path}[${index}]`)),
      )
    }
  }

  if (typeOf(value) === 'object') {
    const record = value as Record<string, unknown>
    for (const name of schema.required ?? []) {
      if (!Object.hasOwn(record, name)) fail('required', { property: name })
    }
    for (const [name, child] of Object.entries(record)) {
      const declared = schema.properties?.[name]
      const at = `${path}.${name}`
      if (declared) issues.push(...validateSchema(declared, child, registry, at))
      else if (schema.additionalProperties === false) fail('additionalProperties', { property: name })
      else if (typeof schema.additionalProperties === 'object') {
        issues.push(...validateSchema(schema.additionalProperties, child, registry, at))
      }
    }
  }
  return issues
}
