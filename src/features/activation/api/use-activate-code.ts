import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import { client, unwrap } from '#src/lib/api/client.ts'
import type { ApiError } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { useApiMutate, type QueryKey } from '#src/lib/api/swr.ts'

type ActivateCodeRequest = components['schemas']['ActivateCodeRequest']
type ActivationResult = components['schemas']['ActivationResult']

const KEY = 'activateCode'

const SUBSCRIPTION_KEY: QueryKey<'/api/activation-codes/my-subscription'> = [
  '/api/activation-codes/my-subscription',
  {},
]

/** Checking that the code is not empty is the form's job. */
export function useActivateCode() {
  const revalidate = useApiMutate()
  const { mutate } = useSWRConfig()
  return useSWRMutation<ActivationResult, ApiError, string, ActivateCodeRequest>(
    KEY,
    async (_key, { arg }) => {
      const code = arg.code.trim()
      const result = unwrap(await client.POST('/api/activation-codes/activate', { body: { code } }))
      await revalidate(['/api/activation-codes/my-subscription', '/api/user/statistics', '/api/user/profile'])
      // The answer carries the new subscription: the overview shows it at once, even when its card is not on
      // screen now (the refresh above only reaches mounted queries), and refetches it when shown.
      void mutate(SUBSCRIPTION_KEY, result.subscription, { revalidate: false })
      return result
    },
  )
}
