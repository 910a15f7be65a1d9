import Anthropic from '@anthropic-ai/sdk'
import { GoogleGenAI } from '@google/genai'
import OpenAI from 'openai'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'

/**
 * A key's own settings as the mock HTTP server enforces them on the relay, reached with the official SDKs from
 * this machine (127.0.0.1), and changed through the portal's API: what a tool meets when its owner turns a key
 * off, caps it, restricts it to addresses or rotates it.
 */
const API_ORIGIN = `http://127.0.0.1:${process.env.E2E_API_PORT}`
const HOUR_MS = 60 * 60 * 1000

test.beforeEach(async ({ request }) => {
  // The seed, and the mock's clock back to the machine's.
  expect((await request.post(`${API_ORIGIN}/__mock/reset`)).ok()).toBe(true)
})

interface Key {
  id: string
  key: string
}

async function newKey(request: APIRequestContext): Promise<{ token: string; apiKey: Key }> {
  const login = await request.post(`${API_ORIGIN}/api/auth/login`, {
    data: { email: 'demo@example.com', password: DEMO_PASSWORD },
  })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const created = await request.post(`${API_ORIGIN}/api/user/api-keys`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: `Key controls ${Date.now()}` },
  })
  expect(created.status()).toBe(201)
  return { token, apiKey: (await created.json()) as Key }
}

async function changeKey(request: APIRequestContext, token: string, id: string, settings: object) {
  const response = await request.patch(`${API_ORIGIN}/api/user/api-keys/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: settings,
  })
  expect(response.status(), await response.text()).toBe(200)
}

const anthropic = (key: string) => new Anthropic({ apiKey: key, baseURL: `${API_ORIGIN}/api`, maxRetries: 0 })
const openai = (key: string) => new OpenAI({ apiKey: key, baseURL: `${API_ORIGIN}/api`, maxRetries: 0 })
const gemini = (key: string) =>
  new GoogleGenAI({ apiKey: key, httpOptions: { baseUrl: `${API_ORIGIN}/gemini` } })

const askClaude = (key: string, prompt = 'Hi') =>
  anthropic(key).messages.create({
    model: 'claude-haiku-4-5',
    max_tokens: 16,
    messages: [{ role: 'user', content: prompt }],
  })

/** The SDK's error as `status CODE`: the relay ends every refusal's message with its code. */
async function refusal(call: Promise<unknown>): Promise<string> {
  try {
    await call
  } catch (error) {
    const { status, message } = error as { status?: number; message?: string }
    return `${status} ${/\(([A-Z_]+)\)/.exec(message ?? '')?.[1] ?? message}`
  }
  throw new Error('the call was served')
}

test('a turned-off key is refused in each API, and turned on again it works', async ({ request }) => {
  const { token, apiKey } = await newKey(request)
  await changeKey(request, token, apiKey.id, { enabled: false })
  expect(await refusal(askClaude(apiKey.key))).toBe('403 KEY_DISABLED')
  expect(await refusal(openai(apiKey.key).responses.create({ model: 'gpt-5', input: 'Hi' }))).toBe(
    '403 KEY_DISABLED',
  )
  expect(
    await refusal(gemini(apiKey.key).models.generateContent({ model: 'gemini-2.5-pro', contents: 'Hi' })),
  ).toMatch(/^403 /)
  await changeKey(request, token, apiKey.id, { enabled: true })
  expect((await askClaude(apiKey.key)).content[0]?.type).toBe('text')
})

test('a $0.10 daily key limit refuses once spent while the plan still has quota', async ({ request }) => {
  const { token, apiKey } = await newKey(request)
  await changeKey(request, token, apiKey.id, { limits: { dailyUsd: 0.1 } })
  // Tens of thousands of tokens of Opus input: more than $0.10 in one request, which the limit, checked before
  // each request, still lets through; the next one finds it spent.
  const spend = () =>
    anthropic(apiKey.key).messages.create({
      model: 'claude-opus-4-8',
      max_tokens: 16,
      messages: [{ role: 'user', content: 'relay '.repeat(60_000) }],
    })
  expect((await spend()).type).toBe('message')
  const refused = await refusal(spend())
  expect(refused).toBe('429 KEY_DAILY_LIMIT_REACHED')

  const quota = await request.get(`${API_ORIGIN}/api/key/quota`, { headers: { 'x-api-key': apiKey.key } })
  const daily = (
    (await quota.json()) as { quotas: { kind: string; limitedBy?: string; remaining: number }[] }
  ).quotas[0]
  expect(daily).toMatchObject({ kind: 'daily', limitedBy: 'key', remaining: 0 })
  const subscription = await request.get(`${API_ORIGIN}/api/activation-codes/my-subscription`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  const plan = ((await subscription.json()) as { quota: { dailyQuota: number; dailyUsed: number } }).quota
  expect(plan.dailyUsed).toBeLessThan(plan.dailyQuota)
})

test('an allow-list without 127.0.0.1 refuses this machine, with it accepts', async ({ request }) => {
  const { token, apiKey } = await newKey(request)
  await changeKey(request, token, apiKey.id, { allowedIps: ['10.0.0.0/8', '2001:db8::/32'] })
  expect(await refusal(openai(apiKey.key).responses.create({ model: 'gpt-5', input: 'Hi' }))).toBe(
    '403 IP_NOT_ALLOWED',
  )
  await changeKey(request, token, apiKey.id, { allowedIps: ['10.0.0.0/8', '127.0.0.1'] })
  const answer = await openai(apiKey.key).responses.create({ model: 'gpt-5', input: 'Hi' })
  expect(answer.status).toBe('completed')
  const keys = await request.get(`${API_ORIGIN}/api/user/api-keys`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  const listed = ((await keys.json()) as { items: (Key & { lastUsedIp: string | null })[] }).items
  expect(listed.find((item) => item.id === apiKey.id)?.lastUsedIp).toBe('127.0.0.1')
})

test("a rotated key's old secret works during the grace and is refused after it, the clock moved", async ({
  request,
}) => {
  const { token, apiKey } = await newKey(request)
  const rotated = await request.post(`${API_ORIGIN}/api/user/api-keys/${apiKey.id}/rotate`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { graceSeconds: 3600 },
  })
  expect(rotated.status()).toBe(200)
  const { key: newSecret } = (await rotated.json()) as Key
  expect((await askClaude(apiKey.key)).type).toBe('message')
  expect((await askClaude(newSecret)).type).toBe('message')

  const moved = await request.put(`${API_ORIGIN}/__mock/controls`, { data: { clockOffsetMs: HOUR_MS } })
  expect(moved.ok()).toBe(true)
  expect(await refusal(askClaude(apiKey.key))).toBe('401 INVALID_API_KEY')
  expect((await askClaude(newSecret)).type).toBe('message')
})
