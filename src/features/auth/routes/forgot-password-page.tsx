import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { useAttemptErrorMessage } from '#src/components/errors/use-error-message.ts'
import { PageTitle } from '#src/components/page-title.tsx'
import { Button } from '#src/components/ui/button.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { DEMO_VERIFICATION_CODE } from '#src/config/demo.ts'
import { paths } from '#src/config/paths.ts'
import { runtimeConfig } from '#src/config/runtime.ts'
import { getErrorCode, isOperationMissing } from '#src/lib/api/errors.ts'
import { useConfirmPasswordReset } from '#src/features/auth/api/use-confirm-password-reset.ts'
import { useRequestPasswordReset } from '#src/features/auth/api/use-request-password-reset.ts'
import styles from '#src/features/auth/components/auth-form.module.css'
import { PasswordField } from '#src/features/auth/components/password-field.tsx'
import { useFormErrors } from '#src/features/auth/hooks/use-form-errors.ts'
import {
  checkCode,
  checkConfirm,
  checkEmail,
  checkNewPassword,
  placeAuthRefusal,
} from '#src/features/auth/validation.ts'

const FIELDS = ['email', 'code', 'newPassword', 'confirm'] as const
const DEFAULT_CODE_LENGTH = 6

type Step = { kind: 'email' } | { kind: 'code'; codeLength: number; minutes: number } | { kind: 'done' }

/** E-mail, then code and new password. Nothing on it says whether an address has an account. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'validation', 'errors'])
  const messageOf = useAttemptErrorMessage()
  const location = useLocation()
  const requestReset = useRequestPasswordReset()
  const confirmReset = useConfirmPasswordReset()
  const [step, setStep] = useState<Step>({ kind: 'email' })
  const [submitError, setSubmitError] = useState('')
  const [isUnsupported, setIsUnsupported] = useState(false)
  const codeLength = step.kind === 'code' ? step.codeLength : DEFAULT_CODE_LENGTH
  const typedAtLogin = (location.state as { email?: unknown } | null)?.email
  const form = useFormErrors(FIELDS, (error, max) => t(`validation:${error}`, { count: max ?? codeLength }), {
    email: typeof typedAtLogin === 'string' ? typedAtLogin : '',
  })
  const { email, code, newPassword, confirm } = form.values
  const isPending = requestReset.isMutating || confirmReset.isMutating

  const sendCode = async () => {
    setSubmitError('')
    if (!form.apply({ email: checkEmail(email) })) return
    try {
      const started = await requestReset.trigger({ email: email.trim() })
      setStep({
        kind: 'code',
        codeLength: started.codeLength,
        minutes: Math.max(1, Math.round(started.expiresInSeconds / 60)),
      })
      form.setValue('code', '')
    } catch (error) {
      if (isOperationMissing(error, 'NOT_FOUND')) setIsUnsupported(true)
      const refused = placeAuthRefusal(error, ['email'] as const, false)
      if (refused) form.apply(refused)
      else setSubmitError(messageOf(error))
    }
  }

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (isPending) return
    if (step.kind === 'email') {
      await sendCode()
      return
    }
    setSubmitError('')
    const valid = form.apply({
      code: checkCode(code, codeLength),
      newPassword: checkNewPassword(newPassword),
      confirm: checkConfirm(newPassword, confirm),
    })
    if (!valid) return
    try {
      await confirmReset.trigger({ email: email.trim(), code: code.trim(), newPassword })
      setStep({ kind: 'done' })
    } catch (error) {
      const errorCode = getErrorCode(error)
      if (errorCode === 'VERIFICATION_CODE_INVALID') {
        form.apply({ code: 'resetCodeWrong' })
        return
      }
      const refused = placeAuthRefusal(error, ['code', 'newPassword'] as const, true)
      if (refused) form.apply(refused)
      else setSubmitError(messageOf(error))
    }
  }

  if (step.kind === 'done') {
    return (
      <div className={styles.wrap}>
        <div className={styles.card}>
          <PageTitle>{t('auth:forgot.title')}</PageTitle>
          <h1>{t('auth:forgot.doneTitle')}</h1>
          <p role="status">{t('auth:forgot.done')}</p>
          <Link to={paths.login}>{t('auth:forgot.toLogin')}</Link>
        </div>
      </div>
    )
  }

  return (
    <div className={styles.wrap}>
      <div className={styles.card}>
        <PageTitle>{t('auth:forgot.title')}</PageTitle>
        <h1>{t('auth:forgot.title')}</h1>
        <p className={styles.subtitle}>
          {step.kind === 'email'
            ? t('auth:forgot.subtitle')
            : t('auth:forgot.sent', { email: email.trim(), count: step.minutes })}
        </p>
        {step.kind === 'code' && runtimeConfig.apiMock ? (
          <p className={styles.info}>{t('auth:forgot.demo', { code: DEMO_VERIFICATION_CODE })}</p>
        ) : null}
        <p className={styles.alert} role="alert">
          {isUnsupported ? t('auth:forgot.unsupported') : submitError}
        </p>
        <form noValidate onSubmit={(event) => void handleSubmit(event)}>
          <TextField
            {...form.input('email')}
            label={t('auth:fields.email')}
            name="email"
            type="email"
            autoComplete="email"
            readOnly={step.kind === 'code'}
          />
          {step.kind === 'code' ? (
            <>
              <TextField
                {...form.input('code')}
                label={t('auth:forgot.code')}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={codeLength}
              />
              <PasswordField
                {...form.input('newPassword')}
                label={t('auth:forgot.newPassword')}
                hint={t('auth:fields.passwordHint')}
                name="new-password"
                autoComplete="new-password"
              />
              <PasswordField
                {...form.input('confirm')}
                label={t('auth:fields.confirmPassword')}
                name="confirm-password"
                autoComplete="new-password"
              />
            </>
          ) : null}
          <Button type="submit" block isLoading={isPending} disabled={isUnsupported}>
            {step.kind === 'email'
              ? requestReset.isMutating
                ? t('auth:forgot.sending')
                : t('auth:forgot.send')
              : confirmReset.isMutating
                ? t('auth:forgot.saving')
                : t('auth:forgot.save')}
          </Button>
        </form>
        <p className={styles.switch}>
          {step.kind === 'code' ? (
            <>
              <Button variant="ghost" size="small" onClick={() => void sendCode()} disabled={isPending}>
                {t('auth:forgot.resend')}
              </Button>{' '}
            </>
          ) : null}
          <Link to={paths.login}>{t('auth:forgot.toLogin')}</Link>
        </p>
      </div>
    </div>
  )
}
