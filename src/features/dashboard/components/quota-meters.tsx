import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Meter } from '#src/components/ui/meter.tsx'
import { formatCurrency, formatDateTime, formatNumber } from '#src/utils/format.ts'
import { formatUntil } from '#src/features/dashboard/utils/time.ts'
import styles from './quota-meters.module.css'

/** One quota of the plan: what is used of it, its limit (null: unlimited) and, when the backend says, its reset. */
export type QuotaRow = {
  key: string
  label: string
  used: number
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

/**
 * The plan's quotas as one list of meters: used of the limit, what is left, and when it resets (a countdown,
 * the exact time on hover and on keyboard focus). An unlimited quota says so instead of drawing a bar.
 */
export function QuotaMeters({ rows, currency, now }: QuotaMetersProps) {
  const { t, i18n } = useTranslation('dashboard')
  const language = i18n.language
  const money = (amount: number) => formatCurrency(language, amount, currency)
  return (
    <ul className={styles.list}>
      {rows.map((row) => (
        <li key={row.key} className={styles.row}>
          {row.limit === null ? (
            <div className={styles.head}>
              <span className={styles.label}>{row.label}</span>
              <span>{t('quotas.unlimited')}</span>
            </div>
          ) : (
            <Meter
              label={row.label}
              value={row.used}
              max={row.limit}
              valueText={t('subscription.quota.usedOf', {
                used: money(row.used),
                quota: money(row.limit),
                percent: formatNumber(language, row.limit > 0 ? row.used / row.limit : 1, {
                  style: 'percent',
                  maximumFractionDigits: 0,
                }),
              })}
            />
          )}
          <div className={styles.foot}>
            <span>
              {row.limit === null
                ? t('quotas.usedNoLimit', { used: money(row.used) })
                : t('quotas.left', { left: money(Math.max(0, row.limit - row.used)) })}
            </span>
            {row.resetsAt ? <ResetTime at={row.resetsAt} now={now} /> : null}
          </div>
        </li>
      ))}
    </ul>
  )
}

/**
 * "Resets in 6 days, 3 hours", with the exact time in a tooltip that shows on hover and on keyboard focus (the
 * countdown is focusable for that), stays while the pointer is over it, and Escape hides it.
 */
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
