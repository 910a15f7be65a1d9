/** The keywords the console words a problem for; the contract's generator refuses any other. */
export const SCHEMA_KEYWORDS = [
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

export type IssueKeyword = Exclude<
  (typeof SCHEMA_KEYWORDS)[number],
  '$ref' | 'properties' | 'items' | 'allOf'
>

/** One way a value breaks its schema; `path` is like `body.items[0].key`. */
export type SchemaIssue = { keyword: IssueKeyword; path: string; params: Record<string, string> }

/** An error as Ajv's validators report it. */
export type ValidationError = { instancePath: string; keyword: string; params: Record<string, unknown> }

/** A generated validator: true when the value conforms, else `errors` says why. */
export type Validator = ((data: unknown) => boolean) & { errors?: ValidationError[] | null }

/** `/items/0/key` as `body.items[0].key`, array indexes told apart from object keys by the value itself. */
function pathOf(pointer: string, data: unknown): string {
  let path = 'body'
  let node = data
  for (const segment of pointer.split('/').slice(1)) {
    const key = segment.replaceAll('~1', '/').replaceAll('~0', '~')
    path += Array.isArray(node) ? `[${key}]` : `.${key}`
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined
  }
  return path
}

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

const typesOf = (type: unknown) => (Array.isArray(type) ? type : String(type).split(',')).join(' | ')

function toIssue({ instancePath, keyword, params }: ValidationError, data: unknown): SchemaIssue {
  const path = pathOf(instancePath, data)
  switch (keyword) {
    case 'type':
      return { keyword, path, params: { expected: typesOf(params.type) } }
    case 'enum':
      return { keyword, path, params: { allowed: (params.allowedValues as unknown[]).map(show).join(', ') } }
    case 'const':
      return { keyword, path, params: { expected: show(params.allowedValue) } }
    case 'required':
      return { keyword, path, params: { property: String(params.missingProperty) } }
    case 'additionalProperties':
      return { keyword, path, params: { property: String(params.additionalProperty) } }
    case 'pattern':
      return { keyword, path, params: { pattern: String(params.pattern) } }
    case 'format':
      return { keyword, path, params: { format: String(params.format) } }
    case 'oneOf':
    case 'anyOf':
      return { keyword, path, params: {} }
    default:
      // minimum, maximum, exclusive…, minLength, maxLength, minItems, maxItems: the generator allows no other.
      return { keyword: keyword as IssueKeyword, path, params: { limit: String(params.limit) } }
  }
}

const isAtOrUnder = (path: string, root: string) =>
  path === root || path.startsWith(`${root}.`) || path.startsWith(`${root}[`)

/**
 * What a failed `oneOf`/`anyOf` at `path` says best, from the problems of all its alternatives: when every
 * alternative wanted another type, that one union type; otherwise the problems of the alternatives of the
 * right type (such as a missing property of an object that may also be null).
 */
function closest(path: string, alternatives: SchemaIssue[]): SchemaIssue[] {
  const isTypeHere = (issue: SchemaIssue) => issue.keyword === 'type' && issue.path === path
  const rest = alternatives.filter((issue) => !isTypeHere(issue))
  if (rest.length > 0) return rest
  const expected = [...new Set(alternatives.flatMap((issue) => issue.params.expected?.split(' | ') ?? []))]
  return [{ keyword: 'type', path, params: { expected: expected.join(' | ') } }]
}

export function schemaIssues(validate: Validator, data: unknown): SchemaIssue[] {
  if (validate(data)) return []
  const issues: SchemaIssue[] = []
  for (const error of validate.errors ?? []) {
    const issue = toIssue(error, data)
    if (issue.keyword !== 'oneOf' && issue.keyword !== 'anyOf') {
      issues.push(issue)
      continue
    }
    // The problems of its alternatives come right before it (Ajv checks them in order).
    let start = issues.length
    while (start > 0 && isAtOrUnder(issues[start - 1]!.path, issue.path)) start -= 1
    const alternatives = issues.splice(start)
    // oneOf lists the alternatives that passed when more than one did: then that is the problem.
    if (Array.isArray(error.params.passingSchemas)) issues.push(issue)
    else issues.push(...closest(issue.path, alternatives))
  }
  // A value of the wrong type is reported as such, not also as outside an enum of the right type.
  const mistyped = new Set(issues.filter((issue) => issue.keyword === 'type').map((issue) => issue.path))
  return issues.filter(
    (issue) => !((issue.keyword === 'enum' || issue.keyword === 'const') && mistyped.has(issue.path)),
  )
}
