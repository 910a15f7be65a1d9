import { useTranslation } from 'react-i18next'

export default function AboutPage() {
  const { t } = useTranslation()
  return (
    <div className="page">
      <h1>{t('pages.about')}</h1>
    </div>
  )
}
