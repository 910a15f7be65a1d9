import useSWRMutation from 'swr/mutation'
import { client, unwrap } from '#src/lib/api/client.ts'
import type { ApiError } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { singleFlight } from '#src/lib/api/swr.ts'

type ConfirmPasswordResetRequest = components['schemas']['ConfirmPasswordResetRequest']

const KEY = 'confirmPasswordReset'

/** Sets a new password with the reset code; every session of the account ends (confirmPasswordReset). */
export function useConfirmPasswordReset() {
  return useSWRMutation<void, ApiError, string, ConfirmPasswordResetRequest>(KEY, (_key, { arg }) =>
    singleFlight(KEY, arg.email, async () => {
      unwrap(await client.POST('/api/auth/password-reset/confirm', { body: arg }))
    }),
  )
}
