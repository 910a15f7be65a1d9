import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '#src/components/errors/use-error-message.ts'
import { ErrorState } from '#src/components/ui/error-state.tsx'
import { SkeletonText } from '#src/components/ui/skeleton.tsx'
import type { components } from '#src/lib/api/schema.d.ts'
import { formatCurrency, formatDateTime, formatNumber } from '#src/utils/format.ts'
import { useUsageStatistics } from '#src/features/dashboard/api/use-usage-statistics.ts'
import { quotaPace } from '#src/features/dashboard/utils/time.ts'
import { useNow } from '#src/features/dashboard/utils/use-now.ts'
import { useDeferredQuery } from '#src/lib/api/swr.ts'
import styles from './card.module.css'
import { QuotaMeters } from './quota-meters.tsx'

type UsageStatistics = components['schemas']['UsageStatistics']

export type UsageCardProps = {
  /** Whether the account has a current plan; a null daily quota means "no plan" rather than "unlimited" without one. */
  hasPlan?: boolean
}

/** Usage statistics, a gauge of today's cost against the daily quota, and where today's pace leads. */
export function UsageCard({ hasPlan }: UsageCardProps) {
  const { t } = useTranslation('dashboard')
  const messageOf = useErrorMessage()
  const titleId = useId()
  const { data, error, isLoading, isValidating, mutate } = useDeferredQuery(useUsageStatistics())

  let body: ReactNode
  if (data) body = <UsageDetails stats={data} hasPlan={hasPlan} />
  else if (error) {
    body = <ErrorState message={messageOf(error)} onRetry={() => void mutate()} isRetrying={isValidating} />
  } else body = isLoading ? <SkeletonText lines={6} /> : null

  return (
    <section className={styles.card} aria-labelledby={titleId} aria-busy={isLoading}>
      <h2 id={titleId} className={styles.title}>
        {t('usage.title')}
      </h2>
      {body}
    </section>
  )
}

function UsageDetails({ stats, hasPlan }: { stats: UsageStatistics; hasPlan?: boolean }) {
  const { t, i18n } = useTranslation('dashboard')
  const language = i18n.language
  const now = useNow()
  const number = (value: number) => formatNumber(language, value)
  const currency = stats.todayCost.currency
  const money = (amount: number) => formatCurrency(language, amount, currency)
  const quota = stats.dailyQuota
  const used = stats.todayCost.amount
  const pace = quotaPace({ used, quota, resetsAt: stats.dailyResetsAt, now: stats.generatedAt })
  const time = (value: string | Date) => formatDateTime(language, value, { timeStyle: 'short' })

  const items = [
    { key: 'totalRequests', label: t('usage.totalRequests'), value: number(stats.totalRequests) },
    { key: 'todayRequests', label: t('usage.todayRequests'), value: number(stats.todayRequests) },
    { key: 'totalTokens', label: t('usage.totalTokens'), value: number(stats.totalTokens) },
    {
      key: 'totalCost',
      label: t('usage.totalCost'),
      value: formatCurrency(language, stats.totalCost.amount, stats.totalCost.currency),
    },
    {
      key: 'averageRate',
      label: t('usage.averageRate'),
      value: t('usage.averageRateValue', {
        value: formatNumber(language, stats.averageRpm, { maximumFractionDigits: 2 }),
      }),
    },
    {
      key: 'dailyQuota',
      label: t('usage.dailyQuota'),
      value: quota === null ? (hasPlan === false ? t('usage.noPlan') : t('usage.unlimited')) : money(quota),
    },
  ]

  // Without a plan there is no quota to use up and nothing that resets: no quota, pace or reset lines.
  // Until the plan is known, a missing quota could mean either, so it waits too.
  const showsQuota = hasPlan === true || (hasPlan === undefined && quota !== null)
  const quotaLines = !showsQuota ? null : (
    <>
      {quota === null ? (
        <p className={styles.muted}>{t('usage.todayUnlimited', { used: money(used) })}</p>
      ) : (
        <QuotaMeters
          rows={[
            {
              key: 'daily',
              label: t('usage.gaugeLabel'),
              used,
              limit: quota,
              resetsAt: stats.dailyResetsAt,
            },
          ]}
          currency={currency}
          now={now}
        />
      )}
      <div className={styles.pace}>
        {pace.kind === 'unlimited' ? null : (
          <p>
            {pace.kind === 'runsOut'
              ? t('usage.pace.runsOut', { time: time(pace.at) })
              : t(`usage.pace.${pace.kind}`)}
          </p>
        )}
      </div>
    </>
  )

  return (
    <>
      <dl className={styles.stats}>
        {items.map((item) => (
          <div key={item.key}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
      {quotaLines}
    </>
  )
}
