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
 * The contract gives one reset time, the daily quota's (`dailyResetsAt`). The weekly Opus and monthly counts
 * cover the last 7 and 30 days, so they go down at that same moment, as the oldest day leaves them: each notice
 * is dismissed until then and checked again after it. Figures from before that moment say nothing about after
 * it, so once it has passed no quota notice is raised until the server answers again.
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
  const quotas: [QuotaName, number, number | null][] = [
    ['daily', quota.dailyUsed, quota.dailyQuota],
    ['weeklyOpus', quota.weeklyOpusUsed, quota.weeklyOpusQuota],
    ['monthly', quota.monthlyUsed, quota.monthlyQuota],
  ]
  for (const [id, used, limit] of quotas) {
    const level = quotaLevel(used, limit)
    if (level !== 'ok' && limit !== null) {
      notices.push({ kind: 'quota', id, level, used, limit, resetsAt, until: resetsAt })
    }
  }
  return notices
}
