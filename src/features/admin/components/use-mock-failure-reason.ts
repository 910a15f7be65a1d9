import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { MockRequestError } from '#src/features/admin/api/mock-request.ts'

/** The reason a `/__mock` call failed, in the interface language. */
export function useMockFailureReason(): (error: unknown) => string {
  const { t } = useTranslation(['admin', 'errors'])
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof MockRequestError)) return t('errors:unknown')
      if (error.status === 0) return t('errors:network')
      if (error.status === -1) return t('admin:mock.badAnswer')
      return t('admin:mock.httpError', { status: error.status })
    },
    [t],
  )
}
