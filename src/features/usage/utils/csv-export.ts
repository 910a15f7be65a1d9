import { client, unwrap } from '#src/lib/api/client.ts'
import { CSV_BOM, CSV_HEADER, csvLine, csvRecord } from './csv.ts'
import type { LogFilters, UsageRequestPage } from './usage-query.ts'

/** The contract's largest page: the fewest round trips for a month of requests. */
export const CSV_PAGE_LIMIT = 100

export type PageRequest = LogFilters & { cursor?: string; limit: number }

export type FetchPage = (request: PageRequest, signal: AbortSignal) => Promise<UsageRequestPage>

export const fetchUsagePage: FetchPage = async (query, signal) =>
  unwrap(await client.GET('/api/user/usage/requests', { params: { query }, signal }))

/** Gives the browser a turn to paint and handle input: a long export never holds the page. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

export type CsvExport = { blob: Blob; rows: number }

const CSV_TYPE = 'text/csv;charset=utf-8'

/**
 * Every request the filters select, page after page along `nextCursor`, as one CSV file. Each page becomes one
 * string that joins the file as soon as it is written: a file built from every page at the end would encode
 * megabytes in one task. Aborting `signal` stops before the next page and rejects with its reason.
 */
export async function exportRequestsCsv({
  filters,
  signal,
  onProgress,
  fetchPage = fetchUsagePage,
}: {
  filters: LogFilters
  signal: AbortSignal
  /** The rows written so far, after each page. */
  onProgress?: (rows: number) => void
  fetchPage?: FetchPage
}): Promise<CsvExport> {
  let file = new Blob([CSV_BOM + CSV_HEADER], { type: CSV_TYPE })
  let rows = 0
  let cursor: string | null = null
  do {
    signal.throwIfAborted()
    const page = await fetchPage({ ...filters, limit: CSV_PAGE_LIMIT, ...(cursor ? { cursor } : {}) }, signal)
    signal.throwIfAborted()
    // A Blob holds the Blob it is made from by reference: each page costs its own encoding only.
    file = new Blob([file, page.items.map((request) => csvLine(csvRecord(request))).join('')], {
      type: CSV_TYPE,
    })
    rows += page.items.length
    onProgress?.(rows)
    // A backend that hands back the cursor it was given would page forever.
    if (page.nextCursor !== null && page.nextCursor === cursor) throw new Error('The same cursor came back')
    cursor = page.nextCursor
    if (cursor !== null) await nextTask()
  } while (cursor !== null)
  return { blob: file, rows }
}
