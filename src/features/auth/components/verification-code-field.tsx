import { useState, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '../../../components/errors/use-error-message.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useCountdown } from '../../../hooks/use-countdown.ts'
import { useSendVerification } from '../api/use-send-verification.ts'
import { checkEmail } from '../validation.ts'
import styles from './auth-form.module.css'

const DEFAULT_RESEND_SECONDS = 60

type VerificationCodeFieldProps = {
  email: string
  type: 'register' | 'login'
  value: string
  onChange: (value: string) => void
  codeLength: number
  resendSeconds?: number
  error?: string
  ref?: Ref<HTMLInputElement>
}

/** The code input with a Send code button that counts down before it can send again. */
export function VerificationCodeField({
  email,
  type,
  value,
  onChange,
  codeLength,
  resendSeconds = DEFAULT_RESEND_SECONDS,
  error,
  ref,
}: VerificationCodeFieldProps) {
  const { t } = useTranslation(['auth', 'errors'])
  const messageOf = useErrorMessage()
  const { trigger, isMutating } = useSendVerification()
  const { secondsLeft, start } = useCountdown()
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)

  const handleSend = async () => {
    if (checkEmail(email)) {
      setStatus({ ok: false, text: t('auth:code.needEmail') })
      return
    }
    try {
      const sent = await trigger({ email: email.trim(), type })
      start(sent.resendAfterSeconds || resendSeconds)
      setStatus({ ok: true, text: t('auth:code.sent', { email: email.trim() }) })
    } catch (sendError) {
      setStatus({ ok: false, text: messageOf(sendError) })
    }
  }

  return (
    <>
      <TextField
        ref={ref}
        label={t('auth:fields.code')}
        hint={t('auth:fields.codeHint', { length: codeLength })}
        error={error}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={codeLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        addon={
          <Button
            variant="secondary"
            className={styles.addon}
            onClick={() => void handleSend()}
            isLoading={isMutating}
            disabled={secondsLeft > 0}
          >
            {secondsLeft > 0
              ? t('auth:code.resendIn', { count: secondsLeft })
              : isMutating
                ? t('auth:code.sending')
                : t('auth:code.send')}
          </Button>
        }
      />
      <p className={status?.ok === false ? styles.alert : styles.status} role="status">
        {status?.text}
      </p>
    </>
  )
}
