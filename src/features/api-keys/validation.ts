import { placeRefusal } from '#src/components/errors/refused-fields.ts'

/** A key's name or remark the server refused, in the form's terms. */
export type RefusedText = { problem: 'invalid' } | { problem: 'tooLong'; max: number }

/** `max` is the server's (a backend may allow fewer than the form). `undefined`: a refusal without words. */
export function refusedText(error: unknown, field: 'name' | 'remark'): RefusedText | undefined {
  const placed = placeRefusal<'name' | 'remark', RefusedText>(error, (issue) => {
    if (issue.field !== field) return undefined
    if (issue.rule === 'pattern') return [field, { problem: 'invalid' }]
    if (issue.rule === 'maxLength' && issue.limit !== undefined) {
      return [field, { problem: 'tooLong', max: issue.limit }]
    }
    return undefined
  })
  return placed?.[field]
}
