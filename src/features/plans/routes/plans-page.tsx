import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ExternalLinkIcon } from '#src/components/icons/icons.tsx'
import { buttonClass } from '#src/components/ui/button.tsx'
import { paths } from '#src/config/paths.ts'
import { useAuth } from '#src/lib/auth/auth-provider.tsx'
import { PlanList } from '#src/features/plans/components/plan-list.tsx'
import { PlansFaq } from '#src/features/plans/components/plans-faq.tsx'
import styles from '#src/features/plans/components/plans.module.css'
import { runtimeConfig } from '#src/config/runtime.ts'
import { sentenceSpace } from '#src/utils/format.ts'

/** The dashboard's activation-code entry. */
const ACTIVATE_PATH = `${paths.dashboard}?tab=activate`
const returnToActivate = new URLSearchParams({ returnTo: ACTIVATE_PATH }).toString()

export default function PlansPage() {
  const { t, i18n } = useTranslation('plans')
  const { isAuthenticated } = useAuth()
  const plansHeadingId = useId()
  const ctaHeadingId = useId()
  const faqHeadingId = useId()
  const shop = runtimeConfig.purchaseUrl

  return (
    <div className="page">
      <title>{t('meta.title')}</title>
      <meta name="description" content={t('meta.description')} />
      <header className={styles.intro}>
        <h1>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>

      <section aria-labelledby={plansHeadingId}>
        <h2 id={plansHeadingId} className="visually-hidden">
          {t('list.heading')}
        </h2>
        <PlanList />
        <p className={styles.note}>
          {t('list.quotaNote')}
          {sentenceSpace(i18n.language)}
          <Link to={paths.models}>{t('list.modelsLink')}</Link>
        </p>
      </section>

      <section className={styles.cta} aria-labelledby={ctaHeadingId}>
        <h2 id={ctaHeadingId}>{t('cta.title')}</h2>
        <p>{isAuthenticated ? t('cta.textSignedIn') : t('cta.textVisitor')}</p>
        <p>{shop ? t('cta.shopText') : t('cta.operator')}</p>
        <div className={styles.ctaActions}>
          {shop ? (
            <a
              href={shop}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass({ variant: 'secondary' })}
            >
              {t('cta.shop')}
              <ExternalLinkIcon className={styles.inlineIcon} />
              <span className="visually-hidden"> {t('card.newTab')}</span>
            </a>
          ) : null}
          {isAuthenticated ? (
            <Link to={ACTIVATE_PATH} className={buttonClass()}>
              {t('cta.activate')}
            </Link>
          ) : (
            <>
              <Link to={`${paths.register}?${returnToActivate}`} className={buttonClass()}>
                {t('cta.register')}
              </Link>
              <Link
                to={`${paths.login}?${returnToActivate}`}
                className={buttonClass({ variant: 'secondary' })}
              >
                {t('cta.login')}
              </Link>
            </>
          )}
        </div>
      </section>

      <section className={styles.faq} aria-labelledby={faqHeadingId}>
        <h2 id={faqHeadingId}>{t('faq.title')}</h2>
        <PlansFaq />
      </section>
    </div>
  )
}
