// Requests in the relay's log for tests and stories of the Usage tab: records in the db, which the mock's own
// handlers then list and add up.
import { db, type ApiKeyRecord, type RequestRecord } from '#mocks/db.ts'
import { http } from '#mocks/http.ts'
import { buildApiKey, buildRequestRecord } from '#mocks/seed.ts'
import { DAY_MS, HOUR_MS } from '#src/lib/time-units.ts'

export type UsageRequestSpec = Partial<Omit<RequestRecord, 'userId'>> & Pick<RequestRecord, 'apiKeyId'>

/** Logs a request of `userId` for each spec; the records, in the specs' order. */
export function seedUsageRequests(userId: string, specs: readonly UsageRequestSpec[]): RequestRecord[] {
  const records = specs.map((spec) => buildRequestRecord({ ...spec, userId }))
  for (const record of records) db.requests.push(record)
  return records
}

export function seedUsageKey(userId: string, fields: Pick<ApiKeyRecord, 'id' | 'name'>): ApiKeyRecord {
  const key = buildApiKey({ userId, ...fields })
  db.apiKeys.set(key.id, key)
  return key
}

/** The status the relay answers a refusal of `errorCode` with. */
const STATUS_OF: Record<string, number> = {
  INVALID_API_KEY: 401,
  ACCOUNT_SUSPENDED: 403,
  NO_ACTIVE_PLAN: 403,
  API_NOT_IN_PLAN: 403,
  MODEL_NOT_FOUND: 404,
  INVALID_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  UPSTREAM_OVERLOADED: 529,
}

/** The fields of a request the relay refused with `errorCode`: no tokens, no cost, a quick answer. */
export function failure(errorCode: string): Partial<RequestRecord> {
  return {
    errorCode,
    status: STATUS_OF[errorCode] ?? 429,
    inputTokens: 0,
    outputTokens: 0,
    cacheWriteTokens: 0,
    cacheReadTokens: 0,
    costMicros: 0,
    opusCostMicros: 0,
    durationMs: 12,
    firstTokenMs: null,
  }
}

export const USAGE_KEYS = {
  laptop: { id: 'key_1a2b3c4d5e6f', name: 'Laptop' },
  ci: { id: 'key_7a8b9c0d1e2f', name: 'CI runner' },
  /** Deleted: its requests stay in the log, its name does not. */
  old: { id: 'key_0f9e8d7c6b5a' },
} as const

/**
 * Two keys and seven requests before `now` (2 hours to 3 days back): five served (three models, three keys, one
 * of them deleted) and two failed.
 */
export function seedUsageWeek(userId: string, now: number): RequestRecord[] {
  seedUsageKey(userId, USAGE_KEYS.laptop)
  seedUsageKey(userId, USAGE_KEYS.ci)
  const ago = (hours: number) => now - hours * HOUR_MS
  // The Today range starts at midnight UTC: soon after it, the last hours' requests are squeezed into today.
  const today = (hours: number) => now - Math.min(hours * HOUR_MS, ((now % DAY_MS) * hours) / 4)
  const laptop = USAGE_KEYS.laptop.id
  const ci = USAGE_KEYS.ci.id
  const tokens = (input: number, output: number, cacheWrite = 0, cacheRead = 0) => ({
    inputTokens: input,
    outputTokens: output,
    cacheWriteTokens: cacheWrite,
    cacheReadTokens: cacheRead,
  })
  const sonnet = { model: 'claude-sonnet-4-5' }
  const opus = { model: 'claude-opus-4-1' }
  const gpt = { model: 'gpt-5', api: 'openai' as const }
  return seedUsageRequests(userId, [
    { at: today(2), apiKeyId: laptop, ...sonnet, ...tokens(1_200, 350, 0, 42_000), costMicros: 21_300 },
    { at: today(3), apiKeyId: laptop, ...opus, ...tokens(3_000, 1_000, 8_000, 20_000), costMicros: 900_000 },
    { at: today(3), apiKeyId: laptop, ...opus, ...failure('WEEKLY_OPUS_QUOTA_EXHAUSTED') },
    { at: ago(26), apiKeyId: ci, ...gpt, ...tokens(10_000, 2_000, 0, 5_000), costMicros: 32_500 },
    { at: ago(27), apiKeyId: ci, ...gpt, ...failure('UPSTREAM_OVERLOADED') },
    {
      at: ago(50),
      apiKeyId: USAGE_KEYS.old.id,
      ...sonnet,
      ...tokens(20_000, 4_000, 30_000, 100_000),
      costMicros: 500_000,
    },
    { at: ago(70), apiKeyId: laptop, ...sonnet, ...tokens(300, 100, 0, 0), costMicros: 4_200 },
  ])
}

export type LogQuery = {
  from?: string
  to?: string
  keyId?: string
  model?: string
  outcome?: string
  cursor?: string
  limit?: number
}

/**
 * Goes in front of the mock's own `listUsageRequests` and answers nothing itself, so that the db's records are
 * listed: it notes each query answered (for tests of paging: which pages were asked for), may hold page `page`
 * back until the promise `hold(page)` gives settles, and may answer page `failPage` with a 500 once.
 */
export function watchRequestLog({
  failPage,
  hold,
}: { failPage?: number; hold?: (page: number) => Promise<unknown> | undefined } = {}) {
  const served: LogQuery[] = []
  let hasFailed = false
  const handler = http.get('/api/user/usage/requests', async ({ query, response }) => {
    await hold?.(served.length)
    if (failPage === served.length && !hasFailed) {
      hasFailed = true
      return response(500).json({ error: 'Internal server error', code: 'INTERNAL_ERROR' })
    }
    const params: LogQuery = {}
    for (const name of ['from', 'to', 'keyId', 'model', 'outcome', 'cursor'] as const) {
      const value = query.get(name)
      if (value !== null) params[name] = value
    }
    const limit = query.get('limit')
    if (limit !== null) params.limit = Number(limit)
    served.push(params)
    return undefined
  })
  return { handler, served }
}
