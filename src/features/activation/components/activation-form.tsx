import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { useErrorMessage } from '../../../components/errors/use-error-message.ts'
import { AlertIcon, CheckIcon } from '../../../components/icons/icons.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { isApiError } from '../../../lib/api/errors.ts'
import type { components } from '../../../lib/api/schema'
import type { QueryKey } from '../../../lib/api/swr.ts'
import { formatDateTime, formatDuration } from '../../../utils/format.ts'
import { useActivateCode } from '../api/use-activate-code.ts'
import styles from './activation-form.module.css'

type ActivationResult = components['schemas']['ActivationResult']

const SUBSCRIPTION_KEY: QueryKey<'/api/activation-codes/my-subscription'> = [
  '/api/activation-codes/my-subscription',
  {},
]

/** Codes whose own message says exactly what went wrong with the code. */
const CODE_ERRORS = new Set(['ACTIVATION_CODE_INVALID', 'ACTIVATION_CODE_USED', 'ACTIVATION_CODE_EXPIRED'])

export type ActivationFormProps = {
  /** Changes whenever something (a quick action) asks for the code field to take focus. */
  focusRequest?: string
  /** Where "View your subscription" leads. */
  overviewHref: string
}

/** Redeems an activation code; on success the subscription and usage on the overview refresh at once. */
export function ActivationForm({ focusRequest, overviewHref }: ActivationFormProps) {
  const { t } = useTranslation('activation')
  const messageOf = useErrorMessage()
  const inputRef = useRef<HTMLInputElement>(null)
  const activate = useActivateCode()
  const { mutate } = useSWRConfig()
  const [code, setCode] = useState('')
  const [fieldError, setFieldError] = useState('')
  const [failure, setFailure] = useState('')
  const [result, setResult] = useState<ActivationResult | null>(null)

  useEffect(() => {
    if (focusRequest) inputRef.current?.focus()
  }, [focusRequest])

  const failureMessage = (error: unknown) => {
    if (!isApiError(error)) return messageOf(error)
    if (error.code && CODE_ERRORS.has(error.code)) return messageOf(error)
    // A rejected request without a more specific reason is about the code; outages and limits say so.
    if (error.kind === 'http' && error.status < 500 && error.status !== 429) return t('failed.fallback')
    return messageOf(error)
  }

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (activate.isMutating) return
    setFailure('')
    setResult(null)
    if (!code.trim()) {
      setFieldError(t('required'))
      inputRef.current?.focus()
      return
    }
    try {
      const activated = await activate.trigger({ code })
      // The answer carries the new subscription: the overview shows it at once, even when its card is
      // not on screen now (the hook's refresh only reaches mounted cards) and refetches it when shown.
      void mutate(SUBSCRIPTION_KEY, activated.subscription, { revalidate: false })
      setCode('')
      setResult(activated)
    } catch (error) {
      // What was typed stays, so a typo can be fixed.
      setFailure(failureMessage(error))
    }
  }

  return (
    <div className={styles.panel}>
      <header>
        <h2 className={styles.title}>{t('title')}</h2>
        <p className={styles.muted}>{t('intro')}</p>
      </header>
      <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          ref={inputRef}
          label={t('form.label')}
          hint={t('form.hint')}
          error={fieldError || undefined}
          name="activationCode"
          placeholder={t('form.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          value={code}
          onChange={(event) => {
            setCode(event.target.value)
            setFieldError('')
          }}
        />
        <Button type="submit" isLoading={activate.isMutating}>
          {activate.isMutating ? t('form.pending') : t('form.submit')}
        </Button>
      </form>
      <div role="alert" className={styles.live}>
        {failure ? (
          <div className={styles.failure}>
            <AlertIcon />
            <div>
              <p className={styles.resultTitle}>{t('failed.title')}</p>
              <p className={styles.resultText}>{failure}</p>
            </div>
          </div>
        ) : null}
      </div>
      <div role="status" className={styles.live}>
        {result ? <ActivationSuccess result={result} overviewHref={overviewHref} /> : null}
      </div>
    </div>
  )
}

function ActivationSuccess({ result, overviewHref }: { result: ActivationResult; overviewHref: string }) {
  const { t, i18n } = useTranslation('activation')
  const language = i18n.language
  const titleId = useId()
  const expiresAt = result.subscription.expiresAt
  return (
    <section className={styles.success} aria-labelledby={titleId}>
      <CheckIcon />
      <div>
        <p id={titleId} className={styles.resultTitle}>
          {t('success.title')}
        </p>
        <dl className={styles.summary}>
          <div>
            <dt>{t('success.plan')}</dt>
            <dd>
              {t('success.planValue', {
                name: result.plan.name,
                duration: formatDuration(language, result.plan.duration.value, result.plan.duration.unit),
              })}
            </dd>
          </div>
          {expiresAt ? (
            <div>
              <dt>{t('success.expires')}</dt>
              <dd>
                <time dateTime={expiresAt}>{formatDateTime(language, expiresAt)}</time>
              </dd>
            </div>
          ) : null}
        </dl>
        <Link to={overviewHref}>{t('success.overview')}</Link>
      </div>
    </section>
  )
}
