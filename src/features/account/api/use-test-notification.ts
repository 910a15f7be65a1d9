import useSWRMutation from 'swr/mutation'
import { client, unwrap } from '#src/lib/api/client.ts'
import type { ApiError } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { singleFlight } from '#src/lib/api/swr.ts'

type NotificationChannel = components['schemas']['TestNotificationRequest']['channel']
type NotificationTestResult = components['schemas']['NotificationTestResult']

const KEY = 'testNotification'

export function useTestNotification() {
  return useSWRMutation<NotificationTestResult, ApiError, string, NotificationChannel>(
    KEY,
    (_key, { arg: channel }) =>
      singleFlight(KEY, channel, async () =>
        unwrap(await client.POST('/api/user/notifications/test', { body: { channel } })),
      ),
  )
}
