import { isApiError } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'

/** One refused value of a request: the contract's `ValidationIssue` (an entry of `Error.details`). */
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
 * Places a server's `VALIDATION_FAILED` refusal on a form's fields: `describe` turns each refused field and rule
 * into the form's own (translated) message for one of its fields, or `undefined` for a field or rule it does not
 * know. Returns the messages by field when every issue of the body's `details` found one; `undefined` otherwise
 * (another code, no `details`, a malformed one or an unknown rule), and the form then shows the error's message,
 * which carries the server's sentence (src/components/errors/use-error-message.ts).
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
