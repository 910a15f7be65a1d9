import { createHmac } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Anthropic from '@anthropic-ai/sdk'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'

/**
 * Alerts outside the portal, through the mock HTTP server (`npm run mock:server`): it really POSTs webhooks, and
 * the relay a tool spends through raises the quota alerts.
 */
const API_ORIGIN = `http://127.0.0.1:${process.env.E2E_API_PORT}`

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${API_ORIGIN}/__mock/reset`)).ok()).toBe(true)
})

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${API_ORIGIN}/api/auth/login`, {
    data: { email, password: DEMO_PASSWORD },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

interface OutboxItem {
  channel: string
  to: string
  subject: string
  body: string
  reason: string
  delivery: string | null
}

async function outbox(request: APIRequestContext): Promise<OutboxItem[]> {
  return ((await (await request.get(`${API_ORIGIN}/__mock/outbox`)).json()) as { items: OutboxItem[] }).items
}

test('a webhook test reaches a local receiver and its signature verifies', async ({ request }) => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = []
  const receiver: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      received.push({ headers: req.headers, body })
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  try {
    const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/relay-hook`
    const headers = { Authorization: `Bearer ${await apiToken(request, 'demo@example.com')}` }
    const saved = await request.put(`${API_ORIGIN}/api/user/notifications`, {
      headers,
      data: { webhookUrl: hook },
    })
    expect(saved.ok()).toBe(true)
    const { webhookSecret } = (await saved.json()) as { webhookSecret: string }

    const tested = await request.post(`${API_ORIGIN}/api/user/notifications/test`, {
      headers,
      data: { channel: 'webhook' },
    })

    expect(await tested.json()).toEqual({ channel: 'webhook', delivered: true, status: 204, error: null })
    expect(received).toHaveLength(1)
    const [delivery] = received
    const timestamp = String(delivery?.headers['x-relay-timestamp'])
    expect(Math.abs(Number(timestamp) * 1000 - Date.now())).toBeLessThan(5 * 60_000)
    const signature = createHmac('sha256', webhookSecret)
      .update(`${timestamp}.${delivery?.body}`)
      .digest('hex')
    expect(delivery?.headers['x-relay-signature']).toBe(`sha256=${signature}`)
    expect((await outbox(request))[0]).toMatchObject({ channel: 'webhook', to: hook, delivery: 'HTTP 204' })
  } finally {
    await new Promise((resolve) => receiver.close(resolve))
  }
})

test('spending past 80 % of the daily quota through the relay puts exactly one alert in the outbox', async ({
  request,
}) => {
  // A fresh Trial (5 USD a day) on an account without a plan; only the daily 80 % warning is chosen, so every
  // later request could only repeat it.
  const headers = { Authorization: `Bearer ${await apiToken(request, 'new@example.com')}` }
  const activated = await request.post(`${API_ORIGIN}/api/activation-codes/activate`, {
    headers,
    data: { code: 'RELAY-TRIAL-DEMO1' },
  })
  expect(activated.ok()).toBe(true)
  const settings = await request.put(`${API_ORIGIN}/api/user/notifications`, {
    headers,
    data: {
      quotaThresholds: { daily: [80], weeklyOpus: [], monthly: [], requests: [] },
      expiryReminderDays: [],
    },
  })
  expect(settings.ok()).toBe(true)
  const created = await request.post(`${API_ORIGIN}/api/user/api-keys`, { headers, data: { name: 'Alerts' } })
  const { key } = (await created.json()) as { key: string }
  const anthropic = new Anthropic({ apiKey: key, baseURL: `${API_ORIGIN}/api`, maxRetries: 0 })
  const dailyUsedPercent = async () => {
    const subscription = await request.get(`${API_ORIGIN}/api/activation-codes/my-subscription`, { headers })
    const { quota } = (await subscription.json()) as { quota: { dailyUsed: number; dailyQuota: number } }
    return (quota.dailyUsed / quota.dailyQuota) * 100
  }
  const quotaAlerts = async () =>
    (await outbox(request)).filter((item) => item.reason === 'quotaAlert' && item.to === 'new@example.com')

  // About 25,000 input tokens of Opus 4.1, some 7.5 % of the day's quota each: distinct, so none is a cache hit.
  const spend = (index: number) =>
    anthropic.messages.create({
      model: 'claude-opus-4-1',
      max_tokens: 64,
      messages: [{ role: 'user', content: `Request ${index}: ${'lorem ipsum '.repeat(8_300)}` }],
    })

  let index = 0
  while ((await dailyUsedPercent()) < 80) {
    expect(await quotaAlerts()).toEqual([])
    await spend(index++)
    expect(index).toBeLessThan(20)
  }
  await spend(index)
  await spend(index + 1)

  const alerts = await quotaAlerts()
  expect(alerts).toHaveLength(1)
  expect(alerts[0]).toMatchObject({ channel: 'email', subject: 'Relay: 80 % of your daily quota used' })
})
