import { beforeEach, expect, test } from 'vitest'
import { raiseExpiryReminders, raiseQuotaAlerts } from '#mocks/alerts.ts'
import { db, restoreDb, snapshotDb } from '#mocks/db.ts'
import { buildRequestRecord, resetDb, seedSignedInUser, seededHistory } from '#mocks/seed.ts'
import { TEST_ORIGIN } from '#mocks/testing/api.ts'
import { DAY_MS } from '#src/lib/time-units.ts'
import { newApiKeySettings } from './key-rules.ts'

beforeEach(() => resetDb())

/** The Trial plan's daily quota is 5 USD, its month 35 USD. */
async function trialUser(daysLeft = 6) {
  const { user } = await seedSignedInUser({ email: 'alerts@example.com', planId: 'trial-7d', daysLeft })
  db.outbox.length = 0
  return user
}

function spend(userId: string, usd: number, at = Date.now()) {
  db.requests.push(buildRequestRecord({ userId, apiKeyId: 'key_x', at, costMicros: Math.round(usd * 1e6) }))
}

const alertsTo = (email: string) =>
  db.outbox.filter((message) => message.to === email && message.reason === 'quotaAlert')

test('crossing 80 % of the daily quota sends one e-mail, never again in the same window', async () => {
  const user = await trialUser()
  spend(user.id, 3.9)
  raiseQuotaAlerts(user.id)
  expect(alertsTo(user.email)).toEqual([])

  spend(user.id, 0.2)
  raiseQuotaAlerts(user.id)
  spend(user.id, 0.1)
  raiseQuotaAlerts(user.id)
  raiseQuotaAlerts(user.id)

  expect(alertsTo(user.email)).toHaveLength(1)
  expect(alertsTo(user.email)[0]).toMatchObject({
    channel: 'email',
    subject: 'Relay: 80 % of your daily quota used',
  })
})

test('100 % is its own threshold; one request crossing both sends one alert, for 100 %', async () => {
  const first = await trialUser()
  spend(first.id, 4.2)
  raiseQuotaAlerts(first.id)
  spend(first.id, 1)
  raiseQuotaAlerts(first.id)
  expect(alertsTo(first.email).map((message) => message.subject)).toEqual([
    'Relay: 80 % of your daily quota used',
    'Relay: 100 % of your daily quota used',
  ])

  const { user: second } = await seedSignedInUser({ email: 'jump@example.com', planId: 'trial-7d' })
  spend(second.id, 6)
  raiseQuotaAlerts(second.id)
  raiseQuotaAlerts(second.id)
  expect(alertsTo(second.email).map((message) => message.subject)).toEqual([
    'Relay: 100 % of your daily quota used',
  ])
})

test('the next window warns again: the marks are per quota window', async () => {
  const user = await trialUser()
  const now = Date.now()
  spend(user.id, 4.5, now)
  raiseQuotaAlerts(user.id, now)
  const tomorrow = now + DAY_MS
  spend(user.id, 4.5, tomorrow)
  raiseQuotaAlerts(user.id, tomorrow)
  expect(alertsTo(user.email)).toHaveLength(2)
})

test('no alert goes out with e-mail off and no webhook, or for a threshold not chosen', async () => {
  const user = await trialUser()
  db.notificationSettings.set(user.id, {
    userId: user.id,
    email: false,
    webhookUrl: null,
    webhookSecret: null,
    quotaThresholds: { daily: [90], weeklyOpus: [], monthly: [], requests: [] },
    expiryReminderDays: [],
  })
  spend(user.id, 4.4)
  raiseQuotaAlerts(user.id)
  expect(alertsTo(user.email)).toEqual([])

  db.notificationSettings.get(user.id)!.email = true
  raiseQuotaAlerts(user.id)
  expect(alertsTo(user.email)).toEqual([])
  spend(user.id, 0.2)
  raiseQuotaAlerts(user.id)
  expect(alertsTo(user.email).map((message) => message.subject)).toEqual([
    'Relay: 90 % of your daily quota used',
  ])
})

test('an expiry reminder goes once per subscription end, the nearest day due only', async () => {
  const { user } = await seedSignedInUser({
    email: 'last-day@example.com',
    planId: 'trial-7d',
    daysLeft: 0.5,
  })
  raiseExpiryReminders(user.id)
  raiseExpiryReminders(user.id)
  const reminders = db.outbox.filter((message) => message.reason === 'expiryReminder')
  expect(reminders.map((message) => message.subject)).toEqual(['Relay: your plan ends in 1 day'])
})

test('signing in reminds of a plan ending within 7 days, once', async () => {
  const { user } = await seedSignedInUser({ email: 'soon@example.com', planId: 'trial-7d', daysLeft: 5 })
  await seedSignedInUser({ email: 'soon@example.com' })
  const reminders = db.outbox.filter(
    (message) => message.to === user.email && message.reason === 'expiryReminder',
  )
  expect(reminders.map((message) => message.subject)).toEqual(['Relay: your plan ends in 7 days'])
})

test('spending through the relay past 80 % puts exactly one alert in the outbox', async () => {
  const user = await trialUser()
  const apiKey = {
    id: 'key_alerts',
    userId: user.id,
    name: 'A',
    remark: '',
    key: 'cr_alerts',
    createdAt: 0,
    ...newApiKeySettings(),
  }
  db.apiKeys.set(apiKey.id, apiKey)
  spend(user.id, 3.99)
  const relay = () =>
    fetch(`${TEST_ORIGIN}/api/v1/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-api-key': apiKey.key },
      body: JSON.stringify({
        model: 'claude-opus-4-1',
        max_tokens: 200,
        messages: [{ role: 'user', content: 'Hello '.repeat(400) }],
      }),
    })
  expect((await relay()).status).toBe(200)
  expect((await relay()).status).toBe(200)
  expect(alertsTo(user.email)).toHaveLength(1)
})

test('a reload (a restored snapshot) keeps the outbox and the marks, so an alert is not sent again', async () => {
  const user = await trialUser()
  spend(user.id, 4.5)
  raiseQuotaAlerts(user.id)
  const snapshot = JSON.parse(JSON.stringify(snapshotDb())) as unknown

  expect(restoreDb(snapshot, seededHistory)).toBe(true)
  raiseQuotaAlerts(user.id)

  expect(alertsTo(user.email)).toHaveLength(1)
})
