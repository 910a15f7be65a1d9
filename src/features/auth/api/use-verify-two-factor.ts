import useSWRMutation from 'swr/mutation'
import { client, unwrap } from '#src/lib/api/client.ts'
import type { ApiError } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { singleFlight } from '#src/lib/api/swr.ts'

type VerifyTwoFactorRequest = components['schemas']['VerifyTwoFactorRequest']
type AuthResponse = components['schemas']['AuthResponse']

const KEY = 'verifyTwoFactor'

/** The second sign-in step (verifyTwoFactor); storing the session is the auth provider's job. */
export function useVerifyTwoFactor() {
  return useSWRMutation<AuthResponse, ApiError, string, VerifyTwoFactorRequest>(KEY, (_key, { arg }) =>
    singleFlight(KEY, arg.challengeToken, async () =>
      unwrap(await client.POST('/api/auth/two-factor', { body: arg })),
    ),
  )
}
