import { isApiError } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'

export type ValidationIssue = components['schemas']['ValidationIssue']

function isValidationIssue(value: unknown): value is ValidationIssue {
  if (typeof value !== 'object' || value === null) return false
  const { field, rule, limit } = value as Record<string, unknown>
  return (
    typeof rule === 'string' &&
    (field === undefined || typeof field === 'string') &&
    (limit === undefined || Number.isInteger(limit))
  )
}

/**
 * `undefined` unless `describe` found a field for every issue of `details`: the form then shows the error's
 * message, which carries the server's sentence.
 */
export function placeRefusal<Field extends string, Message>(
  error: unknown,
  describe: (issue: ValidationIssue) => readonly [Field, Message] | undefined,
): Partial<Record<Field, Message>> | undefined {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return undefined
  const { details } = error
  if (!Array.isArray(details) || details.length === 0 || !details.every(isValidationIssue)) return undefined
  const placed: Partial<Record<Field, Message>> = {}
  for (const issue of details) {
    const found = describe(issue)
    if (!found) return undefined
    // A field with several refusals shows the first, in the body's order.
    placed[found[0]] ??= found[1]
  }
  return placed
}
