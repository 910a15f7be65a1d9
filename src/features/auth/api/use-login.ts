import useSWRMutation from 'swr/mutation'
import { client, unwrap } from '#src/lib/api/client.ts'
import type { ApiError } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { singleFlight } from '#src/lib/api/swr.ts'

type LoginRequest = components['schemas']['LoginRequest']
type LoginAnswer = components['schemas']['AuthResponse'] | components['schemas']['TwoFactorChallenge']

const KEY = 'login'

/** Storing the session is the auth provider's job, not this hook's; a challenge is the login page's. */
export function useLogin() {
  return useSWRMutation<LoginAnswer, ApiError, string, LoginRequest>(KEY, (_key, { arg }) =>
    singleFlight(KEY, arg.email, async () => unwrap(await client.POST('/api/auth/login', { body: arg }))),
  )
}
