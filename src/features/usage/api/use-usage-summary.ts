import type { SWRConfiguration } from 'swr'
import { isApiError } from '#src/lib/api/errors.ts'
import type { operations } from '#src/lib/api/schema.d.ts'
import { useApiQuery } from '#src/lib/api/swr.ts'

export type UsageSummaryQuery = operations['getUsageSummary']['parameters']['query']

/** The account's usage in a range, grouped (getUsageSummary). Nothing is fetched while `query` is null. */
export function useUsageSummary(query: UsageSummaryQuery | null, config?: SWRConfiguration) {
  return useApiQuery('/api/user/usage/summary', query ? { params: { query } } : null, config)
}

/**
 * A backend without the optional operation answers 404, 405 or 501 (ADR 006); the summary has no "not found" of
 * its own, so any 404 says so.
 */
export function isUsageUnsupported(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && [404, 405, 501].includes(error.status)
}
