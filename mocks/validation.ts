// Answers like a real server: one English sentence per problem (`<field>: <problem>`, joined with "; ") and the
// same problems as the contract's `ValidationIssue`s, for clients to say in the user's language. Never throws.
import { z } from 'zod'
import type { components } from '#src/lib/api/schema.d.ts'
import { PASSWORD_RULE, isContractPassword } from '#src/lib/api/contract-rules.ts'

export type ValidationIssue = components['schemas']['ValidationIssue']
export type ValidationRule = components['schemas']['ValidationRule']

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string; details: ValidationIssue[] }

/** `field` undefined: the body as a whole. */
function refused(field: string | undefined, rule: ValidationRule, problem: string, limit?: number) {
  const detail: ValidationIssue = { ...(field === undefined ? {} : { field }), rule }
  if (limit !== undefined) detail.limit = limit
  return { ok: false as const, error: `${field ?? 'body'}: ${problem}`, details: [detail] }
}

/** A zod `refine`'s `params`: a custom check has no zod code that says which of the contract's rules it is. */
export type RuleParams = { rule: ValidationRule; limit?: number }

/** In characters. */
export const MAX_BODY_LENGTH = 16_384

export const emailSchema = z
  .string()
  .trim()
  .min(3, 'must be a valid email address')
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be a valid email address'))

export const newPasswordSchema = z.string().superRefine((password, context) => {
  if (isContractPassword(password)) return
  const { minLength, maxLength } = PASSWORD_RULE
  const params: RuleParams =
    password.length < minLength
      ? { rule: 'minLength', limit: minLength }
      : password.length > maxLength
        ? { rule: 'maxLength', limit: maxLength }
        : { rule: 'pattern' }
  context.addIssue({
    code: 'custom',
    message: `must be ${minLength} to ${maxLength} characters with at least one letter and one digit`,
    params,
  })
})

/** No rule but the length: old passwords may predate the contract's. */
export const loginPasswordSchema = z.string().min(1).max(128)

export const verificationCodeSchema = z.string().regex(/^[0-9]{6}$/, 'must be 6 digits')

/** The authenticator's six digits or a recovery code: told apart when checked. */
export const twoFactorCodeSchema = z.string().min(6).max(32)

/** For a zod `refine` with the contract's `isPrintableText`. */
export const PRINTABLE_TEXT_PROBLEM = {
  message: 'must not contain control characters or unpaired surrogates',
  params: { rule: 'pattern' } satisfies RuleParams,
}

const PATH_ID = /^[A-Za-z0-9_-]{1,64}$/

export function parsePathId(name: string, value: unknown): Parsed<string> {
  if (typeof value === 'string' && PATH_ID.test(value)) return { ok: true, value }
  return refused(name, 'pattern', 'must be 1 to 64 letters, digits, "_" or "-"')
}

export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<Parsed<z.output<Schema>>> {
  const text = await readText(request)
  if (!text.ok) return text
  if (text.value.trim() === '') return refused(undefined, 'required', 'is required')
  return parseJsonText(text.value, schema)
}

/** No body, or only white space, gives `undefined`. */
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
      return refused(undefined, 'maxLength', `must be at most ${MAX_BODY_LENGTH} characters`, MAX_BODY_LENGTH)
    }
    return { ok: true, value: text }
  } catch {
    return refused(undefined, 'json', 'could not be read')
  }
}

function parseJsonText<Schema extends z.ZodType>(text: string, schema: Schema): Parsed<z.output<Schema>> {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return refused(undefined, 'json', 'must be valid JSON')
  }
  return validate(data, schema)
}

export function validate<Schema extends z.ZodType>(data: unknown, schema: Schema): Parsed<z.output<Schema>> {
  const result = schema.safeParse(data)
  if (result.success) return { ok: true, value: result.data }
  return { ok: false, ...describeIssues(result.error.issues, data) }
}

function describeIssues(issues: readonly z.core.$ZodIssue[], data: unknown) {
  const sentences = new Set<string>()
  const details: ValidationIssue[] = []
  const add = (path: readonly PropertyKey[], problem: string, rule: ValidationRule, limit?: number) => {
    const field = path.length === 0 ? undefined : path.map(String).join('.')
    const sentence = `${field ?? 'body'}: ${problem}`
    if (sentences.has(sentence)) return
    sentences.add(sentence)
    details.push({
      ...(field === undefined ? {} : { field }),
      rule,
      ...(limit === undefined ? {} : { limit }),
    })
  }
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        add([...issue.path, key], 'is not an allowed field', 'additionalProperties')
    } else {
      const { problem, rule, limit } = describeIssue(issue, data)
      add(issue.path, problem, rule, limit)
    }
  }
  return { error: [...sentences].join('; '), details }
}

type Described = { problem: string; rule: ValidationRule; limit?: number }

function describeIssue(issue: z.core.$ZodIssue, data: unknown): Described {
  if (
    (issue.code === 'invalid_type' || issue.code === 'invalid_value') &&
    valueAt(data, issue.path) === undefined
  ) {
    return { problem: 'is required', rule: 'required' }
  }
  switch (issue.code) {
    case 'invalid_type':
      return { problem: `must be ${article(issue.expected)} ${issue.expected}`, rule: 'type' }
    case 'too_small': {
      const limit = Number(issue.minimum)
      if (issue.origin === 'string') {
        return limit === 1
          ? { problem: 'must not be empty', rule: 'required' }
          : { problem: `must be at least ${limit} characters`, rule: 'minLength', limit }
      }
      return { problem: `must be at least ${limit}`, rule: 'minimum', limit }
    }
    case 'too_big': {
      const limit = Number(issue.maximum)
      if (issue.origin === 'string') {
        return { problem: `must be at most ${limit} characters`, rule: 'maxLength', limit }
      }
      if (issue.origin === 'array')
        return { problem: `must have at most ${limit} entries`, rule: 'maxItems', limit }
      return { problem: `must be at most ${limit}`, rule: 'maximum', limit }
    }
    case 'invalid_value':
      return { problem: `must be one of: ${issue.values.map(String).join(', ')}`, rule: 'enum' }
    case 'invalid_format':
      return {
        problem: issue.message.startsWith('must') ? issue.message : `must match the format ${issue.format}`,
        rule: issue.format === 'regex' ? 'pattern' : 'format',
      }
    default: {
      const params = (issue as { params?: Partial<RuleParams> }).params
      return {
        problem: issue.message.startsWith('must') ? issue.message : 'is invalid',
        rule: params?.rule ?? 'pattern',
        ...(params?.limit === undefined ? {} : { limit: params.limit }),
      }
    }
  }
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
