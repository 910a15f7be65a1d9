import { useTranslation } from 'react-i18next'

/** "Loading..." in the page's place, announced politely: while a page's code or the sign-in state is not in yet. */
export function LoadingNotice() {
  const { t } = useTranslation()
  return (
    <p className="page" role="status">
      {t('loading')}
    </p>
  )
}
