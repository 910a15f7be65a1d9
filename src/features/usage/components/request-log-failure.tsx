import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '#src/config/paths.ts'
import { formatDateTime } from '#src/utils/format.ts'
import type { FailureExplanation } from '#src/features/usage/utils/explain-failure.ts'
import type { UsageRequest } from '#src/features/usage/utils/usage-query.ts'
import { formatRelative } from './request-log-format.ts'
import styles from './request-log.module.css'

type RequestLogFailureProps = { explanation: FailureExplanation; request: UsageRequest }

/** What happened to a refused or failed request and what the user can do about it, in their language. */
export function RequestLogFailure({ explanation, request }: RequestLogFailureProps) {
  const { t, i18n } = useTranslation('request-log')
  const [now] = useState(Date.now)
  const language = i18n.language

  let what: string
  let todo: string
  let link: { to: string; label: string } | null = null
  let reset: string | null = null
  const plans = { to: paths.plans, label: t('failure.seePlans') }
  switch (explanation.kind) {
    case 'quota': {
      what = t(`failure.quota.${explanation.quota}`)
      todo = t('failure.quotaTodo')
      link = plans
      if (explanation.resetsAt) {
        const time = Date.parse(explanation.resetsAt)
        const values = {
          time: formatDateTime(language, time),
          relative: formatRelative(language, time, now),
        }
        reset = time > now ? t('failure.resetsAt', values) : t('failure.resetAt', values)
      }
      break
    }
    case 'keyRefused':
      what = t('failure.keyRefused')
      todo = t('failure.keyRefusedTodo')
      link = { to: `${paths.dashboard}?tab=keys`, label: t('failure.openKeys') }
      break
    case 'noPlan':
      what = t('failure.noPlan')
      todo = t('failure.noPlanTodo')
      link = plans
      break
    case 'apiNotInPlan':
      what = t('failure.apiNotInPlan', { api: t(`apis.${request.api}`) })
      todo = t('failure.apiNotInPlanTodo')
      link = plans
      break
    case 'unknownModel':
      what = t('failure.unknownModel', { model: request.model })
      todo = t('failure.unknownModelTodo')
      break
    case 'unknown':
      what = explanation.code
        ? t('failure.unknownWithCode', { status: explanation.status, code: explanation.code })
        : t('failure.unknown', { status: explanation.status })
      todo = t('failure.unknownTodo')
      break
    default:
      what = t(`failure.${explanation.kind}`)
      todo = t(`failure.${explanation.kind}Todo`)
  }

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
