import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#src/lib/api/errors.ts'
import { isTranslatedCode } from './error-codes.ts'

/**
 * A validation failure shows the server's sentence after a translated lead-in, so the reader learns in their
 * language that the specifics follow in English (forms place them beside their fields first: `placeRefusal`).
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
