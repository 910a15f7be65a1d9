import { useTranslation } from 'react-i18next'

export default function DashboardPage() {
  const { t } = useTranslation()
  return (
    <div className="page">
      <h1>{t('pages.dashboard')}</h1>
    </div>
  )
}
