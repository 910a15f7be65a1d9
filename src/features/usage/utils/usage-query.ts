import type { components, operations } from '#src/lib/api/schema.d.ts'

/** The filters of the request log and the summary, as the API takes them; a page's `cursor` and `limit` are the log's own. */
export type UsageQuery = NonNullable<operations['listUsageRequests']['parameters']['query']>

export type LogFilters = Omit<UsageQuery, 'cursor' | 'limit'>

export type UsageRequest = components['schemas']['UsageRequest']

export type UsageRequestPage = components['schemas']['UsageRequestPage']

/** The filters alone: a caller's stray `cursor` or `limit` would page the wrong way. */
export function filtersOf(query: UsageQuery): LogFilters {
  const { from, to, keyId, model, outcome } = query
  return {
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    ...(keyId === undefined ? {} : { keyId }),
    ...(model === undefined ? {} : { model }),
    ...(outcome === undefined ? {} : { outcome }),
  }
}
