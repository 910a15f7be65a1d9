import useSWRMutation from 'swr/mutation'
import { client, unwrap } from '#src/lib/api/client.ts'
import { isOperationMissing, type ApiError } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'

type ActivateCodeRequest = components['schemas']['ActivateCodeRequest']
type ActivationPreview = components['schemas']['ActivationPreview']

/** What a preview found: the backend's answer, or `null` when the backend does not offer previews. */
export type PreviewResult = ActivationPreview | null

const KEY = 'previewActivationCode'

/** Whether a failed preview means the backend lacks the (optional) operation; its own 404 is an unknown code. */
export const isPreviewUnsupported = (error: unknown) => isOperationMissing(error, 'ACTIVATION_CODE_INVALID')

/** Redeems nothing; refusals of the code (unknown, used, expired) reject with the errors activating gives. */
export function usePreviewActivationCode() {
  return useSWRMutation<PreviewResult, ApiError, string, ActivateCodeRequest>(KEY, async (_key, { arg }) => {
    const code = arg.code.trim()
    try {
      return unwrap(await client.POST('/api/activation-codes/preview', { body: { code } }))
    } catch (error) {
      if (isPreviewUnsupported(error)) return null
      throw error
    }
  })
}
