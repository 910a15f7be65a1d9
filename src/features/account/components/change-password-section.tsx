import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { placeRefusal } from '#src/components/errors/refused-fields.ts'
import { useAttemptErrorMessage } from '#src/components/errors/use-error-message.ts'
import { Button } from '#src/components/ui/button.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { isContractPassword } from '#src/lib/api/contract-rules.ts'
import { getErrorCode, isOperationMissing } from '#src/lib/api/errors.ts'
import { useChangePassword } from '#src/features/account/api/use-change-password.ts'
import styles from './account-section.module.css'

type Field = 'currentPassword' | 'newPassword' | 'confirm'
type Values = Record<Field, string>
type Problem = 'passwordRequired' | 'passwordRules' | 'confirmRequired' | 'passwordsMismatch'

const EMPTY: Values = { currentPassword: '', newPassword: '', confirm: '' }

function check({ currentPassword, newPassword, confirm }: Values): Partial<Record<Field, Problem>> {
  return {
    currentPassword: currentPassword ? undefined : 'passwordRequired',
    newPassword: !newPassword
      ? 'passwordRequired'
      : isContractPassword(newPassword)
        ? undefined
        : 'passwordRules',
    confirm: !confirm ? 'confirmRequired' : confirm === newPassword ? undefined : 'passwordsMismatch',
  }
}

/** Current, new and confirm; the contract's rule is shown before submitting. Other sessions end on success. */
export function ChangePasswordSection() {
  const { t } = useTranslation(['account', 'validation', 'errors'])
  const messageOf = useAttemptErrorMessage()
  const change = useChangePassword()
  const [values, setValues] = useState<Values>(EMPTY)
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({})
  const [submitError, setSubmitError] = useState('')
  const [done, setDone] = useState('')
  const [isUnsupported, setIsUnsupported] = useState(false)
  const currentRef = useRef<HTMLInputElement>(null)
  const newRef = useRef<HTMLInputElement>(null)
  const confirmRef = useRef<HTMLInputElement>(null)

  const show = (found: Partial<Record<Field, string | undefined>>) => {
    const next = Object.fromEntries(Object.entries(found).filter(([, value]) => value)) as Partial<
      Record<Field, string>
    >
    setProblems(next)
    const firstField = (['currentPassword', 'newPassword', 'confirm'] as const).find((field) => next[field])
    const refOf = { currentPassword: currentRef, newPassword: newRef, confirm: confirmRef }
    if (firstField) refOf[firstField].current?.focus()
    return firstField === undefined
  }

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (change.isMutating) return
    setSubmitError('')
    setDone('')
    const found = check(values)
    const described = Object.fromEntries(
      Object.entries(found).map(([field, problem]) => [field, problem && t(`validation:${problem}`)]),
    )
    if (!show(described)) return
    try {
      const changed = await change.trigger({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      })
      setValues(EMPTY)
      setDone(t('account:password.changed', { count: changed.otherSessionsEnded }))
    } catch (error) {
      if (isOperationMissing(error, 'NOT_FOUND')) setIsUnsupported(true)
      else if (getErrorCode(error) === 'CURRENT_PASSWORD_INVALID') show({ currentPassword: messageOf(error) })
      else {
        const refused = placeRefusal(error, ({ field }) =>
          field === 'newPassword' ? (['newPassword', t('validation:passwordRules')] as const) : undefined,
        )
        if (refused) show(refused)
        else setSubmitError(messageOf(error))
      }
    }
  }

  const input = (field: Field) => ({
    type: 'password',
    value: values[field],
    error: problems[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }))
      setProblems((current) => ({ ...current, [field]: undefined }))
    },
  })

  return (
    <section className={styles.section} aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('account:password.title')}</h2>
      {isUnsupported ? (
        <p className={styles.muted}>{t('account:password.unsupported')}</p>
      ) : (
        <>
          <p className={styles.status} role="status">
            {done}
          </p>
          <p className={styles.alert} role="alert">
            {submitError}
          </p>
          <form noValidate onSubmit={(event) => void handleSubmit(event)}>
            <TextField
              {...input('currentPassword')}
              ref={currentRef}
              label={t('account:password.current')}
              autoComplete="current-password"
            />
            <TextField
              {...input('newPassword')}
              ref={newRef}
              label={t('account:password.new')}
              hint={t('account:password.rule')}
              autoComplete="new-password"
            />
            <TextField
              {...input('confirm')}
              ref={confirmRef}
              label={t('account:password.confirm')}
              autoComplete="new-password"
            />
            <p className={styles.muted}>{t('account:password.othersEnd')}</p>
            <Button type="submit" isLoading={change.isMutating}>
              {change.isMutating ? t('account:password.pending') : t('account:password.submit')}
            </Button>
          </form>
        </>
      )}
    </section>
  )
}
