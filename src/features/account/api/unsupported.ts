import { isApiError } from '#src/lib/api/errors.ts'

/**
 * The two-step and notification operations are optional and have no "not found" of their own: any 404, 405 or
 * 501 means the backend lacks them (ADR 006).
 */
export function isUnsupported(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && [404, 405, 501].includes(error.status)
}
