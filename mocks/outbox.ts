import { mockNow } from './clock.ts'
// The mock sends nothing by e-mail: what a server would send is kept here, for the operator console and
// `GET /__mock/outbox`, so a developer can read a code or an alert without a mail server.
import type { components } from '#src/lib/api/mock-control-schema.d.ts'
import { randomHex } from './crypto.ts'
import { db, type OutboxReason, type OutboxRecord } from './db.ts'

export type MockOutboxMessage = components['schemas']['MockOutboxMessage']
export type { OutboxReason, OutboxRecord }

/** What was sent, whatever the channel. */
export interface OutboxMessageInput {
  /** The e-mail address, or the webhook URL. */
  to: string
  subject: string
  /** The e-mail's text, or the webhook's JSON body exactly as sent. */
  body: string
  reason: OutboxReason
}

/** The oldest messages go beyond this, so a long-running mock keeps a bounded outbox (and snapshot). */
export const OUTBOX_LIMIT = 200

function record(channel: OutboxRecord['channel'], message: OutboxMessageInput, now: number): OutboxRecord {
  const entry: OutboxRecord = {
    id: `msg_${randomHex(8)}`,
    at: now,
    channel,
    to: message.to,
    subject: message.subject,
    body: message.body,
    reason: message.reason,
    delivery: null,
  }
  db.outbox.push(entry)
  if (db.outbox.length > OUTBOX_LIMIT) db.outbox.splice(0, db.outbox.length - OUTBOX_LIMIT)
  return entry
}

/**
 * Records an e-mail as sent to `to`. Every e-mail the mock "sends" goes through here: verification and reset
 * codes, alerts, tests, security notices.
 */
export function recordEmail(message: OutboxMessageInput, now: number = mockNow()): OutboxRecord {
  return record('email', message, now)
}

/** Records a webhook as sent; its `delivery` is set when the mock server has POSTed it. */
export function recordWebhook(message: OutboxMessageInput, now: number = mockNow()): OutboxRecord {
  return record('webhook', message, now)
}

/** The receiver's answer, or why there was none, for a webhook recorded earlier. */
export function setDelivery(id: string, delivery: string): void {
  const entry = db.outbox.find((candidate) => candidate.id === id)
  if (entry) entry.delivery = delivery
}

/** Newest first, as `GET /__mock/outbox` answers. */
export function listOutbox(): MockOutboxMessage[] {
  return db.outbox
    .slice()
    .reverse()
    .map((entry) => ({ ...entry, at: new Date(entry.at).toISOString() }))
}
