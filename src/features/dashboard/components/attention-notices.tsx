import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { AlertIcon, ClockIcon } from '#src/components/icons/icons.tsx'
import { Button, buttonClass } from '#src/components/ui/button.tsx'
import { paths } from '#src/config/paths.ts'
import { useAuth } from '#src/lib/auth/auth-provider.tsx'
import { formatCurrency, formatDate, formatDateTime, formatNumber, joinSentences } from '#src/utils/format.ts'
import { useMySubscription } from '#src/lib/api/use-my-subscription.ts'
import {
  publishAttention,
  readDismissals,
  saveDismissal,
  type Dismissals,
} from '#src/features/dashboard/utils/attention-storage.ts'
import {
  dashboardNotices,
  type DashboardNotice,
  type QuotaNotice,
  type SubscriptionNotice,
} from '#src/features/dashboard/utils/attention.ts'
import { formatUntil } from '#src/features/dashboard/utils/time.ts'
import { useNow } from '#src/features/dashboard/utils/use-now.ts'
import { useTimeLeft } from '#src/features/dashboard/utils/use-time-left.ts'
import { useDeferredQuery } from '#src/lib/api/swr.ts'
import { LIVE_QUERY } from '#src/lib/api/live-query.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import type { DashboardIntent } from './quick-actions.tsx'
import styles from './attention-notices.module.css'

const QUOTA_CURRENCY = 'USD'

/** Days counted by the quotas that cover more than today. */
const WINDOW_DAYS = { weeklyOpus: 7, monthly: 30 } as const

/** Per level: a quota dismissed at 80 % still alerts once used up. */
function dismissalKey(notice: DashboardNotice): string {
  return notice.kind === 'quota' ? `${notice.id}.${notice.level}` : notice.id
}

type Subscription = components['schemas']['Subscription']

function undismissedNotices(data: Subscription | undefined, now: number, dismissals: Dismissals) {
  return data
    ? dashboardNotices(data, now).filter((notice) => !((dismissals[dismissalKey(notice)] ?? 0) > now))
    : undefined
}

/** The header's avatar learns through local storage whether anything is undismissed, until when. */
function usePublishedAttention(accountId: string, notices: DashboardNotice[] | undefined) {
  // The latest moment one of the notices shown still holds: the avatar's dot lasts until then.
  const attentionUntil = notices?.length ? Math.max(...notices.map((notice) => notice.until)) : null
  useEffect(() => {
    if (accountId && notices !== undefined) publishAttention(accountId, attentionUntil)
  }, [accountId, notices !== undefined, attentionUntil]) // eslint-disable-line react-hooks/exhaustive-deps
}

/** For the tabs that show no notices: the header's dot follows the plan's figures as they poll. */
export function AttentionDot() {
  const { user } = useAuth()
  const accountId = user?.id ?? ''
  const { data } = useMySubscription(true, LIVE_QUERY)
  const now = useNow()
  usePublishedAttention(accountId, undismissedNotices(data, now, readDismissals(accountId, now)))
  return null
}

/** Also tells the header's avatar whether anything is undismissed. */
export function AttentionNotices() {
  const { user } = useAuth()
  const accountId = user?.id ?? ''
  const { data } = useDeferredQuery(useMySubscription())
  const now = useNow()
  const [dismissed, setDismissed] = useState<{ accountId: string; dismissals: Dismissals }>(() => ({
    accountId,
    dismissals: readDismissals(accountId, now),
  }))
  const listRef = useRef<HTMLDivElement>(null)
  const focusAfterDismiss = useRef(false)
  // Another account in this tab reads its own dismissals.
  const dismissals = dismissed.accountId === accountId ? dismissed.dismissals : readDismissals(accountId, now)

  const notices = undismissedNotices(data, now, dismissals)
  usePublishedAttention(accountId, notices)

  // In the commit that removes the notice, so focus never rests on the body in between.
  useLayoutEffect(() => {
    if (!focusAfterDismiss.current) return
    focusAfterDismiss.current = false
    // The button went away with its notice: focus moves to the next notice, else to the tab's panel, not the body.
    const list = listRef.current
    const next =
      list?.querySelector<HTMLElement>('section') ?? list?.closest<HTMLElement>('[role="tabpanel"]')
    next?.focus()
  })

  const dismiss = (notice: DashboardNotice) => {
    focusAfterDismiss.current = true
    setDismissed({
      accountId,
      dismissals: saveDismissal(accountId, dismissalKey(notice), notice.until, now),
    })
  }

  // Kept in the page while empty (hidden, so it takes no room) as the place focus starts from after a dismissal.
  return (
    <div ref={listRef} className={styles.list} hidden={!notices?.length}>
      {notices?.map((notice) =>
        notice.kind === 'quota' ? (
          <QuotaNoticeView key={notice.id} notice={notice} now={now} onDismiss={() => dismiss(notice)} />
        ) : (
          <SubscriptionNoticeView
            key={notice.id}
            notice={notice}
            now={now}
            onDismiss={() => dismiss(notice)}
          />
        ),
      )}
    </div>
  )
}

type NoticeProps<N> = { notice: N; now: number; onDismiss: () => void }

function QuotaNoticeView({ notice, now, onDismiss }: NoticeProps<QuotaNotice>) {
  const { t, i18n } = useTranslation('dashboard')
  const titleId = useId()
  const language = i18n.language
  const exhausted = notice.level === 'exhausted'
  const requests = notice.unit === 'requests'
  const amount = (value: number) =>
    requests ? formatNumber(language, value) : formatCurrency(language, value, QUOTA_CURRENCY)
  const quota = t(`attention.names.${notice.id}`)
  // The share as the quota's meter shows it (rounded down: a quota not quite used up never reads 100 %).
  const percent = formatNumber(language, notice.share, { style: 'percent', maximumFractionDigits: 0 })
  const reset = {
    // A reset of its own can be days away: its date is written too.
    time: notice.ownReset
      ? formatDateTime(language, notice.resetsAt)
      : formatDateTime(language, notice.resetsAt, { timeStyle: 'short' }),
    duration: formatUntil(language, notice.resetsAt - now),
  }
  let resetText: string
  if (notice.id === 'requests') resetText = t('attention.resetsRequests', reset)
  else if (notice.id === 'daily') resetText = t('attention.resetsDaily', reset)
  else if (notice.ownReset) resetText = t('attention.resetsOn', reset)
  else resetText = t('attention.resetsRolling', { ...reset, count: WINDOW_DAYS[notice.id] })
  let title: string
  if (!exhausted) title = t('attention.nearTitle', { quota, percent })
  else if (requests) title = t('attention.requestsReachedTitle')
  else title = t('attention.usedUpTitle', { quota })
  return (
    <section
      tabIndex={-1}
      role={exhausted ? 'alert' : 'status'}
      aria-labelledby={titleId}
      className={`${styles.notice} ${exhausted ? styles.danger : styles.warning}`}
    >
      <span className={styles.icon} aria-hidden="true">
        <AlertIcon />
      </span>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p>
          {joinSentences(language, [
            requests
              ? t('attention.requestsLeft', {
                  count: notice.limit,
                  left: amount(notice.left),
                  limit: amount(notice.limit),
                })
              : t('attention.left', { left: amount(notice.left), limit: amount(notice.limit) }),
            resetText,
            exhausted ? t(notice.id === 'weeklyOpus' ? 'attention.refusedOpus' : 'attention.refused') : null,
          ])}
        </p>
        <p>{t('attention.waysOn')}</p>
        <div className={styles.actions}>
          <Link to={paths.plans} className={buttonClass({ size: 'small' })}>
            {t('attention.upgrade')}
          </Link>
          <Button variant="secondary" size="small" onClick={onDismiss}>
            {t('attention.dismiss')}
          </Button>
        </div>
      </div>
    </section>
  )
}

function SubscriptionNoticeView({ notice, now, onDismiss }: NoticeProps<SubscriptionNotice>) {
  const { t, i18n } = useTranslation('dashboard')
  const titleId = useId()
  const language = i18n.language
  const expired = notice.id === 'expired'
  const { text: leftText } = useTimeLeft(notice.expiresAt, now)
  const date = notice.expiresAt ? formatDate(language, notice.expiresAt) : null
  return (
    <section
      tabIndex={-1}
      role={expired ? 'alert' : 'status'}
      aria-labelledby={titleId}
      className={`${styles.notice} ${expired ? styles.danger : styles.warning}`}
    >
      <span className={styles.icon} aria-hidden="true">
        {expired ? <AlertIcon /> : <ClockIcon />}
      </span>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {t(expired ? 'attention.expiredTitle' : 'attention.expiringTitle')}
        </h2>
        <p>
          {joinSentences(language, [
            date &&
              (expired
                ? t('attention.endedOn', { date })
                : t('attention.endsOn', { date, left: leftText ?? '' })),
            t(expired ? 'attention.expiredNext' : 'attention.expiringNext'),
          ])}
        </p>
        <div className={styles.actions}>
          <Link
            to="?tab=activate"
            state={{ intent: 'activate' satisfies DashboardIntent }}
            className={buttonClass({ size: 'small' })}
          >
            {t('subscription.activate')}
          </Link>
          <Link to={paths.plans} className={buttonClass({ variant: 'secondary', size: 'small' })}>
            {t('subscription.viewPlans')}
          </Link>
          <Button variant="ghost" size="small" onClick={onDismiss}>
            {t('attention.dismiss')}
          </Button>
        </div>
      </div>
    </section>
  )
}
