import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { components } from '#src/lib/api/schema.d.ts'
import { formatCurrency, formatDate, formatDuration } from '#src/utils/format.ts'
import styles from './benefits.module.css'

type BenefitPackage = components['schemas']['BenefitPackage']

type BenefitPackageDetailsProps = { benefitPackage: BenefitPackage }

/** What a package grants: duration in days, daily and weekly Opus quotas (null = unlimited), service scope. */
export function BenefitPackageDetails({ benefitPackage }: BenefitPackageDetailsProps) {
  const { t, i18n } = useTranslation('benefits')
  const [now] = useState(() => Date.now())
  const {
    name,
    code,
    description,
    durationDays,
    dailyQuota,
    weeklyOpusQuota,
    serviceScope,
    availableFrom,
    availableUntil,
  } = benefitPackage
  const money = (amount: number) => formatCurrency(i18n.language, amount, 'USD')
  const includesClaude = serviceScope === 'all' || serviceScope === 'claude'
  // Opus is a Claude model: for an OpenAI- or Gemini-only package, no cap means no Opus at all.
  const weeklyOpus =
    weeklyOpusQuota !== null
      ? t('details.perWeek', { amount: money(weeklyOpusQuota) })
      : includesClaude
        ? t('details.unlimited')
        : t('details.notIncluded')
  const hasEnded = availableUntil !== null && Date.parse(availableUntil) <= now
  // Only a start still to come is worth a line: once open, "Claim by" is what matters.
  const opensLater = availableFrom != null && now < Date.parse(availableFrom) ? availableFrom : null

  return (
    <>
      <div>
        <h2 className={styles.name}>{name}</h2>
        <p className={styles.code}>{code}</p>
        <p className={styles.description}>{description}</p>
      </div>
      <dl className={styles.details}>
        <div>
          <dt>{t('details.duration')}</dt>
          <dd>{formatDuration(i18n.language, durationDays, 'day')}</dd>
        </div>
        <div>
          <dt>{t('details.dailyQuota')}</dt>
          <dd>
            {dailyQuota === null
              ? t('details.unlimited')
              : t('details.perDay', { amount: money(dailyQuota) })}
          </dd>
        </div>
        <div>
          <dt>{t('details.weeklyOpusQuota')}</dt>
          <dd>{weeklyOpus}</dd>
        </div>
        <div>
          <dt>{t('details.serviceScope')}</dt>
          <dd>{t(`scope.${serviceScope}`)}</dd>
        </div>
        {opensLater !== null ? (
          <div>
            <dt>{t('details.claimFrom')}</dt>
            <dd>
              <time dateTime={opensLater}>{formatDate(i18n.language, opensLater)}</time>
            </dd>
          </div>
        ) : null}
        {availableUntil !== null ? (
          <div>
            <dt>{t('details.claimBy')}</dt>
            <dd>
              {hasEnded ? (
                t('details.ended', { date: formatDate(i18n.language, availableUntil) })
              ) : (
                <time dateTime={availableUntil}>{formatDate(i18n.language, availableUntil)}</time>
              )}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.note}>{t('details.quotaNote')}</p>
    </>
  )
}
