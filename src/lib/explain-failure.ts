export type QuotaName = 'daily' | 'weeklyOpus' | 'monthly' | 'requests'

export type KeyLimitName = 'daily' | 'weekly' | 'monthly' | 'requests'

export type RelayOutcome = { errorCode: string | null; status: number; resetsAt?: string | null }

/** What went wrong with a request, as the screens explain it: one kind per meaning of `RelayErrorCode`. */
export type FailureExplanation =
  | { kind: 'quota'; quota: QuotaName; resetsAt: string | null }
  | { kind: 'keyLimit'; limit: KeyLimitName; resetsAt: string | null }
  | { kind: 'keyRefused' }
  | { kind: 'keyDisabled' }
  | { kind: 'keyExpired' }
  | { kind: 'ipNotAllowed' }
  | { kind: 'modelNotAllowed' }
  | { kind: 'suspended' }
  | { kind: 'noPlan' }
  | { kind: 'apiNotInPlan' }
  | { kind: 'unknownModel' }
  | { kind: 'invalidRequest' }
  | { kind: 'tooLarge' }
  | { kind: 'overloaded' }
  | { kind: 'unknown'; status: number; code: string | null }

export type FailureKind = FailureExplanation['kind']

// Maps, not object literals: a code a backend sends is data, and `toString` must not find Object's.
const QUOTAS = new Map<string, QuotaName>([
  ['DAILY_QUOTA_EXHAUSTED', 'daily'],
  ['WEEKLY_OPUS_QUOTA_EXHAUSTED', 'weeklyOpus'],
  ['MONTHLY_QUOTA_EXHAUSTED', 'monthly'],
  ['REQUEST_LIMIT_REACHED', 'requests'],
])

const KEY_LIMITS = new Map<string, KeyLimitName>([
  ['KEY_DAILY_LIMIT_REACHED', 'daily'],
  ['KEY_WEEKLY_LIMIT_REACHED', 'weekly'],
  ['KEY_MONTHLY_LIMIT_REACHED', 'monthly'],
  ['KEY_REQUEST_LIMIT_REACHED', 'requests'],
])

const SIMPLE = new Map<string, Exclude<FailureKind, 'quota' | 'keyLimit' | 'unknown'>>([
  ['INVALID_API_KEY', 'keyRefused'],
  ['KEY_DISABLED', 'keyDisabled'],
  ['KEY_EXPIRED', 'keyExpired'],
  ['IP_NOT_ALLOWED', 'ipNotAllowed'],
  ['MODEL_NOT_ALLOWED', 'modelNotAllowed'],
  ['ACCOUNT_SUSPENDED', 'suspended'],
  ['NO_ACTIVE_PLAN', 'noPlan'],
  ['API_NOT_IN_PLAN', 'apiNotInPlan'],
  ['MODEL_NOT_FOUND', 'unknownModel'],
  ['INVALID_REQUEST', 'invalidRequest'],
  ['PAYLOAD_TOO_LARGE', 'tooLarge'],
  ['UPSTREAM_OVERLOADED', 'overloaded'],
])

export function isFailure(outcome: Pick<RelayOutcome, 'errorCode' | 'status'>): boolean {
  return outcome.errorCode !== null || outcome.status >= 400
}

/** Null for a served request; a code this app does not know (a newer backend's) reads as unknown. */
export function explainFailure(outcome: RelayOutcome): FailureExplanation | null {
  if (!isFailure(outcome)) return null
  const code = outcome.errorCode
  if (code === null) return { kind: 'unknown', status: outcome.status, code }
  const quota = QUOTAS.get(code)
  if (quota) return { kind: 'quota', quota, resetsAt: outcome.resetsAt ?? null }
  const limit = KEY_LIMITS.get(code)
  if (limit) return { kind: 'keyLimit', limit, resetsAt: outcome.resetsAt ?? null }
  const kind = SIMPLE.get(code)
  if (kind) return { kind }
  return { kind: 'unknown', status: outcome.status, code }
}
