/**
 * A small instance valid against a JSON Schema, or against the OpenAPI-style schema Gemini's `responseSchema` takes
 * (upper-case types, `nullable`). The demo relay answers it when a client asks for JSON against a schema: a
 * canned sentence there would fail the client's own validation, and Gemini CLI retries its routing request without
 * end until the answer fits.
 *
 * It covers what tools send (types, `enum`, `const`, `required`, bounds, `$ref` within the schema, `allOf`,
 * `anyOf`, `oneOf`); a `pattern` is honoured only when one of a few plain strings matches it.
 */
export function schemaInstance(schema: unknown): unknown {
  return instanceOf(schema, schema, 0)
}

/** Deeper than any schema a tool sends; it stops a `$ref` cycle. */
const MAX_DEPTH = 32

const PLAIN_STRINGS = ['demo', '', 'a', 'A', '0', 'a0', 'demo-1', 'demo_1']

type Schema = Record<string, unknown>

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function instanceOf(schema: unknown, root: unknown, depth: number): unknown {
  if (!isSchema(schema) || depth > MAX_DEPTH) return null
  if ('const' in schema) return schema.const
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0]
  if (typeof schema.$ref === 'string') {
    return instanceOf({ ...resolveRef(schema.$ref, root), ...withoutKey(schema, '$ref') }, root, depth + 1)
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    return instanceOf(mergeAll(withoutKey(schema, 'allOf'), schema.allOf, root), root, depth + 1)
  }
  for (const keyword of ['anyOf', 'oneOf']) {
    const branches = schema[keyword]
    if (Array.isArray(branches) && branches.length > 0) {
      return instanceOf({ ...withoutKey(schema, keyword), ...asSchema(branches[0]) }, root, depth + 1)
    }
  }
  switch (typeOf(schema)) {
    case 'null':
      return null
    case 'boolean':
      return false
    case 'integer':
      return numberIn(schema, true)
    case 'number':
      return numberIn(schema, false)
    case 'string':
      return stringIn(schema)
    case 'array':
      return arrayIn(schema, root, depth)
    case 'object':
      return objectIn(schema, root, depth)
    default:
      return null
  }
}

function asSchema(value: unknown): Schema {
  return isSchema(value) ? value : {}
}

function withoutKey(schema: Schema, key: string): Schema {
  const { [key]: _dropped, ...rest } = schema
  return rest
}

/** `#`, `#/$defs/x`, `#/definitions/x`, `#/properties/a/items`: only references within the schema. */
function resolveRef(ref: string, root: unknown): Schema {
  if (!ref.startsWith('#')) return {}
  let node: unknown = root
  for (const raw of ref.slice(1).split('/').filter(Boolean)) {
    const part = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~')
    node = isSchema(node) ? node[part] : Array.isArray(node) ? node[Number(part)] : undefined
  }
  return asSchema(node)
}

/** The branches' properties and `required` together, the strictest bounds kept by the last branch that sets one. */
function mergeAll(base: Schema, branches: unknown[], root: unknown): Schema {
  const merged: Schema = { ...base }
  const properties: Schema = { ...asSchema(base.properties) }
  const required = new Set<unknown>(Array.isArray(base.required) ? base.required : [])
  for (const branch of branches) {
    let part = asSchema(branch)
    if (typeof part.$ref === 'string') part = { ...resolveRef(part.$ref, root), ...withoutKey(part, '$ref') }
    Object.assign(merged, withoutKey(withoutKey(part, 'properties'), 'required'))
    Object.assign(properties, asSchema(part.properties))
    if (Array.isArray(part.required)) for (const name of part.required) required.add(name)
  }
  if (Object.keys(properties).length > 0) merged.properties = properties
  if (required.size > 0) merged.required = [...required]
  return merged
}

function typeOf(schema: Schema): string | undefined {
  const declared = Array.isArray(schema.type)
    ? (schema.type.find((type) => type !== 'null' && type !== 'NULL') ?? schema.type[0])
    : schema.type
  if (typeof declared === 'string') return declared.toLowerCase()
  if (isSchema(schema.properties) || Array.isArray(schema.required)) return 'object'
  if ('items' in schema || Array.isArray(schema.prefixItems)) return 'array'
  return undefined
}

function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

/**
 * One if allowed (Gemini CLI's router asks for an unbounded integer "score from 1-100" and refuses 0), else zero,
 * else the nearest allowed value, a multiple of `multipleOf` where one exists.
 */
function numberIn(schema: Schema, integer: boolean): number {
  const step = finite(schema.multipleOf) ?? (integer ? 1 : undefined)
  const exclusiveMin =
    finite(schema.exclusiveMinimum) ?? (schema.exclusiveMinimum === true ? finite(schema.minimum) : undefined)
  const exclusiveMax =
    finite(schema.exclusiveMaximum) ?? (schema.exclusiveMaximum === true ? finite(schema.maximum) : undefined)
  const min = schema.exclusiveMinimum === true ? undefined : finite(schema.minimum)
  const max = schema.exclusiveMaximum === true ? undefined : finite(schema.maximum)
  const fits = (value: number) =>
    (min === undefined || value >= min) &&
    (max === undefined || value <= max) &&
    (exclusiveMin === undefined || value > exclusiveMin) &&
    (exclusiveMax === undefined || value < exclusiveMax)
  const low = Math.max(min ?? -Infinity, exclusiveMin ?? -Infinity)
  const high = Math.min(max ?? Infinity, exclusiveMax ?? Infinity)
  const candidates = [1, 0]
  if (Number.isFinite(low)) candidates.push(low, low + (step ?? 1))
  if (Number.isFinite(high)) candidates.push(high, high - (step ?? 1))
  if (Number.isFinite(low) && Number.isFinite(high)) candidates.push((low + high) / 2)
  for (const candidate of candidates) {
    const value = step ? Math.ceil(candidate / step) * step : candidate
    if (fits(value) && (!integer || Number.isInteger(value))) return value
    const below = step ? Math.floor(candidate / step) * step : candidate
    if (fits(below) && (!integer || Number.isInteger(below))) return below
  }
  return integer ? Math.round(Number.isFinite(low) ? low : 0) : Number.isFinite(low) ? low : 0
}

const FORMATTED_STRINGS: Record<string, string> = {
  'date-time': '2026-01-01T00:00:00Z',
  date: '2026-01-01',
  time: '00:00:00Z',
  email: 'demo@example.com',
  'idn-email': 'demo@example.com',
  uri: 'https://example.com/',
  'uri-reference': 'https://example.com/',
  iri: 'https://example.com/',
  url: 'https://example.com/',
  hostname: 'example.com',
  ipv4: '127.0.0.1',
  ipv6: '::1',
  uuid: '00000000-0000-4000-8000-000000000000',
  duration: 'P1D',
  regex: '.*',
}

function stringIn(schema: Schema): string {
  const minLength = Math.max(0, Math.ceil(finite(schema.minLength) ?? 0))
  const maxLength = Math.floor(finite(schema.maxLength) ?? Infinity)
  const formatted = typeof schema.format === 'string' ? FORMATTED_STRINGS[schema.format] : undefined
  if (formatted !== undefined) return formatted
  const pattern = typeof schema.pattern === 'string' ? safeRegExp(schema.pattern) : undefined
  const sized = (text: string) => text.padEnd(minLength, 'a').slice(0, Math.max(minLength, maxLength))
  for (const plain of PLAIN_STRINGS) {
    const candidate = sized(plain)
    if (
      candidate.length >= minLength &&
      candidate.length <= maxLength &&
      (!pattern || pattern.test(candidate))
    )
      return candidate
  }
  return sized('demo')
}

function safeRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u')
  } catch {
    return undefined
  }
}

function arrayIn(schema: Schema, root: unknown, depth: number): unknown[] {
  const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems : []
  const minItems = Math.min(100, Math.max(0, Math.ceil(finite(schema.minItems) ?? 0)))
  const items: unknown[] = []
  for (let index = 0; index < minItems; index += 1) {
    const itemSchema = index < prefix.length ? prefix[index] : schema.items
    items.push(instanceOf(itemSchema === undefined ? {} : itemSchema, root, depth + 1))
  }
  return items
}

function objectIn(schema: Schema, root: unknown, depth: number): Record<string, unknown> {
  const properties = asSchema(schema.properties)
  const names = new Set<string>()
  if (Array.isArray(schema.required)) {
    for (const name of schema.required) if (typeof name === 'string') names.add(name)
  }
  const minProperties = Math.min(100, Math.max(0, Math.ceil(finite(schema.minProperties) ?? 0)))
  for (const name of Object.keys(properties)) {
    if (names.size >= minProperties) break
    names.add(name)
  }
  const instance: Record<string, unknown> = {}
  for (const name of names) {
    const propertySchema = name in properties ? properties[name] : additionalSchema(schema)
    // A property named `__proto__` would otherwise set the prototype instead of a key.
    Object.defineProperty(instance, name, {
      value: instanceOf(propertySchema, root, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    })
  }
  return instance
}

function additionalSchema(schema: Schema): unknown {
  return isSchema(schema.additionalProperties) ? schema.additionalProperties : {}
}
