import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Skeleton } from '#src/components/ui/skeleton.tsx'
import type { components } from '#src/lib/api/schema.d.ts'
import { formatDateTime, formatNumber } from '#src/utils/format.ts'
import { formatCost } from '#src/features/usage/utils/format-cost.ts'
import { bucketId, bucketKeys, type Granularity } from '#src/features/usage/utils/range.ts'
import card from './card.module.css'
import { TableToggle } from './table-toggle.tsx'
import styles from './usage.module.css'

type UsageSummary = components['schemas']['UsageSummary']

/** Drawing units of one column; the SVG stretches to the card's width and the chart's height. */
const COLUMN = 10
const HEIGHT = 100
/** An hour or day without requests: a stub on the baseline, so it reads as zero rather than missing. */
const ZERO_STUB = 1.5

export type RequestsOverTimeProps = {
  /** Grouped by `granularity`; undefined while it loads. */
  summary: UsageSummary | undefined
  range: { from: number; to?: number } | undefined
  granularity: Granularity
  now: number
  timeZone: string
}

type Bucket = { key: string; requests: number; failures: number; tokens: number; cost: number }

/** Served and failed requests per hour (ranges up to two days) or per day, and the same as a table. */
export function RequestsOverTime({ summary, range, granularity, now, timeZone }: RequestsOverTimeProps) {
  const { t, i18n } = useTranslation('usage')
  const language = i18n.language
  const titleId = useId()
  const descriptionId = useId()
  const patternId = `failed-${useId().replace(/[^\w-]/g, '')}`
  const title = t(granularity === 'hour' ? 'overTime.titleHour' : 'overTime.titleDay')

  if (!summary || !range) {
    return (
      <section className={card.card} aria-labelledby={titleId} aria-busy="true">
        <h2 id={titleId} className={card.title}>
          {title}
        </h2>
        <Skeleton className={styles.columnsSkeleton} />
      </section>
    )
  }

  const byId = new Map(summary.groups.map((group) => [bucketId(group.key, granularity), group]))
  const buckets: Bucket[] = bucketKeys(range, granularity, { now, timeZone }).map((key) => {
    const group = byId.get(key)
    const { tokens } = group ?? { tokens: { input: 0, output: 0, cacheWrite: 0, cacheRead: 0 } }
    return {
      key,
      requests: group?.requests ?? 0,
      failures: group?.failures ?? 0,
      tokens: tokens.input + tokens.output + tokens.cacheWrite + tokens.cacheRead,
      cost: group?.cost.amount ?? 0,
    }
  })
  const label = (key: string) =>
    granularity === 'hour'
      ? formatDateTime(language, key, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
      : formatDateTime(language, `${key}T00:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' })
  const number = (value: number) => formatNumber(language, value)
  const countOf = (bucket: Bucket) => bucket.requests + bucket.failures
  const busiest = buckets.reduce<Bucket | undefined>(
    (best, bucket) => (countOf(bucket) > (best ? countOf(best) : 0) ? bucket : best),
    undefined,
  )
  const max = busiest ? countOf(busiest) : 0
  const description = busiest
    ? t('overTime.summary', {
        requests: number(summary.totals.requests),
        failures: number(summary.totals.failures),
        when: label(busiest.key),
        busiest: number(max),
      })
    : t('overTime.summaryNone')
  const width = buckets.length * COLUMN
  const heightOf = (value: number) => (max > 0 ? (value / max) * HEIGHT : 0)

  return (
    <section className={card.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={card.title}>
        {title}
      </h2>
      <div
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className={styles.columnsChart}
      >
        <svg
          className={styles.columnsSvg}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          focusable="false"
        >
          <defs>
            <pattern
              id={patternId}
              width="4"
              height="4"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <rect width="4" height="4" className={styles.failedBack} />
              <rect width="2" height="4" className={styles.failedStripe} />
            </pattern>
          </defs>
          {buckets.map((bucket, index) => {
            const served = heightOf(bucket.requests)
            const failed = heightOf(bucket.failures)
            const x = index * COLUMN + 1.5
            if (countOf(bucket) === 0) {
              return (
                <rect
                  key={bucket.key}
                  x={x}
                  y={HEIGHT - ZERO_STUB}
                  width={COLUMN - 3}
                  height={ZERO_STUB}
                  className={styles.zeroBar}
                />
              )
            }
            return (
              <g key={bucket.key}>
                <rect x={x} y={HEIGHT - served} width={COLUMN - 3} height={served} className={styles.bar} />
                {/* Failures sit on top, striped and outlined: told apart by more than their colour. */}
                <rect
                  x={x}
                  y={HEIGHT - served - failed}
                  width={COLUMN - 3}
                  height={failed}
                  fill={`url(#${patternId})`}
                  className={styles.failedBar}
                  vectorEffect="non-scaling-stroke"
                />
              </g>
            )
          })}
          <line
            x1="0"
            x2={width}
            y1={HEIGHT - 0.5}
            y2={HEIGHT - 0.5}
            className={styles.axis}
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </div>
      <div className={styles.axisLabels} aria-hidden="true">
        <span>{buckets[0] ? label(buckets[0].key) : null}</span>
        <span>{buckets.length > 1 ? label(buckets[buckets.length - 1]?.key ?? '') : null}</span>
      </div>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <svg className={styles.swatch} viewBox="0 0 8 8" focusable="false">
            <rect width="8" height="8" className={styles.bar} />
          </svg>
          {t('overTime.served')}
        </li>
        <li>
          <svg className={styles.swatch} viewBox="0 0 8 8" focusable="false">
            <rect width="8" height="8" fill={`url(#${patternId})`} className={styles.failedBar} />
          </svg>
          {t('overTime.failed')}
        </li>
      </ul>
      <p id={descriptionId} className={styles.chartSummary}>
        {description}
      </p>
      <TableToggle caption={title}>
        <thead>
          <tr>
            <th scope="col">{t(granularity === 'hour' ? 'overTime.hour' : 'overTime.day')}</th>
            <th scope="col">{t('overTime.served')}</th>
            <th scope="col">{t('overTime.failed')}</th>
            <th scope="col">{t('overTime.tokens')}</th>
            <th scope="col">{t('overTime.cost')}</th>
          </tr>
        </thead>
        <tbody>
          {buckets.map((bucket) => (
            <tr key={bucket.key}>
              <th scope="row">
                <time dateTime={bucket.key}>{label(bucket.key)}</time>
              </th>
              <td>{number(bucket.requests)}</td>
              <td>{number(bucket.failures)}</td>
              <td>{number(bucket.tokens)}</td>
              <td>{formatCost(language, bucket.cost, summary.totals.cost.currency)}</td>
            </tr>
          ))}
        </tbody>
      </TableToggle>
    </section>
  )
}
