import { useApiQuery } from '#src/lib/api/swr.ts'

/** The signed-in account (getProfile). Pass `enabled: false` while signed out: nothing is fetched. */
export function useProfile(enabled = true) {
  return useApiQuery('/api/user/profile', enabled ? {} : null)
}
