import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { placeRefusal } from '#src/components/errors/refused-fields.ts'
import { useAttemptErrorMessage } from '#src/components/errors/use-error-message.ts'
import { AlertIcon, CheckIcon, ExternalLinkIcon } from '#src/components/icons/icons.tsx'
import { Button } from '#src/components/ui/button.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { MAX_LENGTH } from '#src/lib/api/contract-rules.ts'
import { isApiError } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { formatDateTime, formatDuration, sentenceSpace } from '#src/utils/format.ts'
import { useActivateCode } from '#src/features/activation/api/use-activate-code.ts'
import {
  usePreviewActivationCode,
  type PreviewResult,
} from '#src/features/activation/api/use-preview-activation-code.ts'
import styles from './activation-form.module.css'
import { runtimeConfig } from '#src/config/runtime.ts'

type ActivationResult = components['schemas']['ActivationResult']
type ActivationPreview = components['schemas']['ActivationPreview']
type PlanSummary = components['schemas']['PlanSummary']

/** The review step: the code as it will be sent and what it will do (`null`: the backend cannot say). */
type Review = { code: string; preview: PreviewResult }

/**
 * Where the form is. A request is only started from `entering` (Activate) or `reviewing` (Confirm), and the step
 * leaves those at once: a second click, even one before the button is disabled, starts nothing.
 */
type Step =
  | Entering
  | { kind: 'checking' }
  | { kind: 'reviewing'; review: Review }
  | { kind: 'confirming'; review: Review }
  | { kind: 'activated'; result: ActivationResult }

type Entering = { kind: 'entering'; fieldError: string; failure: string }
const ENTERING: Entering = { kind: 'entering', fieldError: '', failure: '' }

/** Codes whose own message says exactly what went wrong with the code. */
const CODE_ERRORS = new Set(['ACTIVATION_CODE_INVALID', 'ACTIVATION_CODE_USED', 'ACTIVATION_CODE_EXPIRED'])

export type ActivationFormProps = {
  /** Changes whenever something (a quick action) asks for the code field to take focus. */
  focusRequest?: string
  /** Where "View your subscription" leads. */
  overviewHref: string
}

/**
 * Redeems an activation code in two steps: the code is checked first and the form shows what it will do (the
 * plan, the new expiry, the days credited for a replaced plan) and asks for confirmation; only Confirm redeems
 * it. On success the subscription and usage on the overview refresh at once.
 */
export function ActivationForm({ focusRequest, overviewHref }: ActivationFormProps) {
  const { t } = useTranslation('activation')
  const messageOf = useAttemptErrorMessage()
  const inputRef = useRef<HTMLInputElement>(null)
  const successRef = useRef<HTMLElement>(null)
  const preview = usePreviewActivationCode()
  const activate = useActivateCode()
  const [code, setCode] = useState('')
  const [step, setStep] = useState<Step>(ENTERING)
  const review = step.kind === 'reviewing' || step.kind === 'confirming' ? step.review : null
  const result = step.kind === 'activated' ? step.result : null

  useEffect(() => {
    if (focusRequest) inputRef.current?.focus()
  }, [focusRequest])

  // In the commit that shows it, so focus never rests on the body in between.
  useLayoutEffect(() => {
    if (result) successRef.current?.focus()
  }, [result])

  const failureMessage = (error: unknown) => {
    if (!isApiError(error)) return messageOf(error)
    if (error.code && CODE_ERRORS.has(error.code)) return messageOf(error)
    // A rejected request without a more specific reason is about the code; outages and limits say so.
    if (error.kind === 'http' && error.status < 500 && error.status !== 429) return t('failed.fallback')
    return messageOf(error)
  }

  // What was typed stays, so a typo can be fixed or the request tried again.
  const fail = (error: unknown) => {
    // A code the server refuses for its form reads beside the field, like the form's own check.
    const refused = placeRefusal(error, ({ field, rule, limit }) => {
      if (field !== 'code') return undefined
      if (rule === 'required') return ['code', t('required')] as const
      return rule === 'maxLength' && limit !== undefined
        ? (['code', t('tooLong', { count: limit })] as const)
        : undefined
    })
    setStep(
      refused?.code
        ? { ...ENTERING, fieldError: refused.code }
        : { ...ENTERING, failure: failureMessage(error) },
    )
    inputRef.current?.focus()
  }

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (step.kind !== 'entering' && step.kind !== 'activated') return
    if (!code.trim()) {
      setStep({ ...ENTERING, fieldError: t('required') })
      inputRef.current?.focus()
      return
    }
    setStep({ kind: 'checking' })
    try {
      // Nothing changes yet: the backend only says what the code would do.
      setStep({ kind: 'reviewing', review: { code, preview: await preview.trigger({ code }) } })
    } catch (error) {
      fail(error)
    }
  }

  const handleConfirm = async () => {
    if (step.kind !== 'reviewing') return
    setStep({ kind: 'confirming', review: step.review })
    try {
      const activated = await activate.trigger({ code: step.review.code })
      setCode('')
      setStep({ kind: 'activated', result: activated })
    } catch (error) {
      fail(error)
    }
  }

  const handleCancel = () => {
    if (step.kind !== 'reviewing') return
    setStep(ENTERING)
    inputRef.current?.focus()
  }

  return (
    <div className={styles.panel}>
      <header>
        <h2 className={styles.title}>{t('title')}</h2>
        <p className={styles.muted}>{t('intro')}</p>
        <WhereToBuy />
      </header>
      <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          ref={inputRef}
          label={t('form.label')}
          hint={t('form.hint')}
          error={(step.kind === 'entering' && step.fieldError) || undefined}
          name="activationCode"
          placeholder={t('form.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={MAX_LENGTH.activationCode}
          // While the review is shown it describes this very code: the code is changed after Cancel.
          readOnly={review !== null}
          value={code}
          onChange={(event) => {
            setCode(event.target.value)
            if (step.kind === 'entering') setStep({ ...step, fieldError: '' })
          }}
        />
        {review ? (
          <ActivationReview
            review={review}
            isConfirming={step.kind === 'confirming'}
            onConfirm={() => void handleConfirm()}
            onCancel={handleCancel}
          />
        ) : (
          <Button type="submit" isLoading={step.kind === 'checking'}>
            {step.kind === 'checking' ? t('form.checking') : t('form.submit')}
          </Button>
        )}
      </form>
      <div role="alert" className={styles.live}>
        {step.kind === 'entering' && step.failure ? (
          <div className={styles.failure}>
            <AlertIcon />
            <div>
              <p className={styles.resultTitle}>{t('failed.title')}</p>
              <p className={styles.resultText}>{step.failure}</p>
            </div>
          </div>
        ) : null}
      </div>
      <div role="status" className={styles.live}>
        {result ? <ActivationSuccess ref={successRef} result={result} overviewHref={overviewHref} /> : null}
      </div>
    </div>
  )
}

/** Where codes come from: the operator's shop when `purchaseUrl` names one, the operator otherwise. */
function WhereToBuy() {
  const { t, i18n } = useTranslation('activation')
  const shop = runtimeConfig.purchaseUrl
  if (!shop) return <p className={styles.muted}>{t('buy.operator')}</p>
  return (
    <p className={styles.muted}>
      {t('buy.text')}
      {sentenceSpace(i18n.language)}
      <a href={shop} target="_blank" rel="noopener noreferrer">
        {t('buy.link')}
        <ExternalLinkIcon className={styles.inlineIcon} />
        <span className="visually-hidden"> {t('buy.newTab')}</span>
      </a>
    </p>
  )
}

type ActivationReviewProps = {
  review: Review
  isConfirming: boolean
  onConfirm: () => void
  onCancel: () => void
}

/**
 * What the code will do, before anything changes: shown in place of the Activate button, it takes focus so
 * that a screen reader reads its title and summary, and offers Confirm and Cancel.
 */
function ActivationReview({ review, isConfirming, onConfirm, onCancel }: ActivationReviewProps) {
  const { t } = useTranslation('activation')
  const titleId = useId()
  const summaryId = useId()
  const ref = useRef<HTMLElement>(null)

  // In the commit that shows it (the Activate button that had focus is gone), so focus never rests on the body.
  useLayoutEffect(() => {
    ref.current?.focus()
  }, [])

  return (
    <section
      ref={ref}
      tabIndex={-1}
      className={styles.review}
      aria-labelledby={titleId}
      aria-describedby={summaryId}
    >
      <AlertIcon />
      <div>
        <h3 id={titleId} className={styles.resultTitle}>
          {t('review.title')}
        </h3>
        <div id={summaryId}>
          {review.preview ? (
            <PreviewSummary preview={review.preview} />
          ) : (
            <p className={styles.resultText}>{t('review.unavailable')}</p>
          )}
        </div>
        <div className={styles.actions}>
          <Button onClick={onConfirm} isLoading={isConfirming}>
            {t('review.confirm')}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={isConfirming}>
            {t('review.cancel')}
          </Button>
        </div>
      </div>
    </section>
  )
}

function PreviewSummary({ preview }: { preview: ActivationPreview }) {
  const { t, i18n } = useTranslation('activation')
  const language = i18n.language
  const { plan, currentPlan, effect } = preview
  const duration = (summary: PlanSummary) =>
    formatDuration(language, summary.duration.value, summary.duration.unit)
  const current = currentPlan?.name ?? ''
  const currentExpiry = preview.currentExpiresAt ? formatDateTime(language, preview.currentExpiresAt) : ''
  return (
    <>
      <p className={styles.resultText}>
        {effect === 'extend' && currentPlan
          ? t('review.extend', { current, duration: duration(plan) })
          : effect === 'replace' && currentPlan
            ? t('review.replace', { current, plan: plan.name })
            : t('review.start', { plan: plan.name })}
      </p>
      {effect === 'replace' && currentPlan ? (
        <p className={styles.resultText}>
          {t(preview.creditedDays > 0 ? 'review.credit' : 'review.noCredit', {
            current,
            plan: plan.name,
            date: currentExpiry,
          })}
        </p>
      ) : null}
      <dl className={styles.summary}>
        <div>
          <dt>{t('review.plan')}</dt>
          <dd>{t('success.planValue', { name: plan.name, duration: duration(plan) })}</dd>
        </div>
        <div>
          <dt>{t('review.expires')}</dt>
          <dd>
            <time dateTime={preview.expiresAt}>{formatDateTime(language, preview.expiresAt)}</time>
          </dd>
        </div>
        {effect === 'replace' ? (
          <div>
            <dt>{t('review.credited')}</dt>
            <dd>{t('review.creditedValue', { count: preview.creditedDays })}</dd>
          </div>
        ) : null}
      </dl>
    </>
  )
}

type ActivationSuccessProps = { result: ActivationResult; overviewHref: string; ref: Ref<HTMLElement> }

/** Takes focus when shown (the Confirm button that had it is gone), so the outcome is read out. */
function ActivationSuccess({ result, overviewHref, ref }: ActivationSuccessProps) {
  const { t, i18n } = useTranslation('activation')
  const language = i18n.language
  const titleId = useId()
  const expiresAt = result.subscription.expiresAt
  return (
    <section ref={ref} tabIndex={-1} className={styles.success} aria-labelledby={titleId}>
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
