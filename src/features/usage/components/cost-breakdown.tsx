import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Skeleton } from '#src/components/ui/skeleton.tsx'
import type { components } from '#src/lib/api/schema.d.ts'
import { formatNumber } from '#src/utils/format.ts'
import { formatCost } from '#src/features/usage/utils/format-cost.ts'
import card from './card.module.css'
import { TableToggle } from './table-toggle.tsx'
import styles from './usage.module.css'

type UsageSummary = components['schemas']['UsageSummary']
type UsageGroup = components['schemas']['UsageGroup']

export type CostBreakdownProps = {
  kind: 'model' | 'key'
  title: string
  /** Grouped by `kind`; undefined while it loads. */
  summary: UsageSummary | undefined
  nameOf: (group: UsageGroup) => string
}

const tokensOf = ({ tokens }: UsageGroup) =>
  tokens.input + tokens.output + tokens.cacheWrite + tokens.cacheRead

/** The range's cost per model or per key: bars, each with its name and amount in words, and the same as a table. */
export function CostBreakdown({ kind, title, summary, nameOf }: CostBreakdownProps) {
  const { t, i18n } = useTranslation('usage')
  const language = i18n.language
  const titleId = useId()
  const descriptionId = useId()

  if (!summary) {
    return (
      <section className={card.card} aria-labelledby={titleId} aria-busy="true">
        <h2 id={titleId} className={card.title}>
          {title}
        </h2>
        <Skeleton className={styles.breakdownSkeleton} />
      </section>
    )
  }

  const { groups, totals } = summary
  const total = totals.cost.amount
  const currency = totals.cost.currency
  const money = (amount: number) => formatCost(language, amount, currency)
  const percent = (part: number) =>
    total > 0 ? formatNumber(language, part / total, { style: 'percent', maximumFractionDigits: 1 }) : '—'
  const highest = groups[0]
  const max = Math.max(0, ...groups.map((group) => group.cost.amount))
  const description =
    highest && total > 0
      ? t('breakdown.highest', {
          name: nameOf(highest),
          cost: money(highest.cost.amount),
          total: money(total),
          percent: percent(highest.cost.amount),
        })
      : t('breakdown.nothingCharged')

  return (
    <section className={card.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={card.title}>
        {title}
      </h2>
      <div role="img" aria-labelledby={titleId} aria-describedby={descriptionId} className={styles.bars}>
        {groups.map((group) => (
          <div key={group.key} className={styles.barRow}>
            <span className={styles.barName}>{nameOf(group)}</span>
            <span className={styles.barValue}>{money(group.cost.amount)}</span>
            <svg className={styles.barTrack} viewBox="0 0 100 8" preserveAspectRatio="none" focusable="false">
              <rect
                width={max > 0 ? Math.max(0.5, (group.cost.amount / max) * 100) : 0.5}
                height="8"
                className={group.cost.amount > 0 ? styles.bar : styles.zeroBar}
              />
            </svg>
          </div>
        ))}
      </div>
      <p id={descriptionId} className={styles.chartSummary}>
        {description}
      </p>
      <TableToggle caption={title}>
        <thead>
          <tr>
            <th scope="col">{t(kind === 'model' ? 'breakdown.model' : 'breakdown.key')}</th>
            <th scope="col">{t('breakdown.requests')}</th>
            <th scope="col">{t('breakdown.failures')}</th>
            <th scope="col">{t('breakdown.tokens')}</th>
            <th scope="col">{t('breakdown.cost')}</th>
            <th scope="col">{t('breakdown.share')}</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.key}>
              <th scope="row">{nameOf(group)}</th>
              <td>{formatNumber(language, group.requests)}</td>
              <td>{formatNumber(language, group.failures)}</td>
              <td>{formatNumber(language, tokensOf(group))}</td>
              <td>{money(group.cost.amount)}</td>
              <td>{percent(group.cost.amount)}</td>
            </tr>
          ))}
        </tbody>
      </TableToggle>
    </section>
  )
}
