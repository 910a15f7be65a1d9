import { useTranslation } from 'react-i18next'
import { Button } from '#src/components/ui/button.tsx'
import { ErrorState } from '#src/components/ui/error-state.tsx'
import { SkeletonText } from '#src/components/ui/skeleton.tsx'
import { formatDateTime } from '#src/utils/format.ts'
import { useMockOutbox } from '#src/features/admin/api/use-mock-outbox.ts'
import styles from './admin.module.css'
import { useMockFailureReason } from './use-mock-failure-reason.ts'

const REASONS = [
  'verification',
  'passwordReset',
  'quotaAlert',
  'expiryReminder',
  'test',
  'passwordChanged',
  'twoFactorChanged',
] as const

const isKnownReason = (reason: string): reason is (typeof REASONS)[number] =>
  (REASONS as readonly string[]).includes(reason)

/** What the mock "sent" (`GET /__mock/outbox`): codes, alerts and tests, and what a webhook's receiver answered. */
export function OutboxList() {
  const { t, i18n } = useTranslation('admin')
  const reasonOf = useMockFailureReason()
  const outbox = useMockOutbox()

  if (outbox.error && !outbox.data) {
    return (
      <ErrorState
        message={t('outbox.failed', { reason: reasonOf(outbox.error) })}
        onRetry={() => void outbox.mutate()}
        isRetrying={outbox.isValidating}
      />
    )
  }
  if (!outbox.data) {
    return (
      <>
        <p className="visually-hidden" role="status">
          {t('outbox.loading')}
        </p>
        <SkeletonText lines={3} />
      </>
    )
  }
  const { items } = outbox.data

  return (
    <>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void outbox.mutate()} isLoading={outbox.isValidating}>
          {t('outbox.refresh')}
        </Button>
      </div>
      {items.length === 0 ? (
        <p className={styles.muted}>{t('outbox.empty')}</p>
      ) : (
        <ol className={styles.outbox} aria-label={t('outbox.title')}>
          {items.map((item) => (
            <li key={item.id}>
              <details>
                <summary>
                  <time dateTime={item.at}>{formatDateTime(i18n.language, item.at)}</time>
                  {' · '}
                  {t(`outbox.channels.${item.channel}`)}
                  {' · '}
                  {isKnownReason(item.reason) ? t(`outbox.reasons.${item.reason}`) : item.reason}
                  {' · '}
                  <code>{item.to}</code>
                  {' · '}
                  <span lang="en">{item.subject}</span>
                </summary>
                {item.delivery === null ? null : <p>{t('outbox.delivery', { delivery: item.delivery })}</p>}
                <pre className={styles.outboxBody} lang="en">
                  {item.body}
                </pre>
              </details>
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
