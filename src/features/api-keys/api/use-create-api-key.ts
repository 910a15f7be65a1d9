import useSWRMutation from 'swr/mutation'
import { client, unwrap } from '#src/lib/api/client.ts'
import type { ApiError } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { singleFlight, useApiMutate } from '#src/lib/api/swr.ts'

type CreateApiKeyRequest = components['schemas']['CreateApiKeyRequest']
type ApiKey = components['schemas']['ApiKey']

const KEY = 'createApiKey'

/** A blank or missing name sends no body at all (the name is optional): the server generates one. */
export function useCreateApiKey() {
  const revalidate = useApiMutate()
  return useSWRMutation<ApiKey, ApiError, string, CreateApiKeyRequest | undefined>(KEY, (_key, { arg }) => {
    const name = arg?.name?.trim() || undefined
    return singleFlight(KEY, name ?? null, async () => {
      const created = unwrap(await client.POST('/api/user/api-keys', name ? { body: { name } } : {}))
      await revalidate(['/api/user/api-keys', '/api/user/profile'])
      return created
    })
  })
}
