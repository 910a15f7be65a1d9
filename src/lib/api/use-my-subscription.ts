import type { SWRConfiguration } from 'swr'
import { useApiQuery } from './swr.ts'

/** Shared by the dashboard and the guide (which opens on a tool the plan covers): one cache entry. */
export function useMySubscription(enabled = true, config?: SWRConfiguration) {
  return useApiQuery('/api/activation-codes/my-subscription', enabled ? {} : null, config)
}
