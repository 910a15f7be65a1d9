import { lazy, Suspense, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { placeRefusal } from '#src/components/errors/refused-fields.ts'
import { useAttemptErrorMessage, useErrorMessage } from '#src/components/errors/use-error-message.ts'
import { Button } from '#src/components/ui/button.tsx'
import { CopyButton } from '#src/components/ui/copy-button.tsx'
import { ErrorState } from '#src/components/ui/error-state.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { getErrorCode } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { useDisableTwoFactor } from '#src/features/account/api/use-disable-two-factor.ts'
import { useEnableTwoFactor } from '#src/features/account/api/use-enable-two-factor.ts'
import { useProfile } from '#src/features/account/api/use-profile.ts'
import { useSetUpTwoFactor } from '#src/features/account/api/use-set-up-two-factor.ts'
import { isUnsupported } from '#src/features/account/api/unsupported.ts'
import { saveFile } from '#src/utils/save-file.ts'
import styles from './settings-section.module.css'

type TwoFactorSetup = components['schemas']['TwoFactorSetup']

const QrCode = lazy(() => import('./qr-code.tsx').then(({ QrCode }) => ({ default: QrCode })))

/** The contract's `TwoFactorCode` bounds: six digits, or a recovery code. */
const CODE_MIN = 6
const CODE_MAX = 32
const SIX_DIGITS = /^\d{6}$/

/** Codes that are about what was typed: they read beside the field, which keeps it. */
const CODE_ERRORS = new Set(['TWO_FACTOR_CODE_INVALID', 'TWO_FACTOR_LOCKED'])

type Problem = { fieldError: string; failure: string }
const NO_PROBLEM: Problem = { fieldError: '', failure: '' }

/**
 * Where the set-up is. A request starts only from `ready` or `pending`, and the step leaves it at once, so a
 * second click starts nothing. The secret and the recovery codes live here only: never in web storage or the URL.
 */
type Step =
  | { kind: 'ready'; problem: Problem; notice: '' | 'turnedOn' | 'turnedOff' }
  | { kind: 'starting' }
  | { kind: 'pending'; setup: TwoFactorSetup; problem: Problem }
  | { kind: 'enabling'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: readonly string[] }
  | { kind: 'disabling' }
  | { kind: 'unsupported' }

type Ready = Extract<Step, { kind: 'ready' }>
const READY: Ready = { kind: 'ready', problem: NO_PROBLEM, notice: '' }

/** "ABCD EFGH …": easier to type into an app by hand; the copy button gives it unspaced. */
const groupsOfFour = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

/** Two-step sign-in (TOTP): set up with a QR code and the key as text, confirm with a first code, turn off. */
export function TwoFactorSection() {
  const { t } = useTranslation('account')
  const titleId = useId()
  const profile = useProfile()
  const [step, setStep] = useState<Step>(READY)

  const isOn = profile.data?.twoFactorEnabled
  const body = (() => {
    if (step.kind === 'unsupported' || (profile.data && isOn === undefined)) {
      return <p className={styles.muted}>{t('twoFactor.unsupported')}</p>
    }
    if (step.kind === 'codes') {
      return (
        <RecoveryCodes
          codes={step.codes}
          email={profile.data?.email ?? ''}
          onDone={() => setStep({ ...READY, notice: 'turnedOn' })}
        />
      )
    }
    if (step.kind === 'pending' || step.kind === 'enabling') {
      return <SetUp step={step} setStep={setStep} />
    }
    if (profile.error) {
      return <ErrorStateFor error={profile.error} onRetry={() => void profile.mutate()} />
    }
    if (!profile.data) return <p role="status">{t('twoFactor.loading')}</p>
    return isOn ? <TurnOff step={step} setStep={setStep} /> : <TurnOn step={step} setStep={setStep} />
  })()

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('twoFactor.title')}
      </h2>
      <p className={styles.muted}>{t('twoFactor.intro')}</p>
      {body}
    </section>
  )
}

function ErrorStateFor({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const messageOf = useErrorMessage()
  return <ErrorState message={messageOf(error)} onRetry={onRetry} />
}

type StepProps<S extends Step['kind']> = {
  step: Extract<Step, { kind: S }>
  setStep: (step: Step) => void
}

function Notice({ step }: { step: Step }) {
  const { t } = useTranslation('account')
  const notice = step.kind === 'ready' ? step.notice : ''
  return (
    <p className={`${styles.success} ${styles.live}`} role="status">
      {notice ? t(`twoFactor.${notice}`) : ''}
    </p>
  )
}

function Failure({ message }: { message: string }) {
  return (
    <p className={`${styles.failure} ${styles.live}`} role="alert">
      {message}
    </p>
  )
}

/** How a refused code reads: beside the field when it is about the code, above the form otherwise. */
function useProblemOf() {
  const { t } = useTranslation('account')
  const messageOf = useAttemptErrorMessage()
  return (error: unknown): Problem => {
    const code = getErrorCode(error)
    if (code && CODE_ERRORS.has(code)) return { fieldError: messageOf(error), failure: '' }
    const refused = placeRefusal(error, ({ field }) =>
      field === 'code' ? (['code', t('twoFactor.codeInvalid')] as const) : undefined,
    )
    if (refused?.code) return { fieldError: refused.code, failure: '' }
    return { fieldError: '', failure: messageOf(error) }
  }
}

function TurnOn({ step, setStep }: StepProps<'ready' | 'starting' | 'disabling'>) {
  const { t } = useTranslation('account')
  const setUp = useSetUpTwoFactor()
  const problemOf = useProblemOf()

  const handleStart = async () => {
    if (step.kind !== 'ready') return
    setStep({ kind: 'starting' })
    try {
      setStep({ kind: 'pending', setup: await setUp.trigger(), problem: NO_PROBLEM })
    } catch (error) {
      if (isUnsupported(error)) setStep({ kind: 'unsupported' })
      else setStep({ ...READY, problem: problemOf(error) })
    }
  }

  return (
    <>
      <p>{t('twoFactor.statusOff')}</p>
      <Notice step={step} />
      <Failure message={step.kind === 'ready' ? step.problem.failure : ''} />
      <div className={styles.actions}>
        <Button onClick={() => void handleStart()} isLoading={step.kind === 'starting'}>
          {t('twoFactor.start')}
        </Button>
      </div>
    </>
  )
}

function SetUp({ step, setStep }: StepProps<'pending' | 'enabling'>) {
  const { t } = useTranslation(['account', 'common'])
  const enable = useEnableTwoFactor()
  const problemOf = useProblemOf()
  const inputRef = useRef<HTMLInputElement>(null)
  const [code, setCode] = useState('')
  const { setup } = step
  const problem = step.kind === 'pending' ? step.problem : NO_PROBLEM

  const refuse = (fieldError: string) => {
    setStep({ kind: 'pending', setup, problem: { fieldError, failure: '' } })
    inputRef.current?.focus()
  }

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (step.kind !== 'pending') return
    const typed = code.trim()
    if (!typed) return refuse(t('twoFactor.codeRequired'))
    if (!SIX_DIGITS.test(typed)) return refuse(t('twoFactor.codeDigits'))
    setStep({ kind: 'enabling', setup })
    try {
      const { recoveryCodes } = await enable.trigger(typed)
      setStep({ kind: 'codes', codes: recoveryCodes })
    } catch (error) {
      // Another tab replaced or finished this set-up: the secret shown here no longer counts.
      if (
        getErrorCode(error) === 'TWO_FACTOR_NOT_PENDING' ||
        getErrorCode(error) === 'TWO_FACTOR_ALREADY_ENABLED'
      ) {
        setStep({ ...READY, problem: problemOf(error) })
        return
      }
      setStep({ kind: 'pending', setup, problem: problemOf(error) })
      inputRef.current?.focus()
    }
  }

  return (
    <div className={styles.form}>
      <div className={styles.setup}>
        <div className={styles.qr}>
          <Suspense fallback={<p role="status">{t('twoFactor.setup.qrLoading')}</p>}>
            <QrCode text={setup.otpauthUri} label={t('twoFactor.setup.qrLabel')} />
          </Suspense>
        </div>
        <div className={styles.form}>
          <p>{t('twoFactor.setup.scan')}</p>
          <p className={styles.muted}>{t('twoFactor.setup.secretLabel')}</p>
          <p className={styles.secret}>{groupsOfFour(setup.secret)}</p>
          <div className={styles.actions}>
            <CopyButton text={setup.secret} label={t('twoFactor.setup.copySecret')} />
          </div>
        </div>
      </div>
      <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Failure message={problem.failure} />
        <TextField
          ref={inputRef}
          label={t('twoFactor.setup.codeLabel')}
          hint={t('twoFactor.setup.codeHint')}
          error={problem.fieldError || undefined}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_MAX}
          spellCheck={false}
        />
        <div className={styles.actions}>
          <Button type="submit" isLoading={step.kind === 'enabling'}>
            {t('twoFactor.setup.confirm')}
          </Button>
          <Button variant="ghost" onClick={() => setStep(READY)} disabled={step.kind === 'enabling'}>
            {t('common:actions.cancel')}
          </Button>
        </div>
      </form>
    </div>
  )
}

function RecoveryCodes({
  codes,
  email,
  onDone,
}: {
  codes: readonly string[]
  email: string
  onDone: () => void
}) {
  const { t } = useTranslation('account')
  const titleId = useId()
  const titleRef = useRef<HTMLHeadingElement>(null)
  const text = codes.join('\n')

  // Keyboard and screen reader users land on the codes they must save, in the commit that shows them.
  useLayoutEffect(() => {
    titleRef.current?.focus()
  }, [])

  const handleDownload = () => {
    const file = [t('twoFactor.codes.fileHeader', { email }), '', ...codes, ''].join('\r\n')
    saveFile(new Blob([file], { type: 'text/plain;charset=utf-8' }), 'relay-recovery-codes.txt')
  }

  return (
    <div className={styles.form} role="group" aria-labelledby={titleId}>
      <h3 id={titleId} ref={titleRef} tabIndex={-1} className={styles.subtitle}>
        {t('twoFactor.codes.title')}
      </h3>
      <p>{t('twoFactor.codes.body')}</p>
      <ol className={styles.codes} aria-label={t('twoFactor.codes.listLabel')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={styles.actions}>
        <CopyButton text={text} label={t('twoFactor.codes.copy')} size="medium" />
        <Button variant="secondary" onClick={handleDownload}>
          {t('twoFactor.codes.download')}
        </Button>
        <Button onClick={onDone}>{t('twoFactor.codes.done')}</Button>
      </div>
    </div>
  )
}

function TurnOff({ step, setStep }: StepProps<'ready' | 'starting' | 'disabling'>) {
  const { t } = useTranslation('account')
  const disable = useDisableTwoFactor()
  const problemOf = useProblemOf()
  const inputRef = useRef<HTMLInputElement>(null)
  const [code, setCode] = useState('')
  const problem = step.kind === 'ready' ? step.problem : NO_PROBLEM

  const refuse = (fieldError: string) => {
    setStep({ ...READY, problem: { fieldError, failure: '' } })
    inputRef.current?.focus()
  }

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (step.kind !== 'ready') return
    const typed = code.trim()
    if (!typed) return refuse(t('twoFactor.codeRequired'))
    if (typed.length < CODE_MIN || typed.length > CODE_MAX) return refuse(t('twoFactor.codeInvalid'))
    setStep({ kind: 'disabling' })
    try {
      await disable.trigger(typed)
      setCode('')
      setStep({ ...READY, notice: 'turnedOff' })
    } catch (error) {
      setStep({ ...READY, problem: problemOf(error) })
      inputRef.current?.focus()
    }
  }

  return (
    <>
      <p>{t('twoFactor.statusOn')}</p>
      <Notice step={step} />
      <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Failure message={problem.failure} />
        <TextField
          ref={inputRef}
          label={t('twoFactor.disable.codeLabel')}
          hint={t('twoFactor.disable.codeHint')}
          error={problem.fieldError || undefined}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          maxLength={CODE_MAX}
          spellCheck={false}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="danger" isLoading={step.kind === 'disabling'}>
            {t('twoFactor.disable.submit')}
          </Button>
        </div>
      </form>
    </>
  )
}
