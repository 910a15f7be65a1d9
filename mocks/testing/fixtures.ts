// For tests and stories that need figures the seeded accounts lack: a test says only what it changes.
import { http } from '#mocks/http.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { DAY_MS } from '#src/lib/time-units.ts'

type Subscription = components['schemas']['Subscription']
type QuotaStatus = components['schemas']['QuotaStatus']
type UsageStatistics = components['schemas']['UsageStatistics']
type ApiKey = components['schemas']['ApiKey']

function nextUtcMidnight(now: number): string {
  return `${new Date(now + DAY_MS).toISOString().slice(0, 10)}T00:00:00Z`
}

export type SubscriptionFixture = Partial<Omit<Subscription, 'quota'>> & {
  now?: number
  quota?: Partial<QuotaStatus>
}

/** Pro, 10 days in and 20 to go, a tenth of each quota used; `quota` and the other fields override. */
export function activeSubscription({
  now = Date.now(),
  quota,
  ...fields
}: SubscriptionFixture = {}): Subscription {
  return {
    status: 'active',
    plan: { id: 'pro-monthly', name: 'Pro', duration: { value: 1, unit: 'month' }, serviceScope: 'all' },
    activeSince: new Date(now - 10 * DAY_MS).toISOString(),
    expiresAt: new Date(now + 20 * DAY_MS).toISOString(),
    quota: {
      dailyQuota: 30,
      dailyUsed: 3,
      weeklyOpusQuota: 60,
      weeklyOpusUsed: 6,
      monthlyQuota: 600,
      monthlyUsed: 60,
      dailyResetsAt: nextUtcMidnight(now),
      ...quota,
    },
    source: 'activation_code',
    ...fields,
  }
}

/** OpenAI's service only: Codex CLI and OpenCode. */
export const CODEX_ONLY_SUBSCRIPTION: Subscription = {
  status: 'active',
  plan: { id: 'codex-monthly', name: 'Codex', duration: { value: 1, unit: 'month' }, serviceScope: 'openai' },
  activeSince: '2026-11-01T09:00:00Z',
  expiresAt: '2026-12-01T09:00:00Z',
  quota: null,
  source: 'activation_code',
}

/** A backend that cannot tell (maintenance). */
export const UNKNOWN_SUBSCRIPTION: Subscription = {
  status: 'unknown',
  plan: null,
  activeSince: null,
  expiresAt: null,
  quota: null,
  source: null,
}

/** heavy@example.com's use, as the seed writes it. */
export const HEAVY_USE = { dailyUsed: 27.6, weeklyOpusUsed: 51 } as const satisfies Partial<QuotaStatus>

export function serveSubscription(subscription: Subscription) {
  return http.get('/api/activation-codes/my-subscription', ({ response }) => response(200).json(subscription))
}

export function usageStatistics(fields: Partial<UsageStatistics> = {}): UsageStatistics {
  return {
    totalRequests: 5120,
    todayRequests: 214,
    totalTokens: 48211500,
    todayTokens: 1843200,
    totalCost: { amount: 211.3, currency: 'USD' },
    todayCost: { amount: 9.87, currency: 'USD' },
    averageRpm: 0.32,
    dailyQuota: 30,
    dailyResetsAt: '2026-11-23T00:00:00Z',
    history: [],
    generatedAt: '2026-11-22T06:00:00Z',
    ...fields,
  }
}

export function serveStatistics(statistics: UsageStatistics) {
  return http.get('/api/user/statistics', ({ response }) => response(200).json(statistics))
}

export const statisticsFailure = http.get('/api/user/statistics', ({ response }) =>
  response(500).json({ error: 'Internal server error', code: 'INTERNAL_ERROR' }),
)

export const SAMPLE_API_KEY: ApiKey = {
  id: 'key_2b9d4f7a1c3e',
  name: 'Laptop',
  remark: '',
  key: 'cr_Zx8Qm2Lw9Vt4Rk7Hn3Bc6Jd1Fs5Gp0Ya8Ue2Io4Pq',
  createdAt: '2026-09-02T14:05:00Z',
  lastUsedAt: null,
}
