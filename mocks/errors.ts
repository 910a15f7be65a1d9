import type { components } from '#src/lib/api/schema.d.ts'

export type ApiErrorBody = components['schemas']['Error']
export type ErrorCode = components['schemas']['ErrorCode']

/** An English sentence for older clients, and the code clients translate. */
export function apiError(code: ErrorCode, error: string, details?: ApiErrorBody['details']): ApiErrorBody {
  return details === undefined ? { error, code } : { error, code, details }
}

export interface Refusal<Status extends number = number> {
  ok: false
  status: Status
  body: ApiErrorBody
}

export function refuse<Status extends number>(
  status: Status,
  code: ErrorCode,
  error: string,
): Refusal<Status> {
  return { ok: false, status, body: apiError(code, error) }
}
