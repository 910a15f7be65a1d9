import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useAttemptErrorMessage } from '#src/components/errors/use-error-message.ts'
import { Button } from '#src/components/ui/button.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { getErrorCode } from '#src/lib/api/errors.ts'
import { useAuth } from '#src/lib/auth/auth-provider.tsx'
import { useVerifyTwoFactor } from '#src/features/auth/api/use-verify-two-factor.ts'
import { useFormErrors } from '#src/features/auth/hooks/use-form-errors.ts'
import type { TwoFactorChallenge } from '#src/features/auth/two-factor-challenge.ts'
import { checkRecoveryCode, checkTwoFactorCode } from '#src/features/auth/validation.ts'
import styles from './auth-form.module.css'

const FIELDS = ['code'] as const
const TOTP_DIGITS = 6

type TwoFactorStepProps = {
  challenge: TwoFactorChallenge
  /** The challenge is spent or expired: the password step again, with what was typed there. */
  onRestart: (reason?: string) => void
}

/** Sign-in's second step: the authenticator's code, or a recovery code (each usable once). */
export function TwoFactorStep({ challenge, onRestart }: TwoFactorStepProps) {
  const { t } = useTranslation(['auth', 'validation', 'errors'])
  const messageOf = useAttemptErrorMessage()
  const { authenticate } = useAuth()
  const verify = useVerifyTwoFactor()
  const [isRecovery, setIsRecovery] = useState(false)
  const [submitError, setSubmitError] = useState('')
  const form = useFormErrors(FIELDS, (error) => t(`validation:${error}`, { count: TOTP_DIGITS }))
  const { code } = form.values

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (verify.isMutating) return
    setSubmitError('')
    if (!form.apply({ code: isRecovery ? checkRecoveryCode(code) : checkTwoFactorCode(code) })) return
    try {
      const signedIn = await authenticate(() =>
        verify.trigger({ challengeToken: challenge.challengeToken, code: code.trim() }),
      )
      if (!signedIn) setSubmitError(t('auth:incomplete.login'))
    } catch (error) {
      const errorCode = getErrorCode(error)
      if (errorCode === 'TWO_FACTOR_CHALLENGE_EXPIRED') onRestart(messageOf(error))
      else if (errorCode === 'TWO_FACTOR_CODE_INVALID') form.apply({ code: 'twoFactorCodeWrong' })
      else setSubmitError(messageOf(error))
    }
  }

  const switchKind = () => {
    setIsRecovery((recovery) => !recovery)
    form.setValue('code', '')
    setSubmitError('')
  }

  return (
    <section aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t('auth:twoFactor.title')}</h2>
      <p className={styles.subtitle}>
        {isRecovery ? t('auth:twoFactor.introRecovery') : t('auth:twoFactor.intro')}
      </p>
      <p className={styles.alert} role="alert">
        {submitError}
      </p>
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          {...form.input('code')}
          // This step replaces the form the focus was in, which would otherwise drop to the page's start.
          autoFocus
          key={isRecovery ? 'recovery' : 'totp'}
          label={isRecovery ? t('auth:twoFactor.recoveryCode') : t('auth:twoFactor.code')}
          name={isRecovery ? 'recovery-code' : 'one-time-code'}
          inputMode={isRecovery ? 'text' : 'numeric'}
          autoComplete={isRecovery ? 'off' : 'one-time-code'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={isRecovery ? 32 : TOTP_DIGITS}
        />
        <Button type="submit" block isLoading={verify.isMutating}>
          {verify.isMutating ? t('auth:twoFactor.pending') : t('auth:twoFactor.submit')}
        </Button>
      </form>
      <p className={styles.switch}>
        <Button variant="ghost" size="small" onClick={switchKind}>
          {isRecovery ? t('auth:twoFactor.useApp') : t('auth:twoFactor.useRecovery')}
        </Button>{' '}
        <Button variant="ghost" size="small" onClick={() => onRestart()}>
          {t('auth:twoFactor.restart')}
        </Button>
      </p>
    </section>
  )
}
