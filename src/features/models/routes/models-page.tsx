import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '#src/config/paths.ts'
import { ModelCatalogue } from '#src/features/models/components/model-catalogue.tsx'
import styles from '#src/features/models/components/models.module.css'
import { sentenceSpace } from '#src/utils/format.ts'

export default function ModelsPage() {
  const { t, i18n } = useTranslation('models')
  const listHeadingId = useId()

  return (
    <div className="page">
      <title>{t('meta.title')}</title>
      <meta name="description" content={t('meta.description')} />
      <header className={styles.intro}>
        <h1>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
        <p className={styles.note}>
          {t('note')}
          {sentenceSpace(i18n.language)}
          <Link to={paths.plans}>{t('plansLink')}</Link>
        </p>
      </header>
      <section aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} className="visually-hidden">
          {t('list.heading')}
        </h2>
        <ModelCatalogue />
      </section>
    </div>
  )
}
