import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import { client, unwrap } from '#src/lib/api/client.ts'
import { type ApiError, getErrorCode, isOperationMissing } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { singleFlight, useApiMutate } from '#src/lib/api/swr.ts'

type ApiKey = components['schemas']['ApiKey']
type ApiKeyList = components['schemas']['ApiKeyList']

const KEY = 'deleteApiKey'
const LIST_PATH = '/api/user/api-keys'

/** The operation is optional; a 404 *with* `API_KEY_NOT_FOUND` means it exists and the key is gone. */
export const isDeleteUnsupported = (error: unknown) => isOperationMissing(error, 'API_KEY_NOT_FOUND')

const isListKey = (key: unknown) => Array.isArray(key) && key[0] === LIST_PATH

/** The key leaves the cached list at once, so the count and the limit follow in the same render. */
export function useDeleteApiKey() {
  const { mutate } = useSWRConfig()
  const revalidate = useApiMutate()
  return useSWRMutation<void, ApiError, string, ApiKey['id']>(KEY, (_key, { arg: id }) =>
    singleFlight(KEY, id, async () => {
      try {
        unwrap(await client.DELETE('/api/user/api-keys/{id}', { params: { path: { id } } }))
      } catch (error) {
        if (getErrorCode(error) === 'API_KEY_NOT_FOUND') void revalidate([LIST_PATH, '/api/user/profile'])
        throw error
      }
      await mutate(
        isListKey,
        (current: ApiKeyList | undefined) =>
          current && { ...current, items: current.items.filter((apiKey) => apiKey.id !== id) },
        { revalidate: false },
      )
      void revalidate([LIST_PATH, '/api/user/profile'])
    }),
  )
}
