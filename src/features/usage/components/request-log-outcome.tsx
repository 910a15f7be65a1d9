import { useTranslation } from 'react-i18next'
import { CheckIcon, XCircleIcon } from '#src/components/icons/icons.tsx'
import { explainFailure, type FailureExplanation } from '#src/lib/explain-failure.ts'
import type { UsageRequest } from '#src/features/usage/utils/usage-query.ts'
import styles from './request-log.module.css'

type OutcomeKey = Exclude<FailureExplanation['kind'], 'quota'> | 'success' | 'quota' | 'requestLimit'

function outcomeKey(explanation: FailureExplanation | null): OutcomeKey {
  if (!explanation) return 'success'
  if (explanation.kind === 'quota') return explanation.quota === 'requests' ? 'requestLimit' : 'quota'
  return explanation.kind
}

/** The outcome in words beside an icon, so that neither colour nor the icon alone carries it. */
export function RequestOutcome({ request }: { request: UsageRequest }) {
  const { t } = useTranslation('request-log')
  const explanation = explainFailure(request)
  const key = outcomeKey(explanation)
  return (
    <span className={explanation ? styles.failed : styles.served}>
      {explanation ? <XCircleIcon width={16} height={16} /> : <CheckIcon width={16} height={16} />}
      {t(`outcome.${key}`, { status: request.status })}
    </span>
  )
}
