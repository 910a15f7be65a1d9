import useSWRMutation from 'swr/mutation'
import { client, unwrap } from '#src/lib/api/client.ts'
import type { ApiError } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { singleFlight, useApiMutate } from '#src/lib/api/swr.ts'

type ChangePasswordRequest = components['schemas']['ChangePasswordRequest']
type PasswordChanged = components['schemas']['PasswordChanged']

const KEY = 'changePassword'

/** Other sessions end on success, so the sessions list is asked again (changePassword). */
export function useChangePassword() {
  const revalidate = useApiMutate()
  return useSWRMutation<PasswordChanged, ApiError, string, ChangePasswordRequest>(KEY, (_key, { arg }) =>
    // The in-flight key holds no password: one change at a time is all a form sends.
    singleFlight(KEY, null, async () => {
      const changed = unwrap(await client.PUT('/api/user/password', { body: arg }))
      void revalidate(['/api/user/sessions'])
      return changed
    }),
  )
}
