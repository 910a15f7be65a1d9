import { useApiQuery } from './swr.ts'

/**
 * The signed-in user's subscription (getMySubscription): one cache entry for the dashboard and the guide,
 * which opens on a tool the plan covers. Nothing is fetched while `enabled` is false (a visitor).
 */
export function useMySubscription(enabled = true) {
  return useApiQuery('/api/activation-codes/my-subscription', enabled ? {} : null)
}
