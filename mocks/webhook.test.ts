import { createHmac } from 'node:crypto'
import { beforeEach, expect, test } from 'vitest'
import { db } from '#mocks/db.ts'
import { listOutbox } from '#mocks/outbox.ts'
import {
  NOT_SENT_BY_BROWSER_MOCK,
  checkWebhookUrl,
  sendWebhook,
  setWebhookTransport,
  signWebhook,
  type WebhookRequest,
} from '#mocks/webhook.ts'

beforeEach(() => {
  db.outbox.length = 0
  setWebhookTransport(null)
})

test.each([
  'https://hooks.example.com/relay',
  'https://203.0.113.7:8443/x',
  'http://localhost:9000/hook',
  'http://127.0.0.1:9000/hook',
  'http://127.8.9.10/hook',
  'http://[::1]:9000/hook',
  'http://app.localhost/hook',
])('a webhook URL %s is accepted', (url) => {
  expect(checkWebhookUrl(url)).toEqual({ ok: true })
})

test.each([
  ['not a url', 'format', 'not a valid absolute URL'],
  ['ftp://example.com/x', 'scheme', 'must use https (or http to localhost), not ftp:'],
  ['javascript:alert(1)', 'scheme', 'not javascript:'],
  ['https://user:pw@hooks.example.com/', 'credentials', 'must not contain a user name or password'],
  ['https://user@hooks.example.com/', 'credentials', 'must not contain a user name or password'],
  ['http://hooks.example.com/', 'scheme', 'must use https unless it points to localhost'],
  ['https://10.1.2.3/', 'privateAddress', 'a private address'],
  ['https://172.16.0.1/', 'privateAddress', 'a private address'],
  ['https://172.31.255.255/', 'privateAddress', 'a private address'],
  ['https://192.168.1.1/', 'privateAddress', 'a private address'],
  ['https://169.254.169.254/latest', 'privateAddress', 'a link-local address'],
  ['https://100.64.0.1/', 'privateAddress', 'carrier-grade NAT'],
  ['https://0.0.0.0/', 'privateAddress', 'an unspecified address'],
  ['https://[fd00::1]/', 'privateAddress', 'a unique-local address'],
  ['https://[fe80::1]/', 'privateAddress', 'a link-local address'],
  ['https://[::ffff:10.0.0.1]/', 'privateAddress', 'a private address'],
  ['https://[::]/', 'privateAddress', 'an unspecified address'],
])('a webhook URL %s is refused by rule %s, with the reason', (url, rule, reason) => {
  const check = checkWebhookUrl(url)
  expect(check.ok).toBe(false)
  expect(check.ok ? '' : check.rule).toBe(rule)
  expect(check.ok ? '' : check.reason).toContain(reason)
})

test('172.32.0.1 and 192.169.0.1 are public, so https to them is accepted', () => {
  expect(checkWebhookUrl('https://172.32.0.1/')).toEqual({ ok: true })
  expect(checkWebhookUrl('https://192.169.0.1/')).toEqual({ ok: true })
})

test('the signature is HMAC-SHA256 of "<timestamp>.<body>" with the secret, as node:crypto computes it', async () => {
  const body = '{"type":"test"}'
  const expected = createHmac('sha256', 'whsec_s3cret').update(`1700000000.${body}`).digest('hex')
  expect(await signWebhook('whsec_s3cret', 1_700_000_000, body)).toBe(`sha256=${expected}`)
})

test('without a transport (the browser mock) a webhook is recorded, not sent, and says so', async () => {
  const result = await sendWebhook({
    url: 'https://hooks.example.com/x',
    secret: 'whsec_a',
    subject: 'Test',
    payload: { type: 'test' },
    reason: 'test',
  })
  expect(result).toEqual({ delivered: false, status: null, error: NOT_SENT_BY_BROWSER_MOCK })
  expect(listOutbox()).toMatchObject([
    { channel: 'webhook', to: 'https://hooks.example.com/x', body: '{"type":"test"}', delivery: null },
  ])
})

test('with a transport the webhook is POSTed signed and its answer recorded', async () => {
  const sent: WebhookRequest[] = []
  setWebhookTransport(async (request) => {
    sent.push(request)
    return Promise.resolve({ status: 500 })
  })
  const now = Date.UTC(2026, 0, 1)
  const result = await sendWebhook(
    { url: 'http://127.0.0.1:9/x', secret: 'whsec_a', subject: 'S', payload: { a: 1 }, reason: 'quotaAlert' },
    now,
  )
  expect(result).toEqual({ delivered: false, status: 500, error: 'The receiver answered HTTP 500' })
  const timestamp = String(now / 1000)
  expect(sent[0]?.headers).toMatchObject({
    'X-Relay-Timestamp': timestamp,
    'X-Relay-Signature': await signWebhook('whsec_a', now / 1000, '{"a":1}'),
  })
  expect(listOutbox()[0]?.delivery).toBe('HTTP 500')

  setWebhookTransport(() => Promise.resolve({ error: 'No answer within 5 s' }))
  expect(
    await sendWebhook({
      url: 'http://127.0.0.1:9/x',
      secret: 'w',
      subject: 'S',
      payload: {},
      reason: 'test',
    }),
  ).toEqual({ delivered: false, status: null, error: 'No answer within 5 s' })
  expect(listOutbox()[0]?.delivery).toBe('Failed: No answer within 5 s')
})
