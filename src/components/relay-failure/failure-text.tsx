import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { FailureExplanation } from '#src/lib/explain-failure.ts'
import { useFailureText } from './use-failure-text.ts'

type FailureTextProps = {
  explanation: FailureExplanation
  request: Parameters<typeof useFailureText>[1]
  headingClassName?: string
}

/**
 * What happened to a refused or failed request and what the user can do about it, in their language. Its words
 * are the `request-log` namespace's, which the caller loads.
 */
export function FailureText({ explanation, request, headingClassName }: FailureTextProps) {
  const { t } = useTranslation('request-log')
  const { what, reset, todo, link } = useFailureText(explanation, request)
  return (
    <>
      <h3 className={headingClassName}>{t('details.whatHappened')}</h3>
      <p>{what}</p>
      {reset ? <p>{reset}</p> : null}
      <h3 className={headingClassName}>{t('details.whatToDo')}</h3>
      <p>{todo}</p>
      {link ? (
        <p>
          <Link to={link.to}>{link.label}</Link>
        </p>
      ) : null}
    </>
  )
}
