import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../lib/api/errors.ts'
import type errors from '../../../locales/en/errors.json'

type ErrorKey = keyof typeof errors

/**
 * Returns `messageOf(error)`: the user-facing message of a failure in the current language — the translation
 * of the API's `code`; else the body's own `error` text; else "HTTP error! status: N"; "Network error" for a
 * network failure; "Unknown error" for anything else (SPEC §8).
 */
export function useErrorMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation('errors')
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error)) return t('unknown')
      if (error.kind === 'network') return t('network')
      if (error.code && i18n.exists(`errors:${error.code}`)) return t(error.code as ErrorKey)
      if (error.message && error.message !== `HTTP error! status: ${error.status}`) return error.message
      return t('http', { status: error.status })
    },
    [t, i18n],
  )
}
