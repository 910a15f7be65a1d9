import useSWRMutation from 'swr/mutation'
import { client, unwrap } from '#src/lib/api/client.ts'
import type { ApiError } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { singleFlight, useApiMutate } from '#src/lib/api/swr.ts'

type ApiKey = components['schemas']['ApiKey']

/** What `trigger` takes: the key's id and its new remark (an empty string clears it). */
export interface UpdateApiKeyRemarkArg {
  id: ApiKey['id']
  remark: string
}

const KEY = 'updateApiKeyRemark'

export function useUpdateApiKeyRemark() {
  const revalidate = useApiMutate()
  return useSWRMutation<ApiKey, ApiError, string, UpdateApiKeyRemarkArg>(KEY, (_key, { arg }) =>
    singleFlight(KEY, arg, async () => {
      const updated = unwrap(
        await client.PUT('/api/user/api-keys/{id}/remark', {
          params: { path: { id: arg.id } },
          body: { remark: arg.remark },
        }),
      )
      await revalidate(['/api/user/api-keys'])
      return updated
    }),
  )
}
