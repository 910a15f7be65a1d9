import { beforeEach, expect, test } from 'vitest'
import { db } from '#mocks/db.ts'
import { clearPromptCache } from '#mocks/relay/estimate.ts'
import { resetDb } from '#mocks/seed.ts'
import { TEST_ORIGIN } from '#mocks/testing/api.ts'

beforeEach(() => {
  resetDb()
  clearPromptCache()
})

function demoKey(): string {
  const demo = [...db.users.values()].find((user) => user.email === 'demo@example.com')
  return [...db.apiKeys.values()].find((apiKey) => apiKey.userId === demo?.id)?.key ?? ''
}

test('the in-process handlers, as the browser worker runs them, stream an answer and record it', async () => {
  const before = db.requests.length
  const response = await fetch(`${TEST_ORIGIN}/api/v1/messages?beta=true`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${demoKey()}` },
    body: JSON.stringify({
      model: 'claude-haiku-4-5',
      messages: [{ role: 'user', content: 'Hi' }],
      stream: true,
    }),
  })
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
  expect(response.headers.get('cache-control')).toBe('no-store')
  const text = await response.text()
  expect(text).toMatch(/^event: message_start\n/)
  expect(text).toMatch(/event: message_stop\ndata: \{"type":"message_stop"\}\n\n$/)
  expect(db.requests.slice(before)).toMatchObject([
    { status: 200, api: 'anthropic', model: 'claude-haiku-4-5' },
  ])
})

test('the in-process handlers refuse a body over 1 MB with 413, as the mock server does', async () => {
  const before = db.requests.length
  const response = await fetch(`${TEST_ORIGIN}/api/responses`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${demoKey()}` },
    body: JSON.stringify({ model: 'gpt-5', input: 'x'.repeat(1024 * 1024) }),
  })
  expect(response.status).toBe(413)
  expect(await response.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE', param: null } })
  expect(db.requests.slice(before)).toMatchObject([
    { status: 413, errorCode: 'PAYLOAD_TOO_LARGE', costMicros: 0 },
  ])
})
