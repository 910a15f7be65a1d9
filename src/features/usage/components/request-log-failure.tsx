import { FailureText } from '#src/components/relay-failure/failure-text.tsx'
import type { FailureExplanation } from '#src/lib/explain-failure.ts'
import type { UsageRequest } from '#src/features/usage/utils/usage-query.ts'
import styles from './request-log.module.css'

type RequestLogFailureProps = { explanation: FailureExplanation; request: UsageRequest }

export function RequestLogFailure({ explanation, request }: RequestLogFailureProps) {
  return (
    <div className={styles.failure}>
      <FailureText explanation={explanation} request={request} headingClassName={styles.detailsHeading} />
    </div>
  )
}
