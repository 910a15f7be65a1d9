import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useFailureText } from '#src/components/relay-failure/use-failure-text.ts'
import type { FailureExplanation } from '#src/lib/explain-failure.ts'
import type { UsageRequest } from '#src/features/usage/utils/usage-query.ts'
import styles from './request-log.module.css'

type RequestLogFailureProps = { explanation: FailureExplanation; request: UsageRequest }

/** What happened to a refused or failed request and what the user can do about it, in their language. */
export function RequestLogFailure({ explanation, request }: RequestLogFailureProps) {
  const { t } = useTranslation('request-log')
  const { what, reset, todo, link } = useFailureText(explanation, request)
  return (
    <div className={styles.failure}>
      <h3 className={styles.detailsHeading}>{t('details.whatHappened')}</h3>
      <p>{what}</p>
      {reset ? <p>{reset}</p> : null}
      <h3 className={styles.detailsHeading}>{t('details.whatToDo')}</h3>
      <p>{todo}</p>
      {link ? (
        <p>
          <Link to={link.to}>{link.label}</Link>
        </p>
      ) : null}
    </div>
  )
}
