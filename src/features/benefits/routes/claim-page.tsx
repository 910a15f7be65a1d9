import { useTranslation } from 'react-i18next'

export default function ClaimPage() {
  const { t } = useTranslation()
  return (
    <div className="page">
      <h1>{t('pages.claim')}</h1>
    </div>
  )
}
