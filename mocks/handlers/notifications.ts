import { mockNow } from '#mocks/clock.ts'
import { z } from 'zod'
import type { components } from '#src/lib/api/schema.d.ts'
import { notificationSettingsOf, type NotificationSettings } from '#mocks/alerts.ts'
import { authenticate } from '#mocks/auth.ts'
import type { NotificationSettingsRecord } from '#mocks/db.ts'
import { db } from '#mocks/db.ts'
import { apiError } from '#mocks/errors.ts'
import { http } from '#mocks/http.ts'
import { recordEmail } from '#mocks/outbox.ts'
import { countAttempt, iso, throttleWait, throttled, type ThrottleLimit } from '#mocks/rules.ts'
import { readJsonBody, type ValidationRule } from '#mocks/validation.ts'
import { checkWebhookUrl, generateWebhookSecret, sendWebhook } from '#mocks/webhook.ts'

type UpdateNotificationSettings = components['schemas']['UpdateNotificationSettingsRequest']

/** Tests of one account, counted whether or not they reached anyone. */
export const NOTIFICATION_TEST_LIMIT: ThrottleLimit = { max: 5, windowMs: 60_000 }

const thresholds = z.array(z.number().int().min(1).max(100)).max(5)

const updateSchema = z
  .strictObject({
    email: z.boolean().optional(),
    webhookUrl: z.string().max(2048).nullable().optional(),
    rotateWebhookSecret: z.boolean().optional(),
    quotaThresholds: z
      .strictObject({
        daily: thresholds.optional(),
        weeklyOpus: thresholds.optional(),
        monthly: thresholds.optional(),
        requests: thresholds.optional(),
      })
      .optional(),
    expiryReminderDays: z.array(z.number().int().min(1).max(60)).max(5).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'must set at least one property') satisfies z.ZodType<
  UpdateNotificationSettings,
  UpdateNotificationSettings
>

const testSchema = z.strictObject({ channel: z.enum(['email', 'webhook']) })

/** A repeated threshold counts once. */
function distinctSorted(values: readonly number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b)
}

function toSettingsDto(record: NotificationSettingsRecord, newSecret?: string): NotificationSettings {
  return {
    email: record.email,
    webhookUrl: record.webhookUrl,
    ...(newSecret === undefined ? {} : { webhookSecret: newSecret }),
    quotaThresholds: structuredClone(record.quotaThresholds),
    expiryReminderDays: [...record.expiryReminderDays],
  }
}

function refusedField(field: string, reason: string, rule: ValidationRule = 'format') {
  return apiError('VALIDATION_FAILED', `${field}: ${reason}`, [{ field, rule }])
}

/** Every answer holds the account's settings, and the one that makes a secret holds it: never cached. */
const noStore = { headers: { 'Cache-Control': 'no-store' } }

export const notificationsHandlers = [
  http.get('/api/user/notifications', ({ request, response }) => {
    const auth = authenticate(request)
    if (!auth.ok) return response(auth.status).json(auth.body)
    return response(200).json(toSettingsDto(notificationSettingsOf(auth.user.id)), noStore)
  }),

  http.put('/api/user/notifications', async ({ request, response }) => {
    const auth = authenticate(request)
    if (!auth.ok) return response(auth.status).json(auth.body)
    const body = await readJsonBody(request, updateSchema)
    if (!body.ok) return response(400).json(apiError('VALIDATION_FAILED', body.error, body.details))
    const change = body.value
    const current = notificationSettingsOf(auth.user.id)
    if (typeof change.webhookUrl === 'string') {
      const check = checkWebhookUrl(change.webhookUrl)
      if (!check.ok) return response(400).json(refusedField('webhookUrl', check.reason, check.rule))
    }
    const webhookUrl = change.webhookUrl === undefined ? current.webhookUrl : change.webhookUrl
    if (change.rotateWebhookSecret && webhookUrl === null) {
      return response(400).json(refusedField('rotateWebhookSecret', 'there is no webhook URL to sign for'))
    }
    const isNewUrl = webhookUrl !== null && webhookUrl !== current.webhookUrl
    const newSecret = isNewUrl || change.rotateWebhookSecret ? generateWebhookSecret() : undefined
    const next: NotificationSettingsRecord = {
      userId: auth.user.id,
      email: change.email ?? current.email,
      webhookUrl,
      webhookSecret: webhookUrl === null ? null : (newSecret ?? current.webhookSecret),
      quotaThresholds: {
        daily: distinctSorted(change.quotaThresholds?.daily ?? current.quotaThresholds.daily),
        weeklyOpus: distinctSorted(change.quotaThresholds?.weeklyOpus ?? current.quotaThresholds.weeklyOpus),
        monthly: distinctSorted(change.quotaThresholds?.monthly ?? current.quotaThresholds.monthly),
        requests: distinctSorted(change.quotaThresholds?.requests ?? current.quotaThresholds.requests),
      },
      expiryReminderDays: distinctSorted(change.expiryReminderDays ?? current.expiryReminderDays),
    }
    db.notificationSettings.set(auth.user.id, next)
    return response(200).json(toSettingsDto(next, newSecret), noStore)
  }),

  http.post('/api/user/notifications/test', async ({ request, response }) => {
    const now = mockNow()
    const auth = authenticate(request, now)
    if (!auth.ok) return response(auth.status).json(auth.body)
    const body = await readJsonBody(request, testSchema)
    if (!body.ok) return response(400).json(apiError('VALIDATION_FAILED', body.error, body.details))
    const { channel } = body.value
    const { webhookUrl: url, webhookSecret: secret } = notificationSettingsOf(auth.user.id)
    const webhook = channel === 'webhook' && url && secret ? { url, secret } : null
    if (channel === 'webhook' && !webhook) {
      return response(400).json(refusedField('channel', 'no webhook URL is set'))
    }
    const bucket = `notification-test:${auth.user.id}`
    const wait = throttleWait(bucket, NOTIFICATION_TEST_LIMIT, now)
    if (wait > 0) return response(429).json(...throttled('Too many test alerts', wait))
    countAttempt(bucket, NOTIFICATION_TEST_LIMIT, now)
    const subject = 'Relay: a test alert'
    if (!webhook) {
      recordEmail(
        {
          to: auth.user.email,
          subject,
          body: 'This is a test alert from Relay: alerts for this account reach this address.',
          reason: 'test',
        },
        now,
      )
      return response(200).json({ channel: 'email', delivered: true, status: null, error: null }, noStore)
    }
    const result = await sendWebhook(
      {
        ...webhook,
        subject,
        payload: { type: 'test', occurredAt: iso(now) },
        reason: 'test',
      },
      now,
    )
    return response(200).json({ channel: 'webhook', ...result }, noStore)
  }),
]
