import type { components } from '#src/lib/api/schema.d.ts'
import { planQuotas, type QuotaLevel, type QuotaName, type QuotaUnit } from './quota.ts'
import { statusAt } from './time.ts'

export { WARNING_SHARE, quotaLevel, type QuotaLevel, type QuotaName } from './quota.ts'

type Subscription = components['schemas']['Subscription']

export type QuotaNotice = {
  kind: 'quota'
  id: QuotaName
  unit: QuotaUnit
  level: Exclude<QuotaLevel, 'ok'>
  used: number
  limit: number
  /** What is left and the share used, as the quota's meter shows them (`quotaFigures`). */
  left: number
  share: number
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

export type DashboardNotice = QuotaNotice | SubscriptionNotice

/** The next midnight after `now` in the browser's own time zone (the user's): when a dismissal "for the day" ends. */
export function nextLocalMidnight(now: number): number {
  const date = new Date(now)
  date.setHours(24, 0, 0, 0)
  return date.getTime()
}

/**
 * Uses the subscription card's `statusAt` and the meters' `planQuotas`, so the notices match them. Figures
 * from before the daily reset say nothing about after it (every count can go down then): once it has passed,
 * no quota notice until the server answers again; nor for a quota whose own reset has passed.
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
  for (const { id, unit, used, limit, left, share, level, resetsAt: own } of planQuotas(quota)) {
    if (level === 'ok' || used === null || limit === null || left === null || share === null) continue
    // The daily quota and the requests count the UTC day: their reset is the daily one.
    if (own === undefined || id === 'daily' || id === 'requests') {
      notices.push({ kind: 'quota', id, unit, level, used, limit, left, share, resetsAt, until: resetsAt })
      continue
    }
    const ownResetsAt = Date.parse(own)
    if (now < ownResetsAt) {
      notices.push({
        kind: 'quota',
        id,
        unit,
        level,
        used,
        limit,
        left,
        share,
        resetsAt: ownResetsAt,
        until: ownResetsAt,
        ownReset: true,
      })
    }
  }
  return notices
}
