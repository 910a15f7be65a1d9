import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { db, type ApiKeyRecord } from './db.ts'
import { createMockHttpServer } from './http-server.ts'
import { resetDb } from './seed.ts'

const servers: Server[] = []

async function start(trustedProxies?: readonly string[]): Promise<string> {
  const server = createMockHttpServer({ log: null, ...(trustedProxies ? { trustedProxies } : {}) })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

let direct = ''
let proxied = ''

beforeAll(async () => {
  direct = await start()
  proxied = await start(['127.0.0.1'])
})

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
})

beforeEach(() => resetDb())

function demoKey(): ApiKeyRecord {
  const demo = [...db.users.values()].find((user) => user.email === 'demo@example.com')
  const apiKey = [...db.apiKeys.values()].find((candidate) => candidate.userId === demo?.id)
  if (!apiKey) throw new Error('the demo account has keys')
  return apiKey
}

function relay(base: string, apiKey: ApiKeyRecord, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/v1/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-api-key': apiKey.key, ...headers },
    body: JSON.stringify({
      model: 'claude-haiku-4-5',
      max_tokens: 8,
      messages: [{ role: 'user', content: 'Hi' }],
    }),
  })
}

test('over HTTP the socket address is checked: an allow-list without 127.0.0.1 refuses, with it accepts', async () => {
  const apiKey = demoKey()
  apiKey.allowedIps = ['10.0.0.0/8']
  const refused = await relay(direct, apiKey)
  expect(refused.status).toBe(403)
  expect(await refused.text()).toContain('(IP_NOT_ALLOWED)')
  apiKey.allowedIps = ['10.0.0.0/8', '127.0.0.1']
  expect((await relay(direct, apiKey)).status).toBe(200)
  expect(apiKey.lastUsedIp).toBe('127.0.0.1')
})

test('X-Forwarded-For counts only from a trusted proxy', async () => {
  const apiKey = demoKey()
  apiKey.allowedIps = ['198.51.100.0/24']
  const forwarded = { 'X-Forwarded-For': '198.51.100.7' }
  expect((await relay(direct, apiKey, forwarded)).status).toBe(403)
  expect((await relay(proxied, apiKey, forwarded)).status).toBe(200)
  expect(apiKey.lastUsedIp).toBe('198.51.100.7')
  expect((await relay(proxied, apiKey)).status).toBe(403)
})

test('a key is changed with PATCH from a page on another local port', async () => {
  const preflight = await fetch(`${direct}/api/user/api-keys/key_x`, {
    method: 'OPTIONS',
    headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Method': 'PATCH' },
  })
  expect(preflight.status).toBe(204)
  expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH')
})
