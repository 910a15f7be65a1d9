/**
 * `npm run bench:relay`: load on the mock relay over real HTTP (`npm run mock:server` in a child process).
 * Exits 1 when a request failed, when the records written differ from the requests sent, or when the server's
 * memory kept growing from round to round. RELAY_BENCH_ROUNDS=n (default 6, at least 3) repeats the
 * 2,000-request round: the heap grows over the first rounds until the collector catches up, then must stay.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import { freePort, waitFor } from './bench-servers.ts'

const root = path.resolve(import.meta.dirname, '..')
const CONCURRENT_STREAMS = 200
const ROUND_REQUESTS = 2_000
const ROUND_CONCURRENCY = 50
const ROUNDS = Math.max(3, Number(process.env.RELAY_BENCH_ROUNDS ?? 6))
/** Growth over the last round beyond this is a leak, not the records kept (2,000 of them take under 1 MB). */
const RSS_GROWTH_LIMIT_MB = 16

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, ['mocks/server-main.ts', '--port', String(port)], {
  cwd: root,
  stdio: 'ignore',
})
process.on('exit', () => server.kill())

function rssMb(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
  return Math.round(kb / 102.4) / 10
}

async function api<T>(method: string, route: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${origin}${route}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}`)
  return (await response.json()) as T
}

type Api = 'anthropic' | 'openai' | 'gemini'
const APIS: Api[] = ['anthropic', 'openai', 'gemini']

function relayRequest(api: Api, key: string, stream: boolean, index: number): [string, RequestInit] {
  const prompt = `Benchmark request ${index}: say hello.`
  const headers = { 'Content-Type': 'application/json' }
  switch (api) {
    case 'anthropic':
      return [
        `${origin}/api/v1/messages`,
        {
          method: 'POST',
          headers: { ...headers, 'x-api-key': key, 'anthropic-version': '2023-06-01' },
          body: JSON.stringify({
            model: 'claude-haiku-4-5',
            max_tokens: 64,
            stream,
            messages: [{ role: 'user', content: prompt }],
          }),
        },
      ]
    case 'openai':
      return [
        `${origin}/api/responses`,
        {
          method: 'POST',
          headers: { ...headers, Authorization: `Bearer ${key}` },
          body: JSON.stringify({ model: 'gpt-5', stream, input: prompt }),
        },
      ]
    case 'gemini': {
      const action = stream ? 'streamGenerateContent?alt=sse' : 'generateContent'
      return [
        `${origin}/gemini/v1beta/models/gemini-3.5-flash-lite:${action}`,
        {
          method: 'POST',
          headers: { ...headers, 'x-goog-api-key': key },
          body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text: prompt }] }] }),
        },
      ]
    }
  }
}

interface Timing {
  ok: boolean
  ms: number
}

async function timed(api: Api, key: string, stream: boolean, index: number): Promise<Timing> {
  const started = performance.now()
  try {
    const response = await fetch(...relayRequest(api, key, stream, index))
    await response.arrayBuffer()
    return { ok: response.ok, ms: performance.now() - started }
  } catch {
    return { ok: false, ms: performance.now() - started }
  }
}

async function pool(count: number, concurrency: number, run: (index: number) => Promise<Timing>) {
  const timings: Timing[] = []
  let next = 0
  const worker = async () => {
    while (next < count) timings.push(await run(next++))
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker))
  return timings
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN
}

interface Row {
  phase: string
  sent: number
  failed: number
  seconds: number
  perSecond: number
  p50: number
  p99: number
  rssMb: number
}

async function phase(name: string, count: number, concurrency: number, run: (i: number) => Promise<Timing>) {
  const started = performance.now()
  const timings = await pool(count, concurrency, run)
  const seconds = (performance.now() - started) / 1000
  const sorted = timings.map((timing) => timing.ms).toSorted((a, b) => a - b)
  const row: Row = {
    phase: name,
    sent: count,
    failed: timings.filter((timing) => !timing.ok).length,
    seconds: Math.round(seconds * 100) / 100,
    perSecond: Math.round(count / seconds),
    p50: Math.round(percentile(sorted, 0.5)),
    p99: Math.round(percentile(sorted, 0.99)),
    rssMb: rssMb(),
  }
  console.log(
    `${row.phase.padEnd(34)} ${String(row.sent).padStart(5)} sent ${String(row.failed).padStart(4)} failed ` +
      `${String(row.seconds).padStart(6)} s ${String(row.perSecond).padStart(5)} req/s ` +
      `p50 ${String(row.p50).padStart(4)} ms p99 ${String(row.p99).padStart(5)} ms RSS ${row.rssMb} MB`,
  )
  return row
}

await waitFor(`${origin}/api/email/config`)
const { token } = await api<{ token: string }>('POST', '/api/auth/login', null, {
  email: 'demo@example.com',
  password: DEMO_PASSWORD,
})
const created = await api<{ id: string; key: string }>('POST', '/api/user/api-keys', token, { name: 'Bench' })
const rssStart = rssMb()
console.log(`Mock server on ${origin}, RSS ${rssStart} MB after the seed\n`)

const rows: Row[] = []
rows.push(
  await phase(`${CONCURRENT_STREAMS} concurrent streams`, CONCURRENT_STREAMS, CONCURRENT_STREAMS, (index) =>
    timed(APIS[index % APIS.length] ?? 'anthropic', created.key, true, index),
  ),
)
for (let round = 1; round <= ROUNDS; round++) {
  rows.push(
    await phase(
      `round ${round}: ${ROUND_REQUESTS} requests, ${ROUND_CONCURRENCY} at once`,
      ROUND_REQUESTS,
      ROUND_CONCURRENCY,
      (index) => timed(APIS[index % APIS.length] ?? 'anthropic', created.key, index % 2 === 0, index),
    ),
  )
}

const keys = await api<{ items: { id: string; usage?: { todayRequests: number } }[] }>(
  'GET',
  '/api/user/api-keys',
  token,
)
const written = keys.items.find((apiKey) => apiKey.id === created.id)?.usage?.todayRequests ?? 0
const sent = rows.reduce((sum, row) => sum + row.sent, 0)
const failed = rows.reduce((sum, row) => sum + row.failed, 0)
console.log(`\nRecords written ${written} of ${sent} requests sent (${failed} failed).`)

const problems: string[] = []
if (failed > 0) problems.push(`${failed} requests failed`)
if (written !== sent) problems.push(`records written (${written}) differ from requests sent (${sent})`)
const beforeLast = rows.at(-2)
const lastRound = rows.at(-1)
if (beforeLast && lastRound) {
  const growth = Math.round((lastRound.rssMb - beforeLast.rssMb) * 10) / 10
  console.log(
    `RSS: ${rssStart} MB after the seed, ${lastRound.rssMb} MB at the end; the last round added ${growth} MB.`,
  )
  if (growth > RSS_GROWTH_LIMIT_MB) problems.push(`RSS still grew ${growth} MB in the last round`)
}
const slowRound = rows.slice(1).find((row) => row.seconds > 60)
if (slowRound) problems.push(`${slowRound.phase} took over a minute`)
if (problems.length) {
  console.error(`\nFAILED: ${problems.join('; ')}`)
  process.exit(1)
}
process.exit(0)
