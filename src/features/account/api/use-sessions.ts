import { useApiQuery } from '#src/lib/api/swr.ts'

/** Where the account is signed in (listSessions; optional). */
export function useSessions() {
  return useApiQuery('/api/user/sessions', {})
}
