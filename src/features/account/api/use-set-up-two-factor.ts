import useSWRMutation from 'swr/mutation'
import { client, unwrap } from '#src/lib/api/client.ts'
import type { ApiError } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { singleFlight } from '#src/lib/api/swr.ts'

type TwoFactorSetup = components['schemas']['TwoFactorSetup']

const KEY = 'setUpTwoFactor'

/** The secret stays in this hook's state only: never in the SWR cache, web storage or the URL. */
export function useSetUpTwoFactor() {
  return useSWRMutation<TwoFactorSetup, ApiError, string, void>(KEY, () =>
    singleFlight(KEY, null, async () => unwrap(await client.POST('/api/user/two-factor/setup'))),
  )
}
