/**
 * Guessing over real HTTP: passwords, verification codes, activation codes and API keys are throttled per
 * account, email or socket address, answer 429 with `Retry-After`, and the hold expires (docs/mock.md).
 */
import { request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { DEMO_PASSWORD } from './demo-account.ts'
import { createMockHttpServer } from './http-server.ts'
import { resetDb } from './seed.ts'
import { contract } from './testing/contract-validator.ts'

let server: Server
let port = 0
const START = Date.parse('2026-11-22T10:00:00Z')
const MINUTE_MS = 60_000

beforeAll(async () => {
  server = createMockHttpServer({ log: null })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  // Only the clock: the sockets keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(START)
  resetDb(START)
})

afterEach(() => {
  vi.useRealTimers()
})

interface Answer {
  status: number
  retryAfter: string | null
  body: { code?: string; error?: string; token?: string }
}

/**
 * Over a socket bound to `from` (any 127.x.y.z reaches the server on Linux), so the server sees another address;
 * every answer is checked against openapi.yaml.
 */
async function send(
  method: string,
  template: string,
  init: { body?: unknown; headers?: Record<string, string>; from?: string } = {},
): Promise<Answer> {
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body)
  const { status, headers, text } = await new Promise<{
    status: number
    headers: Headers
    text: string
  }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: method.toUpperCase(),
        path: template,
        localAddress: init.from ?? '127.0.0.1',
        headers: {
          ...init.headers,
          ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const answerHeaders = new Headers()
          for (const [name, value] of Object.entries(res.headers)) {
            if (typeof value === 'string') answerHeaders.set(name, value)
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: answerHeaders,
            text: Buffer.concat(chunks).toString(),
          })
        })
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
  const response = new Response(status === 204 ? null : text, { status, headers })
  await contract.assertResponse(method, template, response.clone())
  return {
    status,
    retryAfter: headers.get('retry-after'),
    body: text ? (JSON.parse(text) as Answer['body']) : {},
  }
}

const signIn = (password: string, from?: string, email = 'demo@example.com') =>
  send('post', '/api/auth/login', { body: { email, password }, from })

async function tokenOf(email: string): Promise<string> {
  const answer = await signIn(DEMO_PASSWORD, undefined, email)
  expect(answer.status).toBe(200)
  return answer.body.token ?? ''
}

function expectHeld(answer: Answer, seconds?: number) {
  expect(answer.status).toBe(429)
  expect(answer.body.code).toBe('RATE_LIMITED')
  const retryAfter = Number(answer.retryAfter)
  expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true)
  if (seconds !== undefined) expect(retryAfter).toBe(seconds)
  expect(answer.body.error).toContain(`please wait ${retryAfter} seconds`)
}

test('someone guessing 40 passwords is held, even when the 41st is right', async () => {
  const answers: Answer[] = []
  for (let guess = 0; guess < 40; guess += 1) answers.push(await signIn(`wrong-${guess}`))
  expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(401))
  for (const answer of answers.slice(10)) expectHeld(answer, 15 * 60)
  expectHeld(await signIn(DEMO_PASSWORD), 15 * 60)
})

test('the hold on one address leaves the account open from another address', async () => {
  for (let guess = 0; guess < 10; guess += 1) await signIn(`wrong-${guess}`, '127.0.0.2')
  expectHeld(await signIn(DEMO_PASSWORD, '127.0.0.2'))
  expect((await signIn(DEMO_PASSWORD, '127.0.0.3')).status).toBe(200)
})

test('the hold expires with its window: no lasting lock-out', async () => {
  for (let guess = 0; guess < 10; guess += 1) await signIn(`wrong-${guess}`)
  vi.setSystemTime(START + 15 * MINUTE_MS - 1_000)
  expectHeld(await signIn(DEMO_PASSWORD), 1)
  vi.setSystemTime(START + 15 * MINUTE_MS)
  expect((await signIn(DEMO_PASSWORD)).status).toBe(200)
})

test('a successful sign-in clears its address’s failures for the account', async () => {
  for (let round = 0; round < 3; round += 1) {
    for (let guess = 0; guess < 9; guess += 1) expect((await signIn(`wrong-${guess}`)).status).toBe(401)
    expect((await signIn(DEMO_PASSWORD)).status).toBe(200)
  }
})

test('many addresses guessing one account hold it, but not from an address that signed in to it', async () => {
  await tokenOf('demo@example.com')
  for (let address = 2; address <= 6; address += 1) {
    for (let guess = 0; guess < 10; guess += 1) await signIn(`wrong-${guess}`, `127.0.1.${address}`)
  }
  expectHeld(await signIn(DEMO_PASSWORD, '127.0.2.1'))
  expect((await signIn(DEMO_PASSWORD)).status).toBe(200)
})

test('one address guessing many accounts is held for every account', async () => {
  for (let account = 0; account < 50; account += 1) {
    await signIn('wrong', '127.0.3.1', `someone-${account}@example.com`)
  }
  expectHeld(await signIn(DEMO_PASSWORD, '127.0.3.1'))
  expect((await signIn(DEMO_PASSWORD, '127.0.3.2')).status).toBe(200)
})

test('sign-in with a code is held like sign-in, wrong codes per email', async () => {
  const loginWithCode = (password: string, code: string) =>
    send('post', '/api/auth/login-with-code', {
      body: { email: 'demo@example.com', password, code },
    })
  const sendCode = () =>
    send('post', '/api/auth/send-verification', { body: { email: 'demo@example.com', type: 'login' } })
  expect((await sendCode()).status).toBe(200)
  for (let guess = 0; guess < 10; guess += 1) {
    expect((await loginWithCode(DEMO_PASSWORD, String(guess).padStart(6, '0'))).body.code).toBe(
      'VERIFICATION_CODE_INVALID',
    )
  }
  expectHeld(await loginWithCode(DEMO_PASSWORD, '123456'))
  vi.setSystemTime(START + 15 * MINUTE_MS)
  // The first code has expired meanwhile.
  expect((await sendCode()).status).toBe(200)
  expect((await loginWithCode(DEMO_PASSWORD, '123456')).status).toBe(200)
})

test('someone guessing registration codes is held per email', async () => {
  const register = (email: string, code: string) =>
    send('post', '/api/auth/register', { body: { email, password: 'Secret123', code } })
  await send('post', '/api/auth/send-verification', {
    body: { email: 'fresh@example.com', type: 'register' },
  })
  for (let guess = 0; guess < 10; guess += 1) {
    expect((await register('fresh@example.com', String(guess).padStart(6, '0'))).status).toBe(400)
  }
  expectHeld(await register('fresh@example.com', '123456'))
  await send('post', '/api/auth/send-verification', {
    body: { email: 'other@example.com', type: 'register' },
  })
  expect((await register('other@example.com', '123456')).status).toBe(201)
})

test('sending codes to one email is held after 10 in an hour, then open again', async () => {
  const sendCode = () =>
    send('post', '/api/auth/send-verification', { body: { email: 'fresh@example.com', type: 'register' } })
  for (let sent = 0; sent < 10; sent += 1) {
    vi.setSystemTime(START + sent * 61_000)
    expect((await sendCode()).status).toBe(200)
  }
  vi.setSystemTime(START + 10 * 61_000)
  expectHeld(await sendCode(), 60 * 60 - 10 * 61)
  vi.setSystemTime(START + 60 * MINUTE_MS)
  expect((await sendCode()).status).toBe(200)
})

test('probing activation codes through the preview is held per account, and expires', async () => {
  const token = await tokenOf('demo@example.com')
  const other = await tokenOf('new@example.com')
  const preview = (code: string, as = token) =>
    send('post', '/api/activation-codes/preview', {
      body: { code },
      headers: { Authorization: `Bearer ${as}` },
    })
  const statuses = []
  for (let guess = 0; guess < 10; guess += 1) statuses.push((await preview(`RELAY-GUESS-${guess}`)).status)
  expect(statuses).toEqual(Array(10).fill(404))
  expectHeld(await preview('RELAY-MONTH-DEMO1'), 15 * 60)
  expectHeld(
    await send('post', '/api/activation-codes/activate', {
      body: { code: 'RELAY-MONTH-DEMO1' },
      headers: { Authorization: `Bearer ${token}` },
    }),
  )
  expect((await preview('RELAY-MONTH-DEMO1', other)).status).toBe(200)
  vi.setSystemTime(START + 15 * MINUTE_MS)
  expect((await preview('RELAY-MONTH-DEMO1')).status).toBe(200)
})

test('redeeming used and expired codes counts towards the same hold', async () => {
  const token = await tokenOf('demo@example.com')
  const activate = (code: string) =>
    send('post', '/api/activation-codes/activate', {
      body: { code },
      headers: { Authorization: `Bearer ${token}` },
    })
  for (let guess = 0; guess < 5; guess += 1) expect((await activate('RELAY-USED-0001')).status).toBe(409)
  for (let guess = 0; guess < 5; guess += 1) expect((await activate('RELAY-EXPIRED-0001')).status).toBe(409)
  expectHeld(await activate('RELAY-MONTH-DEMO1'))
})

test('asking the quota of unknown keys is held per address, known keys included, and expires', async () => {
  const token = await tokenOf('demo@example.com')
  const keys = (await (
    await fetch(`http://127.0.0.1:${port}/api/user/api-keys`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { items: { key: string }[] }
  const realKey = keys.items[0]?.key ?? ''
  const quota = (key: string, from?: string) =>
    send('get', '/api/key/quota', { headers: { 'x-api-key': key }, from })
  for (let guess = 0; guess < 30; guess += 1) {
    expect((await quota(`cr_${String(guess).padStart(48, '0')}`, '127.0.4.1')).status).toBe(401)
  }
  expectHeld(await quota(`cr_${'9'.repeat(48)}`, '127.0.4.1'), 15 * 60)
  expectHeld(await quota(realKey, '127.0.4.1'))
  expect((await quota(realKey, '127.0.4.2')).status).toBe(200)
  vi.setSystemTime(START + 15 * MINUTE_MS)
  expect((await quota(realKey, '127.0.4.1')).status).toBe(200)
})

test('a reset through the mock controls forgets every hold', async () => {
  for (let guess = 0; guess < 10; guess += 1) await signIn(`wrong-${guess}`)
  expectHeld(await signIn(DEMO_PASSWORD))
  const reset = await fetch(`http://127.0.0.1:${port}/__mock/reset`, { method: 'POST' })
  expect(reset.status).toBe(200)
  expect((await signIn(DEMO_PASSWORD)).status).toBe(200)
})
