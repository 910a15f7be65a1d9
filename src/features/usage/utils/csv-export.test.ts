import { beforeEach, expect, test } from 'vitest'
import { server } from '#mocks/node.ts'
import { resetDb, seedSignedInUser } from '#mocks/seed.ts'
import { failure, seedUsageKey, seedUsageRequests, watchRequestLog } from '#mocks/testing/usage-requests.ts'
import type { RequestRecord } from '#mocks/db.ts'
import { writeStoredSession } from '#src/lib/auth/session.ts'
import { setClock } from '#src/testing/clock.ts'
import { CSV_BOM, CSV_HEADER } from './csv.ts'
import { CSV_PAGE_LIMIT, exportRequestsCsv } from './csv-export.ts'

const NEWEST = Date.parse('2026-11-27T09:00:00Z')

const LAPTOP = 'key_laptop'

/** 437 requests a minute apart, newest first, every third of a deleted key, every seventh refused. */
let REQUESTS: RequestRecord[] = []

beforeEach(async () => {
  setClock(NEWEST + 60_000)
  resetDb(NEWEST + 60_000)
  const session = await seedSignedInUser('usage@example.com')
  writeStoredSession(session)
  seedUsageKey(session.user.id, { id: LAPTOP, name: 'Laptop' })
  REQUESTS = seedUsageRequests(
    session.user.id,
    Array.from({ length: 437 }, (_, index) => ({
      at: NEWEST - index * 60_000,
      apiKeyId: index % 3 === 2 ? 'key_deleted' : LAPTOP,
      inputTokens: 1_200,
      outputTokens: 350,
      cacheReadTokens: 42_000,
      ...(index % 7 === 3 ? failure('UPSTREAM_OVERLOADED') : {}),
    })),
  )
})

/** The file as written: `Blob.text()` would drop the byte order mark. */
async function fileText(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer())
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
}

function dataLines(text: string): string[] {
  expect(text.startsWith(CSV_BOM + CSV_HEADER)).toBe(true)
  return text
    .slice((CSV_BOM + CSV_HEADER).length)
    .split('\r\n')
    .slice(0, -1)
}

test('the export follows every page and writes each selected request once, newest first', async () => {
  const { handler, served } = watchRequestLog()
  server.use(handler)
  const progress: number[] = []
  const { blob, rows } = await exportRequestsCsv({
    filters: {},
    signal: new AbortController().signal,
    onProgress: (count) => progress.push(count),
  })
  expect(rows).toBe(437)
  expect(progress).toEqual([100, 200, 300, 400, 437])
  expect(served.map((query) => [query.cursor, query.limit])).toEqual([
    [undefined, CSV_PAGE_LIMIT],
    [expect.any(String), CSV_PAGE_LIMIT],
    [expect.any(String), CSV_PAGE_LIMIT],
    [expect.any(String), CSV_PAGE_LIMIT],
    [expect.any(String), CSV_PAGE_LIMIT],
  ])
  expect(new Set(served.map((query) => query.cursor)).size).toBe(5)
  expect(blob.type).toBe('text/csv;charset=utf-8')
  const lines = dataLines(await fileText(blob))
  expect(lines).toHaveLength(437)
  expect(new Set(lines.map((line) => line.split(',')[0])).size).toBe(437)
  expect(lines[0]?.startsWith('2026-11-27T09:00:00.000Z,')).toBe(true)
  expect(lines.at(-1)?.startsWith(new Date(NEWEST - 436 * 60_000).toISOString())).toBe(true)
})

test('the export holds exactly what the filters select, and sends them with every page', async () => {
  const { handler, served } = watchRequestLog()
  server.use(handler)
  const filters = {
    from: new Date(NEWEST - 300 * 60_000).toISOString(),
    to: new Date(NEWEST - 10 * 60_000).toISOString(),
    outcome: 'error' as const,
    keyId: LAPTOP,
  }
  const { blob, rows } = await exportRequestsCsv({ filters, signal: new AbortController().signal })
  const expected = REQUESTS.filter(
    (request, index) =>
      index % 7 === 3 &&
      request.apiKeyId === LAPTOP &&
      request.at >= Date.parse(filters.from) &&
      request.at < Date.parse(filters.to),
  )
  expect(rows).toBe(expected.length)
  const lines = dataLines(await fileText(blob))
  expect(lines.map((line) => line.split(',')[0])).toEqual(
    expected.map((request) => new Date(request.at).toISOString()),
  )
  expect(lines.every((line) => line.endsWith(',UPSTREAM_OVERLOADED'))).toBe(true)
  for (const query of served) expect(query).toMatchObject(filters)
})

test('cancelling stops before the next page and rejects with the abort', async () => {
  const { handler, served } = watchRequestLog()
  server.use(handler)
  const controller = new AbortController()
  const exporting = exportRequestsCsv({
    filters: {},
    signal: controller.signal,
    onProgress: (count) => {
      if (count === 200) controller.abort()
    },
  })
  await expect(exporting).rejects.toMatchObject({ name: 'AbortError' })
  // Give a page that was wrongly asked for after the abort the time to arrive.
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(served).toHaveLength(2)
})

test('an export with nothing selected is the header alone', async () => {
  const { blob, rows } = await exportRequestsCsv({
    filters: { model: 'claude-opus-4-1' },
    signal: new AbortController().signal,
  })
  expect(rows).toBe(0)
  expect(await fileText(blob)).toBe(CSV_BOM + CSV_HEADER)
})

test('a backend handing back the same cursor stops the export instead of paging forever', async () => {
  const page = {
    items: [
      {
        id: 'req_1',
        at: '2026-11-27T09:00:00Z',
        keyId: LAPTOP,
        keyName: 'Laptop',
        model: 'claude-sonnet-4-5',
        api: 'anthropic' as const,
        tokens: { input: 1_200, output: 350, cacheWrite: 0, cacheRead: 42_000 },
        cost: { amount: 0.02145, currency: 'USD' },
        durationMs: 4_210,
        firstTokenMs: 830,
        status: 200,
        errorCode: null,
      },
    ],
    nextCursor: 'same',
  }
  let calls = 0
  const fetchPage = () => {
    calls++
    return Promise.resolve(page)
  }
  await expect(
    exportRequestsCsv({ filters: {}, signal: new AbortController().signal, fetchPage }),
  ).rejects.toThrow('The same cursor came back')
  expect(calls).toBe(2)
})
