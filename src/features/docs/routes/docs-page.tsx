import { useTranslation } from 'react-i18next'

export default function DocsPage() {
  const { t } = useTranslation()
  return (
    <div className="page">
      <h1>{t('pages.docs')}</h1>
    </div>
  )
}
