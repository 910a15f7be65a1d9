/**
 * Request input validation with zod, answering like a real server: one English sentence per problem,
 * `<field>: <problem>`, joined with "; ". Nothing here throws on bad input.
 */
import { z } from 'zod'
import { isContractPassword } from './contract-rules.ts'

/** The outcome of reading some input. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string }

/** The largest request body accepted, in characters. */
export const MAX_BODY_LENGTH = 16_384

/** An email address: trimmed, then 3 to 254 characters in a plain `local@domain.tld` form. */
export const emailSchema = z
  .string()
  .trim()
  .min(3, 'must be a valid email address')
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be a valid email address'))

/**
 * A new password: the contract's `Password` (8 to 128 characters with at least one letter and one digit), from
 * the module generated from openapi.yaml (scripts/generate-contract-rules.ts).
 */
export const newPasswordSchema = z
  .string()
  .refine(isContractPassword, 'must be 8 to 128 characters with at least one letter and one digit')

/** A password typed at sign-in: 1 to 128 characters, no other rule (old passwords may predate it). */
export const loginPasswordSchema = z.string().min(1).max(128)

/** A six-digit verification code. */
export const verificationCodeSchema = z.string().regex(/^[0-9]{6}$/, 'must be 6 digits')

/**
 * Whether text a person gives as a name (a key's name or remark) is printable: no control character (C0, DEL,
 * C1: tabs and line breaks included) and no unpaired surrogate, as the contract's `pattern` for those fields
 * says. Use with {@link PRINTABLE_TEXT_PROBLEM} in a zod `refine`.
 */
export function isPrintableText(text: string): boolean {
  return !/[\p{Cc}\p{Cs}]/u.test(text)
}
export const PRINTABLE_TEXT_PROBLEM = 'must not contain control characters or unpaired surrogates'

const PATH_ID = /^[A-Za-z0-9_-]{1,64}$/

/** Checks a path parameter against the contract's `^[A-Za-z0-9_-]{1,64}$`. */
export function parsePathId(name: string, value: unknown): Parsed<string> {
  if (typeof value === 'string' && PATH_ID.test(value)) return { ok: true, value }
  return { ok: false, error: `${name}: must be 1 to 64 letters, digits, "_" or "-"` }
}

/** Reads and validates a required JSON body. */
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<Parsed<z.output<Schema>>> {
  const text = await readText(request)
  if (!text.ok) return text
  if (text.value.trim() === '') return { ok: false, error: 'body: is required' }
  return parseJsonText(text.value, schema)
}

/** Reads and validates an optional JSON body: no body, or only white space, gives `undefined`. */
export async function readOptionalJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<Parsed<z.output<Schema> | undefined>> {
  const text = await readText(request)
  if (!text.ok) return text
  if (text.value.trim() === '') return { ok: true, value: undefined }
  return parseJsonText(text.value, schema)
}

async function readText(request: Request): Promise<Parsed<string>> {
  try {
    const text = await request.text()
    if (text.length > MAX_BODY_LENGTH) {
      return { ok: false, error: `body: must be at most ${MAX_BODY_LENGTH} characters` }
    }
    return { ok: true, value: text }
  } catch {
    return { ok: false, error: 'body: could not be read' }
  }
}

function parseJsonText<Schema extends z.ZodType>(text: string, schema: Schema): Parsed<z.output<Schema>> {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return { ok: false, error: 'body: must be valid JSON' }
  }
  return validate(data, schema)
}

/** Validates a value, turning zod issues into one readable sentence. */
export function validate<Schema extends z.ZodType>(data: unknown, schema: Schema): Parsed<z.output<Schema>> {
  const result = schema.safeParse(data)
  if (result.success) return { ok: true, value: result.data }
  return { ok: false, error: describeIssues(result.error.issues, data) }
}

function describeIssues(issues: readonly z.core.$ZodIssue[], data: unknown): string {
  const sentences = issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => `${fieldName([...issue.path, key])}: is not an allowed field`)
    }
    return [`${fieldName(issue.path)}: ${describeIssue(issue, data)}`]
  })
  return [...new Set(sentences)].join('; ')
}

function describeIssue(issue: z.core.$ZodIssue, data: unknown): string {
  if (
    (issue.code === 'invalid_type' || issue.code === 'invalid_value') &&
    valueAt(data, issue.path) === undefined
  ) {
    return 'is required'
  }
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${article(issue.expected)} ${issue.expected}`
    case 'too_small':
      if (issue.origin === 'string') {
        return issue.minimum === 1 ? 'must not be empty' : `must be at least ${issue.minimum} characters`
      }
      return `must be at least ${issue.minimum}`
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`
      return `must be at most ${issue.maximum}`
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}`
    case 'invalid_format':
      return issue.message.startsWith('must') ? issue.message : `must match the format ${issue.format}`
    default:
      return issue.message.startsWith('must') ? issue.message : 'is invalid'
  }
}

function fieldName(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'body' : path.map(String).join('.')
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a'
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<PropertyKey, unknown>)[key]
  }
  return current
}
