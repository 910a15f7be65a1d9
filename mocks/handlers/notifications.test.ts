import { beforeEach, expect, test } from 'vitest'
import { db } from '#mocks/db.ts'
import { resetDb, seedSignedInUser } from '#mocks/seed.ts'
import { callApi, expectStatus } from '#mocks/testing/api.ts'
import { NOT_SENT_BY_BROWSER_MOCK } from '#mocks/webhook.ts'

beforeEach(() => resetDb())

test('a user who never changed them reads the default settings', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const response = await callApi('get', '/api/user/notifications', { token })
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  expect(expectStatus(response, 200)).toEqual({
    email: true,
    webhookUrl: null,
    quotaThresholds: { daily: [80, 100], weeklyOpus: [80, 100], monthly: [80, 100], requests: [80, 100] },
    expiryReminderDays: [7, 1],
  })
})

test('a signed-out caller gets 401', async () => {
  expectStatus(await callApi('get', '/api/user/notifications'), 401)
  expectStatus(await callApi('put', '/api/user/notifications', { body: { email: false } }), 401)
  expectStatus(await callApi('post', '/api/user/notifications/test', { body: { channel: 'email' } }), 401)
})

test('a user sets a webhook and sees its secret once; thresholds are kept distinct and sorted', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  const saved = expectStatus(
    await callApi('put', '/api/user/notifications', {
      token,
      body: {
        email: false,
        webhookUrl: 'http://127.0.0.1:9000/hook',
        quotaThresholds: { daily: [100, 80, 80] },
        expiryReminderDays: [1, 7],
      },
    }),
    200,
  )
  expect(saved).toMatchObject({
    email: false,
    webhookUrl: 'http://127.0.0.1:9000/hook',
    quotaThresholds: { daily: [80, 100], monthly: [80, 100] },
    expiryReminderDays: [1, 7],
  })
  expect(saved.webhookSecret).toMatch(/^whsec_[A-Za-z0-9]{32}$/)

  const read = expectStatus(await callApi('get', '/api/user/notifications', { token }), 200)
  expect(read.webhookSecret).toBeUndefined()
  const again = expectStatus(
    await callApi('put', '/api/user/notifications', { token, body: { email: true } }),
    200,
  )
  expect(again.webhookSecret).toBeUndefined()

  const rotated = expectStatus(
    await callApi('put', '/api/user/notifications', { token, body: { rotateWebhookSecret: true } }),
    200,
  )
  expect(rotated.webhookSecret).toMatch(/^whsec_/)
  expect(rotated.webhookSecret).not.toBe(saved.webhookSecret)
})

test('a refused webhook URL answers 400 with the reason and leaves the settings as they were', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  for (const [webhookUrl, rule, reason] of [
    ['http://hooks.example.com/', 'scheme', 'must use https unless it points to localhost'],
    ['https://user:pw@hooks.example.com/', 'credentials', 'must not contain a user name or password'],
    ['https://192.168.0.10/', 'privateAddress', 'a private address'],
    ['file:///etc/passwd', 'scheme', 'not file:'],
    ['hooks.example.com/relay', 'format', 'not a valid absolute URL'],
  ] as const) {
    const response = await callApi('put', '/api/user/notifications', { token, body: { webhookUrl } })
    const body = expectStatus(response, 400)
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'webhookUrl', rule }] })
    expect(body.error).toContain(reason)
  }
  expect(expectStatus(await callApi('get', '/api/user/notifications', { token }), 200).webhookUrl).toBeNull()
})

test('a malformed change answers 400: no property, an unknown one, a threshold out of range, too many days', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  for (const body of [
    {},
    { sms: true },
    { quotaThresholds: { daily: [0] } },
    { quotaThresholds: { daily: [101] } },
    { expiryReminderDays: [1, 2, 3, 4, 5, 6] },
    { rotateWebhookSecret: true },
  ]) {
    const response = await callApi('put', '/api/user/notifications', { token, body })
    expect(expectStatus(response, 400)).toMatchObject({ code: 'VALIDATION_FAILED' })
  }
})

test('clearing the webhook URL forgets its secret', async () => {
  const { token, user } = await seedSignedInUser('demo@example.com')
  await callApi('put', '/api/user/notifications', {
    token,
    body: { webhookUrl: 'https://hooks.example.com/x' },
  })
  await callApi('put', '/api/user/notifications', { token, body: { webhookUrl: null } })
  expect(db.notificationSettings.get(user.id)).toMatchObject({ webhookUrl: null, webhookSecret: null })
})

test('a test e-mail lands in the outbox; a webhook test in the browser mock is recorded and not sent', async () => {
  const { token, user } = await seedSignedInUser('demo@example.com')
  expect(
    expectStatus(
      await callApi('post', '/api/user/notifications/test', { token, body: { channel: 'email' } }),
      200,
    ),
  ).toEqual({ channel: 'email', delivered: true, status: null, error: null })
  expect(db.outbox.at(-1)).toMatchObject({ channel: 'email', to: user.email, reason: 'test' })

  expect(
    expectStatus(
      await callApi('post', '/api/user/notifications/test', { token, body: { channel: 'webhook' } }),
      400,
    ),
  ).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'channel', rule: 'format' }] })

  await callApi('put', '/api/user/notifications', {
    token,
    body: { webhookUrl: 'https://hooks.example.com/x' },
  })
  expect(
    expectStatus(
      await callApi('post', '/api/user/notifications/test', { token, body: { channel: 'webhook' } }),
      200,
    ),
  ).toEqual({ channel: 'webhook', delivered: false, status: null, error: NOT_SENT_BY_BROWSER_MOCK })
  expect(db.outbox.at(-1)).toMatchObject({
    channel: 'webhook',
    to: 'https://hooks.example.com/x',
    reason: 'test',
  })
})

test('a sixth test within a minute answers 429 with Retry-After', async () => {
  const { token } = await seedSignedInUser('demo@example.com')
  for (let count = 0; count < 5; count += 1) {
    expectStatus(
      await callApi('post', '/api/user/notifications/test', { token, body: { channel: 'email' } }),
      200,
    )
  }
  const held = await callApi('post', '/api/user/notifications/test', { token, body: { channel: 'email' } })
  expect(expectStatus(held, 429)).toMatchObject({ code: 'RATE_LIMITED' })
  expect(Number(held.headers.get('Retry-After'))).toBeGreaterThan(0)
})
