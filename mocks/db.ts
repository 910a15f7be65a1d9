// Timestamps are epoch ms (UTC); a restored snapshot that these schemas reject gives the seed.
import { z } from 'zod'

// No compiled validators (`new Function`): the mock runs in pages served with a strict CSP (no 'unsafe-eval').
z.config({ jitless: true })

const id = z.string().min(1)
const epochMs = z.number().int()
const quota = z.number().min(0).nullable()
const serviceScope = z.enum(['all', 'claude', 'gemini', 'openai'])
const duration = z.object({ value: z.number().int().min(1), unit: z.enum(['year', 'month', 'day']) })

export const userRecordSchema = z.object({
  id,
  email: z.string(),
  passwordHash: z.string(),
  createdAt: epochMs,
  emailVerified: z.boolean(),
  suspended: z.boolean(),
})
export type UserRecord = z.infer<typeof userRecordSchema>

export const sessionRecordSchema = z.object({
  token: z.string().min(32),
  /** What the account's session list names it by: never the token, which signs requests in. */
  id: z.string().regex(/^ses_[A-Za-z0-9]{6,64}$/),
  userId: id,
  createdAt: epochMs,
  expiresAt: epochMs,
  lastSeenAt: epochMs,
  /** The `User-Agent` when it began, at most 512 characters; null when none was sent. */
  userAgent: z.string().max(512).nullable(),
  /** The socket's address it was last seen from; null in the browser worker and tests, which have none. */
  ipAddress: z.string().nullable(),
})
export type SessionRecord = z.infer<typeof sessionRecordSchema>

export const verificationCodeRecordSchema = z.object({
  email: z.string(),
  type: z.enum(['register', 'login']),
  code: z.string(),
  sentAt: epochMs,
  expiresAt: epochMs,
  consumedAt: epochMs.nullable(),
})
export type VerificationCodeRecord = z.infer<typeof verificationCodeRecordSchema>

const keyLimit = z.number().min(0).nullable()

/** The key's own limits in US dollars and requests, each null for none (the contract's `ApiKeyLimits`). */
export const apiKeyLimitsSchema = z.object({
  dailyUsd: keyLimit,
  weeklyUsd: keyLimit,
  monthlyUsd: keyLimit,
  dailyRequests: z.number().int().min(0).nullable(),
})
export type ApiKeyLimits = z.infer<typeof apiKeyLimitsSchema>

export const apiKeyRecordSchema = z.object({
  id,
  userId: id,
  name: z.string(),
  remark: z.string(),
  key: z.string(),
  createdAt: epochMs,
  lastUsedAt: epochMs.nullable(),
  /** The client address of the last relayed request. */
  lastUsedIp: z.string().nullable(),
  enabled: z.boolean(),
  expiresAt: epochMs.nullable(),
  limits: apiKeyLimitsSchema,
  /** Normal forms (`parseAllowListLine`), no duplicates; empty: any address. */
  allowedIps: z.array(z.string()),
  /** Catalogue ids; empty: every model of the plan. */
  allowedModels: z.array(z.string()),
  /** The secret before the last rotation: one at most, so a second rotation ends the first one's grace. */
  previousKey: z.string().nullable(),
  previousKeyValidUntil: epochMs.nullable(),
})
export type ApiKeyRecord = z.infer<typeof apiKeyRecordSchema>

export const planRecordSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  duration,
  dailyQuota: quota,
  monthlyQuota: quota,
  requestLimit: z.number().int().min(1).nullable(),
  weeklyOpusQuota: quota,
  serviceScope,
  recommended: z.boolean(),
  price: z.object({ amount: z.number().min(0), currency: z.string() }),
})
export type PlanRecord = z.infer<typeof planRecordSchema>

/** `redeemBy` null: the code never expires. */
export const activationCodeRecordSchema = z.object({
  code: z.string(),
  planId: id,
  createdAt: epochMs,
  redeemBy: epochMs.nullable(),
  usedAt: epochMs.nullable(),
  usedByUserId: id.nullable(),
})
export type ActivationCodeRecord = z.infer<typeof activationCodeRecordSchema>

/** Copied when granted: later plan edits do not change running subscriptions. */
export const entitlementSchema = z.object({
  id,
  name: z.string(),
  duration,
  serviceScope,
  dailyQuota: quota,
  monthlyQuota: quota,
  weeklyOpusQuota: quota,
  requestLimit: z.number().int().min(1).nullable(),
})
export type Entitlement = z.infer<typeof entitlementSchema>

export const subscriptionRecordSchema = z.object({
  id,
  userId: id,
  plan: entitlementSchema,
  source: z.enum(['activation_code', 'benefit_package']),
  activeSince: epochMs,
  expiresAt: epochMs,
  createdAt: epochMs,
  replacedAt: epochMs.nullable(),
})
export type SubscriptionRecord = z.infer<typeof subscriptionRecordSchema>

export const benefitPackageRecordSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  durationDays: z.number().int().min(1),
  dailyQuota: quota,
  weeklyOpusQuota: quota,
  serviceScope,
  availableFrom: epochMs.nullable(),
  availableUntil: epochMs.nullable(),
})
export type BenefitPackageRecord = z.infer<typeof benefitPackageRecordSchema>

export const packageClaimRecordSchema = z.object({ userId: id, packageCode: z.string(), claimedAt: epochMs })
export type PackageClaimRecord = z.infer<typeof packageClaimRecordSchema>

/**
 * One relayed request, refused ones included: the one source of every usage figure. Costs in whole
 * micro-dollars (`costMicros` in mocks/catalogue.ts), so that sums stay exact; a refusal costs nothing.
 */
export const requestRecordSchema = z.object({
  id,
  userId: id,
  apiKeyId: id,
  /** When the request arrived. */
  at: epochMs,
  api: z.enum(['anthropic', 'openai', 'gemini']),
  /** As the client sent it. */
  model: z.string(),
  inputTokens: z.number().int().min(0),
  outputTokens: z.number().int().min(0),
  cacheWriteTokens: z.number().int().min(0),
  cacheReadTokens: z.number().int().min(0),
  costMicros: z.number().int().min(0),
  /** Part of `costMicros`, not on top of it: what counts toward the weekly Opus quota. */
  opusCostMicros: z.number().int().min(0),
  durationMs: z.number().int().min(0),
  /** Null for a refusal or a non-streaming answer. */
  firstTokenMs: z.number().int().min(0).nullable(),
  status: z.number().int().min(100).max(599),
  /** Null when the request succeeded. */
  errorCode: z.string().nullable(),
})
export type RequestRecord = z.infer<typeof requestRecordSchema>

// Account security: two-step sign-in, its sign-in challenges, password reset codes.

/**
 * An account's TOTP (RFC 6238) secrets in base32: `secret` once on, `pendingSecret` while a setup waits for its
 * first code. Recovery codes are kept only as SHA-256 hashes, as a server would; a used one is removed.
 */
export const twoFactorRecordSchema = z.object({
  userId: id,
  secret: z.string().nullable(),
  pendingSecret: z.string().nullable(),
  recoveryCodeHashes: z.array(z.string()),
  /** The last time step whose code was accepted: a code is good once (RFC 6238 §5.2). */
  lastUsedStep: z.number().int().nullable(),
})
export type TwoFactorRecord = z.infer<typeof twoFactorRecordSchema>

/** A sign-in whose password was right, waiting for the second step. */
export const twoFactorChallengeRecordSchema = z.object({
  token: z.string().min(32),
  userId: id,
  expiresAt: epochMs,
})
export type TwoFactorChallengeRecord = z.infer<typeof twoFactorChallengeRecordSchema>

/**
 * One per address asked about, whether an account uses it or not, so that both answer alike. `codeHash` is the
 * SHA-256 of the code; an address without an account gets a code nobody was sent.
 */
export const passwordResetRecordSchema = z.object({
  email: z.string(),
  codeHash: z.string(),
  sentAt: epochMs,
  expiresAt: epochMs,
  consumedAt: epochMs.nullable(),
  wrongAttempts: z.number().int().min(0),
})
export type PasswordResetRecord = z.infer<typeof passwordResetRecordSchema>
// Notifications: what each account wants to hear, what the mock "sent", and which alerts have gone out.

const thresholds = z.array(z.number().int().min(1).max(100)).max(5)

/** Absent for an account that never changed them: the defaults apply. */
export const notificationSettingsRecordSchema = z.object({
  userId: id,
  email: z.boolean(),
  webhookUrl: z.string().nullable(),
  /** The server's copy of the signing secret, answered to the user once when made. */
  webhookSecret: z.string().nullable(),
  quotaThresholds: z.object({
    daily: thresholds,
    weeklyOpus: thresholds,
    monthly: thresholds,
    requests: thresholds,
  }),
  expiryReminderDays: z.array(z.number().int().min(1).max(60)).max(5),
})
export type NotificationSettingsRecord = z.infer<typeof notificationSettingsRecordSchema>

export const outboxReasonSchema = z.enum([
  'verification',
  'passwordReset',
  'quotaAlert',
  'expiryReminder',
  'test',
  'passwordChanged',
  'twoFactorChanged',
])
export type OutboxReason = z.infer<typeof outboxReasonSchema>

export const outboxRecordSchema = z.object({
  id,
  at: epochMs,
  channel: z.enum(['email', 'webhook']),
  /** The e-mail address or the webhook URL. */
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  reason: outboxReasonSchema,
  /** A webhook the mock server POSTed: the receiver's status or why it failed; null while pending or unsent. */
  delivery: z.string().nullable(),
})
export type OutboxRecord = z.infer<typeof outboxRecordSchema>

/** One alert sent: `key` names the threshold and its period, so the same alert is never sent twice. */
export const sentAlertRecordSchema = z.object({
  userId: id,
  key: z.string(),
  sentAt: epochMs,
  /** When its period ends: the mark is dropped after, as it can no longer stop a repeat. */
  until: epochMs,
})
export type SentAlertRecord = z.infer<typeof sentAlertRecordSchema>

export const emailConfigSchema = z.object({
  registrationCodeRequired: z.boolean(),
  loginCodeRequired: z.boolean(),
})
export type EmailConfigRecord = z.infer<typeof emailConfigSchema>

export interface Db {
  users: Map<string, UserRecord>
  sessions: Map<string, SessionRecord>
  verificationCodes: VerificationCodeRecord[]
  apiKeys: Map<string, ApiKeyRecord>
  /** In display order. */
  plans: PlanRecord[]
  activationCodes: Map<string, ActivationCodeRecord>
  subscriptions: SubscriptionRecord[]
  /** By upper-case code, in display order. */
  benefitPackages: Map<string, BenefitPackageRecord>
  packageClaims: PackageClaimRecord[]
  /** Oldest first: the seeded history, then what was relayed since. */
  requests: RequestRecord[]
  /** When the seed was written: its history is regenerated from it rather than stored. */
  seededAt: number
  emailConfig: EmailConfigRecord
  /** By user id. */
  twoFactor: Map<string, TwoFactorRecord>
  /** By token. */
  twoFactorChallenges: Map<string, TwoFactorChallengeRecord>
  /** At most one per address: a new request replaces it. */
  passwordResets: PasswordResetRecord[]
  /** By user id. */
  notificationSettings: Map<string, NotificationSettingsRecord>
  /** Oldest first. */
  outbox: OutboxRecord[]
  sentAlerts: SentAlertRecord[]
}

export const db: Db = {
  users: new Map(),
  sessions: new Map(),
  verificationCodes: [],
  apiKeys: new Map(),
  plans: [],
  activationCodes: new Map(),
  subscriptions: [],
  benefitPackages: new Map(),
  packageClaims: [],
  requests: [],
  seededAt: 0,
  emailConfig: { registrationCodeRequired: true, loginCodeRequired: false },
  twoFactor: new Map(),
  twoFactorChallenges: new Map(),
  passwordResets: [],
  notificationSettings: new Map(),
  outbox: [],
  sentAlerts: [],
}

/**
 * The throttles' counted attempts by bucket, and the last successful sign-in of each account from each address.
 * Not persisted: a reload forgets them, as a server restart would.
 */
export const throttleLog = new Map<string, number[]>()
export const signInsByAddress = new Map<string, number>()

export function clearDb(): void {
  db.users.clear()
  db.sessions.clear()
  db.verificationCodes.length = 0
  db.apiKeys.clear()
  db.plans.length = 0
  db.activationCodes.clear()
  db.subscriptions.length = 0
  db.benefitPackages.clear()
  db.packageClaims.length = 0
  db.requests.length = 0
  seededRequests = []
  db.seededAt = 0
  db.emailConfig = { registrationCodeRequired: true, loginCodeRequired: false }
  db.notificationSettings.clear()
  db.outbox.length = 0
  db.sentAlerts.length = 0
  throttleLog.clear()
  signInsByAddress.clear()
  db.twoFactor.clear()
  db.twoFactorChallenges.clear()
  db.passwordResets.length = 0
}

let seededRequests: readonly RequestRecord[] = []

/** Appends the seed's history: a snapshot leaves it out, as restoring regenerates it from `db.seededAt`. */
export function appendSeededRequests(records: readonly RequestRecord[]): void {
  seededRequests = records
  db.requests = db.requests.concat(records)
}

/**
 * A snapshot stores a request as a row, its fields in the schema's order: about half the bytes of an object,
 * and local storage holds about 5 MB. Reordering the schema's fields changes the rows: bump the version.
 */
const REQUEST_ROW_FIELDS = Object.keys(requestRecordSchema.shape) as (keyof RequestRecord)[]

const requestRowSchema = z
  .array(z.unknown())
  .length(REQUEST_ROW_FIELDS.length)
  .transform((row) => Object.fromEntries(REQUEST_ROW_FIELDS.map((field, index) => [field, row[index]])))
  .pipe(requestRecordSchema)

/** Bump it when a record shape or the seed changes, so old snapshots are dropped. */
export const DB_SNAPSHOT_VERSION = 7

const dbSnapshotSchema = z.object({
  version: z.literal(DB_SNAPSHOT_VERSION),
  savedAt: epochMs,
  seededAt: epochMs,
  users: z.array(userRecordSchema),
  sessions: z.array(sessionRecordSchema),
  verificationCodes: z.array(verificationCodeRecordSchema),
  apiKeys: z.array(apiKeyRecordSchema),
  plans: z.array(planRecordSchema),
  activationCodes: z.array(activationCodeRecordSchema),
  subscriptions: z.array(subscriptionRecordSchema),
  benefitPackages: z.array(benefitPackageRecordSchema),
  packageClaims: z.array(packageClaimRecordSchema),
  /** Those relayed since the seed, as rows. */
  requests: z.array(requestRowSchema),
  emailConfig: emailConfigSchema,
  twoFactor: z.array(twoFactorRecordSchema),
  twoFactorChallenges: z.array(twoFactorChallengeRecordSchema),
  passwordResets: z.array(passwordResetRecordSchema),
  notificationSettings: z.array(notificationSettingsRecordSchema),
  outbox: z.array(outboxRecordSchema),
  sentAlerts: z.array(sentAlertRecordSchema),
})
export type DbSnapshot = z.input<typeof dbSnapshotSchema>

export function snapshotDb(now: number = Date.now()): DbSnapshot {
  const seeded = new Set(seededRequests)
  return structuredClone({
    version: DB_SNAPSHOT_VERSION,
    savedAt: now,
    seededAt: db.seededAt,
    users: [...db.users.values()],
    sessions: [...db.sessions.values()],
    verificationCodes: db.verificationCodes,
    apiKeys: [...db.apiKeys.values()],
    plans: db.plans,
    activationCodes: [...db.activationCodes.values()],
    subscriptions: db.subscriptions,
    benefitPackages: [...db.benefitPackages.values()],
    packageClaims: db.packageClaims,
    requests: db.requests
      .filter((record) => !seeded.has(record))
      .map((record) => REQUEST_ROW_FIELDS.map((field) => record[field])),
    emailConfig: db.emailConfig,
    twoFactor: [...db.twoFactor.values()],
    twoFactorChallenges: [...db.twoFactorChallenges.values()],
    passwordResets: db.passwordResets,
    notificationSettings: [...db.notificationSettings.values()],
    outbox: db.outbox,
    sentAlerts: db.sentAlerts,
  } satisfies DbSnapshot)
}

/**
 * False, leaving the state untouched, for anything but a snapshot of this version. `seededHistory` gives the
 * seed's requests at the snapshot's `seededAt`; it may use the db, which is replaced afterwards.
 */
export function restoreDb(
  value: unknown,
  seededHistory: (seededAt: number) => readonly RequestRecord[],
): boolean {
  const parsed = dbSnapshotSchema.safeParse(value)
  if (!parsed.success) return false
  const snapshot = parsed.data
  const history = seededHistory(snapshot.seededAt).slice()
  clearDb()
  db.seededAt = snapshot.seededAt
  for (const user of snapshot.users) db.users.set(user.id, user)
  for (const session of snapshot.sessions) db.sessions.set(session.token, session)
  db.verificationCodes.push(...snapshot.verificationCodes)
  for (const apiKey of snapshot.apiKeys) db.apiKeys.set(apiKey.id, apiKey)
  db.plans.push(...snapshot.plans)
  for (const code of snapshot.activationCodes) db.activationCodes.set(code.code, code)
  db.subscriptions.push(...snapshot.subscriptions)
  for (const benefitPackage of snapshot.benefitPackages)
    db.benefitPackages.set(benefitPackage.code, benefitPackage)
  db.packageClaims.push(...snapshot.packageClaims)
  appendSeededRequests(history)
  for (const record of snapshot.requests) db.requests.push(record)
  db.emailConfig = snapshot.emailConfig
  for (const record of snapshot.twoFactor) db.twoFactor.set(record.userId, record)
  for (const challenge of snapshot.twoFactorChallenges) db.twoFactorChallenges.set(challenge.token, challenge)
  db.passwordResets.push(...snapshot.passwordResets)
  for (const settings of snapshot.notificationSettings) db.notificationSettings.set(settings.userId, settings)
  db.outbox.push(...snapshot.outbox)
  db.sentAlerts.push(...snapshot.sentAlerts)
  return true
}
