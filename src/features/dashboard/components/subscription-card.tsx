import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useErrorMessage } from '#src/components/errors/use-error-message.ts'
import {
  CheckIcon,
  ClockIcon,
  HelpCircleIcon,
  MinusCircleIcon,
  XCircleIcon,
} from '#src/components/icons/icons.tsx'
import { Badge, type BadgeTone } from '#src/components/ui/badge.tsx'
import { buttonClass } from '#src/components/ui/button.tsx'
import { ErrorState } from '#src/components/ui/error-state.tsx'
import { SkeletonText } from '#src/components/ui/skeleton.tsx'
import { paths } from '#src/config/paths.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { formatDateTime, formatDuration } from '#src/utils/format.ts'
import { useMySubscription } from '#src/lib/api/use-my-subscription.ts'
import { planQuotas } from '#src/features/dashboard/utils/quota.ts'
import { statusAt } from '#src/features/dashboard/utils/time.ts'
import { useNow } from '#src/features/dashboard/utils/use-now.ts'
import { useTimeLeft } from '#src/features/dashboard/utils/use-time-left.ts'
import { useDeferredQuery } from '#src/lib/api/swr.ts'
import styles from './card.module.css'
import { QuotaMeters, type QuotaRow } from './quota-meters.tsx'

type Subscription = components['schemas']['Subscription']
type SubscriptionStatus = components['schemas']['SubscriptionStatus']
type QuotaStatus = components['schemas']['QuotaStatus']

/** Each status has its own tone, icon and words: never colour alone. */
const STATUS_LOOK: Record<SubscriptionStatus, { tone: BadgeTone; icon: ReactNode }> = {
  active: { tone: 'success', icon: <CheckIcon /> },
  expiring_soon: { tone: 'warning', icon: <ClockIcon /> },
  expired: { tone: 'danger', icon: <XCircleIcon /> },
  inactive: { tone: 'neutral', icon: <MinusCircleIcon /> },
  unknown: { tone: 'info', icon: <HelpCircleIcon /> },
}

/** A status this build does not know (from a newer backend) reads as `unknown`. */
function knownStatus(status: string): SubscriptionStatus {
  return status in STATUS_LOOK ? (status as SubscriptionStatus) : 'unknown'
}

const QUOTA_CURRENCY = 'USD'

function StatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation('dashboard')
  const look = STATUS_LOOK[status]
  return (
    <Badge tone={look.tone} icon={look.icon}>
      {t(`subscription.status.${status}`)}
    </Badge>
  )
}

/** The subscription: status, plan, expiry with the time left, start, and the quota in use. */
export function SubscriptionCard() {
  const { t } = useTranslation('dashboard')
  const messageOf = useErrorMessage()
  const titleId = useId()
  const { data, error, isLoading, isValidating, mutate } = useDeferredQuery(useMySubscription())
  const now = useNow()
  // The server's status when it answered, moved on by the clock while the page stays open.
  const status = data ? statusAt({ ...data, status: knownStatus(data.status) }, now) : undefined

  let body: ReactNode
  if (data && status) body = <SubscriptionDetails subscription={data} status={status} now={now} />
  else if (error) {
    body = <ErrorState message={messageOf(error)} onRetry={() => void mutate()} isRetrying={isValidating} />
  } else body = isLoading ? <SkeletonText lines={5} /> : null

  return (
    <section className={styles.card} aria-labelledby={titleId} aria-busy={isLoading}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('subscription.title')}
        </h2>
        {status ? <StatusBadge status={status} /> : null}
      </div>
      {body}
    </section>
  )
}

type SubscriptionDetailsProps = { subscription: Subscription; status: SubscriptionStatus; now: number }

function SubscriptionDetails({ subscription, status, now }: SubscriptionDetailsProps) {
  const { t, i18n } = useTranslation('dashboard')
  const language = i18n.language
  const { plan, expiresAt, activeSince, quota } = subscription
  const { left, text: leftText } = useTimeLeft(expiresAt, now)
  const needsAction = status === 'expiring_soon' || status === 'expired' || status === 'inactive'

  return (
    <>
      <p className={styles.muted}>{t(`subscription.statusText.${status}`)}</p>
      {plan || expiresAt || activeSince ? (
        <dl className={styles.details}>
          {plan ? (
            <>
              <div>
                <dt>{t('subscription.plan')}</dt>
                <dd>
                  {t('subscription.planValue', {
                    name: plan.name,
                    duration: formatDuration(language, plan.duration.value, plan.duration.unit),
                  })}
                </dd>
              </div>
              <div>
                <dt>{t('subscription.scope')}</dt>
                <dd>{t(`subscription.scopes.${plan.serviceScope}`)}</dd>
              </div>
            </>
          ) : null}
          {expiresAt ? (
            <div>
              <dt>{left?.kind === 'ended' ? t('subscription.ended') : t('subscription.expires')}</dt>
              <dd>
                <time dateTime={expiresAt}>{formatDateTime(language, expiresAt)}</time>
                {leftText ? <span className={styles.note}>{leftText}</span> : null}
              </dd>
            </div>
          ) : null}
          {activeSince ? (
            <div>
              <dt>{t('subscription.activeSince')}</dt>
              <dd>
                <time dateTime={activeSince}>{formatDateTime(language, activeSince)}</time>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {
        // Quota belongs to a running plan: none once it has ended, by the server's answer or by the clock.
        quota && (status === 'active' || status === 'expiring_soon') ? (
          <QuotaList quota={quota} now={now} />
        ) : null
      }
      {needsAction ? (
        <div className={styles.actions}>
          <Link to="?tab=activate" className={buttonClass({ size: 'small' })}>
            {t('subscription.activate')}
          </Link>
          <Link to={paths.plans} className={buttonClass({ variant: 'secondary', size: 'small' })}>
            {t('subscription.viewPlans')}
          </Link>
        </div>
      ) : null}
    </>
  )
}

function QuotaList({ quota, now }: { quota: QuotaStatus; now: number }) {
  const { t } = useTranslation('dashboard')
  // The same list of quotas and figures as the notices read: daily, weekly Opus, monthly, and the request limit.
  const rows: QuotaRow[] = planQuotas(quota).map(({ id, unit, used, limit, resetsAt }) => ({
    key: id,
    label: t(`subscription.quota.${id}`),
    unit,
    used,
    limit,
    resetsAt,
  }))
  return (
    <div className={styles.details}>
      <h3 className={styles.subheading}>{t('subscription.quota.title')}</h3>
      <QuotaMeters rows={rows} currency={QUOTA_CURRENCY} now={now} />
    </div>
  )
}
