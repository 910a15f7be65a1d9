import { SimpleFaker } from '@faker-js/faker'
import { costMicros, findModel } from './catalogue.ts'
import { DEMO_PASSWORD } from './demo-account.ts'
import { createSession } from './auth.ts'
import { resetMockControls } from './controls.ts'
import { generateApiKey, hashPassword, randomHex } from './crypto.ts'
import {
  appendSeededRequests,
  clearDb,
  db,
  type ActivationCodeRecord,
  type ApiKeyRecord,
  type BenefitPackageRecord,
  type EmailConfigRecord,
  type PackageClaimRecord,
  type PlanRecord,
  type RequestRecord,
  type SessionRecord,
  type SubscriptionRecord,
  type UserRecord,
  type VerificationCodeRecord,
} from './db.ts'
import { toUserDto } from './dto.ts'
import {
  MOCK_VERIFICATION_CODE,
  SESSION_TTL_MS,
  VERIFICATION_CODE_TTL_MS,
  addDuration,
  entitlementFromPackage,
  entitlementFromPlan,
  findUserByEmail,
  normalizeCode,
  normalizeEmail,
  startOfUtcDay,
  startOfUtcWeek,
} from './rules.ts'
import { newApiKeySettings } from './key-rules.ts'
import { createHistoryWriter, type HistoryWriter, type SeededKeyDay } from './seed-history.ts'
import { DAY_MS, HOUR_MS } from '#src/lib/time-units.ts'
import type { components as mockControl } from '#src/lib/api/mock-control-schema.d.ts'
import type { components } from '#src/lib/api/schema.d.ts'

/** Every random id, key and figure comes from it: each reset gives the same ones. */
const SEED = 20_261_122
/** The request history's own, so that the ids and keys drawn from {@link SEED} stay as they were before it. */
const HISTORY_SEED = SEED + 2
const MICROS_PER_CENT = 10_000

/** Of {@link DEMO_PASSWORD}, precomputed with `hashPassword` so that `resetDb()` stays synchronous. */
const SEEDED_PASSWORD_HASHES: Record<string, string> = {
  'demo@example.com':
    'pbkdf2-sha256$20000$52704f63a4ee779d92719570bc40144b$8f5e65edbb46267b764be44ed128aa1fb1cebbd9a3db202ae36b5eab9545881f',
  'expiring@example.com':
    'pbkdf2-sha256$20000$50403ee49d6893d2d47fe2f6572ae556$04afb2736cfd7822098657f1b11af1e4452f4b99d0fa64d8da717d081fa4220b',
  'expired@example.com':
    'pbkdf2-sha256$20000$727bfd1ea0923826f9fdb6b03c06fbd0$cb53a93a848b4273c97fdf65c6e85488c4aef0eb8aac6bbf4c33ee90ff0aa955',
  'new@example.com':
    'pbkdf2-sha256$20000$74e50a781bb13f9ba2f4809a732ac848$d15a64eeeef56d7a6226a02a1b83989073c155877dcf29852163554d67821fe5',
  'suspended@example.com':
    'pbkdf2-sha256$20000$6f3b85ebb925955f474152a925bb93b9$96973a1c4107bad273efd1236fd9ead488f044ba22a39f2b85a7547ea9d99647',
  'claimed@example.com':
    'pbkdf2-sha256$20000$41dff3d0147a88bd8d9c1c0548155830$6d32ca48f80fbcd3b695a256d4c2c2aa87432d5df89539069ef043f6b0381771',
  'heavy@example.com':
    'pbkdf2-sha256$20000$116bc995c9b73d309dbd6aca9fab58fa$806a5adc676b46c3fee1e96b6cd5562e0f4f78201d413ae45ca0820c8fb87367',
}

/** In display order. */
export const SEED_PLANS: readonly PlanRecord[] = [
  {
    id: 'trial-7d',
    name: 'Trial',
    description: 'Seven days to try Claude Code and Codex CLI through the relay.',
    duration: { value: 7, unit: 'day' },
    dailyQuota: 5,
    monthlyQuota: 35,
    requestLimit: 300,
    weeklyOpusQuota: 10,
    serviceScope: 'all',
    recommended: false,
    price: { amount: 4.9, currency: 'USD' },
  },
  {
    id: 'basic-monthly',
    name: 'Basic',
    description: 'For occasional coding sessions with an assistant.',
    duration: { value: 1, unit: 'month' },
    dailyQuota: 15,
    monthlyQuota: 300,
    requestLimit: 1500,
    weeklyOpusQuota: 25,
    serviceScope: 'all',
    recommended: false,
    price: { amount: 19.9, currency: 'USD' },
  },
  {
    id: 'pro-monthly',
    name: 'Pro',
    description: 'For developers who code with an assistant every day.',
    duration: { value: 1, unit: 'month' },
    dailyQuota: 30,
    monthlyQuota: 600,
    requestLimit: null,
    weeklyOpusQuota: 60,
    serviceScope: 'all',
    recommended: true,
    price: { amount: 39, currency: 'USD' },
  },
  {
    id: 'codex-monthly',
    name: 'Codex',
    description: 'Codex CLI only, on OpenAI models.',
    duration: { value: 1, unit: 'month' },
    dailyQuota: 20,
    monthlyQuota: 400,
    requestLimit: 2000,
    weeklyOpusQuota: null,
    serviceScope: 'openai',
    recommended: false,
    price: { amount: 24.9, currency: 'USD' },
  },
  {
    id: 'pro-yearly',
    name: 'Pro Yearly',
    description: 'Pro for a whole year: twelve months for the price of ten.',
    duration: { value: 1, unit: 'year' },
    dailyQuota: 30,
    monthlyQuota: 600,
    requestLimit: null,
    weeklyOpusQuota: 60,
    serviceScope: 'all',
    recommended: false,
    price: { amount: 390, currency: 'USD' },
  },
]

const GENERATED_CODES: readonly { code: string; planId: string }[] = (() => {
  const codeFaker = new SimpleFaker()
  codeFaker.seed(SEED + 1)
  const planIds = ['basic-monthly', 'pro-monthly', 'codex-monthly', 'trial-7d', 'pro-yearly', 'pro-monthly']
  const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const part = () => codeFaker.string.fromCharacters(chars, 4)
  return planIds.map((planId) => ({ code: `RELAY-${part()}-${part()}`, planId }))
})()

/** What the server banner and the operator console (`GET /__mock/seed`) show of the seed. */
export const seedSummary: Readonly<mockControl['schemas']['MockSeed']> = {
  password: DEMO_PASSWORD,
  verificationCode: MOCK_VERIFICATION_CODE,
  accounts: [
    {
      email: 'demo@example.com',
      description: 'Pro, active (60 days left), keys "Laptop" and "CI runner", 30 days of usage',
    },
    { email: 'expiring@example.com', description: 'Basic, expiring soon (3 days left)' },
    { email: 'expired@example.com', description: 'Trial, expired 5 days ago (redeemed RELAY-USED-0001)' },
    { email: 'new@example.com', description: 'no plan and no package history: may claim a benefit package' },
    { email: 'suspended@example.com', description: 'suspended: sign-in and signed-in calls answer 403' },
    {
      email: 'claimed@example.com',
      description: 'claimed WELCOME 20 days ago (ended 13 days ago): may not claim another package',
    },
    {
      email: 'heavy@example.com',
      description:
        'Pro, active (20 days left), three keys, over 20,000 requests in 30 days; today 92 % of the daily quota, 85 % of the weekly Opus quota',
    },
  ],
  activationCodes: [
    { code: 'RELAY-MONTH-DEMO1', planId: 'pro-monthly', state: 'unused' },
    { code: 'RELAY-MONTH-DEMO2', planId: 'basic-monthly', state: 'unused' },
    { code: 'RELAY-YEAR-DEMO1', planId: 'pro-yearly', state: 'unused' },
    { code: 'RELAY-TRIAL-DEMO1', planId: 'trial-7d', state: 'unused' },
    { code: 'RELAY-CODEX-DEMO1', planId: 'codex-monthly', state: 'unused' },
    ...GENERATED_CODES.map(({ code, planId }) => ({ code, planId, state: 'unused' as const })),
    { code: 'RELAY-USED-0001', planId: 'trial-7d', state: 'used' },
    { code: 'RELAY-EXPIRED-0001', planId: 'basic-monthly', state: 'expired' },
  ],
  benefitPackages: [
    { code: 'WELCOME', durationDays: 7, note: 'for new accounts, open-ended' },
    { code: 'LAUNCH2026', durationDays: 14, note: 'launch offer, claimable for 90 more days' },
    { code: 'CODEX-STARTER', durationDays: 7, note: 'Codex CLI only' },
    { code: 'BETA2025', durationDays: 30, note: 'no longer claimable (ended 30 days ago)' },
    { code: 'HOLIDAY', durationDays: 10, note: 'not claimable yet (opens in 30 days)' },
  ],
}

export function buildUser(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    id: `usr_${randomHex(8)}`,
    email: `user-${randomHex(4)}@example.com`,
    passwordHash: '',
    createdAt: Date.now(),
    emailVerified: true,
    suspended: false,
    ...overrides,
    ...(overrides.email === undefined ? {} : { email: normalizeEmail(overrides.email) }),
  }
}

export function buildSession(
  overrides: Partial<SessionRecord> & Pick<SessionRecord, 'userId'>,
): SessionRecord {
  const createdAt = overrides.createdAt ?? Date.now()
  return {
    token: `sess_${randomHex(24)}`,
    id: `ses_${randomHex(8)}`,
    createdAt,
    expiresAt: createdAt + SESSION_TTL_MS,
    lastSeenAt: createdAt,
    userAgent: null,
    ipAddress: null,
    ...overrides,
  }
}

export function buildVerificationCode(
  overrides: Partial<VerificationCodeRecord> & Pick<VerificationCodeRecord, 'email'>,
): VerificationCodeRecord {
  const sentAt = overrides.sentAt ?? Date.now()
  return {
    type: 'register',
    code: MOCK_VERIFICATION_CODE,
    sentAt,
    expiresAt: sentAt + VERIFICATION_CODE_TTL_MS,
    consumedAt: null,
    ...overrides,
    email: normalizeEmail(overrides.email),
  }
}

export function buildApiKey(overrides: Partial<ApiKeyRecord> & Pick<ApiKeyRecord, 'userId'>): ApiKeyRecord {
  return {
    id: `key_${randomHex(6)}`,
    name: 'Key',
    remark: '',
    key: generateApiKey(),
    createdAt: Date.now(),
    ...newApiKeySettings(),
    ...overrides,
  }
}

export function buildPlan(overrides: Partial<PlanRecord> = {}): PlanRecord {
  return {
    id: `plan-${randomHex(4)}`,
    name: 'Custom',
    description: 'A custom plan.',
    duration: { value: 1, unit: 'month' },
    dailyQuota: 10,
    monthlyQuota: 200,
    requestLimit: 1000,
    weeklyOpusQuota: 20,
    serviceScope: 'all',
    recommended: false,
    price: { amount: 9.9, currency: 'USD' },
    ...overrides,
  }
}

export function buildActivationCode(overrides: Partial<ActivationCodeRecord> = {}): ActivationCodeRecord {
  return {
    code: `RELAY-${randomHex(4).toUpperCase()}`,
    planId: 'pro-monthly',
    createdAt: Date.now(),
    redeemBy: null,
    usedAt: null,
    usedByUserId: null,
    ...overrides,
    ...(overrides.code === undefined ? {} : { code: normalizeCode(overrides.code) }),
  }
}

export function buildSubscription(
  overrides: Partial<SubscriptionRecord> & Pick<SubscriptionRecord, 'userId'> & { planId?: string },
): SubscriptionRecord {
  const { planId = 'pro-monthly', ...rest } = overrides
  const plan =
    db.plans.find((candidate) => candidate.id === planId) ?? SEED_PLANS.find((p) => p.id === planId)
  const entitlement = rest.plan ?? entitlementFromPlan(plan ?? buildPlan({ id: planId }))
  const activeSince = rest.activeSince ?? Date.now()
  return {
    id: `sub_${randomHex(8)}`,
    source: 'activation_code',
    activeSince,
    expiresAt: addDuration(activeSince, entitlement.duration),
    createdAt: activeSince,
    replacedAt: null,
    ...rest,
    plan: entitlement,
  }
}

export function buildBenefitPackage(overrides: Partial<BenefitPackageRecord> = {}): BenefitPackageRecord {
  return {
    code: `PKG-${randomHex(3).toUpperCase()}`,
    name: 'Benefit package',
    description: 'A benefit package.',
    durationDays: 7,
    dailyQuota: 10,
    weeklyOpusQuota: 15,
    serviceScope: 'all',
    availableFrom: null,
    availableUntil: null,
    ...overrides,
    ...(overrides.code === undefined ? {} : { code: normalizeCode(overrides.code) }),
  }
}

export function buildPackageClaim(
  overrides: Partial<PackageClaimRecord> & Pick<PackageClaimRecord, 'userId' | 'packageCode'>,
): PackageClaimRecord {
  return { claimedAt: Date.now(), ...overrides, packageCode: normalizeCode(overrides.packageCode) }
}

/** Billed from the catalogue unless the costs are given; an unknown model costs nothing. */
export function buildRequestRecord(
  overrides: Partial<RequestRecord> & Pick<RequestRecord, 'userId' | 'apiKeyId'>,
): RequestRecord {
  const record: RequestRecord = {
    id: `req_${randomHex(12)}`,
    at: Date.now(),
    api: 'anthropic',
    model: 'claude-sonnet-4-6',
    inputTokens: 0,
    outputTokens: 0,
    cacheWriteTokens: 0,
    cacheReadTokens: 0,
    costMicros: 0,
    opusCostMicros: 0,
    durationMs: 1_000,
    firstTokenMs: 400,
    status: 200,
    errorCode: null,
    ...overrides,
  }
  const model = findModel(record.model)
  if (overrides.costMicros === undefined && model && record.errorCode === null) {
    record.costMicros = costMicros(model, {
      input: record.inputTokens,
      output: record.outputTokens,
      cacheWrite: record.cacheWriteTokens,
      cacheRead: record.cacheReadTokens,
    })
  }
  if (overrides.opusCostMicros === undefined && model?.opus) record.opusCostMicros = record.costMicros
  return record
}

/** Also restores the default email settings and mock controls. */
export function resetDb(now: number = Date.now()): void {
  clearDb()
  resetMockControls()
  seedDefault(now)
}

/** The seed's requests as a reset at `seededAt` writes them; it replaces the db's state with that seed's. */
export function seededHistory(seededAt: number): readonly RequestRecord[] {
  clearDb()
  seedDefault(seededAt)
  return db.requests
}

function seedDefault(now: number): void {
  const faker = new SimpleFaker()
  faker.seed(SEED)
  const hex = (length: number) => faker.string.hexadecimal({ length, casing: 'lower', prefix: '' })
  const daysAgo = (days: number) => now - days * DAY_MS

  for (const plan of SEED_PLANS) db.plans.push(structuredClone(plan))

  const packages: BenefitPackageRecord[] = [
    {
      code: 'WELCOME',
      name: 'Welcome package',
      description: 'Seven days of Claude Code and Codex CLI for new accounts.',
      durationDays: 7,
      dailyQuota: 10,
      weeklyOpusQuota: 15,
      serviceScope: 'all',
      availableFrom: null,
      availableUntil: null,
    },
    {
      code: 'LAUNCH2026',
      name: 'Launch offer',
      description: 'Two weeks of every service to celebrate the launch.',
      durationDays: 14,
      dailyQuota: 15,
      weeklyOpusQuota: 20,
      serviceScope: 'all',
      availableFrom: daysAgo(30),
      availableUntil: now + 90 * DAY_MS,
    },
    {
      code: 'CODEX-STARTER',
      name: 'Codex starter',
      description: 'A week of Codex CLI on OpenAI models.',
      durationDays: 7,
      dailyQuota: 8,
      weeklyOpusQuota: null,
      serviceScope: 'openai',
      availableFrom: null,
      availableUntil: null,
    },
    {
      code: 'BETA2025',
      name: 'Beta tester thanks',
      description: 'A month of every service for the beta testers.',
      durationDays: 30,
      dailyQuota: 20,
      weeklyOpusQuota: 30,
      serviceScope: 'all',
      availableFrom: daysAgo(120),
      availableUntil: daysAgo(30),
    },
    {
      code: 'HOLIDAY',
      name: 'Holiday sprint',
      description: 'Ten days of every service over the holidays.',
      durationDays: 10,
      dailyQuota: 15,
      weeklyOpusQuota: 20,
      serviceScope: 'all',
      availableFrom: now + 30 * DAY_MS,
      availableUntil: now + 60 * DAY_MS,
    },
  ]
  for (const benefitPackage of packages) db.benefitPackages.set(benefitPackage.code, benefitPackage)

  const addUser = (email: string, createdDaysAgo: number, suspended = false) => {
    const user = buildUser({
      id: `usr_${hex(16)}`,
      email,
      passwordHash: SEEDED_PASSWORD_HASHES[email] ?? '',
      createdAt: daysAgo(createdDaysAgo),
      suspended,
    })
    db.users.set(user.id, user)
    return user
  }
  const demo = addUser('demo@example.com', 60)
  const expiring = addUser('expiring@example.com', 40)
  const expired = addUser('expired@example.com', 20)
  addUser('new@example.com', 1)
  addUser('suspended@example.com', 90, true)

  const subscribe = (userId: string, planId: string, activeSince: number, expiresAt: number) => {
    const subscription = buildSubscription({ id: `sub_${hex(16)}`, userId, planId, activeSince, expiresAt })
    db.subscriptions.push(subscription)
  }
  subscribe(demo.id, 'pro-monthly', daysAgo(30), now + 60 * DAY_MS)
  subscribe(expiring.id, 'basic-monthly', daysAgo(27), now + 3 * DAY_MS)
  subscribe(expired.id, 'trial-7d', daysAgo(12), daysAgo(5))

  const redeemBy = now + 180 * DAY_MS
  const code = (value: string, planId: string, extra: Partial<ActivationCodeRecord> = {}) => {
    const record = buildActivationCode({ code: value, planId, createdAt: daysAgo(60), redeemBy, ...extra })
    db.activationCodes.set(record.code, record)
  }
  code('RELAY-MONTH-DEMO1', 'pro-monthly')
  code('RELAY-MONTH-DEMO2', 'basic-monthly')
  code('RELAY-YEAR-DEMO1', 'pro-yearly')
  code('RELAY-TRIAL-DEMO1', 'trial-7d')
  code('RELAY-CODEX-DEMO1', 'codex-monthly')
  for (const generated of GENERATED_CODES) code(generated.code, generated.planId)
  code('RELAY-USED-0001', 'trial-7d', { usedAt: daysAgo(12), usedByUserId: expired.id })
  code('RELAY-EXPIRED-0001', 'basic-monthly', { redeemBy: daysAgo(10) })

  const writer = createHistoryWriter(HISTORY_SEED)
  const keyDays: SeededKeyDay[] = []
  const keys = [
    {
      name: 'Laptop',
      remark: 'Claude Code on my MacBook',
      createdDaysAgo: 58,
      everyDay: true,
      tool: 'claude-code',
      rhythm: 'working-hours',
    },
    {
      name: 'CI runner',
      remark: 'Codex CLI on the build server',
      createdDaysAgo: 40,
      everyDay: false,
      tool: 'codex',
      rhythm: 'batch',
    },
  ] as const
  for (const spec of keys) {
    const apiKey = buildApiKey({
      id: `key_${hex(12)}`,
      userId: demo.id,
      name: spec.name,
      remark: spec.remark,
      key: `cr_${faker.string.alphanumeric(48)}`,
      createdAt: daysAgo(spec.createdDaysAgo),
      lastUsedAt: null,
    })
    db.apiKeys.set(apiKey.id, apiKey)
    for (let daysBack = 29; daysBack >= 0; daysBack -= 1) {
      // The CI runner idles one day in three; the laptop is used every day.
      if (!spec.everyDay && daysBack % 3 === 1) continue
      // Drawn from the main faker as before the history had its own, so that the later ids stay the same.
      const requests = faker.number.int({ min: spec.everyDay ? 40 : 15, max: spec.everyDay ? 180 : 110 })
      const tokens = requests * faker.number.int({ min: 4_000, max: 9_000 })
      const opusPercent = faker.number.int({ min: 20, max: 45 })
      const { from, until } = seededDay(now, daysBack)
      const costCents = Math.round((tokens / 2_500) * (isWeekend(from) ? WEEKEND_SHARE : 1))
      const opusCents = spec.tool === 'claude-code' ? Math.round((costCents * opusPercent) / 100) : 0
      keyDays.push({
        userId: demo.id,
        apiKeyId: apiKey.id,
        tool: spec.tool,
        rhythm: spec.rhythm,
        from,
        until,
        costMicros: costCents * MICROS_PER_CENT,
        opusCostMicros: opusCents * MICROS_PER_CENT,
      })
    }
  }

  // Last, so that the ids and keys generated above stay the same as before this account existed.
  const claimed = addUser('claimed@example.com', 30)
  const welcome = db.benefitPackages.get('WELCOME')
  if (welcome) {
    db.packageClaims.push({ userId: claimed.id, packageCode: welcome.code, claimedAt: daysAgo(20) })
    const subscription = buildSubscription({
      id: `sub_${hex(16)}`,
      userId: claimed.id,
      plan: entitlementFromPackage(welcome),
      source: 'benefit_package',
      activeSince: daysAgo(20),
    })
    db.subscriptions.push(subscription)
  }

  seedHeavyUser(now, daysAgo, hex, writer, keyDays)
  writeSeededHistory(now, writer, keyDays)
}

/** On Saturdays and Sundays (UTC) people code about a third as much as on weekdays. */
const WEEKEND_SHARE = 0.35

function isWeekend(ms: number): boolean {
  const weekday = new Date(ms).getUTCDay()
  return weekday === 0 || weekday === 6
}

/** The UTC day `daysBack` days before `now`'s, up to `now` for today. */
function seededDay(now: number, daysBack: number): { from: number; until: number } {
  const from = startOfUtcDay(now) - daysBack * DAY_MS
  return { from, until: daysBack === 0 ? now : from + DAY_MS }
}

/** Oldest first; each key was last used by its last request. */
function writeSeededHistory(now: number, writer: HistoryWriter, keyDays: readonly SeededKeyDay[]): void {
  const written: RequestRecord[] = []
  for (const keyDay of keyDays) writer.writeKeyDay(keyDay, written)
  const history = oldestFirst(written)
  appendSeededRequests(history)
  const keysLeft = new Set(db.apiKeys.keys())
  for (let index = history.length - 1; index >= 0 && keysLeft.size > 0; index -= 1) {
    const record = history[index]
    const apiKey = record && keysLeft.has(record.apiKeyId) ? db.apiKeys.get(record.apiKeyId) : undefined
    if (!record || !apiKey) continue
    apiKey.lastUsedAt = record.at
    keysLeft.delete(apiKey.id)
  }
  db.seededAt = now
}

/**
 * Sorted as numbers, each the time since the first request with the record's index in the low bits: a typed
 * array sorts them natively, several times faster than a comparator, and this runs on every page load.
 */
function oldestFirst(records: readonly RequestRecord[]): RequestRecord[] {
  const INDEX_BITS = 2 ** 20
  let first = Infinity
  let last = -Infinity
  for (const record of records) {
    first = Math.min(first, record.at)
    last = Math.max(last, record.at)
  }
  if (records.length >= INDEX_BITS || (last - first + 1) * INDEX_BITS > Number.MAX_SAFE_INTEGER) {
    return records.toSorted((a, b) => a.at - b.at)
  }
  const keys = new Float64Array(records.length)
  for (let index = 0; index < records.length; index += 1) {
    keys[index] = ((records[index]?.at ?? first) - first) * INDEX_BITS + index
  }
  keys.sort()
  const sorted = new Array<RequestRecord>(records.length)
  for (let index = 0; index < keys.length; index += 1) {
    sorted[index] = records[(keys[index] ?? 0) % INDEX_BITS] as RequestRecord
  }
  return sorted
}

/**
 * Fixed figures over the current period rather than random ones, so the warnings they trigger are the same on
 * every reset. Before it, an earlier period of the same plan, which ended when the current one started: its
 * use fills the 30 days without counting against the current quotas.
 */
function seedHeavyUser(
  now: number,
  daysAgo: (days: number) => number,
  hex: (length: number) => string,
  writer: HistoryWriter,
  keyDays: SeededKeyDay[],
): void {
  const heavy = buildUser({
    id: `usr_${hex(16)}`,
    email: 'heavy@example.com',
    passwordHash: SEEDED_PASSWORD_HASHES['heavy@example.com'] ?? '',
    createdAt: daysAgo(45),
  })
  db.users.set(heavy.id, heavy)
  const current = buildSubscription({
    id: `sub_${hex(16)}`,
    userId: heavy.id,
    planId: 'pro-monthly',
    activeSince: daysAgo(10),
    expiresAt: now + 20 * DAY_MS,
  })
  db.subscriptions.push(current)
  const today = startOfUtcDay(now)
  // In cents, [cost, Opus cost] today and on each of the 9 days before; weekShare of the week's earlier Opus;
  // earlier: the earlier period's usual weekday cost and Opus share, and its cost on the day it hit the quota.
  const keys = [
    {
      name: 'Workstation',
      remark: 'Claude Code, all day',
      createdDaysAgo: 40,
      tool: 'claude-code',
      rhythm: 'working-hours',
      today: [1_380, 750],
      before: [900, 300],
      weekShare: 3 / 6,
      earlier: { cost: 1_100, opusShare: 0.35, quotaDay: [1_500, 600] },
    },
    {
      name: 'Laptop',
      remark: 'Claude Code on the road',
      createdDaysAgo: 36,
      tool: 'claude-code',
      rhythm: 'working-hours',
      today: [900, 450],
      before: [600, 200],
      weekShare: 2 / 6,
      earlier: { cost: 700, opusShare: 0.35, quotaDay: [1_000, 350] },
    },
    {
      name: 'Agents',
      remark: 'OpenCode batch jobs, on Opus and GPT',
      createdDaysAgo: 32,
      tool: 'opencode',
      rhythm: 'batch',
      today: [480, 300],
      before: [300, 100],
      weekShare: 1 / 6,
      earlier: { cost: 350, opusShare: 0.25, quotaDay: [500, 150] },
    },
  ] as const
  // The week's earlier days share $36 of Opus, so with today's $15 the week is at $51 whatever the weekday.
  // A day whose Opus share exceeds its usual cost costs that much instead: Opus use is part of the cost.
  const earlierDaysThisWeek = Math.round((today - startOfUtcWeek(now)) / DAY_MS)
  const weekOpusCents = 3_600
  // The earlier period's daily quota ($30) was used up once, on a weekday: its quota days add up to $30.
  const quotaDaysBack = [16, 15, 14, 13, 12].find((daysBack) => !isWeekend(today - daysBack * DAY_MS)) ?? 16
  const quotaUsedUpAt = today - quotaDaysBack * DAY_MS + 16.5 * HOUR_MS
  for (const spec of keys) {
    const apiKey = buildApiKey({
      id: `key_${hex(12)}`,
      userId: heavy.id,
      name: spec.name,
      remark: spec.remark,
      key: `cr_${hex(48)}`,
      createdAt: daysAgo(spec.createdDaysAgo),
      lastUsedAt: null,
    })
    db.apiKeys.set(apiKey.id, apiKey)
    const use = (daysBack: number, costCents: number, opusCents: number, day = seededDay(now, daysBack)) =>
      keyDays.push({
        userId: heavy.id,
        apiKeyId: apiKey.id,
        tool: spec.tool,
        rhythm: spec.rhythm,
        ...day,
        costMicros: costCents * MICROS_PER_CENT,
        opusCostMicros: opusCents * MICROS_PER_CENT,
      })
    // Day 10 back, the day the current period started, stays idle: by UTC day it would count against it.
    for (let daysBack = 29; daysBack > 10; daysBack -= 1) {
      if (daysBack === quotaDaysBack) {
        const day = { ...seededDay(now, daysBack), until: quotaUsedUpAt }
        use(daysBack, spec.earlier.quotaDay[0], spec.earlier.quotaDay[1], day)
        const refusals = { count: writer.between(2, 6), within: 3 * HOUR_MS }
        keyDays.push({ ...(keyDays.pop() as SeededKeyDay), quotaRefusals: refusals })
        continue
      }
      const weekday = isWeekend(today - daysBack * DAY_MS) ? WEEKEND_SHARE : 1
      const costCents = Math.round(spec.earlier.cost * weekday * (0.8 + writer.random() * 0.35))
      use(daysBack, costCents, Math.round(costCents * spec.earlier.opusShare))
    }
    for (let daysBack = 9; daysBack >= 0; daysBack -= 1) {
      const inWeek = daysBack > 0 && daysBack <= earlierDaysThisWeek
      const opusCents =
        daysBack === 0
          ? spec.today[1]
          : inWeek
            ? Math.round((weekOpusCents * spec.weekShare) / earlierDaysThisWeek)
            : spec.before[1]
      use(daysBack, Math.max(daysBack === 0 ? spec.today[0] : spec.before[0], opusCents), opusCents)
    }
  }
  // Last of the main faker's draws, so that every id drawn before stays the same.
  db.subscriptions.push(
    buildSubscription({
      id: `sub_${hex(16)}`,
      userId: heavy.id,
      planId: 'pro-monthly',
      activeSince: daysAgo(40),
      expiresAt: current.activeSince,
    }),
  )
}

export function setEmailConfig(changes: Partial<EmailConfigRecord>): EmailConfigRecord {
  db.emailConfig = { ...db.emailConfig, ...changes }
  return { ...db.emailConfig }
}

export interface SeedUserOptions {
  /** An existing account is reused as it is; the other options apply to a created one. */
  email?: string
  password?: string
  planId?: string
  /** With `planId`: one plan period that ends this many days from now (and started now at the latest). */
  daysLeft?: number
  suspended?: boolean
}

async function seedUser(options: SeedUserOptions = {}): Promise<UserRecord> {
  const existing = options.email === undefined ? undefined : findUserByEmail(options.email)
  if (existing) return existing
  const user = buildUser({
    ...(options.email === undefined ? {} : { email: options.email }),
    passwordHash: await hashPassword(options.password ?? DEMO_PASSWORD),
    suspended: options.suspended ?? false,
  })
  db.users.set(user.id, user)
  if (options.planId !== undefined) {
    const now = Date.now()
    const subscription = buildSubscription({ userId: user.id, planId: options.planId, activeSince: now })
    if (options.daysLeft !== undefined) {
      const length = subscription.expiresAt - subscription.activeSince
      subscription.expiresAt = now + options.daysLeft * DAY_MS
      subscription.activeSince = Math.min(now, subscription.expiresAt - length)
      subscription.createdAt = subscription.activeSince
    }
    db.subscriptions.push(subscription)
  }
  return user
}

/** Signs an account in without the API: finds or creates it (a string is its email) and opens a session. */
export async function seedSignedInUser(
  options: string | SeedUserOptions = {},
): Promise<{ token: string; user: components['schemas']['User'] }> {
  const user = await seedUser(typeof options === 'string' ? { email: options } : options)
  const session = createSession(user.id)
  return { token: session.token, user: toUserDto(user) }
}
