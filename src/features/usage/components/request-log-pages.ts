import { useEffect, useMemo, useState } from 'react'
import useSWRInfinite from 'swr/infinite'
import { client, unwrap } from '#src/lib/api/client.ts'
import type { ApiError } from '#src/lib/api/errors.ts'
import { LIVE_QUERY } from '#src/lib/api/live-query.ts'
import { onErrorRetry, useApiQuery } from '#src/lib/api/swr.ts'
import type { LogFilters, UsageRequest, UsageRequestPage } from '#src/features/usage/utils/usage-query.ts'

/** Rows per page: the contract's largest, so a long scroll asks the backend as seldom as it can. */
export const LOG_PAGE_SIZE = 100

/** A range ending this close to when the log opened (or later) is "up to now": new requests belong in it. */
const OPEN_END_SLACK_MS = 60_000

type PageKey = readonly [
  'request-log',
  Omit<LogFilters, 'to'> & { to?: string; limit: number; cursor?: string },
]

const fetchPage = async ([, query]: PageKey): Promise<UsageRequestPage> =>
  unwrap(await client.GET('/api/user/usage/requests', { params: { query } }))

export type RequestLogPages = {
  rows: UsageRequest[]
  error: ApiError | undefined
  isLoading: boolean
  isLoadingMore: boolean
  hasMore: boolean
  loadMore: () => void
  /** After a failure: the first page again, or the page that failed with the rows before it kept. */
  retry: () => void
}

/**
 * The log's pages, newest first, along `nextCursor`, plus the requests made since it opened: while the range is
 * open-ended, its newest page is asked again every few seconds and what is new goes on top. The loaded pages are
 * never asked again, so scrolling far down costs nothing on the next poll.
 */
export function useRequestLogPages(filters: LogFilters): RequestLogPages {
  const [openedAt] = useState(Date.now)
  const isLive = filters.to === undefined || Date.parse(filters.to) >= openedAt - OPEN_END_SLACK_MS
  // Up to now, not up to when the tab worked out its range: a new start (after a gap) shows the newest too.
  const listed = isLive ? withoutEnd(filters) : filters
  const { data, error, size, setSize, mutate } = useSWRInfinite<UsageRequestPage, ApiError>(
    (index: number, previous: UsageRequestPage | null): PageKey | null => {
      if (index > 0 && !previous?.nextCursor) return null
      return [
        'request-log',
        {
          ...listed,
          limit: LOG_PAGE_SIZE,
          ...(previous?.nextCursor ? { cursor: previous.nextCursor } : {}),
        },
      ]
    },
    fetchPage,
    {
      onErrorRetry,
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    },
  )
  const loaded = useMemo(() => data?.flatMap((page) => page.items) ?? [], [data])
  const hasMore = data ? data.at(-1)?.nextCursor != null : false

  const head = useApiQuery(
    '/api/user/usage/requests',
    isLive && data ? { params: { query: { ...listed, limit: LOG_PAGE_SIZE } } } : null,
    { ...LIVE_QUERY, revalidateOnFocus: false, revalidateOnMount: false },
  )

  const { fresh, hasGap } = useMemo(() => newerThan(loaded, head.data), [loaded, head.data])
  useEffect(() => {
    // More arrived than one page holds: start again from the newest rather than leave a hole.
    if (hasGap) void setSize(1).then(() => mutate())
  }, [hasGap, setSize, mutate])

  const rows = useMemo(() => (fresh.length ? [...fresh, ...loaded] : loaded), [fresh, loaded])
  return {
    rows,
    error,
    isLoading: !data && !error,
    isLoadingMore: hasMore && size > (data?.length ?? 0) && !error,
    hasMore,
    loadMore: () => {
      // One page at a time: asking again while one is on its way would fetch it twice.
      if (data && size === data.length) void setSize(size + 1)
    },
    retry: () => void (data ? setSize(size) : mutate()),
  }
}

/** The backend's default end is now: what the poll asks for. */
function withoutEnd(filters: LogFilters): Omit<LogFilters, 'to'> {
  const rest = { ...filters }
  delete rest.to
  return rest
}

/** The head page's requests above the newest loaded one; a gap when that one is not in the head page at all. */
function newerThan(
  loaded: UsageRequest[],
  head: UsageRequestPage | undefined,
): { fresh: UsageRequest[]; hasGap: boolean } {
  if (!head?.items.length) return { fresh: [], hasGap: false }
  const newest = loaded[0]
  if (!newest)
    return head.nextCursor === null ? { fresh: head.items, hasGap: false } : { fresh: [], hasGap: true }
  const at = head.items.findIndex((item) => item.id === newest.id)
  if (at >= 0) return { fresh: head.items.slice(0, at), hasGap: false }
  const isOlderPage = head.items.every((item) => Date.parse(item.at) <= Date.parse(newest.at))
  return { fresh: [], hasGap: !isOlderPage }
}
