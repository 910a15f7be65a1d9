import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#src/lib/api/errors.ts'
import { isTranslatedCode } from './error-codes.ts'

/**
 * Returns `messageOf(error)`: the user-facing message of a failure in the current language. The body's
 * own `error` sentence, unless the app's translation of the code says the same thing: the contract fixes
 * the meaning of those codes (`ERROR_CODE_WORDING`), so the translation replaces the English sentence.
 * A code whose sentence carries the specifics (a failed validation) shows that sentence after a translated
 * lead-in ("Something you entered wasn’t accepted: …"), so the reader learns in their language that the
 * specifics follow in English; forms that can say them beside the fields do so first (`placeRefusal`). A code
 * the app does not know shows the body's sentence. Without one: the translation, else "HTTP error! status: N";
 * "Network error" for a network failure; "Unknown error" for anything else.
 */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('errors')
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error)) return t('unknown')
      if (error.kind === 'network') return t('network')
      if (isTranslatedCode(error.code)) return t(error.code)
      const hasSentence = error.message !== `HTTP error! status: ${error.status}`
      if (error.code === 'VALIDATION_FAILED') {
        return hasSentence ? t('notAccepted', { detail: error.message }) : t('VALIDATION_FAILED')
      }
      if (error.message && hasSentence) return error.message
      return t('http', { status: error.status })
    },
    [t],
  )
}
