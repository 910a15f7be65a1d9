import useSWRMutation from 'swr/mutation'
import { client, unwrap } from '#src/lib/api/client.ts'
import { type ApiError, isOperationMissing } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { singleFlight, useApiMutate } from '#src/lib/api/swr.ts'

type ApiKey = components['schemas']['ApiKey']

/** What `trigger` takes: the key's id and only the settings that change. */
export interface UpdateApiKeyArg {
  id: ApiKey['id']
  changes: components['schemas']['UpdateApiKeyRequest']
}

const KEY = 'updateApiKey'

/** The operation is optional; a 404 *with* `API_KEY_NOT_FOUND` means it exists and the key is gone. */
export const isUpdateUnsupported = (error: unknown) => isOperationMissing(error, 'API_KEY_NOT_FOUND')

export function useUpdateApiKey() {
  const revalidate = useApiMutate()
  return useSWRMutation<ApiKey, ApiError, string, UpdateApiKeyArg>(KEY, (_key, { arg }) =>
    singleFlight(KEY, arg, async () => {
      const updated = unwrap(
        await client.PATCH('/api/user/api-keys/{id}', {
          params: { path: { id: arg.id } },
          body: arg.changes,
        }),
      )
      await revalidate(['/api/user/api-keys'])
      return updated
    }),
  )
}
