import type { HttpHandler } from 'msw'
import type { RelayApi } from '#mocks/catalogue.ts'
import { API_CACHE_CONTROL, http } from '#mocks/http.ts'
import { anthropicAdapter, countAnthropicTokens } from '#mocks/relay/anthropic.ts'
import { refuseUnread, serveRelay, type RelayAdapter } from '#mocks/relay/core.ts'
import { relayErrorResponse, type RelayAnswerRefusal } from '#mocks/relay/errors.ts'
import { GEMINI_MODEL_PATH, geminiAdapter } from '#mocks/relay/gemini.ts'
import { openAiAdapter } from '#mocks/relay/openai.ts'

/** Any origin, then the path: the relay's endpoints are outside the contract, so they match by expression. */
const ANY_ORIGIN = String.raw`^[a-z][a-z\d+.-]*:\/\/[^/]+`

const ANTHROPIC_PREFIX = '/api/v1/'
const OPENAI_PREFIX = '/api/responses'
const GEMINI_PREFIX = '/gemini/'

/** The API a path belongs to, whatever follows its prefix: a wrong path still answers in its API's shape. */
export function relayApiOfPath(pathname: string): RelayApi | null {
  if (pathname.startsWith(ANTHROPIC_PREFIX)) return 'anthropic'
  if (pathname === OPENAI_PREFIX || pathname.startsWith(`${OPENAI_PREFIX}/`)) return 'openai'
  if (pathname.startsWith(GEMINI_PREFIX)) return 'gemini'
  return null
}

const ADAPTERS: Record<RelayApi, RelayAdapter> = {
  anthropic: anthropicAdapter,
  openai: openAiAdapter,
  gemini: geminiAdapter,
}

/**
 * The mock server's own refusal of a relay request, in that API's shape. Only a body over the size limit is a
 * relay refusal, recorded for a known key; the others (a method, an origin, a media type the server does not
 * take) are refused whatever the path.
 */
export function refuseRelayRequest(
  api: RelayApi,
  request: Request | undefined,
  refusal: RelayAnswerRefusal,
): Response {
  const answer =
    request && refusal.status === 413
      ? refuseUnread(ADAPTERS[api], request, {
          status: 413,
          code: 'PAYLOAD_TOO_LARGE',
          message: refusal.message,
        })
      : relayErrorResponse(api, refusal)
  answer.headers.set('Cache-Control', API_CACHE_CONTROL)
  return answer
}

const RELAY_ENDPOINTS = ['/api/v1/messages', '/api/v1/messages/count_tokens', '/api/responses']

function unknownRelayPath(request: Request): Response | undefined {
  const { pathname } = new URL(request.url)
  const api = relayApiOfPath(pathname)
  if (!api) return undefined
  const known = RELAY_ENDPOINTS.includes(pathname) || GEMINI_MODEL_PATH.test(pathname)
  return relayErrorResponse(
    api,
    known
      ? { status: 405, code: 'METHOD_NOT_ALLOWED', message: `Method not allowed: ${request.method}` }
      : { status: 404, code: 'NOT_FOUND', message: `No such relay endpoint: ${request.method} ${pathname}` },
  )
}

/**
 * The demo relay (docs/mock.md, "The relay"). Listed before the mock controls: a tool's requests are neither
 * delayed nor failed by them, and no per-minute limit holds them beyond the plan's quotas.
 */
export const relayHandlers: HttpHandler[] = [
  http.untyped.post(new RegExp(`${ANY_ORIGIN}/api/v1/messages$`), ({ request }) =>
    serveRelay(anthropicAdapter, request),
  ),
  http.untyped.post(new RegExp(`${ANY_ORIGIN}/api/v1/messages/count_tokens$`), ({ request }) =>
    countAnthropicTokens(request),
  ),
  http.untyped.post(new RegExp(`${ANY_ORIGIN}/api/responses$`), ({ request }) =>
    serveRelay(openAiAdapter, request),
  ),
  http.untyped.post(new RegExp(`${ANY_ORIGIN}${GEMINI_MODEL_PATH.source.slice(1)}`), ({ request }) =>
    serveRelay(geminiAdapter, request),
  ),
  http.untyped.all(new RegExp(`${ANY_ORIGIN}(/api/v1/|/api/responses|/gemini/)`), ({ request }) =>
    unknownRelayPath(request),
  ),
]
