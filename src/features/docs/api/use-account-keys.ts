import { useApiQuery } from '#src/lib/api/swr.ts'

/**
 * The signed-in user's API keys for the guide's key picker (listApiKeys; the same cache entry as the keys tab).
 * Nothing is fetched for a visitor (`enabled` false).
 */
export function useAccountKeys(enabled: boolean) {
  return useApiQuery('/api/user/api-keys', enabled ? {} : null)
}
