import { useApiQuery } from '#src/lib/api/swr.ts'

/** The account's usage statistics (getUsageStatistics). Nothing is fetched while `enabled` is false. */
export function useUsageStatistics(enabled = true) {
  return useApiQuery('/api/user/statistics', enabled ? {} : null)
}
