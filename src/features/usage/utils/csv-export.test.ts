import { expect, test } from 'vitest'
import { server } from '#mocks/node.ts'
import { buildUsageRequests, failedRequest, requestLogHandler } from '#mocks/testing/request-log.ts'
import { CSV_BOM, CSV_HEADER } from './csv.ts'
import { CSV_PAGE_LIMIT, exportRequestsCsv } from './csv-export.ts'

const NEWEST = Date.parse('2026-11-27T09:00:00Z')

/** Every seventh request refused, the rest served. */
const REQUESTS = buildUsageRequests(437, {
  newest: NEWEST,
  override: (index) => (index % 7 === 3 ? failedRequest('UPSTREAM_OVERLOADED') : undefined),
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
  const { handler, log } = requestLogHandler(REQUESTS)
  server.use(handler)
  const progress: number[] = []
  const { blob, rows } = await exportRequestsCsv({
    filters: {},
    signal: new AbortController().signal,
    onProgress: (count) => progress.push(count),
  })
  expect(rows).toBe(437)
  expect(progress).toEqual([100, 200, 300, 400, 437])
  expect(log.served.map((query) => [query.cursor, query.limit])).toEqual([
    [undefined, CSV_PAGE_LIMIT],
    ['c100', CSV_PAGE_LIMIT],
    ['c200', CSV_PAGE_LIMIT],
    ['c300', CSV_PAGE_LIMIT],
    ['c400', CSV_PAGE_LIMIT],
  ])
  expect(blob.type).toBe('text/csv;charset=utf-8')
  const lines = dataLines(await fileText(blob))
  expect(lines).toHaveLength(437)
  expect(new Set(lines.map((line) => line.split(',')[0])).size).toBe(437)
  expect(lines[0]?.startsWith('2026-11-27T09:00:00.000Z,')).toBe(true)
  expect(lines.at(-1)?.startsWith(new Date(NEWEST - 436 * 60_000).toISOString())).toBe(true)
})

test('the export holds exactly what the filters select, and sends them with every page', async () => {
  const { handler, log } = requestLogHandler(REQUESTS)
  server.use(handler)
  const filters = {
    from: new Date(NEWEST - 300 * 60_000).toISOString(),
    to: new Date(NEWEST - 10 * 60_000).toISOString(),
    outcome: 'error' as const,
    keyId: 'key_laptop',
  }
  const { blob, rows } = await exportRequestsCsv({ filters, signal: new AbortController().signal })
  const expected = REQUESTS.filter((request, index) => {
    const at = Date.parse(request.at)
    return (
      index % 7 === 3 &&
      request.keyId === 'key_laptop' &&
      at >= Date.parse(filters.from) &&
      at < Date.parse(filters.to)
    )
  })
  expect(rows).toBe(expected.length)
  const lines = dataLines(await fileText(blob))
  expect(lines.map((line) => line.split(',')[0])).toEqual(
    expected.map((request) => new Date(request.at).toISOString()),
  )
  expect(lines.every((line) => line.endsWith(',UPSTREAM_OVERLOADED'))).toBe(true)
  for (const query of log.served) expect(query).toMatchObject(filters)
})

test('cancelling stops before the next page and rejects with the abort', async () => {
  const { handler, log } = requestLogHandler(REQUESTS)
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
  expect(log.served).toHaveLength(2)
})

test('an export with nothing selected is the header alone', async () => {
  server.use(requestLogHandler([]).handler)
  const { blob, rows } = await exportRequestsCsv({ filters: {}, signal: new AbortController().signal })
  expect(rows).toBe(0)
  expect(await fileText(blob)).toBe(CSV_BOM + CSV_HEADER)
})

test('a backend handing back the same cursor stops the export instead of paging forever', async () => {
  const page = { items: buildUsageRequests(1), nextCursor: 'same' }
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
