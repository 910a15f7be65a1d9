import fc from 'fast-check'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { db, type ApiKeyRecord } from './db.ts'
import { admitRelayRequest, findCaller, isRefusal } from './ledger.ts'
import { rotateApiKey } from './key-rules.ts'
import { clearPromptCache } from './relay/estimate.ts'
import { buildApiKey, buildPlan, buildRequestRecord, buildSubscription, buildUser, resetDb } from './seed.ts'
import { TEST_ORIGIN } from './testing/api.ts'
import { DAY_MS, HOUR_MS } from '#src/lib/time-units.ts'

beforeEach(() => {
  resetDb()
  clearPromptCache()
})
afterEach(() => vi.useRealTimers())

function demoKey(): ApiKeyRecord {
  const demo = [...db.users.values()].find((user) => user.email === 'demo@example.com')
  const apiKey = [...db.apiKeys.values()].find((candidate) => candidate.userId === demo?.id)
  if (!apiKey) throw new Error('the demo account has keys')
  return apiKey
}

/** A key of a fresh account on a plan without quotas, so that only the key's own settings can refuse. */
function seedKeyOwner(now: number, settings: Partial<ApiKeyRecord> = {}): ApiKeyRecord {
  const user = buildUser()
  db.users.set(user.id, user)
  const plan = buildPlan({
    serviceScope: 'all',
    dailyQuota: null,
    monthlyQuota: null,
    weeklyOpusQuota: null,
    requestLimit: null,
  })
  db.plans.push(plan)
  db.subscriptions.push(buildSubscription({ userId: user.id, planId: plan.id, activeSince: now - DAY_MS }))
  const apiKey = buildApiKey({ userId: user.id, ...settings })
  db.apiKeys.set(apiKey.id, apiKey)
  return apiKey
}

type Api = 'anthropic' | 'openai' | 'gemini'

function callRelay(api: Api, secret: string, model: string) {
  switch (api) {
    case 'anthropic':
      return fetch(`${TEST_ORIGIN}/api/v1/messages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-api-key': secret },
        body: JSON.stringify({ model, max_tokens: 16, messages: [{ role: 'user', content: 'Hi' }] }),
      })
    case 'openai':
      return fetch(`${TEST_ORIGIN}/api/responses`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secret}` },
        body: JSON.stringify({ model, input: 'Hi' }),
      })
    case 'gemini':
      return fetch(`${TEST_ORIGIN}/gemini/v1beta/models/${model}:generateContent`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-goog-api-key': secret },
        body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text: 'Hi' }] }] }),
      })
  }
}

const MODEL_OF: Record<Api, string> = {
  anthropic: 'claude-haiku-4-5',
  openai: 'gpt-5',
  gemini: 'gemini-2.5-pro',
}

/** The relay's code wherever the API's shape puts it. */
async function refusalOf(response: Response): Promise<{ status: number; code: string; body: string }> {
  const body = await response.text()
  const code = /\(([A-Z_]+)\)"/.exec(body)?.[1] ?? ''
  return { status: response.status, code, body }
}

test.each(['anthropic', 'openai', 'gemini'] as const)(
  'a %s client with a turned-off, expired, elsewhere or model-restricted key gets the refusal in its API shape, recorded',
  async (api) => {
    const apiKey = demoKey()
    const now = Date.now()
    const cases: [Partial<ApiKeyRecord>, number, string][] = [
      [{ enabled: false }, 403, 'KEY_DISABLED'],
      [{ expiresAt: now - 1 }, 401, 'KEY_EXPIRED'],
      [{ allowedIps: ['10.0.0.0/8'] }, 403, 'IP_NOT_ALLOWED'],
      [{ allowedModels: ['claude-opus-4-8'] }, 403, 'MODEL_NOT_ALLOWED'],
      [
        { limits: { dailyUsd: null, weeklyUsd: null, monthlyUsd: 0, dailyRequests: null } },
        429,
        'KEY_MONTHLY_LIMIT_REACHED',
      ],
      [
        { limits: { dailyUsd: null, weeklyUsd: null, monthlyUsd: null, dailyRequests: 0 } },
        429,
        'KEY_REQUEST_LIMIT_REACHED',
      ],
    ]
    const settings = structuredClone(apiKey)
    for (const [change, status, code] of cases) {
      Object.assign(apiKey, structuredClone(settings), change)
      const before = db.requests.length
      const response = await callRelay(api, apiKey.key, MODEL_OF[api])
      const refusal = await refusalOf(response)
      expect(refusal, code).toMatchObject({ status, code })
      expect(refusal.body).not.toContain(apiKey.key)
      const json = JSON.parse(refusal.body) as Record<string, unknown>
      if (api === 'anthropic')
        expect(json).toMatchObject({ type: 'error', error: { type: expect.any(String) } })
      if (api === 'openai') expect(json).toMatchObject({ error: { code } })
      if (api === 'gemini') {
        expect(json).toMatchObject({
          error: {
            code: status,
            details: expect.arrayContaining([expect.objectContaining({ reason: code })]),
          },
        })
      }
      if (status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
        expect(refusal.body).toMatch(/resets at \d{4}-/)
      }
      expect(db.requests.slice(before)).toMatchObject([
        { apiKeyId: apiKey.id, status, errorCode: code, costMicros: 0, api },
      ])
    }
    Object.assign(apiKey, settings, { allowedIps: ['127.0.0.1'], allowedModels: [MODEL_OF[api]] })
    expect((await callRelay(api, apiKey.key, MODEL_OF[api])).status).toBe(200)
    expect(JSON.stringify(db.requests)).not.toContain(apiKey.key)
  },
)

test('a turned-off key is refused before its body is read, and turned on again it works', async () => {
  const apiKey = demoKey()
  apiKey.enabled = false
  const response = await fetch(`${TEST_ORIGIN}/api/responses`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${apiKey.key}` },
    body: JSON.stringify({ model: 'gpt-5' }),
  })
  expect(await refusalOf(response)).toMatchObject({ status: 403, code: 'KEY_DISABLED' })
  apiKey.enabled = true
  expect((await callRelay('openai', apiKey.key, 'gpt-5')).status).toBe(200)
})

test('a served request sets the key last use: time and address', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const now = Date.now()
  vi.setSystemTime(now)
  const apiKey = seedKeyOwner(now)
  expect((await callRelay('anthropic', apiKey.key, 'claude-haiku-4-5')).status).toBe(200)
  expect(apiKey).toMatchObject({ lastUsedAt: now, lastUsedIp: '127.0.0.1' })
})

test('a $0.10 daily key limit refuses once spent while the plan still has quota, until the next UTC day', async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS
  const now = today + 12 * HOUR_MS
  vi.setSystemTime(now)
  const apiKey = seedKeyOwner(now)
  apiKey.limits.dailyUsd = 0.1
  db.requests.push(
    buildRequestRecord({ userId: apiKey.userId, apiKeyId: apiKey.id, at: now - HOUR_MS, costMicros: 99_999 }),
  )
  expect((await callRelay('openai', apiKey.key, 'gpt-5')).status).toBe(200)
  const response = await callRelay('openai', apiKey.key, 'gpt-5')
  expect(await refusalOf(response)).toMatchObject({ status: 429, code: 'KEY_DAILY_LIMIT_REACHED' })
  expect(response.headers.get('retry-after')).toBe(String(12 * 3600))
  vi.setSystemTime(today + DAY_MS)
  expect((await callRelay('openai', apiKey.key, 'gpt-5')).status).toBe(200)
})

test("a rotated key's old secret works during its grace, then is unknown; the new one works at once", async () => {
  const apiKey = demoKey()
  const oldSecret = apiKey.key
  vi.useFakeTimers({ toFake: ['Date'] })
  const now = Date.now()
  vi.setSystemTime(now)
  rotateApiKey(apiKey, 3600, now)
  expect((await callRelay('anthropic', oldSecret, 'claude-haiku-4-5')).status).toBe(200)
  expect((await callRelay('anthropic', apiKey.key, 'claude-haiku-4-5')).status).toBe(200)
  vi.setSystemTime(now + HOUR_MS)
  const before = db.requests.length
  expect(await refusalOf(await callRelay('anthropic', oldSecret, 'claude-haiku-4-5'))).toMatchObject({
    status: 401,
    code: 'INVALID_API_KEY',
  })
  expect(db.requests.length).toBe(before)
  expect((await callRelay('anthropic', apiKey.key, 'claude-haiku-4-5')).status).toBe(200)
})

test('count_tokens answers a turned-off key 403 but not a spent key limit', async () => {
  const apiKey = demoKey()
  const count = () =>
    fetch(`${TEST_ORIGIN}/api/v1/messages/count_tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-api-key': apiKey.key },
      body: JSON.stringify({ model: 'claude-haiku-4-5', messages: [{ role: 'user', content: 'Hi' }] }),
    })
  apiKey.limits.dailyRequests = 0
  expect((await count()).status).toBe(200)
  apiKey.enabled = false
  expect(await refusalOf(await count())).toMatchObject({ status: 403, code: 'KEY_DISABLED' })
})

const ADDRESSES = ['127.0.0.1', '10.1.2.3', '2001:db8::7'] as const
const LIMIT_MICROS = 200_000

test('no combination of settings lets a turned-off, expired, out-of-range or over-limit call through, and none refuses an allowed one', () => {
  const now = Date.UTC(2026, 10, 27, 12)
  fc.assert(
    fc.property(
      fc.record({
        enabled: fc.boolean(),
        expiresIn: fc.option(fc.integer({ min: -DAY_MS, max: DAY_MS })),
        allowedIps: fc.subarray(['127.0.0.0/8', '10.1.0.0/16', '2001:db8::/32', '192.0.2.1', '::1']),
        allowedModels: fc.subarray(['claude-haiku-4-5', 'gpt-5', 'claude-opus-4-8']),
        address: fc.constantFrom(...ADDRESSES),
        model: fc.constantFrom('claude-haiku-4-5', 'gpt-5'),
        spentMicros: fc.nat({ max: 2 * LIMIT_MICROS }),
        limits: fc.record({
          dailyUsd: fc.option(fc.constantFrom(0, LIMIT_MICROS / 1e6)),
          weeklyUsd: fc.option(fc.constantFrom(0, LIMIT_MICROS / 1e6, 1)),
          monthlyUsd: fc.option(fc.constantFrom(0, LIMIT_MICROS / 1e6, 1)),
          dailyRequests: fc.option(fc.integer({ min: 0, max: 2 })),
        }),
      }),
      (settings) => {
        resetKeyWorld()
        const user = buildUser()
        db.users.set(user.id, user)
        const plan = buildPlan({
          serviceScope: 'all',
          dailyQuota: null,
          monthlyQuota: null,
          requestLimit: null,
        })
        db.plans.push(plan)
        db.subscriptions.push(
          buildSubscription({ userId: user.id, planId: plan.id, activeSince: now - DAY_MS }),
        )
        const apiKey = buildApiKey({
          userId: user.id,
          enabled: settings.enabled,
          expiresAt: settings.expiresIn === null ? null : now + settings.expiresIn,
          allowedIps: settings.allowedIps,
          allowedModels: settings.allowedModels,
          limits: settings.limits,
        })
        db.apiKeys.set(apiKey.id, apiKey)
        if (settings.spentMicros > 0) {
          db.requests.push(
            buildRequestRecord({
              userId: user.id,
              apiKeyId: apiKey.id,
              at: now - 1,
              costMicros: settings.spentMicros,
            }),
          )
        }
        const caller = findCaller(apiKey.key, settings.address, now)
        if (isRefusal(caller)) throw new Error('a known key')
        const api = settings.model === 'gpt-5' ? 'openai' : 'anthropic'
        const admitted = admitRelayRequest(caller, api, settings.model, now)

        const requests = settings.spentMicros > 0 ? 1 : 0
        const usdLimits = [settings.limits.dailyUsd, settings.limits.weeklyUsd, settings.limits.monthlyUsd]
        const inRange = (entry: string) =>
          ({
            '127.0.0.0/8': settings.address === '127.0.0.1',
            '10.1.0.0/16': settings.address === '10.1.2.3',
            '2001:db8::/32': settings.address === '2001:db8::7',
            '192.0.2.1': false,
            '::1': false,
          })[entry]
        const allowed =
          settings.enabled &&
          (settings.expiresIn === null || settings.expiresIn > 0) &&
          (settings.allowedIps.length === 0 || settings.allowedIps.some(inRange)) &&
          (settings.allowedModels.length === 0 || settings.allowedModels.includes(settings.model)) &&
          usdLimits.every((limit) => limit === null || Math.round(limit * 1e6) > settings.spentMicros) &&
          (settings.limits.dailyRequests === null || settings.limits.dailyRequests > requests)
        expect(!isRefusal(admitted)).toBe(allowed)
      },
    ),
    { numRuns: 300 },
  )
})

function resetKeyWorld(): void {
  db.users.clear()
  db.apiKeys.clear()
  db.plans.length = 0
  db.subscriptions.length = 0
  db.requests.length = 0
}

test('the relay records a refusal without the secret, and the error body never carries it', async () => {
  const apiKey = demoKey()
  apiKey.allowedIps = ['192.0.2.0/24']
  const refusal = await refusalOf(await callRelay('gemini', apiKey.key, 'gemini-2.5-pro'))
  expect(refusal.code).toBe('IP_NOT_ALLOWED')
  expect(refusal.body).toContain('127.0.0.1')
  expect(refusal.body).not.toContain(apiKey.key)
  expect(JSON.stringify(db.requests.at(-1))).not.toContain(apiKey.key)
})
