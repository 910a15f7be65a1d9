import { useState, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { useAttemptErrorMessage } from '#src/components/errors/use-error-message.ts'
import { Button } from '#src/components/ui/button.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { DEMO_VERIFICATION_CODE } from '#src/config/demo.ts'
import { runtimeConfig } from '#src/config/runtime.ts'
import { CODE_SENT_STORAGE_KEY_PREFIX } from '#src/config/storage-keys.ts'
import { useCountdown } from '#src/hooks/use-countdown.ts'
import { useSendVerification } from '#src/features/auth/api/use-send-verification.ts'
import { checkEmail, placeAuthRefusal } from '#src/features/auth/validation.ts'
import styles from './auth-form.module.css'

const DEFAULT_RESEND_SECONDS = 60

function sameAddress(a: string | null, b: string) {
  return a !== null && a.trim().toLowerCase() === b.trim().toLowerCase()
}

/** Kept for the tab, so a reload between sending and typing the emailed code does not ask for another. */
export function useSentCode(type: VerificationCodeFieldProps['type'], email: string) {
  const [sentTo, setSentTo] = useState(() => {
    try {
      return sessionStorage.getItem(CODE_SENT_STORAGE_KEY_PREFIX + type)
    } catch {
      return null
    }
  })
  const markSent = (address: string) => {
    setSentTo(address)
    try {
      sessionStorage.setItem(CODE_SENT_STORAGE_KEY_PREFIX + type, address)
    } catch {
      // Storage unavailable: the sending counts for this page only.
    }
  }
  return { isSent: sameAddress(sentTo, email), markSent }
}

type VerificationCodeFieldProps = {
  email: string
  type: 'register' | 'login'
  value: string
  onChange: (value: string) => void
  codeLength: number
  /** Whether a code was sent to `email` (see {@link useSentCode}); the hint says what to do next. */
  isSent?: boolean
  onSent?: (email: string) => void
  resendSeconds?: number
  error?: string
  ref?: Ref<HTMLInputElement>
}

/** With the demo backend, which sends no email, the hint names the code. */
export function VerificationCodeField({
  email,
  type,
  value,
  onChange,
  codeLength,
  isSent = false,
  onSent,
  resendSeconds = DEFAULT_RESEND_SECONDS,
  error,
  ref,
}: VerificationCodeFieldProps) {
  const { t } = useTranslation(['auth', 'errors', 'validation'])
  const messageOf = useAttemptErrorMessage()
  const { trigger, isMutating } = useSendVerification()
  const { secondsLeft, start } = useCountdown()
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  const isDemo = runtimeConfig.apiMock

  const handleSend = async () => {
    if (checkEmail(email)) {
      setStatus({ ok: false, text: t('auth:code.needEmail') })
      return
    }
    try {
      const sent = await trigger({ email: email.trim(), type })
      start(sent.resendAfterSeconds || resendSeconds)
      onSent?.(email.trim())
      setStatus({
        ok: true,
        text: isDemo
          ? t('auth:code.sentDemo', { email: email.trim(), code: DEMO_VERIFICATION_CODE })
          : t('auth:code.sent', { email: email.trim() }),
      })
    } catch (sendError) {
      // The address refused by the server reads as the form's own check of it would.
      const refused = placeAuthRefusal(sendError, ['email'], false)
      setStatus({
        ok: false,
        text: refused?.email ? t(`validation:${refused.email.error}`) : messageOf(sendError),
      })
    }
  }

  return (
    <>
      <TextField
        ref={ref}
        label={t('auth:fields.code')}
        hint={
          isDemo
            ? t('auth:fields.codeHintDemo', { code: DEMO_VERIFICATION_CODE })
            : t(isSent ? 'auth:fields.codeHint' : 'auth:fields.codeHintSend', { length: codeLength })
        }
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
