import type { components } from '#src/lib/api/schema.d.ts'
import { statusAt } from './time.ts'

type Subscription = components['schemas']['Subscription']

/** The share of a quota from which the overview warns that it is running out. */
export const WARNING_SHARE = 0.8

/** How far a quota is used: `near` from 80 %, `exhausted` at 100 % (the relay then refuses requests). */
export type QuotaLevel = 'ok' | 'near' | 'exhausted'

/** The quotas a subscription may have, named as in the contract's QuotaStatus. */
export type QuotaName = 'daily' | 'weeklyOpus' | 'monthly'

export type QuotaNotice = {
  kind: 'quota'
  id: QuotaName
  level: Exclude<QuotaLevel, 'ok'>
  used: number
  limit: number
  /** When the quota's count next goes down (epoch ms). */
  resetsAt: number
  /** Until when dismissing the notice holds (epoch ms): the quota's next reset. */
  until: number
  /**
   * Set when the backend gave this quota's own reset time (`weeklyOpusResetsAt`, `monthlyResetsAt`); left out
   * when a rolling quota falls back to the daily reset, at which its oldest day stops counting.
   */
  ownReset?: true
}

export type SubscriptionNotice = {
  kind: 'subscription'
  id: 'expiring_soon' | 'expired'
  expiresAt: string | null
  /** Until when dismissing the notice holds (epoch ms): the next midnight of the user's time zone. */
  until: number
}

/** Something on the account that needs the user's attention; `id` names it for dismissing. */
export type DashboardNotice = QuotaNotice | SubscriptionNotice

/**
 * How far `used` is into `limit`. An unlimited quota (`null`) is never near its end; a quota of zero is used
 * up from the start. Divides rather than multiplies the limit by 0.8, which is exact at 80 % (28 of 35).
 */
export function quotaLevel(used: number, limit: number | null): QuotaLevel {
  if (limit === null) return 'ok'
  if (used >= limit) return 'exhausted'
  return used / limit >= WARNING_SHARE ? 'near' : 'ok'
}

/** The next midnight after `now` in the browser's own time zone (the user's): when a dismissal "for the day" ends. */
export function nextLocalMidnight(now: number): number {
  const date = new Date(now)
  date.setHours(24, 0, 0, 0)
  return date.getTime()
}

/**
 * What the overview warns about at `now`: a plan expiring soon or expired (by the same rule as the subscription
 * card, `statusAt`), then each quota of a running plan at 80 % or more.
 *
 * Each quota counts down to its own reset time when the backend gives one (`weeklyOpusResetsAt`,
 * `monthlyResetsAt`, both optional). Without it, the weekly Opus and monthly counts, which cover the last 7 and
 * 30 days, go down at the daily reset (`dailyResetsAt`), as the oldest day leaves them. Each notice is dismissed
 * until its quota's reset and checked again after it. Figures from before the daily reset say nothing about
 * after it (every count can go down then), so once it has passed no quota notice is raised until the server
 * answers again; nor for a quota whose own reset has passed.
 */
export function dashboardNotices(subscription: Subscription | undefined, now: number): DashboardNotice[] {
  if (!subscription) return []
  const status = statusAt(subscription, now)
  const notices: DashboardNotice[] = []
  if (status === 'expiring_soon' || status === 'expired') {
    notices.push({
      kind: 'subscription',
      id: status,
      expiresAt: subscription.expiresAt,
      until: nextLocalMidnight(now),
    })
  }
  const { quota } = subscription
  if (!quota || (status !== 'active' && status !== 'expiring_soon')) return notices
  const resetsAt = Date.parse(quota.dailyResetsAt)
  if (!(now < resetsAt)) return notices
  const quotas: [QuotaName, number, number | null, string | undefined][] = [
    ['daily', quota.dailyUsed, quota.dailyQuota, undefined],
    ['weeklyOpus', quota.weeklyOpusUsed, quota.weeklyOpusQuota, quota.weeklyOpusResetsAt],
    ['monthly', quota.monthlyUsed, quota.monthlyQuota, quota.monthlyResetsAt],
  ]
  for (const [id, used, limit, own] of quotas) {
    const level = quotaLevel(used, limit)
    if (level === 'ok' || limit === null) continue
    if (own === undefined) {
      notices.push({ kind: 'quota', id, level, used, limit, resetsAt, until: resetsAt })
      continue
    }
    const ownResetsAt = Date.parse(own)
    if (now < ownResetsAt) {
      notices.push({
        kind: 'quota',
        id,
        level,
        used,
        limit,
        resetsAt: ownResetsAt,
        until: ownResetsAt,
        ownReset: true,
      })
    }
  }
  return notices
}
