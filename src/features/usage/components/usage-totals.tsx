import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { components } from '#src/lib/api/schema.d.ts'
import { formatNumber } from '#src/utils/format.ts'
import { formatCost } from '#src/features/usage/utils/format-cost.ts'
import card from './card.module.css'
import styles from './usage.module.css'

type UsageTotals = components['schemas']['UsageTotals']

export type UsageTotalsProps = {
  totals: UsageTotals
  /** Where the failure count links to (the same filters, failed requests only); null: no link. */
  failuresSearch: string | null
}

/** Served requests, failures and their rate, tokens by kind and the cost of the range. */
export function UsageTotals({ totals, failuresSearch }: UsageTotalsProps) {
  const { t, i18n } = useTranslation('usage')
  const language = i18n.language
  const titleId = useId()
  const number = (value: number) => formatNumber(language, value)
  const all = totals.requests + totals.failures
  const failureRate =
    all === 0
      ? '—'
      : formatNumber(language, totals.failures / all, { style: 'percent', maximumFractionDigits: 1 })

  const items = [
    { key: 'requests', label: t('totals.requests'), value: number(totals.requests) },
    {
      key: 'failures',
      label: t('totals.failures'),
      value: failuresSearch ? (
        <Link
          to={{ search: failuresSearch }}
          className={styles.statLink}
          aria-label={t('totals.showFailures', { count: totals.failures, value: number(totals.failures) })}
        >
          {number(totals.failures)}
        </Link>
      ) : (
        number(totals.failures)
      ),
    },
    { key: 'failureRate', label: t('totals.failureRate'), value: failureRate },
    {
      key: 'cost',
      label: t('totals.cost'),
      value: formatCost(language, totals.cost.amount, totals.cost.currency),
    },
    { key: 'input', label: t('totals.input'), value: number(totals.tokens.input) },
    { key: 'output', label: t('totals.output'), value: number(totals.tokens.output) },
    { key: 'cacheWrite', label: t('totals.cacheWrite'), value: number(totals.tokens.cacheWrite) },
    { key: 'cacheRead', label: t('totals.cacheRead'), value: number(totals.tokens.cacheRead) },
  ]

  return (
    <section className={card.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={card.title}>
        {t('totals.title')}
      </h2>
      <dl className={card.stats}>
        {items.map((item) => (
          <div key={item.key}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
