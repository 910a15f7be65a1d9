import useSWRMutation from 'swr/mutation'
import { client, unwrap } from '#src/lib/api/client.ts'
import type { ApiError } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { singleFlight } from '#src/lib/api/swr.ts'

type SendVerificationRequest = components['schemas']['SendVerificationRequest']
type SendVerificationResponse = components['schemas']['SendVerificationResponse']

const KEY = 'sendVerificationCode'

/** Emails a verification code: `trigger({ email, type })` (sendVerificationCode). */
export function useSendVerification() {
  return useSWRMutation<SendVerificationResponse, ApiError, string, SendVerificationRequest>(
    KEY,
    (_key, { arg }) =>
      singleFlight(KEY, arg, async () =>
        unwrap(await client.POST('/api/auth/send-verification', { body: arg })),
      ),
  )
}
