import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { useAttemptErrorMessage } from '#src/components/errors/use-error-message.ts'
import { Button } from '#src/components/ui/button.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { paths } from '#src/config/paths.ts'
import { getErrorCode } from '#src/lib/api/errors.ts'
import { useAuth } from '#src/lib/auth/auth-provider.tsx'
import { useEmailConfig } from '#src/features/auth/api/use-email-config.ts'
import { useLogin } from '#src/features/auth/api/use-login.ts'
import { useLoginWithCode } from '#src/features/auth/api/use-login-with-code.ts'
import styles from '#src/features/auth/components/auth-form.module.css'
import { PasswordField } from '#src/features/auth/components/password-field.tsx'
import { TwoFactorStep } from '#src/features/auth/components/two-factor-step.tsx'
import { useFormErrors } from '#src/features/auth/hooks/use-form-errors.ts'
import { VerificationCodeField, useSentCode } from '#src/features/auth/components/verification-code-field.tsx'
import { checkCode, checkEmail, checkPassword, placeAuthRefusal } from '#src/features/auth/validation.ts'
import { PageTitle } from '#src/components/page-title.tsx'
import { usePrerenderedForm, watchPrerenderedForm } from '#src/features/auth/prerendered-form.ts'
import { isTwoFactorChallenge, type TwoFactorChallenge } from '#src/features/auth/two-factor-challenge.ts'
import { sentenceSpace } from '#src/utils/format.ts'

const FIELDS = ['email', 'password', 'code'] as const

// Before the app's first render on the prerendered /login, so what is typed until then is carried over.
watchPrerenderedForm()

export default function LoginPage() {
  const { t, i18n } = useTranslation(['auth', 'validation', 'errors'])
  const messageOf = useAttemptErrorMessage()
  const location = useLocation()
  const { authenticate } = useAuth()
  const { data: config } = useEmailConfig()
  const login = useLogin()
  const loginWithCode = useLoginWithCode()
  const [codeRequiredByServer, setCodeRequiredByServer] = useState(false)
  const [submitError, setSubmitError] = useState('')
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null)

  const needsCode = Boolean(config?.loginCodeRequired) || codeRequiredByServer
  const codeLength = config?.codeLength ?? 6
  const form = useFormErrors(FIELDS, (error, max) => t(`validation:${error}`, { count: max ?? codeLength }))
  const { email, password, code } = form.values
  const sentCode = useSentCode('login', email)
  const formRef = useRef<HTMLFormElement>(null)
  // The fields' names are the form's own.
  usePrerenderedForm(formRef, (typed) => {
    for (const field of FIELDS) if (typed[field]) form.setValue(field, typed[field])
  })
  const isPending = login.isMutating || loginWithCode.isMutating
  const arrival = location.state as { from?: unknown; expired?: unknown } | null
  const cameFromGuard = Boolean(arrival?.from)
  const hasSessionExpired = arrival?.expired === true

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (isPending) return
    setSubmitError('')
    const valid = form.apply({
      email: checkEmail(email),
      password: checkPassword(password),
      // A code typed before any was sent to this address cannot be right: say so before asking the server.
      code: needsCode ? (sentCode.isSent ? checkCode(code, codeLength) : 'codeNotSent') : undefined,
    })
    if (!valid) return
    const credentials = { email: email.trim(), password }
    try {
      const answer = await (needsCode
        ? loginWithCode.trigger({ ...credentials, code: code.trim() })
        : login.trigger(credentials))
      if (isTwoFactorChallenge(answer)) {
        setChallenge(answer)
        return
      }
      const signedIn = await authenticate(() => Promise.resolve(answer))
      if (!signedIn) setSubmitError(t('auth:incomplete.login'))
    } catch (error) {
      if (getErrorCode(error) === 'VERIFICATION_CODE_REQUIRED') setCodeRequiredByServer(true)
      // A value the server refuses reads beside its field, like the form's own checks; anything else above it.
      const refused = placeAuthRefusal(error, needsCode ? FIELDS : FIELDS.filter((f) => f !== 'code'), false)
      if (refused) form.apply(refused)
      else setSubmitError(messageOf(error))
    }
  }

  return (
    // `data-guest`: on the prerendered page, the global stylesheet hides the form from a visitor with a
    // stored session until the app sends them on.
    <div className={styles.wrap} data-guest>
      <div className={styles.card}>
        <PageTitle>{t('auth:login.title')}</PageTitle>
        <h1>{t('auth:login.title')}</h1>
        <p className={styles.subtitle}>{t('auth:login.subtitle')}</p>
        {hasSessionExpired ? (
          <p className={styles.info}>{t('errors:sessionExpired')}</p>
        ) : cameFromGuard ? (
          <p className={styles.info}>{t('auth:returnNotice')}</p>
        ) : null}
        {challenge ? (
          <TwoFactorStep
            challenge={challenge}
            onRestart={(reason) => {
              setChallenge(null)
              setSubmitError(reason ?? '')
            }}
          />
        ) : null}
        <div hidden={challenge !== null}>
          <p className={styles.alert} role="alert">
            {submitError}
          </p>
          {/* `dialog`: a submit the app does not handle (no JavaScript yet, or none at all) goes nowhere, and what
            was typed stays in the fields. */}
          <form ref={formRef} method="dialog" noValidate onSubmit={(event) => void handleSubmit(event)}>
            <TextField
              {...form.input('email')}
              label={t('auth:fields.email')}
              name="email"
              type="email"
              autoComplete="email"
            />
            <PasswordField
              {...form.input('password')}
              label={t('auth:fields.password')}
              name="password"
              autoComplete="current-password"
            />
            {needsCode ? (
              <VerificationCodeField
                {...form.field('code')}
                email={email}
                type="login"
                codeLength={codeLength}
                isSent={sentCode.isSent}
                onSent={sentCode.markSent}
                resendSeconds={config?.resendIntervalSeconds}
                onChange={(value) => form.setValue('code', value)}
              />
            ) : null}
            <Button type="submit" block isLoading={isPending}>
              {isPending ? t('auth:login.pending') : t('auth:login.submit')}
            </Button>
          </form>
          <p className={styles.forgot}>
            <Link to={paths.forgotPassword} state={{ email: email.trim() }}>
              {t('auth:login.forgotPassword')}
            </Link>
          </p>
        </div>
        <p className={styles.switch}>
          {t('auth:login.noAccount')}
          {sentenceSpace(i18n.language)}
          <Link to={`${paths.register}${location.search}`} state={location.state}>
            {t('auth:login.toRegister')}
          </Link>
        </p>
      </div>
    </div>
  )
}
