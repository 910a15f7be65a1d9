// A request log for tests and stories of screens that read `listUsageRequests`, with records they make up
// themselves: the seeded accounts have few or none.
import { http } from '#mocks/http.ts'
import type { components, operations } from '#src/lib/api/schema.d.ts'

type UsageRequest = components['schemas']['UsageRequest']
type LogQuery = NonNullable<operations['listUsageRequests']['parameters']['query']>

/** `count` served requests one minute apart, the newest at `newest`, newest first; `override` changes some. */
export function buildUsageRequests(
  count: number,
  {
    newest = Date.parse('2026-11-27T09:00:00Z'),
    override,
  }: { newest?: number; override?: (index: number) => Partial<UsageRequest> | undefined } = {},
): UsageRequest[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `req_${String(index).padStart(6, '0')}`,
    at: new Date(newest - index * 60_000).toISOString(),
    keyId: index % 3 === 2 ? 'key_deleted' : 'key_laptop',
    keyName: index % 3 === 2 ? null : 'Laptop',
    model: 'claude-sonnet-4-5',
    api: 'anthropic',
    tokens: { input: 1_200, output: 350, cacheWrite: 0, cacheRead: 42_000 },
    cost: { amount: 0.02145, currency: 'USD' },
    durationMs: 4_210,
    firstTokenMs: 830,
    status: 200,
    errorCode: null,
    ...override?.(index),
  }))
}

/** A failure of `errorCode` with the status the relay gives it, costing nothing. */
export function failedRequest(errorCode: string, fields: Partial<UsageRequest> = {}): Partial<UsageRequest> {
  const status =
    {
      INVALID_API_KEY: 401,
      ACCOUNT_SUSPENDED: 403,
      NO_ACTIVE_PLAN: 403,
      API_NOT_IN_PLAN: 403,
      MODEL_NOT_FOUND: 404,
      INVALID_REQUEST: 400,
      PAYLOAD_TOO_LARGE: 413,
      UPSTREAM_OVERLOADED: 529,
    }[errorCode] ?? 429
  return {
    errorCode,
    status,
    tokens: { input: 0, output: 0, cacheWrite: 0, cacheRead: 0 },
    cost: { amount: 0, currency: 'USD' },
    durationMs: 12,
    firstTokenMs: null,
    ...fields,
  }
}

function matches(request: UsageRequest, query: LogQuery): boolean {
  const at = Date.parse(request.at)
  if (query.from && at < Date.parse(query.from)) return false
  if (query.to && at >= Date.parse(query.to)) return false
  if (query.keyId && request.keyId !== query.keyId) return false
  if (query.model && request.model !== query.model) return false
  const failed = request.errorCode !== null
  if (query.outcome === 'success' && failed) return false
  if (query.outcome === 'error' && !failed) return false
  return true
}

export type RequestLogServer = {
  /** The queries the handler answered, in order (for tests of paging itself: which pages were asked for). */
  served: LogQuery[]
}

/**
 * `GET /api/user/usage/requests` over `requests` (newest first) with the contract's filters and cursor paging.
 * `failPage` answers the request for that page (0 = the first) with a 500 once; `hold` may keep a page back until the
 * promise it gives settles.
 */
export function requestLogHandler(
  requests: UsageRequest[],
  { failPage, hold }: { failPage?: number; hold?: (page: number) => Promise<unknown> | undefined } = {},
) {
  const log: RequestLogServer = { served: [] }
  let hasFailed = false
  const handler = http.get('/api/user/usage/requests', async ({ query, response }) => {
    const params: LogQuery = {}
    for (const name of ['from', 'to', 'keyId', 'model', 'cursor'] as const) {
      const value = query.get(name)
      if (value) params[name] = value
    }
    const outcome = query.get('outcome')
    if (outcome === 'success' || outcome === 'error') params.outcome = outcome
    const limit = Number(query.get('limit') ?? 50)
    params.limit = limit
    const offset = params.cursor === undefined ? 0 : Number(params.cursor.slice(1))
    const isBadCursor =
      params.cursor !== undefined &&
      (!params.cursor.startsWith('c') || !Number.isInteger(offset) || offset <= 0)
    if (isBadCursor || !Number.isInteger(limit) || limit < 1 || limit > 100) {
      return response(400).json({ error: 'cursor: not given by this backend', code: 'VALIDATION_FAILED' })
    }
    await hold?.(log.served.length)
    if (failPage === log.served.length && !hasFailed) {
      hasFailed = true
      return response(500).json({ error: 'Internal server error', code: 'INTERNAL_ERROR' })
    }
    log.served.push(params)
    const selected = requests.filter((request) => matches(request, params))
    const items = selected.slice(offset, offset + limit)
    const next = offset + limit
    return response(200).json({ items, nextCursor: next < selected.length ? `c${next}` : null })
  })
  return { handler, log }
}
