import useSWRMutation from 'swr/mutation'
import { client, unwrap } from '#src/lib/api/client.ts'
import type { ApiError } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { singleFlight, useApiMutate } from '#src/lib/api/swr.ts'

type ClaimResult = components['schemas']['ClaimResult']

const KEY = 'claimBenefitPackage'

/** A visitor without a token gets a plain 401 ApiError (no redirect). */
export function useClaimBenefitPackage(code: string) {
  const revalidate = useApiMutate()
  return useSWRMutation<ClaimResult, ApiError, readonly [string, string]>([KEY, code], ([, packageCode]) =>
    singleFlight(KEY, packageCode, async () => {
      const result = unwrap(
        await client.POST('/api/benefit-packages/claim/{code}', { params: { path: { code: packageCode } } }),
      )
      await revalidate([
        '/api/activation-codes/my-subscription',
        '/api/user/profile',
        '/api/user/statistics',
        // Its claim status is now "already claimed".
        '/api/benefit-packages/public/{code}',
      ])
      return result
    }),
  )
}
