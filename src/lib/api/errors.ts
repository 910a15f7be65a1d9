import type { components } from './schema.d.ts'

/** A machine code the contract declares (`components['schemas']['ErrorCode']`). */
export type ErrorCode = components['schemas']['ErrorCode']

/**
 * The code carried by an {@link ApiError}: one the contract declares, or any other string a newer backend
 * may send. `string & {}` keeps editor completion for the known codes while still accepting unknown ones.
 */
export type ApiErrorCode = ErrorCode | (string & {})

/** How a request failed: the server answered with a non-success status, or no answer arrived at all. */
export type ApiErrorKind = 'http' | 'network'

/** What {@link ApiError} is built from. */
export interface ApiErrorInit {
  /** HTTP status; 0 when no response arrived. */
  status: number
  /** Defaults to `'http'`. */
  kind?: ApiErrorKind
  /** The body's `code`, when it has one. */
  code?: ApiErrorCode
  /** The body's `error` sentence; without it the message is `HTTP error! status: <status>`. */
  message?: string
  /** The body's `details`, unchecked (src/components/errors/refused-fields.ts reads them). */
  details?: unknown
  /** The underlying failure (for example the `TypeError` of a failed fetch). */
  cause?: unknown
}

/** The message of every network failure (the UI translates it: src/components/errors/use-error-message.ts). */
export const NETWORK_ERROR_MESSAGE = 'Network error'

/**
 * The one error every API call throws: a non-success response (`kind: 'http'`) or a request that never got
 * an answer (`kind: 'network'`, `status: 0`). The message is the body's `error` field when present (the
 * contract's `Error` schema); `code` is the stable machine code the UI translates.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  /** HTTP status; 0 for a network failure. */
  readonly status: number
  /** The body's `code`; absent for network failures and bodies without one. */
  readonly code?: ApiErrorCode
  /** Whether the server answered (`http`) or not (`network`). */
  readonly kind: ApiErrorKind
  /** The body's `details` as sent (the contract's optional `Error.details`), unchecked. */
  declare readonly details?: unknown

  constructor({ status, kind = 'http', code, message, details, cause }: ApiErrorInit) {
    super(message || `HTTP error! status: ${status}`, cause === undefined ? undefined : { cause })
    this.status = status
    this.kind = kind
    if (code !== undefined) this.code = code
    this.details = details
  }
}

/** Builds the `kind: 'network'` {@link ApiError} for a request that got no response. */
export function networkError(cause?: unknown): ApiError {
  return new ApiError({ status: 0, kind: 'network', message: NETWORK_ERROR_MESSAGE, cause })
}

/**
 * Builds the {@link ApiError} for a non-success response from its already-parsed body. Any body is
 * accepted: only a string `error`, a string `code` and `details` are taken from it, so a non-JSON or unexpected
 * body still yields `HTTP error! status: <status>`.
 */
export function errorFromBody(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const message = typeof record.error === 'string' ? record.error : undefined
  const code = typeof record.code === 'string' && record.code !== '' ? record.code : undefined
  return new ApiError({ status, code, message, details: record.details })
}

/** Whether `error` is an {@link ApiError}. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** The machine code of an {@link ApiError}, or `undefined` for anything else (network failures included). */
export function getErrorCode(error: unknown): ApiErrorCode | undefined {
  return isApiError(error) ? error.code : undefined
}

/**
 * Whether a failed call means the backend does not offer the operation at all (one openapi.yaml marks
 * `x-optional`): 405 or 501, or a 404 that is not the operation's own "not found" answer (`ownNotFound`, e.g.
 * `API_KEY_NOT_FOUND`), i.e. a route the backend does not know.
 */
export function isOperationMissing(error: unknown, ownNotFound: ApiErrorCode): boolean {
  if (!isApiError(error) || error.kind !== 'http') return false
  if (error.status === 405 || error.status === 501) return true
  return error.status === 404 && error.code !== ownNotFound
}
