import type { components } from '#src/lib/api/schema.d.ts'

type QuotaStatus = components['schemas']['QuotaStatus']

export const WARNING_SHARE = 0.8

/** How far a quota is used: `near` from 80 %, `exhausted` at 100 % (the relay then refuses requests). */
export type QuotaLevel = 'ok' | 'near' | 'exhausted'

/** The quotas a plan may have: the three of usage credit, named as in the contract's QuotaStatus, and requests. */
export type QuotaName = 'daily' | 'weeklyOpus' | 'monthly' | 'requests'

export type QuotaUnit = 'usd' | 'requests'

export type QuotaFigures = {
  /** What is used; null when the backend does not report it. */
  used: number | null
  /** The limit; null means unlimited. */
  limit: number | null
  /** What is left of the limit, never below 0; null when unlimited or the use is unknown. */
  left: number | null
  /**
   * Whole percent rounded down (0.79 for 79.9 %): a quota not quite used up never reads 100 %, one short of
   * 80 % never 80 %; null when unlimited or the use is unknown.
   */
  share: number | null
  level: QuotaLevel
}

/** The one computation behind a quota's meter and its notice: a warning appears exactly where 80 % shows. */
export function quotaFigures(used: number | null, limit: number | null): QuotaFigures {
  if (limit === null || used === null) return { used, limit, left: null, share: null, level: 'ok' }
  // The tiny epsilon keeps a product like 0.29 × 100 (28.999…) from losing a whole percent.
  const share = limit > 0 ? Math.floor((used * 100) / limit + 1e-9) / 100 : 1
  const level: QuotaLevel = used >= limit ? 'exhausted' : share >= WARNING_SHARE ? 'near' : 'ok'
  return { used, limit, left: Math.max(0, limit - used), share, level }
}

export function quotaLevel(used: number, limit: number | null): QuotaLevel {
  return quotaFigures(used, limit).level
}

export type PlanQuota = QuotaFigures & {
  id: QuotaName
  unit: QuotaUnit
  /** ISO 8601, when the backend says; the daily quota and the requests reset at `dailyResetsAt`. */
  resetsAt?: string
}

/** In the overview's order; the request limit only when the backend reports `requestLimit`. */
export function planQuotas(quota: QuotaStatus): PlanQuota[] {
  const quotas: PlanQuota[] = [
    {
      id: 'daily',
      unit: 'usd',
      ...quotaFigures(quota.dailyUsed, quota.dailyQuota),
      resetsAt: quota.dailyResetsAt,
    },
    {
      id: 'weeklyOpus',
      unit: 'usd',
      ...quotaFigures(quota.weeklyOpusUsed, quota.weeklyOpusQuota),
      resetsAt: quota.weeklyOpusResetsAt,
    },
    {
      id: 'monthly',
      unit: 'usd',
      ...quotaFigures(quota.monthlyUsed, quota.monthlyQuota),
      resetsAt: quota.monthlyResetsAt,
    },
  ]
  if (quota.requestLimit !== undefined) {
    quotas.push({
      id: 'requests',
      unit: 'requests',
      ...quotaFigures(quota.requestsUsed ?? null, quota.requestLimit),
      resetsAt: quota.dailyResetsAt,
    })
  }
  return quotas
}
