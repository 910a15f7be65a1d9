import { expect, test } from 'vitest'
import { db } from '#mocks/db.ts'
import { findUserByEmail } from '#mocks/rules.ts'
import { buildApiKey, seedSignedInUser } from '#mocks/seed.ts'
import { TEST_ORIGIN, callApi, expectStatus, sendRaw } from '#mocks/testing/api.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { decodeLikeCcSwitch, evaluate, expectValidUsage, queryLikeCcSwitch } from '#src/testing/cc-switch.ts'
import {
  CC_SWITCH_LINK_MAX_LENGTH,
  CC_SWITCH_USAGE_INTERVAL_MINUTES,
  CC_SWITCH_USAGE_LABELS,
  ccSwitchUsageScript,
  keyQuotaUrl,
  type CcSwitchUsageLabels,
} from './cc-switch-usage.ts'
import { CC_SWITCH_TOOLS, ccSwitchLink, toolBaseUrl, type CcSwitchTool } from './tools.ts'

type KeyQuota = components['schemas']['KeyQuota']

/** The first key of a seeded account. */
async function seededKey(email: string): Promise<string> {
  const { token } = await seedSignedInUser(email)
  const keys = expectStatus(await callApi('get', '/api/user/api-keys', { token }), 200)
  const key = keys.items[0]?.key
  if (!key) throw new Error(`${email} has no key`)
  return key
}

const link = (tool: CcSwitchTool, apiKey: string, origin = TEST_ORIGIN, labels?: CcSwitchUsageLabels) =>
  ccSwitchLink({
    tool,
    endpoint: toolBaseUrl(tool, origin),
    apiKey,
    homepage: 'https://portal.example.com',
    ...(labels ? { usageLabels: labels } : {}),
  })

test('CC Switch’s usage query of every tool’s link shows the daily quota left of an account near its limits', async () => {
  const key = await seededKey('heavy@example.com')
  for (const tool of CC_SWITCH_TOOLS) {
    for (const mode of ['text', 'globals'] as const) {
      const { usage, answer } = await queryLikeCcSwitch(link(tool, key), mode)
      const daily = (answer as KeyQuota).quotas.find((quota) => quota.kind === 'daily')
      expect(daily?.remaining).toBeCloseTo(2.4, 6)
      expect(usage).toEqual({
        isValid: true,
        planName: 'Pro · Daily quota',
        remaining: daily?.remaining,
        used: daily?.used,
        total: daily?.limit,
        unit: 'USD',
      })
    }
  }
})

test('CC Switch’s usage query shows a normal account’s daily quota left, in the labels of the link', async () => {
  const key = await seededKey('demo@example.com')
  const labels = { ...CC_SWITCH_USAGE_LABELS, daily: '每日额度' }
  const { usage, answer } = await queryLikeCcSwitch(link('codex', key, TEST_ORIGIN, labels), 'globals')
  const daily = (answer as KeyQuota).quotas.find((quota) => quota.kind === 'daily')
  expect(usage.planName).toBe('Pro · 每日额度')
  expect(usage.remaining).toBe(daily?.remaining)
  expect(usage.remaining).toBeGreaterThan(20)
})

test('the usage script never carries the key: CC Switch fills it in from the provider it imports', () => {
  const key = 'cr_Zx8Qm2Lw9Vt4Rk7Hn3Bc6Jd1Fs5Gp0Ya8Ue2Io4Pq'
  const script = decodeLikeCcSwitch(link('claude', key, 'https://relay.example.com'))
  expect(script).not.toContain(key)
  expect(script).toContain('"Bearer {{apiKey}}"')
})

test('an expired subscription’s answer gives isValid false with a message, and nothing left', async () => {
  const { token } = await seedSignedInUser('expired@example.com')
  const created = expectStatus(await callApi('post', '/api/user/api-keys', { token, body: {} }), 201)
  const { usage, answer } = await queryLikeCcSwitch(link('claude', created.key), 'globals')
  expect((answer as KeyQuota).plan?.status).toBe('expired')
  expect(usage).toEqual({
    isValid: false,
    invalidMessage: CC_SWITCH_USAGE_LABELS.expired,
    planName: 'Trial',
    remaining: 0,
    unit: 'USD',
  })
})

test('an error answer (401 for an unknown key, 403 for a suspended account) gives isValid false if ever extracted', async () => {
  const unknownKey = `cr_${'0'.repeat(48)}`
  // CC Switch reports a non-2xx answer as an error itself, without calling the extractor…
  await expect(queryLikeCcSwitch(link('gemini', unknownKey), 'text')).rejects.toThrow(/^HTTP 401 : /)
  const unauthorized = await sendRaw('get', '/api/key/quota', { authorization: `Bearer ${unknownKey}` })
  expect(unauthorized.status).toBe(401)

  const suspended = findUserByEmail('suspended@example.com')
  if (!suspended) throw new Error('no suspended account')
  const apiKey = buildApiKey({ userId: suspended.id })
  db.apiKeys.set(apiKey.id, apiKey)
  const forbidden = await sendRaw('get', '/api/key/quota', { headers: { 'x-api-key': apiKey.key } })
  expect(forbidden.status).toBe(403)

  // …and should a proxy answer such a body with 200, the extractor says so too.
  const { extract } = evaluate(
    ccSwitchUsageScript(keyQuotaUrl(TEST_ORIGIN)),
    apiKey.key,
    TEST_ORIGIN,
    'globals',
  )
  for (const body of [unauthorized.body, forbidden.body, null, 'Bad gateway', { quotas: 'none' }]) {
    const usage = extract(body)
    expectValidUsage(usage)
    expect(usage).toEqual({ isValid: false, invalidMessage: CC_SWITCH_USAGE_LABELS.failed })
  }
})

/** A `KeyQuota` answer with the given plan and quotas. */
function answer(plan: KeyQuota['plan'], quotas: KeyQuota['quotas']): KeyQuota {
  return {
    name: 'Laptop',
    todayRequests: 3,
    todayCost: { amount: 1, currency: 'USD' },
    plan,
    quotas,
    generatedAt: '2026-11-25T12:00:00Z',
  }
}

const quota = (
  kind: components['schemas']['KeyQuotaKind'],
  limit: number | null,
  used: number,
): components['schemas']['KeyQuotaEntry'] => ({
  kind,
  unit: kind === 'requests' ? 'requests' : 'usd',
  limit,
  used,
  remaining: limit === null ? null : Math.max(0, limit - used),
  resetsAt: '2026-11-26T00:00:00Z',
})

const running = { name: 'Max', status: 'active', expiresAt: '2026-12-25T00:00:00Z' } as const

test('the extractor shows the usd quota with the least left, named, whichever kind it is', () => {
  const { extract } = evaluate(ccSwitchUsageScript(keyQuotaUrl(TEST_ORIGIN)), 'cr_x', TEST_ORIGIN, 'text')
  const usage = extract(
    answer({ ...running, status: 'expiring_soon' }, [
      quota('daily', 50, 10),
      quota('weeklyOpus', 100, 95),
      quota('monthly', 1000, 400),
      quota('requests', 100, 99),
    ]),
  )
  expect(usage).toEqual({
    isValid: true,
    planName: 'Max · Weekly Opus quota',
    remaining: 5,
    used: 95,
    total: 100,
    unit: 'USD',
  })
  // An unlimited quota never counts as the tightest.
  expect(extract(answer(running, [quota('daily', null, 10), quota('monthly', 300, 280)]))).toMatchObject({
    planName: 'Max · Monthly quota',
    remaining: 20,
  })
})

test('the extractor names the key when its own limit is the tightest, its weekly one included', () => {
  const { extract } = evaluate(ccSwitchUsageScript(keyQuotaUrl(TEST_ORIGIN)), 'cr_x', TEST_ORIGIN, 'text')
  const byKey = (entry: ReturnType<typeof quota>) => ({ ...entry, limitedBy: 'key' as const })
  expect(
    extract(
      answer(running, [
        byKey(quota('daily', 0.5, 0.25)),
        byKey(quota('weekly', 5, 1)),
        quota('monthly', 300, 10),
      ]),
    ),
  ).toMatchObject({ planName: 'Max · Laptop', remaining: 0.25 })
  expect(extract(answer(running, [quota('daily', 50, 1), byKey(quota('weekly', 5, 4.5))]))).toMatchObject({
    planName: 'Max · Laptop',
    remaining: 0.5,
  })
  expect(extract(answer(running, [{ ...quota('daily', 50, 45), limitedBy: 'plan' as const }]))).toMatchObject(
    {
      planName: 'Max · Daily quota',
    },
  )
})

test('the extractor shows the request limit when every usd quota is unlimited, and says “unlimited” when all are', () => {
  const { extract } = evaluate(ccSwitchUsageScript(keyQuotaUrl(TEST_ORIGIN)), 'cr_x', TEST_ORIGIN, 'globals')
  expect(extract(answer(running, [quota('daily', null, 10), quota('requests', 500, 120)]))).toEqual({
    isValid: true,
    planName: 'Max · Request limit',
    remaining: 380,
    used: 120,
    total: 500,
  })
  // CC Switch shows a total of -1 as ∞.
  for (const quotas of [[quota('daily', null, 10), quota('requests', null, 3)], []]) {
    expect(extract(answer(running, quotas))).toEqual({
      isValid: true,
      planName: 'Max',
      total: -1,
      extra: CC_SWITCH_USAGE_LABELS.unlimited,
    })
  }
})

test('the extractor gives isValid false for an account without a subscription, or a status the backend cannot tell', () => {
  const { extract } = evaluate(ccSwitchUsageScript(keyQuotaUrl(TEST_ORIGIN)), 'cr_x', TEST_ORIGIN, 'text')
  expect(extract(answer(null, []))).toEqual({
    isValid: false,
    invalidMessage: CC_SWITCH_USAGE_LABELS.noSubscription,
    remaining: 0,
    unit: 'USD',
  })
  expect(extract(answer({ name: 'Pro', status: 'inactive', expiresAt: null }, []))).toMatchObject({
    isValid: false,
    invalidMessage: CC_SWITCH_USAGE_LABELS.noSubscription,
  })
  expect(extract(answer({ ...running, status: 'unknown' }, []))).toEqual({
    isValid: false,
    invalidMessage: CC_SWITCH_USAGE_LABELS.failed,
  })
})

test('the usage script asks the configured API origin, never a hard-coded host', () => {
  for (const origin of ['https://relay.example.com', 'https://api.relay.example:8443']) {
    for (const tool of CC_SWITCH_TOOLS) {
      const script = decodeLikeCcSwitch(link(tool, 'cr_x', origin))
      expect(script).not.toMatch(/localhost|127\.0\.0\.1/)
      const { request } = evaluate(script, 'cr_x', toolBaseUrl(tool, origin), 'globals')
      expect(request).toEqual({
        url: `${origin}/api/key/quota`,
        method: 'GET',
        headers: { Authorization: 'Bearer cr_x' },
      })
    }
  }
  // The link of a page whose API lives elsewhere asks that API, not the page's endpoint's host.
  const script = decodeLikeCcSwitch(
    ccSwitchLink({
      tool: 'claude',
      endpoint: 'https://relay.example.com/api',
      apiOrigin: 'https://relay.example.com',
      apiKey: 'cr_x',
      homepage: 'https://portal.example.com',
    }),
  )
  expect(script).toContain('"https://relay.example.com/api/key/quota"')
})

test('every tool’s link turns CC Switch’s usage query on, with the script and a refresh in minutes', () => {
  for (const tool of CC_SWITCH_TOOLS) {
    const params = new URL(link(tool, 'cr_x', 'https://relay.example.com')).searchParams
    expect(params.get('usageEnabled')).toBe('true')
    expect(decodeLikeCcSwitch(link(tool, 'cr_x', 'https://relay.example.com'))).toBe(
      ccSwitchUsageScript('https://relay.example.com/api/key/quota'),
    )
    // CC Switch reads whole minutes, 1440 at most; 0 would turn the automatic query off.
    expect(params.get('usageAutoInterval')).toBe(String(CC_SWITCH_USAGE_INTERVAL_MINUTES))
    expect(CC_SWITCH_USAGE_INTERVAL_MINUTES).toBeGreaterThanOrEqual(1)
    expect(CC_SWITCH_USAGE_INTERVAL_MINUTES).toBeLessThanOrEqual(60)
    // The key travels once, as the provider's; CC Switch's usage overrides stay unset.
    expect(params.has('usageApiKey')).toBe(false)
    expect(params.has('usageBaseUrl')).toBe(false)
  }
})

test('a label with quotes or a line break cannot break out of the script’s strings', () => {
  const labels: CcSwitchUsageLabels = { ...CC_SWITCH_USAGE_LABELS, expired: 'Ended"); throw 1; ("\n\u2028' }
  const { extract } = evaluate(
    ccSwitchUsageScript(keyQuotaUrl(TEST_ORIGIN), labels),
    'cr_x',
    TEST_ORIGIN,
    'text',
  )
  expect(extract(answer({ name: 'Pro', status: 'expired', expiresAt: null }, []))).toMatchObject({
    invalidMessage: labels.expired,
  })
})

test('every tool’s link, with long texts and long origins, stays short enough for Windows', () => {
  const labels: CcSwitchUsageLabels = {
    daily: 'Дневной лимит',
    weeklyOpus: 'Недельный лимит Opus',
    monthly: 'Месячный лимит',
    requests: 'Ограничение запросов',
    unlimited: 'Без ограничений',
    noSubscription: 'Нет активной подписки',
    expired: 'Срок подписки истёк',
    failed: 'Не удалось получить лимиты',
  }
  const origin = 'https://relay-api.subscriptions.example-company.com'
  for (const tool of CC_SWITCH_TOOLS) {
    const link = ccSwitchLink({
      tool,
      endpoint: toolBaseUrl(tool, origin),
      apiKey: `cr_${'x'.repeat(48)}`,
      homepage: 'https://relay-portal.subscriptions.example-company.com',
      usageLabels: labels,
    })
    expect(link.length).toBeLessThanOrEqual(CC_SWITCH_LINK_MAX_LENGTH)
  }
})
