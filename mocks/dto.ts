import type { components } from '#src/lib/api/schema.d.ts'
import {
  db,
  type ApiKeyRecord,
  type BenefitPackageRecord,
  type SubscriptionRecord,
  type UserRecord,
} from './db.ts'
import {
  apiKeyCount,
  MICROS_PER_USD,
  apiKeyUsage,
  type ApiKeyUsageTotals,
  currentSubscription,
  hasPackageHistory,
  isRunning,
  isServed,
  iso,
  nextUtcMidnight,
  packageClaimStatus,
  quotaUse,
  requestTokens,
  startOfUtcDay,
  subscriptionStatus,
  utcDate,
} from './rules.ts'
import { isTwoFactorOn } from './two-factor.ts'
import { DAY_MS } from '#src/lib/time-units.ts'

type Schemas = components['schemas']

export function toUserDto(user: UserRecord): Schemas['User'] {
  return { id: user.id, email: user.email, createdAt: iso(user.createdAt) }
}

export function toProfileDto(user: UserRecord, now: number): Schemas['UserProfile'] {
  return {
    ...toUserDto(user),
    emailVerified: user.emailVerified,
    apiKeyCount: apiKeyCount(user.id),
    hasPackageHistory: hasPackageHistory(user.id),
    subscriptionStatus: subscriptionStatus(currentSubscription(user.id), now),
    twoFactorEnabled: isTwoFactorOn(user.id),
  }
}

export function usd(micros: number): Schemas['Money'] {
  return { amount: micros / MICROS_PER_USD, currency: 'USD' }
}

export function toApiKeyUsageDto(usage: ApiKeyUsageTotals | undefined): Schemas['ApiKeyUsage'] {
  return {
    todayRequests: usage?.todayRequests ?? 0,
    todayCost: usd(usage?.todayMicros ?? 0),
    totalRequests: usage?.totalRequests ?? 0,
    totalCost: usd(usage?.totalMicros ?? 0),
  }
}

/** `usage` is optional in the contract, always sent by the mock; a list passes one map for all its keys. */
export function toApiKeyDto(
  apiKey: ApiKeyRecord,
  usage: Map<string, ApiKeyUsageTotals> = apiKeyUsage(apiKey.userId, Date.now()),
): Schemas['ApiKey'] {
  return {
    id: apiKey.id,
    name: apiKey.name,
    remark: apiKey.remark,
    key: apiKey.key,
    createdAt: iso(apiKey.createdAt),
    lastUsedAt: apiKey.lastUsedAt === null ? null : iso(apiKey.lastUsedAt),
    usage: toApiKeyUsageDto(usage.get(apiKey.id)),
  }
}

export function toPlanSummary(plan: SubscriptionRecord['plan']): Schemas['PlanSummary'] {
  return { id: plan.id, name: plan.name, duration: { ...plan.duration }, serviceScope: plan.serviceScope }
}

export function toSubscriptionDto(userId: string, now: number): Schemas['Subscription'] {
  const subscription = currentSubscription(userId)
  if (!subscription) {
    return { status: 'inactive', plan: null, activeSince: null, expiresAt: null, quota: null, source: null }
  }
  const use = quotaUse(subscription, now)
  return {
    status: subscriptionStatus(subscription, now),
    plan: toPlanSummary(subscription.plan),
    activeSince: iso(subscription.activeSince),
    expiresAt: iso(subscription.expiresAt),
    quota: use
      ? {
          ...use,
          dailyResetsAt: iso(use.dailyResetsAt),
          weeklyOpusResetsAt: iso(use.weeklyOpusResetsAt),
          monthlyResetsAt: iso(use.monthlyResetsAt),
        }
      : null,
    source: subscription.source,
  }
}

/** With a `viewer`, also what a claim by that account would answer now. */
export function toBenefitPackageDto(
  benefitPackage: BenefitPackageRecord,
  viewer?: { user: UserRecord; now: number },
): Schemas['BenefitPackage'] {
  const { availableFrom, availableUntil } = benefitPackage
  return {
    code: benefitPackage.code,
    name: benefitPackage.name,
    description: benefitPackage.description,
    durationDays: benefitPackage.durationDays,
    dailyQuota: benefitPackage.dailyQuota,
    weeklyOpusQuota: benefitPackage.weeklyOpusQuota,
    serviceScope: benefitPackage.serviceScope,
    availableFrom: availableFrom === null ? null : iso(availableFrom),
    availableUntil: availableUntil === null ? null : iso(availableUntil),
    ...(viewer ? { claimStatus: packageClaimStatus(viewer.user, benefitPackage, viewer.now) } : {}),
  }
}

export const HISTORY_DAYS = 14

/** One pass over the records: it runs on every dashboard request. */
export function toUsageStatisticsDto(userId: string, now: number): Schemas['UsageStatistics'] {
  const todayIndex = Math.floor(now / DAY_MS)
  const firstIndex = todayIndex - (HISTORY_DAYS - 1)
  const days = Array.from({ length: HISTORY_DAYS }, () => ({ requests: 0, tokens: 0, costMicros: 0 }))
  let totalRequests = 0
  let totalTokens = 0
  let totalMicros = 0
  for (const record of db.requests) {
    if (record.userId !== userId || !isServed(record)) continue
    const tokens = requestTokens(record)
    totalRequests += 1
    totalTokens += tokens
    totalMicros += record.costMicros
    const day = days[Math.floor(record.at / DAY_MS) - firstIndex]
    if (!day) continue
    day.requests += 1
    day.tokens += tokens
    day.costMicros += record.costMicros
  }
  const todayUse = days[HISTORY_DAYS - 1] ?? { requests: 0, tokens: 0, costMicros: 0 }
  const minutesSoFar = Math.max(1, (now - startOfUtcDay(now)) / 60_000)
  const subscription = currentSubscription(userId)
  return {
    totalRequests,
    todayRequests: todayUse.requests,
    totalTokens,
    todayTokens: todayUse.tokens,
    totalCost: usd(totalMicros),
    todayCost: usd(todayUse.costMicros),
    averageRpm: Math.round((todayUse.requests / minutesSoFar) * 100) / 100,
    dailyQuota: isRunning(subscription, now) ? subscription.plan.dailyQuota : null,
    dailyResetsAt: iso(nextUtcMidnight(now)),
    history: days.map((day, index) => ({
      date: utcDate((firstIndex + index) * DAY_MS),
      requests: day.requests,
      tokens: day.tokens,
      cost: day.costMicros / MICROS_PER_USD,
    })),
    generatedAt: iso(now),
  }
}

function toKeyQuotaEntry(
  kind: Schemas['KeyQuotaKind'],
  limit: number | null,
  used: number,
  resetsAt: number,
): Schemas['KeyQuotaEntry'] {
  const scale = kind === 'requests' ? 1 : MICROS_PER_USD
  return {
    kind,
    unit: kind === 'requests' ? 'requests' : 'usd',
    limit,
    used,
    // In whole micro-dollars, so that $30 − $27.60 is $2.40 and not 2.3999….
    remaining:
      limit === null ? null : Math.max(0, Math.round(limit * scale) - Math.round(used * scale)) / scale,
    resetsAt: iso(resetsAt),
  }
}

/** The quotas are the whole account's (`quotaUse`), as in the subscription's `quota`, not the key's. */
export function toKeyQuotaDto(apiKey: ApiKeyRecord, now: number): Schemas['KeyQuota'] {
  const own = apiKeyUsage(apiKey.userId, now).get(apiKey.id)
  const subscription = currentSubscription(apiKey.userId)
  const use = quotaUse(subscription, now)
  return {
    name: apiKey.name,
    todayRequests: own?.todayRequests ?? 0,
    todayCost: usd(own?.todayMicros ?? 0),
    plan: subscription
      ? {
          name: subscription.plan.name,
          status: subscriptionStatus(subscription, now),
          expiresAt: iso(subscription.expiresAt),
        }
      : null,
    quotas:
      use && subscription
        ? [
            toKeyQuotaEntry('daily', use.dailyQuota, use.dailyUsed, use.dailyResetsAt),
            toKeyQuotaEntry('weeklyOpus', use.weeklyOpusQuota, use.weeklyOpusUsed, use.weeklyOpusResetsAt),
            toKeyQuotaEntry('monthly', use.monthlyQuota, use.monthlyUsed, use.monthlyResetsAt),
            toKeyQuotaEntry('requests', use.requestLimit, use.requestsUsed, use.dailyResetsAt),
          ]
        : [],
    generatedAt: iso(now),
  }
}
