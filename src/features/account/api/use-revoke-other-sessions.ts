import useSWRMutation from 'swr/mutation'
import { client, unwrap } from '#src/lib/api/client.ts'
import type { ApiError } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { singleFlight, useApiMutate } from '#src/lib/api/swr.ts'

type SessionsRevoked = components['schemas']['SessionsRevoked']

const KEY = 'revokeOtherSessions'

/** Signs out every session but this one (revokeOtherSessions). */
export function useRevokeOtherSessions() {
  const revalidate = useApiMutate()
  return useSWRMutation<SessionsRevoked, ApiError, string, void>(KEY, () =>
    singleFlight(KEY, null, async () => {
      const revoked = unwrap(await client.POST('/api/user/sessions/revoke-others'))
      await revalidate(['/api/user/sessions'])
      return revoked
    }),
  )
}
