import type { components } from '#src/lib/api/schema.d.ts'

/** The contract's `Error` body. */
export type ApiErrorBody = components['schemas']['Error']
/** A machine code of the contract's `ErrorCode` enum. */
export type ErrorCode = components['schemas']['ErrorCode']

/**
 * Builds an `Error` body: an English sentence for older clients and the code clients translate; with
 * `VALIDATION_FAILED`, the refused fields and rules as `details`.
 */
export function apiError(code: ErrorCode, error: string, details?: ApiErrorBody['details']): ApiErrorBody {
  return details === undefined ? { error, code } : { error, code, details }
}

/** A rule that refused a request: the status, code and message to answer with. */
export interface Refusal<Status extends number = number> {
  ok: false
  status: Status
  body: ApiErrorBody
}

/** Builds a `Refusal`. */
export function refuse<Status extends number>(
  status: Status,
  code: ErrorCode,
  error: string,
): Refusal<Status> {
  return { ok: false, status, body: apiError(code, error) }
}
