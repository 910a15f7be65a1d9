import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buttonClass } from '#src/components/ui/button.tsx'
import { paths } from '#src/config/paths.ts'
import styles from '#src/features/marketing/components/marketing.module.css'

const FLOW = ['tool', 'relay', 'model'] as const
const VALUES = ['transparency', 'control', 'fairness', 'language'] as const

export default function AboutPage() {
  const { t } = useTranslation('about')
  const missionId = useId()
  const howId = useId()
  const valuesId = useId()
  const ctaId = useId()
  return (
    <div className="page">
      <title>{t('meta.title')}</title>
      <meta name="description" content={t('meta.description')} />
      <header className={styles.intro}>
        <h1>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>

      <section className={styles.prose} aria-labelledby={missionId}>
        <h2 id={missionId}>{t('mission.title')}</h2>
        <p>{t('mission.text1')}</p>
        <p>{t('mission.text2')}</p>
      </section>

      <section className={styles.prose} aria-labelledby={howId}>
        <h2 id={howId}>{t('how.title')}</h2>
        <p>{t('how.text')}</p>
        <ol className={styles.flow}>
          {FLOW.map((step) => (
            <li key={step}>
              <strong>{t(`how.${step}.title`)}</strong>
              <span>{t(`how.${step}.text`)}</span>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.prose} aria-labelledby={valuesId}>
        <h2 id={valuesId}>{t('values.title')}</h2>
        <dl className={styles.values}>
          {VALUES.map((value) => (
            <div key={value}>
              <dt>{t(`values.${value}.title`)}</dt>
              <dd>{t(`values.${value}.text`)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={styles.cta} aria-labelledby={ctaId}>
        <h2 id={ctaId}>{t('cta.title')}</h2>
        <p>{t('cta.text')}</p>
        <div className={styles.actions}>
          <Link to={paths.docs} className={buttonClass()}>
            {t('cta.docs')}
          </Link>
          <Link to={paths.plans} className={buttonClass({ variant: 'secondary' })}>
            {t('cta.pricing')}
          </Link>
        </div>
      </section>
    </div>
  )
}
