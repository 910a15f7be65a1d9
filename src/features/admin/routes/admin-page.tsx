import { useTranslation } from 'react-i18next'

export default function AdminPage() {
  const { t } = useTranslation()
  return (
    <div className="page">
      <h1>{t('pages.admin')}</h1>
    </div>
  )
}
