import useSWR, { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import { client, unwrap } from '#src/lib/api/client.ts'
import { type ApiError, isOperationMissing } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { singleFlight, useApiMutate } from '#src/lib/api/swr.ts'

type ApiKey = components['schemas']['ApiKey']
type ApiKeyList = components['schemas']['ApiKeyList']

export interface RotateApiKeyArg {
  id: ApiKey['id']
  graceSeconds: number
}

const KEY = 'rotateApiKey'
const MISSING_KEY = 'rotateApiKey:missing'
const LIST_PATH = '/api/user/api-keys'

/** The operation is optional; a 404 *with* `API_KEY_NOT_FOUND` means it exists and the key is gone. */
export const isRotateUnsupported = (error: unknown) => isOperationMissing(error, 'API_KEY_NOT_FOUND')

/**
 * Whether the backend answered that it lacks the operation. Kept in the page's SWR cache, not in a component:
 * asking again would only fail again, so no screen offers rotation for the rest of the visit.
 */
export function useIsRotateMissing(): boolean {
  return useSWR<boolean>(MISSING_KEY, null).data === true
}

const isListKey = (key: unknown) => Array.isArray(key) && key[0] === LIST_PATH

/**
 * Gives a key a new secret. One rotation per key at a time, whatever the grace chosen: a second click while
 * the first is in flight gets the first's answer instead of ending its new secret at once. The new secret goes
 * into the cached list (memory only), so the list and the setup guide show it at once.
 */
export function useRotateApiKey() {
  const { mutate } = useSWRConfig()
  const revalidate = useApiMutate()
  return useSWRMutation<ApiKey, ApiError, string, RotateApiKeyArg>(KEY, (_key, { arg }) =>
    singleFlight(KEY, arg.id, async () => {
      let rotated: ApiKey
      try {
        rotated = unwrap(
          await client.POST('/api/user/api-keys/{id}/rotate', {
            params: { path: { id: arg.id } },
            body: { graceSeconds: arg.graceSeconds },
          }),
        )
      } catch (error) {
        if (isRotateUnsupported(error)) await mutate(MISSING_KEY, true, { revalidate: false })
        throw error
      }
      await mutate(
        isListKey,
        (current: ApiKeyList | undefined) =>
          current && {
            ...current,
            items: current.items.map((apiKey) => (apiKey.id === rotated.id ? rotated : apiKey)),
          },
        { revalidate: false },
      )
      void revalidate([LIST_PATH])
      return rotated
    }),
  )
}
