import type { RelayApi } from '#mocks/catalogue.ts'

/**
 * A ledger's `RelayRefusal`, or one of the mock server's own (a method it does not serve, a body that is not
 * JSON), which carry other statuses and codes.
 */
export interface RelayAnswerRefusal {
  status: number
  code: string
  message: string
  retryAfterSeconds?: number
}

const ANTHROPIC_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  529: 'overloaded_error',
}

const OPENAI_TYPES: Record<number, string> = {
  401: 'authentication_error',
  403: 'permission_error',
  // OpenAI's type for a spent quota, which waiting a few seconds does not refill.
  429: 'insufficient_quota',
}

const GEMINI_STATUSES: Record<number, string> = {
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  529: 'UNAVAILABLE',
}

/**
 * The refusal in its API's own error shape, so that each official SDK raises its own typed error. The relay's
 * code ends the message (`… (DAILY_QUOTA_EXHAUSTED)`), which every client prints, and is a field where the
 * shape has one.
 */
export function relayErrorResponse(api: RelayApi, refusal: RelayAnswerRefusal): Response {
  const message = `${refusal.message} (${refusal.code})`
  const headers = new Headers()
  if (refusal.retryAfterSeconds !== undefined) {
    headers.set('Retry-After', String(refusal.retryAfterSeconds))
    // A spent quota comes back at its reset, hours away: the SDKs' quick retries would only be refused again.
    headers.set('X-Should-Retry', 'false')
  }
  const { status } = refusal
  switch (api) {
    case 'anthropic':
      return Response.json(
        {
          type: 'error',
          error: {
            type: ANTHROPIC_TYPES[status] ?? (status >= 500 ? 'api_error' : 'invalid_request_error'),
            message,
          },
        },
        { status, headers },
      )
    case 'openai':
      return Response.json(
        {
          error: {
            message,
            type: OPENAI_TYPES[status] ?? (status >= 500 ? 'server_error' : 'invalid_request_error'),
            code: refusal.code,
            param: null,
          },
        },
        { status, headers },
      )
    case 'gemini':
      return Response.json(
        {
          error: {
            code: status,
            message,
            status: GEMINI_STATUSES[status] ?? (status >= 500 ? 'INTERNAL' : 'INVALID_ARGUMENT'),
            details: geminiDetails(refusal),
          },
        },
        { status, headers },
      )
  }
}

function geminiDetails(refusal: RelayAnswerRefusal): object[] {
  const details: object[] = [
    {
      '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
      reason: refusal.code,
      domain: 'relay-portal.demo',
    },
  ]
  if (refusal.retryAfterSeconds !== undefined) {
    details.push({
      '@type': 'type.googleapis.com/google.rpc.RetryInfo',
      retryDelay: `${refusal.retryAfterSeconds}s`,
    })
  }
  return details
}
