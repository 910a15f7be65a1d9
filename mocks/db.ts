/**
 * The in-memory state of the mock backend: plain typed Maps and arrays, one collection per entity.
 * Timestamps are epoch milliseconds (UTC); the handlers turn them into ISO strings.
 *
 * The zod schemas double as the shape of a persisted snapshot (browser.ts): a snapshot that does not
 * parse is dropped and the seed is used instead.
 */
import { z } from 'zod'

// No compiled validators (`new Function`): the mock runs in pages served with a strict CSP (no 'unsafe-eval').
z.config({ jitless: true })

const id = z.string().min(1)
const epochMs = z.number().int()
const quota = z.number().min(0).nullable()
const serviceScope = z.enum(['all', 'claude', 'gemini', 'openai'])
const duration = z.object({ value: z.number().int().min(1), unit: z.enum(['year', 'month', 'day']) })

/** An account. `email` is stored trimmed and lower-cased; the password only as a PBKDF2 hash. */
export const userRecordSchema = z.object({
  id,
  email: z.string(),
  passwordHash: z.string(),
  createdAt: epochMs,
  emailVerified: z.boolean(),
  suspended: z.boolean(),
})
export type UserRecord = z.infer<typeof userRecordSchema>

/** A signed-in session, keyed by its bearer token. */
export const sessionRecordSchema = z.object({
  token: z.string().min(32),
  userId: id,
  createdAt: epochMs,
  expiresAt: epochMs,
})
export type SessionRecord = z.infer<typeof sessionRecordSchema>

/** A verification code "sent" by email; `consumedAt` is set once register or sign-in used it. */
export const verificationCodeRecordSchema = z.object({
  email: z.string(),
  type: z.enum(['register', 'login']),
  code: z.string(),
  sentAt: epochMs,
  expiresAt: epochMs,
  consumedAt: epochMs.nullable(),
})
export type VerificationCodeRecord = z.infer<typeof verificationCodeRecordSchema>

/** A `cr_` API key of an account. */
export const apiKeyRecordSchema = z.object({
  id,
  userId: id,
  name: z.string(),
  remark: z.string(),
  key: z.string(),
  createdAt: epochMs,
  lastUsedAt: epochMs.nullable(),
})
export type ApiKeyRecord = z.infer<typeof apiKeyRecordSchema>

/** A plan on sale, already in the contract's `Plan` shape. */
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

/** A single-use activation code for a plan. `code` is stored upper-case; `redeemBy` null = never expires. */
export const activationCodeRecordSchema = z.object({
  code: z.string(),
  planId: id,
  createdAt: epochMs,
  redeemBy: epochMs.nullable(),
  usedAt: epochMs.nullable(),
  usedByUserId: id.nullable(),
})
export type ActivationCodeRecord = z.infer<typeof activationCodeRecordSchema>

/**
 * What a subscription grants, copied from the plan or the benefit package when it was granted
 * (later plan edits do not change running subscriptions).
 */
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

/**
 * One subscription period of an account. The account's current subscription is its latest record;
 * older records are its plan history. Extending a running subscription moves its `expiresAt`.
 */
export const subscriptionRecordSchema = z.object({
  id,
  userId: id,
  plan: entitlementSchema,
  source: z.enum(['activation_code', 'benefit_package']),
  activeSince: epochMs,
  expiresAt: epochMs,
  createdAt: epochMs,
  /** Set when a later activation replaced this period before it ended. */
  replacedAt: epochMs.nullable(),
})
export type SubscriptionRecord = z.infer<typeof subscriptionRecordSchema>

/** A benefit package new accounts may claim. `code` is stored upper-case. */
export const benefitPackageRecordSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  durationDays: z.number().int().min(1),
  dailyQuota: quota,
  weeklyOpusQuota: quota,
  serviceScope,
  /** First moment to claim; null when claimable from the start. */
  availableFrom: epochMs.nullable(),
  availableUntil: epochMs.nullable(),
})
export type BenefitPackageRecord = z.infer<typeof benefitPackageRecordSchema>

/** A claim of a benefit package by an account. */
export const packageClaimRecordSchema = z.object({ userId: id, packageCode: z.string(), claimedAt: epochMs })
export type PackageClaimRecord = z.infer<typeof packageClaimRecordSchema>

/** Usage of one API key on one UTC day. Costs are in US cents (integers), so sums stay exact. */
export const usageRecordSchema = z.object({
  userId: id,
  apiKeyId: id,
  /** The UTC day, `YYYY-MM-DD`. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  requests: z.number().int().min(0),
  tokens: z.number().int().min(0),
  costCents: z.number().int().min(0),
  /** The part of `costCents` spent on Claude Opus models (weekly Opus quota). */
  opusCostCents: z.number().int().min(0),
})
export type UsageRecord = z.infer<typeof usageRecordSchema>

/** The backend's email verification settings (`GET /api/email/config`). */
export const emailConfigSchema = z.object({
  registrationCodeRequired: z.boolean(),
  loginCodeRequired: z.boolean(),
})
export type EmailConfigRecord = z.infer<typeof emailConfigSchema>

/** The whole state. */
export interface Db {
  /** By id. */
  users: Map<string, UserRecord>
  /** By token. */
  sessions: Map<string, SessionRecord>
  /** In the order they were sent. */
  verificationCodes: VerificationCodeRecord[]
  /** By id, in creation order. */
  apiKeys: Map<string, ApiKeyRecord>
  /** In display order. */
  plans: PlanRecord[]
  /** By upper-case code. */
  activationCodes: Map<string, ActivationCodeRecord>
  /** In creation order. */
  subscriptions: SubscriptionRecord[]
  /** By upper-case code, in display order. */
  benefitPackages: Map<string, BenefitPackageRecord>
  /** In claim order. */
  packageClaims: PackageClaimRecord[]
  /** Per key per day. */
  usageRecords: UsageRecord[]
  emailConfig: EmailConfigRecord
}

/** The one in-memory database. Mutate it in place; `resetDb()` (seed.ts) refills it. */
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
  usageRecords: [],
  emailConfig: { registrationCodeRequired: true, loginCodeRequired: false },
}

/**
 * When each API key asked for its own quota (`GET /api/key/quota`) in the last minute, by key id, for its
 * per-key rate limit. Not part of the persisted state: a reload forgets it, as a server restart would.
 */
export const keyQuotaCalls = new Map<string, number[]>()

/** Empties every collection and restores the default email settings. */
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
  db.usageRecords.length = 0
  db.emailConfig = { registrationCodeRequired: true, loginCodeRequired: false }
  keyQuotaCalls.clear()
}

/** Version of the snapshot format; bump it when a record shape or the seed changes, so old snapshots are dropped. */
export const DB_SNAPSHOT_VERSION = 4

const dbSnapshotSchema = z.object({
  version: z.literal(DB_SNAPSHOT_VERSION),
  savedAt: epochMs,
  users: z.array(userRecordSchema),
  sessions: z.array(sessionRecordSchema),
  verificationCodes: z.array(verificationCodeRecordSchema),
  apiKeys: z.array(apiKeyRecordSchema),
  plans: z.array(planRecordSchema),
  activationCodes: z.array(activationCodeRecordSchema),
  subscriptions: z.array(subscriptionRecordSchema),
  benefitPackages: z.array(benefitPackageRecordSchema),
  packageClaims: z.array(packageClaimRecordSchema),
  usageRecords: z.array(usageRecordSchema),
  emailConfig: emailConfigSchema,
})
/** A JSON-serialisable copy of the whole state. */
export type DbSnapshot = z.infer<typeof dbSnapshotSchema>

/** Copies the state into a JSON-serialisable snapshot. */
export function snapshotDb(now: number = Date.now()): DbSnapshot {
  return structuredClone({
    version: DB_SNAPSHOT_VERSION,
    savedAt: now,
    users: [...db.users.values()],
    sessions: [...db.sessions.values()],
    verificationCodes: db.verificationCodes,
    apiKeys: [...db.apiKeys.values()],
    plans: db.plans,
    activationCodes: [...db.activationCodes.values()],
    subscriptions: db.subscriptions,
    benefitPackages: [...db.benefitPackages.values()],
    packageClaims: db.packageClaims,
    usageRecords: db.usageRecords,
    emailConfig: db.emailConfig,
  } satisfies DbSnapshot)
}

/**
 * Replaces the state with a snapshot. Returns false, leaving the state untouched, when the value is not
 * a snapshot of the current version.
 */
export function restoreDb(value: unknown): boolean {
  const parsed = dbSnapshotSchema.safeParse(value)
  if (!parsed.success) return false
  const snapshot = parsed.data
  clearDb()
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
  db.usageRecords.push(...snapshot.usageRecords)
  db.emailConfig = snapshot.emailConfig
  return true
}
