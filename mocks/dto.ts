import { mockNow } from './clock.ts'
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
import { keyLimitUse, previousKeyValidUntil, type KeyLimitUse } from './key-rules.ts'
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

const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms))

/**
 * `usage` and the settings are optional in the contract, always sent by the mock; a list passes one map for all
 * its keys. Never the previous secret: only its end of grace.
 */
export function toApiKeyDto(
  apiKey: ApiKeyRecord,
  usage: Map<string, ApiKeyUsageTotals> = apiKeyUsage(apiKey.userId, mockNow()),
  now: number = mockNow(),
): Schemas['ApiKey'] {
  return {
    id: apiKey.id,
    name: apiKey.name,
    remark: apiKey.remark,
    key: apiKey.key,
    createdAt: iso(apiKey.createdAt),
    lastUsedAt: isoOrNull(apiKey.lastUsedAt),
    usage: toApiKeyUsageDto(usage.get(apiKey.id)),
    enabled: apiKey.enabled,
    expiresAt: isoOrNull(apiKey.expiresAt),
    limits: { ...apiKey.limits },
    allowedIps: [...apiKey.allowedIps],
    allowedModels: [...apiKey.allowedModels],
    lastUsedIp: apiKey.lastUsedIp,
    limitUse: keyLimitUse(apiKey, now).map((use) => ({ ...use, resetsAt: iso(use.resetsAt) })),
    previousKeyValidUntil: isoOrNull(previousKeyValidUntil(apiKey, now)),
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
    limitedBy: 'plan',
    unit: kind === 'requests' ? 'requests' : 'usd',
    limit,
    used,
    // In whole micro-dollars, so that $30 − $27.60 is $2.40 and not 2.3999….
    remaining:
      limit === null ? null : Math.max(0, Math.round(limit * scale) - Math.round(used * scale)) / scale,
    resetsAt: iso(resetsAt),
  }
}

/** The key's own limit instead of the plan's entry when it leaves less; on a tie, the plan's (shared) one. */
function tighter(plan: Schemas['KeyQuotaEntry'], key: KeyLimitUse | undefined): Schemas['KeyQuotaEntry'] {
  if (!key || (plan.remaining !== null && plan.remaining <= key.remaining)) return plan
  return { ...toKeyLimitEntry(key), kind: plan.kind }
}

function toKeyLimitEntry(use: KeyLimitUse): Schemas['KeyQuotaEntry'] {
  return {
    kind: use.kind,
    limitedBy: 'key',
    unit: use.unit,
    limit: use.limit,
    used: use.used,
    remaining: use.remaining,
    resetsAt: iso(use.resetsAt),
  }
}

/**
 * Per kind, the account's quota (`quotaUse`, as in the subscription's `quota`) or the key's own limit, whichever
 * leaves less (`limitedBy`); `weekly` only from the key's weekly limit, as plans have none. `secretValidUntil`:
 * the previous secret's end of grace when the call used it, or the key's expiry, whichever is first.
 */
export function toKeyQuotaDto(
  apiKey: ApiKeyRecord,
  now: number,
  isPreviousSecret = false,
): Schemas['KeyQuota'] {
  const own = apiKeyUsage(apiKey.userId, now).get(apiKey.id)
  const subscription = currentSubscription(apiKey.userId)
  const use = quotaUse(subscription, now)
  const keyUse = new Map(keyLimitUse(apiKey, now).map((entry) => [entry.kind, entry]))
  const weekly = keyUse.get('weekly')
  const graceEnd = isPreviousSecret ? previousKeyValidUntil(apiKey, now) : null
  const validUntil = [graceEnd, apiKey.expiresAt].filter((ms): ms is number => ms !== null)
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
            tighter(
              toKeyQuotaEntry('daily', use.dailyQuota, use.dailyUsed, use.dailyResetsAt),
              keyUse.get('daily'),
            ),
            ...(weekly ? [toKeyLimitEntry(weekly)] : []),
            toKeyQuotaEntry('weeklyOpus', use.weeklyOpusQuota, use.weeklyOpusUsed, use.weeklyOpusResetsAt),
            tighter(
              toKeyQuotaEntry('monthly', use.monthlyQuota, use.monthlyUsed, use.monthlyResetsAt),
              keyUse.get('monthly'),
            ),
            tighter(
              toKeyQuotaEntry('requests', use.requestLimit, use.requestsUsed, use.dailyResetsAt),
              keyUse.get('requests'),
            ),
          ]
        : [],
    secretValidUntil: validUntil.length > 0 ? iso(Math.min(...validUntil)) : null,
    generatedAt: iso(now),
  }
}
