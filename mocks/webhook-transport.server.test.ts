import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { DEMO_PASSWORD } from './demo-account.ts'
import { createMockHttpServer } from './http-server.ts'
import { resetDb } from './seed.ts'
import { setWebhookTransport } from './webhook.ts'
import { createWebhookTransport } from './webhook-transport.ts'

const servers: Server[] = []

afterEach(async () => {
  setWebhookTransport(null)
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(handler)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

interface Received {
  headers: IncomingMessage['headers']
  body: string
}

function receiver(status = 204): {
  received: Received[]
  handler: (req: IncomingMessage, res: ServerResponse) => void
} {
  const received: Received[] = []
  return {
    received,
    handler: (req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        received.push({ headers: req.headers, body })
        res.writeHead(status).end()
      })
    },
  }
}

const request = { body: '{"type":"test"}', headers: { 'Content-Type': 'application/json' } }

test('the transport POSTs to a loopback receiver and answers its status', async () => {
  const { received, handler } = receiver(202)
  const url = await listen(handler)
  expect(await createWebhookTransport()({ url: `${url}/hook`, ...request })).toEqual({ status: 202 })
  expect(received).toEqual([expect.objectContaining({ body: '{"type":"test"}' })])
})

test('a redirect is answered as it is, never followed', async () => {
  const { received, handler } = receiver()
  const target = await listen(handler)
  const redirecting = await listen((_req, res) =>
    res.writeHead(307, { Location: `${target}/elsewhere` }).end(),
  )
  expect(await createWebhookTransport()({ url: redirecting, ...request })).toEqual({ status: 307 })
  expect(received).toEqual([])
})

test('a receiver that does not answer in time is given up on with the reason', async () => {
  const url = await listen(() => undefined)
  expect(await createWebhookTransport({ timeoutMs: 200 })({ url, ...request })).toEqual({
    error: 'No answer within 0.2 s',
  })
})

test('a host other than loopback is not contacted unless the operator allowed it', async () => {
  const refused = await createWebhookTransport()({ url: 'https://hooks.example.com/x', ...request })
  expect(refused).toEqual({ error: expect.stringContaining('--allow-webhook-host hooks.example.com') })
  const allowed = await createWebhookTransport({ allowedHosts: ['nothing.invalid'], timeoutMs: 2_000 })({
    url: 'https://nothing.invalid/x',
    ...request,
  })
  expect(allowed).toEqual({ error: expect.stringMatching(/^Could not connect|fetch failed/) })
})

test('a refused connection says so', async () => {
  const url = await listen(() => undefined)
  const port = new URL(url).port
  const closing = servers.pop()!
  await new Promise((resolve) => closing.close(resolve))
  expect(await createWebhookTransport()({ url: `http://127.0.0.1:${port}/`, ...request })).toEqual({
    error: 'Could not connect (ECONNREFUSED)',
  })
})

test('through the mock server, a webhook test reaches the receiver signed, and the outbox records it', async () => {
  resetDb()
  const { received, handler } = receiver()
  const hook = `${await listen(handler)}/hook`
  const mock = createMockHttpServer({ log: null })
  servers.push(mock)
  await new Promise<void>((resolve) => mock.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(mock.address() as AddressInfo).port}`
  const call = async (method: string, path: string, body: unknown, token?: string) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
    return (await response.json()) as Record<string, unknown>
  }
  const { token } = (await call('POST', '/api/auth/login', {
    email: 'demo@example.com',
    password: DEMO_PASSWORD,
  })) as { token: string }
  const { webhookSecret } = (await call('PUT', '/api/user/notifications', { webhookUrl: hook }, token)) as {
    webhookSecret: string
  }

  const result = await call('POST', '/api/user/notifications/test', { channel: 'webhook' }, token)

  expect(result).toEqual({ channel: 'webhook', delivered: true, status: 204, error: null })
  const [delivery] = received
  const timestamp = String(delivery?.headers['x-relay-timestamp'])
  expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(300)
  const expected = createHmac('sha256', webhookSecret).update(`${timestamp}.${delivery?.body}`).digest('hex')
  expect(delivery?.headers['x-relay-signature']).toBe(`sha256=${expected}`)
  expect(JSON.parse(delivery?.body ?? '')).toMatchObject({ type: 'test' })
  const outbox = (await (await fetch(`${base}/__mock/outbox`)).json()) as { items: Record<string, unknown>[] }
  expect(outbox.items[0]).toMatchObject({
    channel: 'webhook',
    to: hook,
    reason: 'test',
    delivery: 'HTTP 204',
  })
})
