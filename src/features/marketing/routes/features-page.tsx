import { useTranslation } from 'react-i18next'

export default function FeaturesPage() {
  const { t } = useTranslation()
  return (
    <div className="page">
      <h1>{t('pages.features')}</h1>
    </div>
  )
}
