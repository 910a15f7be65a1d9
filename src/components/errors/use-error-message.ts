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

/**
 * "in 15 minutes", rounded up so the reader never comes back too early. Intl's relative form puts Russian in the
 * case "через" needs; Japanese drops the space between a number and its counter, as `formatDuration` does.
 */
function formatWait(language: string, seconds: number): string {
  const inUnits = (value: number, unit: Intl.RelativeTimeFormatUnit) => {
    const text = new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(value, unit)
    return language.startsWith('ja') ? text.replace(/(\d)[ \u00A0\u202F]+/gu, '$1') : text
  }
  if (seconds < 60) return inUnits(Math.max(1, seconds), 'second')
  if (seconds <= 3_600) return inUnits(Math.ceil(seconds / 60), 'minute')
  return inUnits(Math.ceil(seconds / 3_600), 'hour')
}

/**
 * For forms that guard against guessing (sign-in, verification and activation codes): a limit the backend
 * applies says when the reader may try again; anything else reads as {@link useErrorMessage} has it.
 */
export function useAttemptErrorMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation('errors')
  const messageOf = useErrorMessage()
  return useCallback(
    (error: unknown) => {
      const isLimit =
        isApiError(error) &&
        error.status === 429 &&
        (!error.code || error.code === 'RATE_LIMITED' || error.code === 'TWO_FACTOR_LOCKED')
      if (!isLimit || error.retryAfterSeconds === undefined) return messageOf(error)
      const when = formatWait(i18n.language, error.retryAfterSeconds)
      return error.code === 'TWO_FACTOR_LOCKED'
        ? t('twoFactorLocked', { when })
        : t('tooManyAttempts', { when })
    },
    [t, i18n, messageOf],
  )
}
