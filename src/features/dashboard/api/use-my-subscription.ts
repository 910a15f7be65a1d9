import { useApiQuery } from '#src/lib/api/swr.ts'

/** The account's subscription (getMySubscription). Nothing is fetched while `enabled` is false. */
export function useMySubscription(enabled = true) {
  return useApiQuery('/api/activation-codes/my-subscription', enabled ? {} : null)
}
