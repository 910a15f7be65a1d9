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
import { useRegister } from '#src/features/auth/api/use-register.ts'
import styles from '#src/features/auth/components/auth-form.module.css'
import { PasswordField } from '#src/features/auth/components/password-field.tsx'
import { useFormErrors } from '#src/features/auth/hooks/use-form-errors.ts'
import { VerificationCodeField, useSentCode } from '#src/features/auth/components/verification-code-field.tsx'
import {
  checkCode,
  checkConfirm,
  checkEmail,
  checkNewPassword,
  placeAuthRefusal,
} from '#src/features/auth/validation.ts'
import { PageTitle } from '#src/components/page-title.tsx'
import { usePrerenderedForm, watchPrerenderedForm } from '#src/features/auth/prerendered-form.ts'
import { sentenceSpace } from '#src/utils/format.ts'

const FIELDS = ['email', 'password', 'confirm', 'code'] as const
const NAMES = { email: 'email', password: 'new-password', confirm: 'confirm-password', code: 'code' } as const

// Before the app's first render on the prerendered /register, so what is typed until then is carried over.
watchPrerenderedForm()

export default function RegisterPage() {
  const { t, i18n } = useTranslation(['auth', 'validation', 'errors'])
  const messageOf = useAttemptErrorMessage()
  const location = useLocation()
  const { authenticate } = useAuth()
  const { data: config } = useEmailConfig()
  const register = useRegister()
  const [submitError, setSubmitError] = useState('')
  // Where codes are off, a backend still asks one of an address it will not register without its owner's mailbox.
  const [codeRequiredByServer, setCodeRequiredByServer] = useState(false)

  // Until the email settings arrive, the code field is shown: the default of the service is to require it.
  const needsCode = (config?.registrationCodeRequired ?? true) || codeRequiredByServer
  const codeLength = config?.codeLength ?? 6
  const form = useFormErrors(FIELDS, (error, max) => t(`validation:${error}`, { count: max ?? codeLength }))
  const { email, password, confirm, code } = form.values
  const sentCode = useSentCode('register', email)
  const formRef = useRef<HTMLFormElement>(null)
  usePrerenderedForm(formRef, (typed) => {
    for (const field of FIELDS) {
      const value = typed[NAMES[field]]
      if (value) form.setValue(field, value)
    }
  })

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (register.isMutating) return
    setSubmitError('')
    const valid = form.apply({
      email: checkEmail(email),
      password: checkNewPassword(password),
      confirm: checkConfirm(password, confirm),
      // A code typed before any was sent to this address cannot be right: say so before asking the server.
      code: needsCode ? (sentCode.isSent ? checkCode(code, codeLength) : 'codeNotSent') : undefined,
    })
    if (!valid) return
    try {
      const signedIn = await authenticate(() =>
        register.trigger({ email: email.trim(), password, ...(needsCode ? { code: code.trim() } : {}) }),
      )
      if (!signedIn) setSubmitError(t('auth:incomplete.register'))
    } catch (error) {
      if (getErrorCode(error) === 'VERIFICATION_CODE_REQUIRED') setCodeRequiredByServer(true)
      // A value the server refuses reads beside its field, like the form's own checks; anything else above it.
      const refused = placeAuthRefusal(error, needsCode ? FIELDS : FIELDS.filter((f) => f !== 'code'), true)
      if (refused) form.apply(refused)
      else setSubmitError(messageOf(error))
    }
  }

  return (
    // `data-guest`: on the prerendered page, the global stylesheet hides the form from a visitor with a
    // stored session until the app sends them on.
    <div className={styles.wrap} data-guest>
      <div className={styles.card}>
        <PageTitle>{t('auth:register.title')}</PageTitle>
        <h1>{t('auth:register.title')}</h1>
        <p className={styles.subtitle}>{t('auth:register.subtitle')}</p>
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
            hint={t('auth:fields.passwordHint')}
            name={NAMES.password}
            autoComplete="new-password"
          />
          <PasswordField
            {...form.input('confirm')}
            label={t('auth:fields.confirmPassword')}
            name={NAMES.confirm}
            autoComplete="new-password"
          />
          {needsCode ? (
            <VerificationCodeField
              {...form.field('code')}
              email={email}
              type="register"
              codeLength={codeLength}
              isSent={sentCode.isSent}
              onSent={sentCode.markSent}
              resendSeconds={config?.resendIntervalSeconds}
              onChange={(value) => form.setValue('code', value)}
            />
          ) : null}
          <Button type="submit" block isLoading={register.isMutating}>
            {register.isMutating ? t('auth:register.pending') : t('auth:register.submit')}
          </Button>
        </form>
        <p className={styles.switch}>
          {t('auth:register.hasAccount')}
          {sentenceSpace(i18n.language)}
          <Link to={`${paths.login}${location.search}`} state={location.state}>
            {t('auth:register.toLogin')}
          </Link>
        </p>
      </div>
    </div>
  )
}
