import { useApiQuery } from './swr.ts'

/**
 * The signed-in user's API keys and the per-account limit (listApiKeys): one cache entry for the keys tab and the
 * guide's key picker. Nothing is fetched while `enabled` is false (a visitor).
 */
export function useApiKeys(enabled = true) {
  return useApiQuery('/api/user/api-keys', enabled ? {} : null)
}
