import type { components } from '#src/lib/api/schema.d.ts'

type QuotaStatus = components['schemas']['QuotaStatus']

/** The share of a quota from which the overview warns that it is running out. */
export const WARNING_SHARE = 0.8

/** How far a quota is used: `near` from 80 %, `exhausted` at 100 % (the relay then refuses requests). */
export type QuotaLevel = 'ok' | 'near' | 'exhausted'

/** The quotas a plan may have: the three of usage credit, named as in the contract's QuotaStatus, and requests. */
export type QuotaName = 'daily' | 'weeklyOpus' | 'monthly' | 'requests'

/** What a quota counts: US dollars of usage credit, or requests. */
export type QuotaUnit = 'usd' | 'requests'

export type QuotaFigures = {
  /** What is used; null when the backend does not report it. */
  used: number | null
  /** The limit; null means unlimited. */
  limit: number | null
  /** What is left of the limit, never below 0; null when unlimited or the use is unknown. */
  left: number | null
  /**
   * How much of the limit is used, in whole percent rounded down (0.79 for 79.9 %), so that a quota not quite
   * used up never reads 100 % and one short of 80 % never reads 80 %; null when unlimited or the use is unknown.
   */
  share: number | null
  level: QuotaLevel
}

/**
 * The figures of one quota, the one computation behind both its meter and its notice: what is left, the share
 * used as shown, and the level, which follows from that share (warned from the 80 % shown, used up at the limit).
 * A quota of zero is used up from the start.
 */
export function quotaFigures(used: number | null, limit: number | null): QuotaFigures {
  if (limit === null || used === null) return { used, limit, left: null, share: null, level: 'ok' }
  // The tiny epsilon keeps a product like 0.29 × 100 (28.999…) from losing a whole percent.
  const share = limit > 0 ? Math.floor((used * 100) / limit + 1e-9) / 100 : 1
  const level: QuotaLevel = used >= limit ? 'exhausted' : share >= WARNING_SHARE ? 'near' : 'ok'
  return { used, limit, left: Math.max(0, limit - used), share, level }
}

/** How far `used` is into `limit` (see `quotaFigures`). An unlimited quota (`null`) is never near its end. */
export function quotaLevel(used: number, limit: number | null): QuotaLevel {
  return quotaFigures(used, limit).level
}

/** One quota of the running plan, with its figures. */
export type PlanQuota = QuotaFigures & {
  id: QuotaName
  unit: QuotaUnit
  /**
   * When its count next starts again from 0 (ISO 8601), when the backend says: the daily quota and the requests at
   * `dailyResetsAt`, the others at their own optional reset times.
   */
  resetsAt?: string
}

/**
 * Every quota of the plan in the overview's order: daily, weekly Opus, monthly, then the request limit (only when
 * the backend reports it, `requestLimit`; its count `requestsUsed` may still be missing, and is then unknown).
 * The meters and the notices both read this list.
 */
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
