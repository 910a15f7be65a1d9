import type { components } from './schema.d.ts'

export type ErrorCode = components['schemas']['ErrorCode']

/** A newer backend may send other codes; `string & {}` keeps the editor's completion of the known ones. */
export type ApiErrorCode = ErrorCode | (string & {})

export type ApiErrorKind = 'http' | 'network'

export interface ApiErrorInit {
  status: number
  kind?: ApiErrorKind
  code?: ApiErrorCode
  message?: string
  details?: unknown
  cause?: unknown
  retryAfterSeconds?: number
}

export const NETWORK_ERROR_MESSAGE = 'Network error'

export class ApiError extends Error {
  override readonly name = 'ApiError'
  /** 0 for a network failure. */
  readonly status: number
  readonly code?: ApiErrorCode
  readonly kind: ApiErrorKind
  declare readonly details?: unknown
  /** From `Retry-After`: how long a limit holds the request back. */
  readonly retryAfterSeconds?: number

  constructor({ status, kind = 'http', code, message, details, cause, retryAfterSeconds }: ApiErrorInit) {
    super(message || `HTTP error! status: ${status}`, cause === undefined ? undefined : { cause })
    this.status = status
    this.kind = kind
    if (code !== undefined) this.code = code
    this.details = details
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds
  }
}

export function networkError(cause?: unknown): ApiError {
  return new ApiError({ status: 0, kind: 'network', message: NETWORK_ERROR_MESSAGE, cause })
}

/** `Retry-After` is whole seconds or an HTTP date; anything else is no answer. */
export function readRetryAfter(
  header: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  if (!header) return undefined
  const text = header.trim()
  const seconds = /^\d+$/.test(text) ? Number(text) : Math.ceil((Date.parse(text) - now) / 1000)
  return Number.isFinite(seconds) ? Math.max(0, seconds) : undefined
}

export function errorFromBody(status: number, body: unknown, retryAfter?: string | null): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const message = typeof record.error === 'string' ? record.error : undefined
  const code = typeof record.code === 'string' && record.code !== '' ? record.code : undefined
  const retryAfterSeconds = readRetryAfter(retryAfter)
  return new ApiError({ status, code, message, details: record.details, retryAfterSeconds })
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

export function getErrorCode(error: unknown): ApiErrorCode | undefined {
  return isApiError(error) ? error.code : undefined
}

/** The backend lacks an `x-optional` operation (ADR 006): a 404 other than its own not-found is one. */
export function isOperationMissing(error: unknown, ownNotFound: ApiErrorCode): boolean {
  if (!isApiError(error) || error.kind !== 'http') return false
  if (error.status === 405 || error.status === 501) return true
  return error.status === 404 && error.code !== ownNotFound
}
