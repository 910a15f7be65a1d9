import { spawn } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer as createHttpServer, type Server } from 'node:http'
import { createServer as createTcpServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { createMockHttpServer } from '#mocks/http-server.ts'
import { resetDb } from '#mocks/seed.ts'

type KeyQuota = components['schemas']['KeyQuota']

const script = path.join(import.meta.dirname, '../public/tools/relay-statusline.mjs')
const stdin = JSON.stringify({ model: { display_name: 'Opus 4.1' }, cwd: '/tmp' })
const requestLog: string[] = []
let server: Server
let base = ''
let cacheDir = ''

beforeAll(async () => {
  server = createMockHttpServer({ log: (line) => requestLog.push(line) })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(async () => {
  resetDb()
  requestLog.length = 0
  cacheDir = await mkdtemp(path.join(tmpdir(), 'relay-statusline-test-'))
})

afterEach(async () => {
  await rm(cacheDir, { recursive: true, force: true })
})

async function keyOf(email: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  const { token } = (await login.json()) as { token: string }
  const keys = await fetch(`${base}/api/user/api-keys`, { headers: { Authorization: `Bearer ${token}` } })
  const { items } = (await keys.json()) as { items: { key: string }[] }
  const key = items[0]?.key
  if (!key) throw new Error(`${email} has no key`)
  return key
}

async function quotaOf(key: string): Promise<KeyQuota> {
  const response = await fetch(`${base}/api/key/quota`, { headers: { 'x-api-key': key } })
  expect(response.status).toBe(200)
  return (await response.json()) as KeyQuota
}

const quotaRequests = () => requestLog.filter((line) => line.startsWith('GET /api/key/quota ')).length

interface Run {
  stdout: string
  stderr: string
  code: number | null
  ms: number
}

/** Runs the script as Claude Code does: the status-line JSON on stdin, the relay in the environment. */
function run(
  key: string,
  options: { input?: string; env?: Record<string, string>; args?: string[]; baseUrl?: string } = {},
): Promise<Run> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...(options.args ?? [])], {
      // Only what the test chooses: no NO_COLOR or proxy settings leak in from the shell running the tests.
      env: {
        ANTHROPIC_BASE_URL: options.baseUrl ?? `${base}/api`,
        ANTHROPIC_AUTH_TOKEN: key,
        RELAY_STATUSLINE_CACHE_DIR: cacheDir,
        ...options.env,
      },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({ stdout, stderr, code, ms: performance.now() - started }))
    child.stdin.end(options.input ?? stdin)
  })
}

/** The key appears nowhere: not in what the script prints, not in the cache (its name or its content). */
async function expectKeyKept(key: string, result: Run) {
  expect(result.stdout).not.toContain(key)
  expect(result.stderr).not.toContain(key)
  for (const name of await readdir(cacheDir)) {
    expect(name).not.toContain(key)
    expect(await readFile(path.join(cacheDir, name), 'utf8')).not.toContain(key)
  }
}

/** One short line, exit 0, well within Claude Code's patience. */
function expectShortLine(result: Run) {
  expect(result.code).toBe(0)
  expect(result.stderr).toBe('')
  expect(result.stdout.endsWith('\n')).toBe(true)
  expect(result.stdout.trimEnd()).not.toContain('\n')
  expect(result.stdout.length).toBeLessThan(200)
  expect(result.ms).toBeLessThan(3000)
}

const money = (amount: number) => `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`
const colourOf = (percent: number) => (percent >= 100 ? '\x1b[31m' : percent >= 80 ? '\x1b[33m' : '\x1b[32m')

/** The line the API's answer should give, its reset time left out (it moves with the clock). */
function expectFigures(line: string, quota: KeyQuota, coloured: boolean) {
  const daily = quota.quotas.find((entry) => entry.kind === 'daily')
  const opus = quota.quotas.find((entry) => entry.kind === 'weeklyOpus')
  if (!daily?.limit || !opus?.limit) throw new Error('the seeded account has no daily or Opus quota')
  const dailyPercent = Math.floor((daily.used / daily.limit) * 100)
  const opusPercent = Math.floor((opus.used / opus.limit) * 100)
  const paint = (text: string, percent: number) => (coloured ? `${colourOf(percent)}${text}\x1b[0m` : text)
  expect(line).toContain(
    [
      'Opus 4.1',
      paint(`today ${money(daily.used)} / ${money(daily.limit)} (${dailyPercent} %)`, dailyPercent),
      paint(`Opus week ${opusPercent} %`, opusPercent),
      'resets in ',
    ].join(' · '),
  )
  if (!coloured) expect(line).not.toContain('\x1b')
  // The nearest reset of all the quotas, within a minute of what the clock says now.
  const nearest = Math.min(...quota.quotas.map((entry) => Date.parse(entry.resetsAt)))
  const [, hours = '0', minutes = '0'] = /resets in (?:(\d+) h )?(\d+) min/.exec(line) ?? []
  const shown = (Number(hours) * 60 + Number(minutes)) * 60_000
  expect(Math.abs(shown - (nearest - Date.now()))).toBeLessThan(2 * 60_000)
}

test('the status line shows the figures the API gives for the demo key, coloured', async () => {
  const key = await keyOf('demo@example.com')
  const result = await run(key)
  expectShortLine(result)
  expectFigures(result.stdout, await quotaOf(key), true)
  await expectKeyKept(key, result)
})

test('the status line shows the heavy user near the limits in yellow, and no colour under NO_COLOR', async () => {
  const key = await keyOf('heavy@example.com')
  const coloured = await run(key)
  expectShortLine(coloured)
  const quota = await quotaOf(key)
  expectFigures(coloured.stdout, quota, true)
  expect(coloured.stdout).toContain('\x1b[33mtoday $27.60 / $30 (92 %)\x1b[0m')

  const plain = await run(key, { env: { NO_COLOR: '1' } })
  expectShortLine(plain)
  expectFigures(plain.stdout, quota, false)
  await expectKeyKept(key, plain)
})

test('a second run within a minute answers from the cache without asking the relay', async () => {
  const key = await keyOf('demo@example.com')
  const first = await run(key, { env: { NO_COLOR: '1' } })
  expect(quotaRequests()).toBe(1)
  const second = await run(key, { env: { NO_COLOR: '1' } })
  expect(quotaRequests()).toBe(1)
  expect(second.stdout).toBe(first.stdout)
  // The cache holds figures: nothing of the answer but the numbers the line needs.
  const [file] = await readdir(cacheDir)
  const cached = await readFile(path.join(cacheDir, file ?? ''), 'utf8')
  expect(cached).not.toMatch(/Laptop|CI runner|Pro|cr_/)
  await expectKeyKept(key, second)
})

test('a wrong key prints that the key is not accepted and exits 0', async () => {
  const key = 'cr_000000000000000000000000000000000000000000000000'
  const result = await run(key)
  expectShortLine(result)
  expect(result.stdout).toBe('Opus 4.1 · key not accepted\n')
  await expectKeyKept(key, result)
})

test('a refused request (429) prints the last figures marked stale, or that the quota is unavailable', async () => {
  const key = await keyOf('demo@example.com')
  const fresh = await run(key, { env: { NO_COLOR: '1' } })
  // The minute has passed for the cache, and the key has used up its 60 questions a minute.
  const [file = ''] = await readdir(cacheDir)
  const entry = JSON.parse(await readFile(path.join(cacheDir, file), 'utf8')) as Record<string, unknown>
  await writeFile(path.join(cacheDir, file), JSON.stringify({ ...entry, at: 0, nextAt: 0 }))
  for (let call = 0; call < 60; call++)
    await fetch(`${base}/api/key/quota`, { headers: { 'x-api-key': key } })
  expect((await fetch(`${base}/api/key/quota`, { headers: { 'x-api-key': key } })).status).toBe(429)

  const stale = await run(key, { env: { NO_COLOR: '1' } })
  expectShortLine(stale)
  // The countdown is worked out again from the clock, which may have passed a minute since the fresh line.
  const withoutCountdown = (line: string) => line.replace(/resets in [^·]+/, 'resets in …')
  expect(withoutCountdown(stale.stdout)).toBe(withoutCountdown(`${fresh.stdout.trimEnd()} · (stale)\n`))
  expect(stale.stdout).toMatch(/resets in \d/)

  await rm(path.join(cacheDir, file))
  const none = await run(key)
  expectShortLine(none)
  expect(none.stdout).toBe('Opus 4.1 · relay quota unavailable\n')
  await expectKeyKept(key, none)
})

test('a relay that is down prints that the quota is unavailable and exits 0', async () => {
  const closed = createTcpServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  const { port } = closed.address() as AddressInfo
  await new Promise((resolve) => closed.close(resolve))
  const key = await keyOf('demo@example.com')
  const result = await run(key, { baseUrl: `http://127.0.0.1:${port}/api` })
  expectShortLine(result)
  expect(result.stdout).toBe('Opus 4.1 · relay quota unavailable\n')
  await expectKeyKept(key, result)
})

test('a relay that never answers is given up after 2 seconds', async () => {
  const silent = createHttpServer(() => {
    // Never answers.
  })
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = silent.address() as AddressInfo
    const result = await run('cr_silent', { baseUrl: `http://127.0.0.1:${port}/api` })
    expectShortLine(result)
    expect(result.ms).toBeGreaterThan(1900)
    expect(result.stdout).toBe('Opus 4.1 · relay quota unavailable\n')
  } finally {
    silent.closeAllConnections()
    await new Promise((resolve) => silent.close(resolve))
  }
})

test.each([
  ['not JSON', '{"model": '],
  ['empty', ''],
  ['JSON without a model', '[1, 2]'],
  ['a model name that is not text', '{"model":{"display_name":42}}'],
])('malformed status-line input (%s) still gives the quota line without a model', async (_, input) => {
  const key = await keyOf('demo@example.com')
  const result = await run(key, { input, env: { NO_COLOR: '1' } })
  expectShortLine(result)
  expect(result.stdout).toMatch(/^today \$[\d.]+ \/ \$30 \(\d+ %\) · Opus week \d+ % · resets in /)
})

test.each([
  ['en', 'today', 'resets in ', / \(\d+ %\)/],
  ['zh-CN', '今日', '后重置', / \(\d+%\)/],
  ['zh-TW', '今日', '後重設', / \(\d+%\)/],
  ['ja', '今日', /\d分後にリセット/, / \(\d+%\)/],
  ['ru', 'сегодня', 'до сброса: ', / \(\d+ %\)/],
])('--lang=%s prints the line in that language', async (lang, today, resets, percent) => {
  const key = await keyOf('demo@example.com')
  const result = await run(key, { args: [`--lang=${lang}`], env: { NO_COLOR: '1' } })
  expectShortLine(result)
  expect(result.stdout).toContain(`Opus 4.1 · ${today} $`)
  expect(result.stdout).toMatch(resets)
  // A percentage as the language writes it (Chinese and Japanese without a space before %).
  expect(result.stdout).toMatch(percent)
  expect(result.stdout).not.toMatch(/undefined|NaN|您/)
})

test('the quota address is found from a base URL with a trailing slash or without /api', async () => {
  const key = await keyOf('demo@example.com')
  for (const baseUrl of [`${base}/api/`, base, `${base}/`]) {
    const result = await run(key, { baseUrl, env: { NO_COLOR: '1' } })
    expect(result.stdout, baseUrl).toContain('Opus 4.1 · today $')
    await rm(cacheDir, { recursive: true, force: true })
  }
  expect(quotaRequests()).toBe(3)
})

test('a base URL that answers something else than a quota prints that the quota is unavailable', async () => {
  const other = createHttpServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"hello":"world"}')
  })
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = other.address() as AddressInfo
    const result = await run('cr_elsewhere', { baseUrl: `http://127.0.0.1:${port}/api` })
    expectShortLine(result)
    expect(result.stdout).toBe('Opus 4.1 · relay quota unavailable\n')
  } finally {
    await new Promise((resolve) => other.close(resolve))
  }
})

test("a key's own daily limit, when tighter than the plan's, is shown as the key's, with its weekly limit", async () => {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: DEMO_PASSWORD }),
  })
  const { token } = (await login.json()) as { token: string }
  const keys = await fetch(`${base}/api/user/api-keys`, { headers: { Authorization: `Bearer ${token}` } })
  const { items } = (await keys.json()) as { items: { id: string; key: string }[] }
  const apiKey = items[0]
  if (!apiKey) throw new Error('the demo account has keys')
  const patched = await fetch(`${base}/api/user/api-keys/${apiKey.id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ limits: { dailyUsd: 1000, weeklyUsd: 2000 } }),
  })
  expect(patched.status).toBe(200)
  const before = await run(apiKey.key, { env: { NO_COLOR: '1' } })
  expect(before.stdout).not.toContain('key limit')
  expect(before.stdout).toContain('key week 0 %')
  await rm(cacheDir, { recursive: true, force: true })
  const tighter = await fetch(`${base}/api/user/api-keys/${apiKey.id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ limits: { dailyUsd: 0.1, weeklyUsd: null } }),
  })
  expect(tighter.status).toBe(200)
  const result = await run(apiKey.key, { env: { NO_COLOR: '1' }, args: ['--lang=en'] })
  expectShortLine(result)
  expect(result.stdout).toMatch(/today \$[\d.]+ \/ \$0\.10 \(\d+ %\) key limit · Opus week/)
  expect(result.stdout).not.toContain('key week')
  await expectKeyKept(apiKey.key, result)
})
