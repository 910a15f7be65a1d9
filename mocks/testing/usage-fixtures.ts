// For tests and stories of the Usage tab: a few requests, added up as getUsageSummary adds them up.
import { http } from '#mocks/http.ts'
import type { components, operations } from '#src/lib/api/schema.d.ts'
import { DAY_MS } from '#src/lib/time-units.ts'

type UsageSummary = components['schemas']['UsageSummary']
type UsageTotals = components['schemas']['UsageTotals']
type TokenCounts = components['schemas']['TokenCounts']
type ApiKey = components['schemas']['ApiKey']
export type UsageSummaryQuery = NonNullable<operations['getUsageSummary']['parameters']['query']>

/** One request of the fixture; `failed` ones cost nothing and count only as failures. */
export type UsageFixtureRequest = {
  at: string
  keyId: string
  /** Null once the key is deleted. */
  keyName: string | null
  model: string
  modelName: string | null
  tokens: TokenCounts
  cost: number
  failed?: boolean
}

export const FIXTURE_KEYS = {
  laptop: { id: 'key_1a2b3c4d5e6f', name: 'Laptop' },
  ci: { id: 'key_7a8b9c0d1e2f', name: 'CI runner' },
  /** Deleted: its requests stay, its name does not. */
  old: { id: 'key_0f9e8d7c6b5a', name: null },
} as const

// The relay's own short name; the catalogue's name is the one shown.
const SONNET = { model: 'claude-sonnet-4-5', modelName: 'Sonnet 4.5' }
// Unnamed by the summary: a client names it from the catalogue (listModels).
const OPUS = { model: 'claude-opus-4-1', modelName: null }
const CODEX = { model: 'gpt-5-codex', modelName: 'GPT-5 Codex' }

function tokens(input: number, output: number, cacheWrite = 0, cacheRead = 0): TokenCounts {
  return { input, output, cacheWrite, cacheRead }
}

/**
 * Seven requests before `now` (2 hours to 3 days back): five served (three models, three keys, one of them
 * deleted) and two failed. Their totals: 5 served, 2 failed, $1.458.
 */
export function usageRequests(now: number): UsageFixtureRequest[] {
  const ago = (hours: number) => new Date(now - hours * 3_600_000).toISOString()
  const laptop = { keyId: FIXTURE_KEYS.laptop.id, keyName: FIXTURE_KEYS.laptop.name }
  const ci = { keyId: FIXTURE_KEYS.ci.id, keyName: FIXTURE_KEYS.ci.name }
  const old = { keyId: FIXTURE_KEYS.old.id, keyName: null }
  return [
    { at: ago(2), ...laptop, ...SONNET, tokens: tokens(1_200, 350, 0, 42_000), cost: 0.0213 },
    { at: ago(3), ...laptop, ...OPUS, tokens: tokens(3_000, 1_000, 8_000, 20_000), cost: 0.9 },
    { at: ago(3), ...laptop, ...OPUS, tokens: tokens(0, 0), cost: 0, failed: true },
    { at: ago(26), ...ci, ...CODEX, tokens: tokens(10_000, 2_000, 0, 5_000), cost: 0.0325 },
    { at: ago(27), ...ci, ...CODEX, tokens: tokens(0, 0), cost: 0, failed: true },
    { at: ago(50), ...old, ...SONNET, tokens: tokens(20_000, 4_000, 30_000, 100_000), cost: 0.5 },
    { at: ago(70), ...laptop, ...SONNET, tokens: tokens(300, 100, 0, 0), cost: 0.0042 },
  ]
}

function totalsOf(requests: UsageFixtureRequest[]): UsageTotals {
  const served = requests.filter((request) => !request.failed)
  const sum = (pick: (request: UsageFixtureRequest) => number) =>
    served.reduce((total, request) => total + pick(request), 0)
  return {
    requests: served.length,
    failures: requests.length - served.length,
    tokens: tokens(
      sum((r) => r.tokens.input),
      sum((r) => r.tokens.output),
      sum((r) => r.tokens.cacheWrite),
      sum((r) => r.tokens.cacheRead),
    ),
    cost: { amount: Math.round(sum((r) => r.cost) * 1e6) / 1e6, currency: 'USD' },
  }
}

function calendarDay(at: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at))
}

/** The summary of `requests` that the contract describes for `query`, as of `now`. */
export function summarize(
  requests: UsageFixtureRequest[],
  query: UsageSummaryQuery,
  now: number,
): UsageSummary {
  const groupBy = query.groupBy ?? 'day'
  const to = query.to ? Date.parse(query.to) : now
  const from = query.from ? Date.parse(query.from) : to - 30 * DAY_MS
  const timeZone = groupBy === 'day' ? (query.timeZone ?? 'UTC') : 'UTC'
  const selected = requests.filter((request) => {
    const at = Date.parse(request.at)
    return (
      at >= from &&
      at < to &&
      (!query.keyId || request.keyId === query.keyId) &&
      (!query.model || request.model === query.model) &&
      (!query.outcome || (query.outcome === 'error') === Boolean(request.failed))
    )
  })
  const groupOf = (request: UsageFixtureRequest): [key: string, label: string | null] => {
    switch (groupBy) {
      case 'model':
        return [request.model, request.modelName]
      case 'key':
        return [request.keyId, request.keyName]
      case 'hour':
        return [`${request.at.slice(0, 13)}:00:00Z`, null]
      case 'day':
        return [calendarDay(request.at, timeZone), null]
    }
  }
  const groups = new Map<string, { label: string | null; requests: UsageFixtureRequest[] }>()
  for (const request of selected) {
    const [key, label] = groupOf(request)
    const group = groups.get(key) ?? { label, requests: [] }
    group.requests.push(request)
    groups.set(key, group)
  }
  const list = [...groups].map(([key, group]) => ({ key, label: group.label, ...totalsOf(group.requests) }))
  if (groupBy === 'model' || groupBy === 'key') list.sort((a, b) => b.cost.amount - a.cost.amount)
  else list.sort((a, b) => a.key.localeCompare(b.key))
  return {
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    groupBy: groupBy,
    timeZone,
    totals: totalsOf(selected),
    groups: list,
  }
}

const GROUP_BY = ['model', 'key', 'hour', 'day'] as const
const OUTCOMES = ['success', 'error'] as const

/**
 * getUsageSummary over `requests`, refusing what the contract refuses: a key the account never held (`knownKeys`),
 * `from` not before `to`, a range over 90 days.
 */
export function serveUsageSummary(
  requests: UsageFixtureRequest[],
  { knownKeys = Object.values(FIXTURE_KEYS).map((key) => key.id) }: { knownKeys?: string[] } = {},
) {
  return http.get('/api/user/usage/summary', ({ request, response }) => {
    const params = new URL(request.url).searchParams
    const text = (name: string) => params.get(name) ?? undefined
    const groupBy = GROUP_BY.find((value) => value === params.get('groupBy')) ?? 'model'
    const outcome = OUTCOMES.find((value) => value === params.get('outcome'))
    const query: UsageSummaryQuery = {
      groupBy,
      from: text('from'),
      to: text('to'),
      keyId: text('keyId'),
      model: text('model'),
      outcome,
      timeZone: text('timeZone'),
    }
    const refuse = (field: string, rule: string, error: string, limit?: number) =>
      response(400).json({
        error,
        code: 'VALIDATION_FAILED',
        details: [{ field, rule, ...(limit === undefined ? {} : { limit }) }],
      })
    if (query.keyId && !knownKeys.includes(query.keyId)) {
      return refuse('keyId', 'enum', 'keyId: not a key of this account')
    }
    const now = Date.now()
    const to = query.to ? Date.parse(query.to) : now
    const from = query.from ? Date.parse(query.from) : to - 30 * DAY_MS
    if (from >= to) return refuse('from', 'order', 'from: must be before to')
    if (to - from > 90 * DAY_MS)
      return refuse('from', 'maxDays', 'from: the range may span at most 90 days', 90)
    return response(200).json(summarize(requests, query, now))
  })
}

/** The account's keys as listKeys gives them: the laptop and the CI runner (the third was deleted). */
export function serveFixtureKeys() {
  const key = ({ id, name }: { id: string; name: string }, index: number): ApiKey => ({
    id,
    name,
    remark: '',
    key: `cr_${String(index).repeat(48)}`,
    createdAt: '2026-09-02T14:05:00Z',
    lastUsedAt: null,
  })
  return http.get('/api/user/api-keys', ({ response }) =>
    response(200).json({ items: [key(FIXTURE_KEYS.laptop, 1), key(FIXTURE_KEYS.ci, 2)], limit: 10 }),
  )
}
