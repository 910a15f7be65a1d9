import useSWRMutation from 'swr/mutation'
import { client, unwrap } from '#src/lib/api/client.ts'
import type { ApiError } from '#src/lib/api/errors.ts'
import { singleFlight, useApiMutate } from '#src/lib/api/swr.ts'

const KEY = 'disableTwoFactor'

export function useDisableTwoFactor() {
  const revalidate = useApiMutate()
  return useSWRMutation<void, ApiError, string, string>(KEY, (_key, { arg: code }) =>
    singleFlight(KEY, null, async () => {
      unwrap(await client.POST('/api/user/two-factor/disable', { body: { code: code.trim() } }))
      await revalidate(['/api/user/profile'])
    }),
  )
}
