import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { useErrorMessage } from '#src/components/errors/use-error-message.ts'
import { ErrorState } from '#src/components/ui/error-state.tsx'
import { SegmentedControl } from '#src/components/ui/segmented-control.tsx'
import { SkeletonText } from '#src/components/ui/skeleton.tsx'
import { useDisclosure } from '#src/hooks/use-disclosure.ts'
import { useRovingFocus } from '#src/hooks/use-roving-focus.ts'
import { formatCurrency, formatDateTime, formatNumber } from '#src/utils/format.ts'
import { useUsageStatistics } from '#src/features/dashboard/api/use-usage-statistics.ts'
import {
  METRICS,
  bucketHistory,
  readMetric,
  referenceTime,
  summarize,
  writeMetric,
  type Metric,
  type UsageDay,
} from '#src/features/dashboard/utils/usage-history.ts'
import { useNow } from '#src/features/dashboard/utils/use-now.ts'
import { useDeferredQuery } from '#src/lib/api/swr.ts'
import card from './card.module.css'
import styles from './usage-history.module.css'

/** Drawing units of one column; the SVG stretches to the card's width and the chart's height. */
const COLUMN = 10
const HEIGHT = 100
/** The height of a day without use: a stub on the baseline, so the day reads as zero rather than missing. */
const ZERO_STUB = 1.5

export function UsageHistory() {
  const { t } = useTranslation('dashboard')
  const messageOf = useErrorMessage()
  const titleId = useId()
  const { data, error, isLoading, isValidating, mutate } = useDeferredQuery(useUsageStatistics())
  const now = useNow()
  const [searchParams, setSearchParams] = useSearchParams()
  const metric = readMetric(searchParams)
  // The choice lives in the URL, so a reload or a shared link shows the same view; replacing keeps Back useful.
  const choose = (next: Metric) => setSearchParams((current) => writeMetric(current, next), { replace: true })

  let body: ReactNode
  if (data) {
    const days = bucketHistory(data.history, referenceTime(data.generatedAt, now))
    body = (
      <>
        <SegmentedControl
          legend={t('usageHistory.metricLabel')}
          values={METRICS}
          value={metric}
          labelOf={(option) => t(`usageHistory.metrics.${option}`)}
          onChange={choose}
        />
        <UsageChart days={days} metric={metric} />
        <UsageTable days={days} />
      </>
    )
  } else if (error) {
    // The usage card beside the chart reads the same request and announces its failure; Retry in either
    // reloads both (one SWR key). Here the same message is shown, not announced a second time.
    body = (
      <ErrorState
        message={messageOf(error)}
        onRetry={() => void mutate()}
        isRetrying={isValidating}
        announce={false}
      />
    )
  } else body = isLoading ? <SkeletonText lines={5} /> : null

  return (
    <section className={card.card} aria-labelledby={titleId} aria-busy={isLoading}>
      <h2 id={titleId} className={card.title}>
        {t('usageHistory.title')}
      </h2>
      {body}
    </section>
  )
}

function useLabels() {
  const { t, i18n } = useTranslation('dashboard')
  const language = i18n.language
  const day = (date: string) =>
    formatDateTime(language, `${date}T00:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' })
  const amount = (metric: Metric, value: number) =>
    metric === 'cost' ? formatCurrency(language, value, 'USD') : formatNumber(language, value)
  const value = (metric: Metric, count: number) =>
    metric === 'cost'
      ? amount(metric, count)
      : t(`usageHistory.value.${metric}`, { count, value: amount(metric, count) })
  return { t, day, amount, value }
}

/** The SVG only draws; the columns over it are what a pointer or the keyboard (a roving tabindex) reaches. */
function UsageChart({ days, metric }: { days: UsageDay[]; metric: Metric }) {
  const { t, day, amount, value } = useLabels()
  const patternId = `today-${useId().replace(/[^\w-]/g, '')}`
  const { total, peak } = summarize(days, metric)
  const max = peak ? peak[metric] : 0
  const chartName = t(`usageHistory.chartName.${metric}`)
  const summary = peak
    ? t('usageHistory.summary', {
        name: chartName,
        total: amount(metric, total),
        peak: amount(metric, max),
        day: day(peak.date),
      })
    : t('usageHistory.summaryNone', { name: chartName, total: amount(metric, total) })

  const last = days.length - 1
  const [current, setCurrent] = useState(last)
  const [pointed, setPointed] = useState<number | null>(null)
  const [focused, setFocused] = useState<number | null>(null)
  const { ref: groupRef, onKeyDown } = useRovingFocus<HTMLDivElement>(
    '[role="img"]',
    'horizontal',
    setCurrent,
    { wrap: false },
  )
  const shown = pointed ?? focused

  const label = (entry: UsageDay) =>
    t(entry.isToday ? 'usageHistory.columnToday' : 'usageHistory.column', {
      day: day(entry.date),
      value: value(metric, entry[metric]),
    })

  return (
    <div className={styles.chart}>
      <p className={styles.highest} aria-hidden="true">
        {peak ? t('usageHistory.highest', { value: amount(metric, max) }) : '\u00a0'}
      </p>
      <div className={styles.plot}>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${days.length * COLUMN} ${HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
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
              <rect width="4" height="4" className={styles.todayBack} />
              <rect width="2" height="4" className={styles.todayStripe} />
            </pattern>
          </defs>
          <line
            x1="0"
            x2={days.length * COLUMN}
            y1="0.5"
            y2="0.5"
            className={styles.grid}
            vectorEffect="non-scaling-stroke"
          />
          {days.map((entry, index) => {
            const height =
              max > 0 && entry[metric] > 0 ? Math.max(ZERO_STUB, (entry[metric] / max) * HEIGHT) : ZERO_STUB
            return (
              <rect
                key={entry.date}
                x={index * COLUMN + 2}
                y={HEIGHT - height}
                width={COLUMN - 4}
                height={height}
                // Today's bar takes its stripes from the fill attribute: a class's fill would override it.
                className={[
                  entry.isToday && entry[metric] > 0
                    ? undefined
                    : entry[metric] > 0
                      ? styles.bar
                      : styles.zero,
                  entry.isToday && styles.todayBar,
                  index === shown && styles.shownBar,
                ]
                  .filter(Boolean)
                  .join(' ')}
                fill={entry.isToday && entry[metric] > 0 ? `url(#${patternId})` : undefined}
                vectorEffect="non-scaling-stroke"
              />
            )
          })}
          <line
            x1="0"
            x2={days.length * COLUMN}
            y1={HEIGHT - 0.5}
            y2={HEIGHT - 0.5}
            className={styles.axis}
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <div
          ref={groupRef}
          role="group"
          aria-label={summary}
          className={styles.columns}
          onKeyDown={onKeyDown}
          onPointerLeave={() => setPointed(null)}
        >
          {days.map((entry, index) => (
            <div
              key={entry.date}
              role="img"
              aria-label={label(entry)}
              tabIndex={index === current ? 0 : -1}
              className={styles.column}
              onFocus={() => {
                setCurrent(index)
                setFocused(index)
              }}
              onBlur={() => setFocused(null)}
              onPointerEnter={() => setPointed(index)}
            >
              {index === shown ? (
                <span
                  className={[
                    styles.tip,
                    index < 3 ? styles.tipStart : index > last - 3 ? styles.tipEnd : styles.tipMiddle,
                  ].join(' ')}
                  aria-hidden="true"
                >
                  <span className={styles.tipDay}>
                    {entry.isToday ? t('usageHistory.dayToday', { day: day(entry.date) }) : day(entry.date)}
                  </span>
                  <span>{value(metric, entry[metric])}</span>
                </span>
              ) : null}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.axisLabels} aria-hidden="true">
        <span>{days[0] ? day(days[0].date) : null}</span>
        <span className={styles.todayLabel}>
          <svg className={styles.swatch} viewBox="0 0 8 8" focusable="false">
            <rect width="8" height="8" fill={`url(#${patternId})`} className={styles.todayBar} />
          </svg>
          {t('usageHistory.today')}
        </span>
      </div>
    </div>
  )
}

/** The same days as a table of all three metrics, behind a toggle (WAI-ARIA disclosure). */
function UsageTable({ days }: { days: UsageDay[] }) {
  const { t, day, amount } = useLabels()
  const { isOpen, buttonProps, regionProps } = useDisclosure()
  const captionId = useId()
  return (
    <div className={styles.tableArea}>
      <button {...buttonProps} className={styles.toggle}>
        {isOpen ? t('usageHistory.hideTable') : t('usageHistory.showTable')}
      </button>
      <div {...regionProps} className={styles.tableRegion}>
        {/* The caption stays put above the table while a narrow screen scrolls the table sideways. */}
        <p id={captionId} className={styles.caption}>
          {t('usageHistory.tableCaption')}
        </p>
        {/* Focusable, so a keyboard can scroll it sideways on a narrow screen. */}
        <div className={styles.tableScroll} role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className={styles.table} aria-labelledby={captionId}>
            <thead>
              <tr>
                <th scope="col">{t('usageHistory.day')}</th>
                {METRICS.map((metric) => (
                  <th key={metric} scope="col">
                    {t(`usageHistory.metrics.${metric}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((entry) => (
                <tr key={entry.date} className={entry.isToday ? styles.todayRow : undefined}>
                  <th scope="row">
                    {entry.isToday ? t('usageHistory.dayToday', { day: day(entry.date) }) : day(entry.date)}
                  </th>
                  {METRICS.map((metric) => (
                    <td key={metric}>{amount(metric, entry[metric])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  )
}
