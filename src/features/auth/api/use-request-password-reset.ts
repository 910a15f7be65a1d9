import useSWRMutation from 'swr/mutation'
import { client, unwrap } from '#src/lib/api/client.ts'
import type { ApiError } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { singleFlight } from '#src/lib/api/swr.ts'

type PasswordResetRequest = components['schemas']['PasswordResetRequest']
type PasswordResetStarted = components['schemas']['PasswordResetStarted']

const KEY = 'requestPasswordReset'

/** Sends a reset code if an account uses the address; the answer is the same either way (requestPasswordReset). */
export function useRequestPasswordReset() {
  return useSWRMutation<PasswordResetStarted, ApiError, string, PasswordResetRequest>(KEY, (_key, { arg }) =>
    singleFlight(KEY, arg.email, async () =>
      unwrap(await client.POST('/api/auth/password-reset', { body: arg })),
    ),
  )
}
