import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Meter } from '#src/components/ui/meter.tsx'
import { formatCurrency, formatDateTime, formatNumber } from '#src/utils/format.ts'
import { quotaFigures, type QuotaUnit } from '#src/features/dashboard/utils/quota.ts'
import { formatUntil } from '#src/features/dashboard/utils/time.ts'
import styles from './quota-meters.module.css'

export type QuotaRow = {
  key: string
  label: string
  /** What the quota counts: US dollars (the default) or requests. */
  unit?: QuotaUnit
  /** Null when the backend does not report it: a dash, named for screen readers. */
  used: number | null
  limit: number | null
  /** When the quota next resets (ISO 8601); left out when the backend does not say, and then no reset line shows. */
  resetsAt?: string
}

export type QuotaMetersProps = {
  rows: QuotaRow[]
  currency: string
  /** The current time (epoch ms), for the countdowns. */
  now: number
}

/** The exact reset, in the user's own time zone with its name, so "in 6 days" can be checked against a calendar. */
const EXACT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
}

/** The figures are `quotaFigures`, as the notices compute them, so a meter and its notice never disagree. */
export function QuotaMeters({ rows, currency, now }: QuotaMetersProps) {
  return (
    <ul className={styles.list}>
      {rows.map((row) => (
        <li key={row.key} className={styles.row}>
          <QuotaMeter row={row} currency={currency} />
          <div className={styles.foot}>
            <QuotaFoot row={row} currency={currency} />
            {row.resetsAt ? <ResetTime at={row.resetsAt} now={now} /> : null}
          </div>
        </li>
      ))}
    </ul>
  )
}

function useAmount(unit: QuotaUnit, currency: string) {
  const { i18n } = useTranslation('dashboard')
  const language = i18n.language
  return (amount: number) =>
    unit === 'usd' ? formatCurrency(language, amount, currency) : formatNumber(language, amount)
}

function QuotaMeter({ row, currency }: { row: QuotaRow; currency: string }) {
  const { t, i18n } = useTranslation('dashboard')
  const unit = row.unit ?? 'usd'
  const amount = useAmount(unit, currency)
  const { used, limit, share } = quotaFigures(row.used, row.limit)
  if (limit === null || used === null || share === null) {
    let limitText: string
    if (limit === null) limitText = t(unit === 'usd' ? 'quotas.unlimited' : 'quotas.unlimitedRequests')
    else if (unit === 'usd') limitText = amount(limit)
    else limitText = t('quotas.requestsLimit', { count: limit, limit: amount(limit) })
    return (
      <div className={styles.head}>
        <span className={styles.label}>{row.label}</span>
        <span>{limitText}</span>
      </div>
    )
  }
  const percent = formatNumber(i18n.language, share, { style: 'percent', maximumFractionDigits: 0 })
  return (
    <Meter
      label={row.label}
      value={used}
      max={limit}
      valueText={
        unit === 'usd'
          ? t('subscription.quota.usedOf', { used: amount(used), quota: amount(limit), percent })
          : t('quotas.requestsUsedOf', { count: limit, used: amount(used), limit: amount(limit), percent })
      }
    />
  )
}

function QuotaFoot({ row, currency }: { row: QuotaRow; currency: string }) {
  const { t } = useTranslation('dashboard')
  const unit = row.unit ?? 'usd'
  const amount = useAmount(unit, currency)
  const { used, limit, left } = quotaFigures(row.used, row.limit)
  if (used === null) {
    return (
      <span>
        {t('quotas.usedToday')} <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('quotas.notReported')}</span>
      </span>
    )
  }
  if (limit === null) {
    return (
      <span>
        {unit === 'usd'
          ? t('quotas.usedNoLimit', { used: amount(used) })
          : t('quotas.requestsNoLimit', { count: used, used: amount(used) })}
      </span>
    )
  }
  const rest = left ?? 0
  return (
    <span>
      {unit === 'usd'
        ? t('quotas.left', { left: amount(rest) })
        : t('quotas.requestsLeft', { count: rest, left: amount(rest) })}
    </span>
  )
}

/** The exact time's tooltip stays while hovered and Escape hides it (WCAG 1.4.13, content on hover). */
function ResetTime({ at, now }: { at: string; now: number }) {
  const { t, i18n } = useTranslation('dashboard')
  const language = i18n.language
  const tipId = useId()
  const [dismissed, setDismissed] = useState(false)
  const exact = formatDateTime(language, at, EXACT)
  return (
    <span className={styles.reset} onPointerLeave={() => setDismissed(false)}>
      <time
        dateTime={at}
        // Focusable so that keyboard users can bring up the exact time too.
        tabIndex={0}
        aria-describedby={tipId}
        className={styles.time}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true)
        }}
        onBlur={() => setDismissed(false)}
      >
        {t('quotas.resetsIn', { duration: formatUntil(language, Date.parse(at) - now) })}
      </time>
      <span role="tooltip" id={tipId} className={styles.tip} data-dismissed={dismissed || undefined}>
        {t('quotas.resetsAt', { time: exact })}
      </span>
    </span>
  )
}
