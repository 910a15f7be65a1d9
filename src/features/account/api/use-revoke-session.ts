import useSWRMutation from 'swr/mutation'
import { client, unwrap } from '#src/lib/api/client.ts'
import { getErrorCode, type ApiError } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { singleFlight, useApiMutate } from '#src/lib/api/swr.ts'

type SessionId = components['schemas']['SessionId']

const KEY = 'revokeSession'

/** Signs out one session (revokeSession); one already ended counts as done, and the list is asked again. */
export function useRevokeSession() {
  const revalidate = useApiMutate()
  return useSWRMutation<void, ApiError, string, SessionId>(KEY, (_key, { arg: id }) =>
    singleFlight(KEY, id, async () => {
      try {
        unwrap(await client.DELETE('/api/user/sessions/{id}', { params: { path: { id } } }))
      } catch (error) {
        if (getErrorCode(error) !== 'SESSION_NOT_FOUND') throw error
      }
      await revalidate(['/api/user/sessions'])
    }),
  )
}
