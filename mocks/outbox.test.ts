import { beforeEach, expect, test } from 'vitest'
import { db } from '#mocks/db.ts'
import { OUTBOX_LIMIT, listOutbox, recordEmail, recordWebhook, setDelivery } from '#mocks/outbox.ts'

beforeEach(() => {
  db.outbox.length = 0
})

const message = { to: 'a@example.com', subject: 'Subject', body: 'Body', reason: 'test' } as const

test('recordEmail keeps who, what, when and why, and lists newest first', () => {
  recordEmail(message, Date.UTC(2026, 0, 1))
  recordWebhook({ ...message, to: 'https://hooks.example.com/x' }, Date.UTC(2026, 0, 2))

  const items = listOutbox()

  expect(items.map((item) => [item.channel, item.to, item.at])).toEqual([
    ['webhook', 'https://hooks.example.com/x', '2026-01-02T00:00:00.000Z'],
    ['email', 'a@example.com', '2026-01-01T00:00:00.000Z'],
  ])
  expect(items[1]).toMatchObject({ subject: 'Subject', body: 'Body', reason: 'test', delivery: null })
})

test('setDelivery records the receiver answer of a webhook', () => {
  const sent = recordWebhook(message)
  setDelivery(sent.id, 'HTTP 204')
  expect(listOutbox()[0]?.delivery).toBe('HTTP 204')
})

test('the outbox keeps only the newest messages beyond its limit', () => {
  for (let index = 0; index <= OUTBOX_LIMIT; index += 1) recordEmail({ ...message, subject: `#${index}` })
  const items = listOutbox()
  expect(items).toHaveLength(OUTBOX_LIMIT)
  expect(items[0]?.subject).toBe(`#${OUTBOX_LIMIT}`)
  expect(items.at(-1)?.subject).toBe('#1')
})
