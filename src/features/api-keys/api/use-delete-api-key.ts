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

/**
 * Whether a failed deleteApiKey means the backend does not offer the operation (it is optional in the
 * contract): 405 or 501, or a 404 without the contract's `API_KEY_NOT_FOUND` (a route the backend does not
 * know). A 404 *with* that code means the operation exists and the key is already gone.
 */
export const isDeleteUnsupported = (error: unknown) => isOperationMissing(error, 'API_KEY_NOT_FOUND')

const isListKey = (key: unknown) => Array.isArray(key) && key[0] === LIST_PATH

/**
 * Deletes a key: `trigger(id)` (deleteApiKey). On success the key leaves the cached list at once (so the
 * count and the limit follow in the same render), then the list and the profile's key count are fetched
 * again. A key the server no longer has is refetched away too. A double click sends one request.
 */
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
