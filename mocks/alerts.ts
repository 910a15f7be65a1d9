import { mockNow } from './clock.ts'
// Alerts outside the portal. Each is sent once per threshold per period: a quota warning once per quota window,
// an expiry reminder once per subscription end. The sent-alert marks make that hold across requests, reloads
// (they are in the snapshot) and concurrent relays.
import type { components } from '#src/lib/api/schema.d.ts'
import { DAY_MS } from '#src/lib/time-units.ts'
import { db, type NotificationSettingsRecord, type SubscriptionRecord } from './db.ts'
import { recordEmail } from './outbox.ts'
import { currentSubscription, iso, isRunning, quotaUse } from './rules.ts'
import { sendWebhook } from './webhook.ts'

export type NotificationSettings = components['schemas']['NotificationSettings']
export type QuotaKind = keyof NotificationSettings['quotaThresholds']

export const QUOTA_KINDS: readonly QuotaKind[] = ['daily', 'weeklyOpus', 'monthly', 'requests']

/** What an account that never changed its settings gets: what the FAQ promises (a warning near each limit). */
export function defaultNotificationSettings(userId: string): NotificationSettingsRecord {
  return {
    userId,
    email: true,
    webhookUrl: null,
    webhookSecret: null,
    quotaThresholds: { daily: [80, 100], weeklyOpus: [80, 100], monthly: [80, 100], requests: [80, 100] },
    expiryReminderDays: [7, 1],
  }
}

export function notificationSettingsOf(userId: string): NotificationSettingsRecord {
  return db.notificationSettings.get(userId) ?? defaultNotificationSettings(userId)
}

const QUOTA_NAMES: Record<QuotaKind, string> = {
  daily: 'daily quota',
  weeklyOpus: 'weekly Opus quota',
  monthly: 'monthly quota',
  requests: 'daily request limit',
}

/**
 * Marks as sent the thresholds (by key) not sent yet in their period, and answers them. Marks of ended periods
 * are dropped first: they can no longer stop a repeat.
 */
function markUnsent<T>(userId: string, candidates: ReadonlyMap<string, T>, until: number, now: number): T[] {
  if (db.sentAlerts.some((mark) => mark.until <= now)) {
    db.sentAlerts = db.sentAlerts.filter((mark) => mark.until > now)
  }
  const sent = new Set(db.sentAlerts.filter((mark) => mark.userId === userId).map((mark) => mark.key))
  const fresh: T[] = []
  for (const [key, value] of candidates) {
    if (sent.has(key)) continue
    db.sentAlerts.push({ userId, key, sentAt: now, until })
    fresh.push(value)
  }
  return fresh
}

interface Alert {
  subject: string
  text: string
  payload: Record<string, unknown>
  reason: 'quotaAlert' | 'expiryReminder'
}

function deliver(userId: string, settings: NotificationSettingsRecord, alert: Alert, now: number): void {
  const user = db.users.get(userId)
  if (!user) return
  if (settings.email) {
    recordEmail({ to: user.email, subject: alert.subject, body: alert.text, reason: alert.reason }, now)
  }
  if (settings.webhookUrl && settings.webhookSecret) {
    void sendWebhook(
      {
        url: settings.webhookUrl,
        secret: settings.webhookSecret,
        subject: alert.subject,
        payload: { ...alert.payload, occurredAt: iso(now) },
        reason: alert.reason,
      },
      now,
    )
  }
}

function quotaFigures(subscription: SubscriptionRecord, now: number) {
  const use = quotaUse(subscription, now)
  if (!use) return []
  return [
    { kind: 'daily', used: use.dailyUsed, limit: use.dailyQuota, resetsAt: use.dailyResetsAt },
    {
      kind: 'weeklyOpus',
      used: use.weeklyOpusUsed,
      limit: use.weeklyOpusQuota,
      resetsAt: use.weeklyOpusResetsAt,
    },
    { kind: 'monthly', used: use.monthlyUsed, limit: use.monthlyQuota, resetsAt: use.monthlyResetsAt },
    { kind: 'requests', used: use.requestsUsed, limit: use.requestLimit, resetsAt: use.dailyResetsAt },
  ] as const
}

/**
 * After a served request: warns of each quota whose use crossed a threshold in this window. A request that
 * crosses several thresholds at once sends one alert, for the highest; the lower ones count as sent.
 */
export function raiseQuotaAlerts(userId: string, now: number = mockNow()): void {
  const settings = notificationSettingsOf(userId)
  if (!settings.email && !settings.webhookUrl) return
  const subscription = currentSubscription(userId)
  if (!subscription || !isRunning(subscription, now)) return
  for (const { kind, used, limit, resetsAt } of quotaFigures(subscription, now)) {
    if (limit === null || limit <= 0) continue
    const percent = (used / limit) * 100
    const crossed = new Map(
      settings.quotaThresholds[kind]
        .filter((threshold) => percent >= threshold)
        .map((threshold) => [`quota:${subscription.id}:${kind}:${resetsAt}:${threshold}`, threshold]),
    )
    const fresh = markUnsent(userId, crossed, resetsAt, now)
    if (fresh.length === 0) continue
    const threshold = Math.max(...fresh)
    const name = QUOTA_NAMES[kind]
    deliver(
      userId,
      settings,
      {
        subject: `Relay: ${threshold} % of your ${name} used`,
        text: `You have used ${Math.floor(percent)} % of your ${name} (${threshold} % threshold). It resets at ${iso(resetsAt)}.`,
        payload: { type: 'quota.threshold', quota: kind, threshold, used, limit, resetsAt: iso(resetsAt) },
        reason: 'quotaAlert',
      },
      now,
    )
  }
}

/**
 * On a request or a sign-in: reminds of the plan's end once per reminder day and subscription end. Only the
 * nearest reminder due is sent: someone first seen a day before the end is not told it is also a week away.
 */
export function raiseExpiryReminders(userId: string, now: number = mockNow()): void {
  const settings = notificationSettingsOf(userId)
  if (!settings.email && !settings.webhookUrl) return
  const subscription = currentSubscription(userId)
  if (!subscription || !isRunning(subscription, now)) return
  const left = subscription.expiresAt - now
  const due = new Map(
    settings.expiryReminderDays
      .filter((days) => left <= days * DAY_MS)
      .map((days) => [`expiry:${subscription.id}:${subscription.expiresAt}:${days}`, days]),
  )
  const fresh = markUnsent(userId, due, subscription.expiresAt, now)
  if (fresh.length === 0) return
  const days = Math.min(...fresh)
  const ends = iso(subscription.expiresAt)
  deliver(
    userId,
    settings,
    {
      subject: `Relay: your plan ends in ${days === 1 ? '1 day' : `${days} days`}`,
      text: `Your plan "${subscription.plan.name}" ends at ${ends}. Activate a code before then to keep relaying.`,
      payload: { type: 'plan.expiring', plan: subscription.plan.name, daysBefore: days, expiresAt: ends },
      reason: 'expiryReminder',
    },
    now,
  )
}

/** A served relay request: both kinds of alert are checked. */
export function raiseAlertsAfterRequest(userId: string, now: number = mockNow()): void {
  raiseQuotaAlerts(userId, now)
  raiseExpiryReminders(userId, now)
}
