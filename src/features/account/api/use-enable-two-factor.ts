import useSWRMutation from 'swr/mutation'
import { client, unwrap } from '#src/lib/api/client.ts'
import type { ApiError } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { singleFlight, useApiMutate } from '#src/lib/api/swr.ts'

type TwoFactorEnabled = components['schemas']['TwoFactorEnabled']

const KEY = 'enableTwoFactor'

/** The recovery codes are answered once and kept in the caller's state only. */
export function useEnableTwoFactor() {
  const revalidate = useApiMutate()
  return useSWRMutation<TwoFactorEnabled, ApiError, string, string>(KEY, (_key, { arg: code }) =>
    // The code is a secret: the one-at-a-time guard is keyed by the operation, never by what was typed.
    singleFlight(KEY, null, async () => {
      const enabled = unwrap(
        await client.POST('/api/user/two-factor/enable', { body: { code: code.trim() } }),
      )
      void revalidate(['/api/user/profile'])
      return enabled
    }),
  )
}
