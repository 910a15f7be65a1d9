import type { UsageRequest } from './usage-query.ts'

export type QuotaName = 'daily' | 'weeklyOpus' | 'monthly' | 'requests'

/** What went wrong with a request, as the screens explain it: one kind per meaning of `RelayErrorCode`. */
export type FailureExplanation =
  | { kind: 'quota'; quota: QuotaName; resetsAt: string | null }
  | { kind: 'keyRefused' }
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

const SIMPLE = new Map<string, Exclude<FailureKind, 'quota' | 'unknown'>>([
  ['INVALID_API_KEY', 'keyRefused'],
  ['ACCOUNT_SUSPENDED', 'suspended'],
  ['NO_ACTIVE_PLAN', 'noPlan'],
  ['API_NOT_IN_PLAN', 'apiNotInPlan'],
  ['MODEL_NOT_FOUND', 'unknownModel'],
  ['INVALID_REQUEST', 'invalidRequest'],
  ['PAYLOAD_TOO_LARGE', 'tooLarge'],
  ['UPSTREAM_OVERLOADED', 'overloaded'],
])

export function isFailure(request: Pick<UsageRequest, 'errorCode' | 'status'>): boolean {
  return request.errorCode !== null || request.status >= 400
}

/** Null for a served request. A code this app does not know (a newer backend's) reads as unknown, with the status. */
export function explainFailure(
  request: Pick<UsageRequest, 'errorCode' | 'status' | 'resetsAt'>,
): FailureExplanation | null {
  if (!isFailure(request)) return null
  const code = request.errorCode
  const quota = code === null ? undefined : QUOTAS.get(code)
  if (quota) return { kind: 'quota', quota, resetsAt: request.resetsAt ?? null }
  const kind = code === null ? undefined : SIMPLE.get(code)
  if (kind) return { kind }
  return { kind: 'unknown', status: request.status, code }
}
