import type { SWRConfiguration } from 'swr'
import { useApiQuery } from '#src/lib/api/swr.ts'

/** The account's usage statistics (getUsageStatistics). Nothing is fetched while `enabled` is false. */
export function useUsageStatistics(enabled = true, config?: SWRConfiguration) {
  return useApiQuery('/api/user/statistics', enabled ? {} : null, config)
}
