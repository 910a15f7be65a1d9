import type { SWRConfiguration } from 'swr'
import { useApiQuery } from './swr.ts'

/** Shared by the keys tab and the guide's key picker: one cache entry. */
export function useApiKeys(enabled = true, config?: SWRConfiguration) {
  return useApiQuery('/api/user/api-keys', enabled ? {} : null, config)
}
