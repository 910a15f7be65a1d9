import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import { client, unwrap } from '#src/lib/api/client.ts'
import type { ApiError } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { singleFlight, type QueryKey } from '#src/lib/api/swr.ts'

type NotificationSettings = components['schemas']['NotificationSettings']
type UpdateNotificationSettingsRequest = components['schemas']['UpdateNotificationSettingsRequest']

const KEY = 'updateNotificationSettings'
const SETTINGS_KEY: QueryKey<'/api/user/notifications'> = ['/api/user/notifications', {}]

/**
 * Answers the new settings with `webhookSecret` when one was made, for the caller to show once; the cached
 * settings never hold it.
 */
export function useUpdateNotificationSettings() {
  const { mutate } = useSWRConfig()
  return useSWRMutation<NotificationSettings, ApiError, string, UpdateNotificationSettingsRequest>(
    KEY,
    (_key, { arg }) =>
      singleFlight(KEY, arg, async () => {
        const updated = unwrap(await client.PUT('/api/user/notifications', { body: arg }))
        const { webhookSecret: _secret, ...cached } = updated
        await mutate(SETTINGS_KEY, cached, { revalidate: false })
        return updated
      }),
  )
}
