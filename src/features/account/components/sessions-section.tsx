import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '#src/components/errors/use-error-message.ts'
import { Badge } from '#src/components/ui/badge.tsx'
import { Button } from '#src/components/ui/button.tsx'
import { ErrorState } from '#src/components/ui/error-state.tsx'
import { isOperationMissing } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { formatDateTime } from '#src/utils/format.ts'
import { useRevokeOtherSessions } from '#src/features/account/api/use-revoke-other-sessions.ts'
import { useRevokeSession } from '#src/features/account/api/use-revoke-session.ts'
import { useSessions } from '#src/features/account/api/use-sessions.ts'
import { describeUserAgent } from '#src/features/account/utils/user-agent.ts'
import styles from './account-section.module.css'

type Session = components['schemas']['Session']

function SessionRow({
  session,
  onRevoke,
  isRevoking,
}: {
  session: Session
  onRevoke: () => void
  isRevoking: boolean
}) {
  const { t, i18n } = useTranslation('account')
  const { browser, os } = describeUserAgent(session.userAgent)
  const device =
    browser && os ? t('sessions.browserOn', { browser, os }) : (browser ?? os ?? t('sessions.unknownDevice'))
  return (
    <li className={styles.session}>
      <div>
        <p>
          <strong>{device}</strong>{' '}
          {session.current ? <Badge tone="success">{t('sessions.current')}</Badge> : null}
        </p>
        <p className={styles.muted}>
          {t('sessions.details', {
            address: session.ipAddress ?? t('sessions.unknownAddress'),
            lastSeen: formatDateTime(i18n.language, session.lastSeenAt),
          })}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="small"
          onClick={onRevoke}
          isLoading={isRevoking}
          aria-label={t('sessions.revokeOne', { device })}
        >
          {t('sessions.revoke')}
        </Button>
      )}
    </li>
  )
}

/** Where the account is signed in; sign out one, or every other. */
export function SessionsSection() {
  const { t } = useTranslation('account')
  const messageOf = useErrorMessage()
  const sessions = useSessions()
  const revokeOne = useRevokeSession()
  const revokeOthers = useRevokeOtherSessions()
  const [revokingId, setRevokingId] = useState<string | null>(null)
  const [status, setStatus] = useState('')
  const [actionError, setActionError] = useState('')
  const items = sessions.data?.items ?? []
  const hasOthers = items.some((session) => !session.current)

  const handleRevoke = async (id: string) => {
    setStatus('')
    setActionError('')
    setRevokingId(id)
    try {
      await revokeOne.trigger(id)
      setStatus(t('sessions.revokedOne'))
    } catch (error) {
      setActionError(messageOf(error))
    } finally {
      setRevokingId(null)
    }
  }

  const handleRevokeOthers = async () => {
    setStatus('')
    setActionError('')
    try {
      const { revoked } = await revokeOthers.trigger()
      setStatus(t('sessions.revokedOthers', { count: revoked }))
    } catch (error) {
      setActionError(messageOf(error))
    }
  }

  let body
  if (sessions.error && isOperationMissing(sessions.error, 'NOT_FOUND')) {
    body = <p className={styles.muted}>{t('sessions.unsupported')}</p>
  } else if (sessions.error) {
    body = (
      <ErrorState
        message={messageOf(sessions.error)}
        onRetry={() => void sessions.mutate()}
        isRetrying={sessions.isValidating}
      />
    )
  } else if (!sessions.data) {
    body = (
      <p className={styles.muted} role="status">
        {t('sessions.loading')}
      </p>
    )
  } else {
    body = (
      <>
        <p className={styles.status} role="status">
          {status}
        </p>
        <p className={styles.alert} role="alert">
          {actionError}
        </p>
        <ul className={styles.sessions}>
          {items.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              isRevoking={revokingId === session.id}
              onRevoke={() => void handleRevoke(session.id)}
            />
          ))}
        </ul>
        {hasOthers ? (
          <Button
            variant="danger"
            onClick={() => void handleRevokeOthers()}
            isLoading={revokeOthers.isMutating}
          >
            {t('sessions.revokeOthers')}
          </Button>
        ) : (
          <p className={styles.muted}>{t('sessions.onlyThis')}</p>
        )}
      </>
    )
  }

  return (
    <section className={styles.section} aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('sessions.title')}</h2>
      {body}
    </section>
  )
}
