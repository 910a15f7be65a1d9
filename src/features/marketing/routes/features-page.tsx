import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import {
  ChartIcon,
  CheckIcon,
  KeyIcon,
  LayersIcon,
  ShieldIcon,
  SparkIcon,
  TerminalIcon,
  TicketIcon,
} from '#src/components/icons/icons.tsx'
import { GlobeIcon } from '#src/components/icons/shell-icons.tsx'
import { buttonClass } from '#src/components/ui/button.tsx'
import { paths } from '#src/config/paths.ts'
import styles from '#src/features/marketing/components/marketing.module.css'

type FeatureKey =
  'relay' | 'models' | 'keys' | 'plans' | 'usage' | 'setup' | 'languages' | 'packages' | 'terms'

const FEATURES: readonly { key: FeatureKey; icon: ReactNode }[] = [
  { key: 'relay', icon: <TerminalIcon /> },
  { key: 'models', icon: <SparkIcon /> },
  { key: 'keys', icon: <KeyIcon /> },
  { key: 'plans', icon: <LayersIcon /> },
  { key: 'usage', icon: <ChartIcon /> },
  { key: 'setup', icon: <CheckIcon /> },
  { key: 'languages', icon: <GlobeIcon /> },
  { key: 'packages', icon: <TicketIcon /> },
  { key: 'terms', icon: <ShieldIcon /> },
]

export default function FeaturesPage() {
  const { t } = useTranslation('features')
  const ctaId = useId()
  return (
    <div className="page">
      <title>{t('meta.title')}</title>
      <meta name="description" content={t('meta.description')} />
      <header className={styles.intro}>
        <h1>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>
      <ul className={styles.grid}>
        {FEATURES.map(({ key, icon }) => (
          <li key={key} className={styles.card}>
            <span className={styles.icon}>{icon}</span>
            <h2>{t(`items.${key}.title`)}</h2>
            <p>{t(`items.${key}.text`)}</p>
          </li>
        ))}
      </ul>
      <section className={styles.cta} aria-labelledby={ctaId}>
        <h2 id={ctaId}>{t('cta.title')}</h2>
        <p>{t('cta.text')}</p>
        <div className={styles.actions}>
          <Link to={paths.register} className={buttonClass()}>
            {t('cta.start')}
          </Link>
          <Link to={paths.docs} className={buttonClass({ variant: 'secondary' })}>
            {t('cta.docs')}
          </Link>
        </div>
      </section>
    </div>
  )
}
