import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buttonClass } from '#src/components/ui/button.tsx'
import { paths } from '#src/config/paths.ts'
import { PageTitle } from '#src/components/page-title.tsx'

export default function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <div className="page">
      <PageTitle>{t('notFound.title')}</PageTitle>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to={paths.home} className={buttonClass()}>
        {t('notFound.home')}
      </Link>
    </div>
  )
}
