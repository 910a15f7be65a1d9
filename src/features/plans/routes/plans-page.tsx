import { useTranslation } from 'react-i18next'

export default function PlansPage() {
  const { t } = useTranslation()
  return (
    <div className="page">
      <h1>{t('pages.plans')}</h1>
    </div>
  )
}
