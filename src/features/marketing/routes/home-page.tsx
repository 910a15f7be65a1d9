import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buttonClass } from '../../../components/ui/button.tsx'
import { paths } from '../../../config/paths.ts'

export default function HomePage() {
  const { t } = useTranslation()
  return (
    <div className="page">
      <h1>{t('appName')}</h1>
      <p>{t('footer.tagline')}</p>
      <Link to={paths.register} className={buttonClass()}>
        {t('header.register')}
      </Link>
    </div>
  )
}
