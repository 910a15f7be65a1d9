import { mockNow } from './clock.ts'
import { raiseAlertsAfterRequest } from './alerts.ts'
import {
  costMicros,
  findModel,
  planServesApi,
  type CatalogueModel,
  type RelayApi,
  type TokenCounts,
} from './catalogue.ts'
import { randomHex } from './crypto.ts'
import { db, type ApiKeyRecord, type RequestRecord, type UserRecord } from './db.ts'
import {
  findKeyBySecret,
  keyLimitRefusal,
  keyModelRefusal,
  keyStateRefusal,
  type KeyRefusal,
  type KeyRefusalCode,
} from './key-rules.ts'
import { SHARED_ADDRESS, currentSubscription, iso, isRunning, quotaUse } from './rules.ts'

/** Why the relay refused or failed a request: each API's error shape carries it, and the request log keeps it. */
export type RelayErrorCode =
  | 'INVALID_API_KEY'
  | KeyRefusalCode
  | 'ACCOUNT_SUSPENDED'
  | 'NO_ACTIVE_PLAN'
  | 'API_NOT_IN_PLAN'
  | 'MODEL_NOT_FOUND'
  | 'DAILY_QUOTA_EXHAUSTED'
  | 'WEEKLY_OPUS_QUOTA_EXHAUSTED'
  | 'MONTHLY_QUOTA_EXHAUSTED'
  | 'REQUEST_LIMIT_REACHED'
  | 'INVALID_REQUEST'
  | 'PAYLOAD_TOO_LARGE'
  | 'UPSTREAM_OVERLOADED'

export interface RelayRefusal {
  status: 400 | 401 | 403 | 404 | 413 | 429 | 529
  code: RelayErrorCode
  /** English, for the calling tool to print. */
  message: string
  /** With 429: the quota's reset. */
  resetsAt?: number
  retryAfterSeconds?: number
}

export interface RelayCaller {
  user: UserRecord
  apiKey: ApiKeyRecord
  /** The client address the key's allow-list is checked against; default {@link SHARED_ADDRESS}. */
  address?: string
}

const API_KEY_PATTERN = /^cr_[A-Za-z0-9]{1,128}$/

/**
 * The caller of a relay request by its key, wherever the API carries it: a key's current secret, or its previous
 * one until the grace after a rotation ends (then it is unknown, as any other).
 */
export function findCaller(
  key: string | null,
  address: string = SHARED_ADDRESS,
  now: number = mockNow(),
): RelayCaller | RelayRefusal {
  const invalid: RelayRefusal = { status: 401, code: 'INVALID_API_KEY', message: 'Invalid API key' }
  if (!key) return { ...invalid, message: 'API key required' }
  if (!API_KEY_PATTERN.test(key)) return invalid
  const apiKey = findKeyBySecret(key, now)?.apiKey
  const user = apiKey && db.users.get(apiKey.userId)
  if (!apiKey || !user) return invalid
  return { user, apiKey, address }
}

function withRetryAfter(refusal: KeyRefusal, now: number): RelayRefusal {
  return refusal.resetsAt === undefined
    ? refusal
    : { ...refusal, retryAfterSeconds: Math.max(1, Math.ceil((refusal.resetsAt - now) / 1000)) }
}

/** The key's own state (on, not expired, called from an allowed address), before anything else is read. */
export function admitKey(caller: RelayCaller, now: number): RelayRefusal | undefined {
  return keyStateRefusal(caller.apiKey, caller.address ?? SHARED_ADDRESS, now)
}

export function isRefusal(value: object): value is RelayRefusal {
  return 'status' in value && 'code' in value
}

function quotaRefusal(code: RelayErrorCode, what: string, resetsAt: number, now: number): RelayRefusal {
  return {
    status: 429,
    code,
    message: `The ${what} is used up; it resets at ${iso(resetsAt)}`,
    resetsAt,
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now) / 1000)),
  }
}

/**
 * Whether the caller may spend on `modelId` over `api` now. A quota is checked before the request, so it is
 * overspent by at most the one request that crosses it.
 */
export function admitRelayRequest(
  caller: RelayCaller,
  api: RelayApi,
  modelId: string,
  now: number,
): { model: CatalogueModel } | RelayRefusal {
  const keyRefusal = admitKey(caller, now)
  if (keyRefusal) return keyRefusal
  if (caller.user.suspended)
    return { status: 403, code: 'ACCOUNT_SUSPENDED', message: 'This account is suspended' }
  const subscription = currentSubscription(caller.user.id)
  if (!subscription || !isRunning(subscription, now))
    return { status: 403, code: 'NO_ACTIVE_PLAN', message: 'This account has no running plan' }
  if (!planServesApi(subscription.plan.serviceScope, api))
    return {
      status: 403,
      code: 'API_NOT_IN_PLAN',
      message: `The plan "${subscription.plan.name}" does not include this API`,
    }
  const model = findModel(modelId, api)
  if (!model) return { status: 404, code: 'MODEL_NOT_FOUND', message: `Unknown model: ${modelId}` }
  const modelRefusal = keyModelRefusal(caller.apiKey, model.id)
  if (modelRefusal) return modelRefusal
  const use = quotaUse(subscription, now)
  if (use) {
    if (use.dailyQuota !== null && use.dailyUsed >= use.dailyQuota)
      return quotaRefusal('DAILY_QUOTA_EXHAUSTED', 'daily quota', use.dailyResetsAt, now)
    if (model.opus && use.weeklyOpusQuota !== null && use.weeklyOpusUsed >= use.weeklyOpusQuota)
      return quotaRefusal('WEEKLY_OPUS_QUOTA_EXHAUSTED', 'weekly Opus quota', use.weeklyOpusResetsAt, now)
    if (use.monthlyQuota !== null && use.monthlyUsed >= use.monthlyQuota)
      return quotaRefusal('MONTHLY_QUOTA_EXHAUSTED', 'monthly quota', use.monthlyResetsAt, now)
    if (use.requestLimit !== null && use.requestsUsed >= use.requestLimit)
      return quotaRefusal('REQUEST_LIMIT_REACHED', 'daily request limit', use.dailyResetsAt, now)
  }
  // After the plan's: while the plan's quota is spent, raising the key's limit would not help.
  const limitRefusal = keyLimitRefusal(caller.apiKey, now)
  if (limitRefusal) return withRetryAfter(limitRefusal, now)
  return { model }
}

export interface RelayOutcome {
  api: RelayApi
  model: string
  startedAt: number
  durationMs: number
  firstTokenMs: number | null
}

/** A served request, billed from the catalogue. */
export function recordServed(
  caller: RelayCaller,
  model: CatalogueModel,
  tokens: TokenCounts,
  outcome: RelayOutcome,
): RequestRecord {
  const cost = costMicros(model, tokens)
  const record = pushRecord(caller, outcome, {
    inputTokens: tokens.input,
    outputTokens: tokens.output,
    cacheWriteTokens: tokens.cacheWrite,
    cacheReadTokens: tokens.cacheRead,
    costMicros: cost,
    opusCostMicros: model.opus ? cost : 0,
    status: 200,
    errorCode: null,
  })
  raiseAlertsAfterRequest(caller.user.id, outcome.startedAt)
  return record
}

/** A refused request of a known key: it costs nothing and shows in the log as failed. */
export function recordRefused(
  caller: RelayCaller,
  refusal: RelayRefusal,
  outcome: RelayOutcome,
): RequestRecord {
  return pushRecord(caller, outcome, {
    inputTokens: 0,
    outputTokens: 0,
    cacheWriteTokens: 0,
    cacheReadTokens: 0,
    costMicros: 0,
    opusCostMicros: 0,
    status: refusal.status,
    errorCode: refusal.code,
  })
}

function pushRecord(
  caller: RelayCaller,
  outcome: RelayOutcome,
  figures: Omit<
    RequestRecord,
    'id' | 'userId' | 'apiKeyId' | 'at' | 'api' | 'model' | 'durationMs' | 'firstTokenMs'
  >,
): RequestRecord {
  const record: RequestRecord = {
    id: `req_${randomHex(12)}`,
    userId: caller.user.id,
    apiKeyId: caller.apiKey.id,
    at: outcome.startedAt,
    api: outcome.api,
    model: outcome.model,
    durationMs: Math.max(0, Math.round(outcome.durationMs)),
    firstTokenMs: outcome.firstTokenMs === null ? null : Math.max(0, Math.round(outcome.firstTokenMs)),
    ...figures,
  }
  db.requests.push(record)
  if (outcome.startedAt >= (caller.apiKey.lastUsedAt ?? 0)) {
    caller.apiKey.lastUsedAt = outcome.startedAt
    caller.apiKey.lastUsedIp = caller.address ?? SHARED_ADDRESS
  }
  return record
}
