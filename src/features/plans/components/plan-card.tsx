import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ExternalLinkIcon, SparkIcon } from '#src/components/icons/icons.tsx'
import { Badge } from '#src/components/ui/badge.tsx'
import { buttonClass } from '#src/components/ui/button.tsx'
import type { components } from '#src/lib/api/schema.d.ts'
import { formatCurrency, formatDuration } from '#src/utils/format.ts'
import styles from './plans.module.css'

export type Plan = components['schemas']['Plan']

/** Quotas are usage credit in US dollars (openapi.yaml `Quota`). */
const QUOTA_CURRENCY = 'USD'

/** Whether a plan covers Claude Code, and so has a weekly Opus quota to show. */
export function includesClaude(plan: Pick<Plan, 'serviceScope'>): boolean {
  return plan.serviceScope === 'all' || plan.serviceScope === 'claude'
}

export type PlanCardProps = {
  plan: Plan
  /** The shop for activation codes (`purchaseUrl`); without one the card offers no way to buy. */
  purchaseUrl?: string
}

/** One plan: name, price for its duration and every limit, and a link to the shop when there is one. */
export function PlanCard({ plan, purchaseUrl }: PlanCardProps) {
  const { t, i18n } = useTranslation('plans')
  const language = i18n.language
  const nameId = useId()
  const quota = (amount: number | null) =>
    amount === null ? t('card.unlimited') : formatCurrency(language, amount, QUOTA_CURRENCY)

  return (
    <article
      className={`${styles.card} ${plan.recommended ? styles.recommended : ''}`}
      aria-labelledby={nameId}
    >
      <div className={styles.cardHead}>
        <h3 id={nameId} className={styles.planName}>
          {plan.name}
        </h3>
        {plan.recommended ? (
          <Badge tone="accent" icon={<SparkIcon />}>
            {t('card.recommended')}
          </Badge>
        ) : null}
      </div>
      <p className={styles.description}>{plan.description}</p>
      <p className={styles.price}>
        <span className={styles.amount}>
          {formatCurrency(language, plan.price.amount, plan.price.currency)}
        </span>{' '}
        <span className={styles.period}>
          {t('card.forDuration', {
            duration: formatDuration(language, plan.duration.value, plan.duration.unit),
          })}
        </span>
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('card.dailyQuota')}</dt>
          <dd>{quota(plan.dailyQuota)}</dd>
        </div>
        <div>
          <dt>{t('card.monthlyQuota')}</dt>
          <dd>{quota(plan.monthlyQuota)}</dd>
        </div>
        <div>
          <dt>{t('card.requestLimit')}</dt>
          <dd>
            {plan.requestLimit === null
              ? t('card.unlimited')
              : t('card.requestsPerDay', { count: plan.requestLimit })}
          </dd>
        </div>
        {includesClaude(plan) ? (
          <div>
            <dt>{t('card.weeklyOpusQuota')}</dt>
            <dd>{quota(plan.weeklyOpusQuota)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('card.serviceScope')}</dt>
          <dd>{t(`scope.${plan.serviceScope}`)}</dd>
        </div>
        <div>
          <dt>{t('card.planId')}</dt>
          <dd>
            <code>{plan.id}</code>
          </dd>
        </div>
      </dl>
      {purchaseUrl ? (
        <a
          href={purchaseUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonClass({ variant: plan.recommended ? 'primary' : 'secondary', block: true })} ${styles.buy}`}
        >
          {t('card.buy', { name: plan.name })}
          <ExternalLinkIcon className={styles.inlineIcon} />
          <span className="visually-hidden"> {t('card.newTab')}</span>
        </a>
      ) : null}
    </article>
  )
}
