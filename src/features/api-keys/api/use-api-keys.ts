import { useApiQuery } from '#src/lib/api/swr.ts'

/** The account's API keys and the per-account limit (listApiKeys). Nothing is fetched while `enabled` is false. */
export function useApiKeys(enabled = true) {
  return useApiQuery('/api/user/api-keys', enabled ? {} : null)
}
