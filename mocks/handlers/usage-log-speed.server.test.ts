// Figures, not assertions on time: a loaded machine would fail a timed test for nothing. The targets: a page of
// 100 in 20 ms, a 30-day summary in 50 ms, with 25,000 requests.
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { getResponse } from 'msw'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { MODEL_CATALOGUE } from '#mocks/catalogue.ts'
import { db, type RequestRecord } from '#mocks/db.ts'
import { createMockHttpServer } from '#mocks/http-server.ts'
import { buildApiKey, resetDb, seedSignedInUser } from '#mocks/seed.ts'
import { DAY_MS } from '#src/lib/time-units.ts'
import { handlers } from './index.ts'

const RECORDS = 25_000
const RUNS = 20
const ORIGIN = 'http://localhost:3000'

let server: Server
let base = ''

beforeAll(async () => {
  server = createMockHttpServer({ log: null })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

/** Deterministic: a linear congruential generator, so that every run measures the same log. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

function seedLog(userId: string, keyIds: string[], now: number): void {
  const next = random(42)
  const records: RequestRecord[] = []
  for (let index = 0; index < RECORDS; index += 1) {
    const model = MODEL_CATALOGUE[Math.floor(next() * MODEL_CATALOGUE.length)]!
    const isFailure = next() < 0.03
    const input = Math.floor(next() * 20_000)
    records.push({
      id: `req_${index.toString(16).padStart(12, '0')}`,
      userId,
      apiKeyId: keyIds[Math.floor(next() * keyIds.length)]!,
      at: now - Math.floor(next() * 30 * DAY_MS),
      api: model.api,
      model: model.id,
      inputTokens: isFailure ? 0 : input,
      outputTokens: isFailure ? 0 : Math.floor(input / 5),
      cacheWriteTokens: 0,
      cacheReadTokens: isFailure ? 0 : input * 3,
      costMicros: isFailure ? 0 : Math.round(input * model.prices.input),
      opusCostMicros: 0,
      durationMs: 1500,
      firstTokenMs: isFailure ? null : 400,
      status: isFailure ? 429 : 200,
      errorCode: isFailure ? 'DAILY_QUOTA_EXHAUSTED' : null,
    })
  }
  // Appended by end time, which is not the order they began in.
  db.requests.push(...records)
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

type Call = (pathAndQuery: string) => Promise<Response>

async function time(call: Call, pathAndQuery: string) {
  const started = performance.now()
  const response = await call(pathAndQuery)
  const body = (await response.json()) as { nextCursor?: string | null; items?: unknown[] }
  return { ms: performance.now() - started, status: response.status, body }
}

async function measure(label: string, call: Call, pathAndQuery: string) {
  const first = await time(call, pathAndQuery)
  expect(first.status).toBe(200)
  const runs: number[] = []
  for (let run = 0; run < RUNS; run += 1) runs.push((await time(call, pathAndQuery)).ms)
  return { label, first: first.ms.toFixed(2), median: median(runs).toFixed(2), body: first.body }
}

test('the request log and its summary over 25,000 requests of one account, median of 20', async () => {
  const now = Date.now()
  resetDb(now)
  const { token, user } = await seedSignedInUser({ planId: 'pro-monthly' })
  const keyIds = Array.from({ length: 5 }, (_, index) => {
    const key = buildApiKey({ userId: user.id, name: `Key ${index + 1}` })
    db.apiKeys.set(key.id, key)
    return key.id
  })
  seedLog(user.id, keyIds, now)
  const headers = { Authorization: `Bearer ${token}` }
  const inProcess: Call = async (pathAndQuery) =>
    (await getResponse(handlers, new Request(`${ORIGIN}${pathAndQuery}`, { headers })))!
  const overHttp: Call = (pathAndQuery) => fetch(`${base}${pathAndQuery}`, { headers })

  const cold = await time(inProcess, '/api/user/usage/requests?limit=100')
  // The cursor after 10,000 requests: a page deep in the log.
  let cursor = ''
  for (let page = 0; page < 100; page += 1) {
    const { body } = await time(inProcess, `/api/user/usage/requests?limit=100${cursor}`)
    cursor = `&cursor=${body.nextCursor}`
  }
  const queries = [
    ['page of 100, first', '/api/user/usage/requests?limit=100'],
    ['page of 100, after 10,000', `/api/user/usage/requests?limit=100${cursor}`],
    ['page of 100, failures only', '/api/user/usage/requests?limit=100&outcome=error'],
    ['summary by model', '/api/user/usage/summary?groupBy=model'],
    ['summary by key', '/api/user/usage/summary?groupBy=key'],
    ['summary by hour', '/api/user/usage/summary?groupBy=hour'],
    ['summary by day (New York)', '/api/user/usage/summary?groupBy=day&timeZone=America/New_York'],
    ['summary by day (Kathmandu)', '/api/user/usage/summary?groupBy=day&timeZone=Asia/Kathmandu'],
  ] as const
  const lines = [
    `first request, indexing the log: ${cold.ms.toFixed(2)} ms`,
    'query | in-process first / median (ms) | over HTTP first / median (ms)',
  ]
  for (const [label, pathAndQuery] of queries) {
    const handler = await measure(label, inProcess, pathAndQuery)
    const http = await measure(label, overHttp, pathAndQuery)
    if (handler.body.items) expect(handler.body.items).toHaveLength(100)
    lines.push(`${label} | ${handler.first} / ${handler.median} | ${http.first} / ${http.median}`)
  }
  console.log(`Request log speed, ${RECORDS} requests in 30 days:\n${lines.join('\n')}`)
})
