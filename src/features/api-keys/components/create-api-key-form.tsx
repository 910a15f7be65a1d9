import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '#src/components/errors/use-error-message.ts'
import { PlusIcon } from '#src/components/icons/icons.tsx'
import { Button } from '#src/components/ui/button.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { MAX_LENGTH, isPrintableText } from '#src/lib/api/contract-rules.ts'
import { getErrorCode } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { useCreateApiKey } from '#src/features/api-keys/api/use-create-api-key.ts'
import { refusedText } from '#src/features/api-keys/validation.ts'
import { sentenceSpace } from '#src/utils/format.ts'
import styles from './api-keys.module.css'

type ApiKey = components['schemas']['ApiKey']
type ApiKeyList = components['schemas']['ApiKeyList']

export type CreateApiKeyFormProps = {
  /** Changes whenever something (a quick action) asks for the name field to take focus. */
  focusRequest?: string
  /** The account's keys, once loaded: the count beside the button. */
  list: ApiKeyList | undefined
  isAtLimit: boolean
  /** Whether deleting a key frees a place: the reason at the limit then says so. */
  canDelete: boolean
  /** A create is asked for: what the list said about an earlier action is stale. */
  onSubmit: () => void
  onCreated: (apiKey: ApiKey) => void
  /** The server refused the key: the account already holds as many as its limit. */
  onLimitReached: () => void
}

/** Creates a key, optionally named; at the limit the button is disabled with the reason and the way out. */
export function CreateApiKeyForm({
  focusRequest,
  list,
  isAtLimit,
  canDelete,
  onSubmit,
  onCreated,
  onLimitReached,
}: CreateApiKeyFormProps) {
  const { t, i18n } = useTranslation(['api-keys', 'common'])
  const messageOf = useErrorMessage()
  const limitId = useId()
  const nameRef = useRef<HTMLInputElement>(null)
  const create = useCreateApiKey()
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState('')
  const [createError, setCreateError] = useState('')

  useEffect(() => {
    if (focusRequest) nameRef.current?.focus()
  }, [focusRequest])

  const handleCreate = async (event: FormEvent) => {
    event.preventDefault()
    if (create.isMutating || isAtLimit) return
    setCreateError('')
    onSubmit()
    if (!isPrintableText(name)) {
      setNameError(t('create.nameInvalid'))
      nameRef.current?.focus()
      return
    }
    try {
      const apiKey = await create.trigger(name.trim() ? { name } : undefined)
      setName('')
      onCreated(apiKey)
    } catch (error) {
      const refused = refusedText(error, 'name')
      if (getErrorCode(error) === 'API_KEY_LIMIT_REACHED') onLimitReached()
      else if (refused) {
        // Said beside the field, like the form's own check.
        setNameError(
          refused.problem === 'tooLong'
            ? t('create.nameTooLong', { count: refused.max })
            : t('create.nameInvalid'),
        )
        nameRef.current?.focus()
      } else setCreateError(messageOf(error))
    }
  }

  return (
    <form className={styles.create} noValidate onSubmit={(event) => void handleCreate(event)}>
      <h3 className={styles.subtitle}>{t('create.title')}</h3>
      <TextField
        ref={nameRef}
        label={t('create.nameLabel')}
        hint={t('create.nameHint')}
        name="name"
        autoComplete="off"
        maxLength={MAX_LENGTH.apiKeyName}
        value={name}
        error={nameError}
        onChange={(event) => {
          setName(event.target.value)
          setNameError('')
        }}
      />
      <div className={styles.createRow}>
        <Button
          type="submit"
          isLoading={create.isMutating}
          disabled={isAtLimit}
          aria-describedby={isAtLimit ? limitId : undefined}
        >
          <PlusIcon />
          {create.isMutating ? t('create.pending') : t('create.submit')}
        </Button>
        {list ? (
          <span className={styles.muted}>
            {t('create.count', { used: list.items.length, limit: list.limit })}
          </span>
        ) : null}
      </div>
      {isAtLimit ? (
        <p id={limitId} className={styles.warning}>
          {t('create.limitReached')}
          {canDelete ? (
            <>
              {sentenceSpace(i18n.language)}
              <span className={styles.limitHint}>{t('create.limitHint')}</span>
            </>
          ) : null}
        </p>
      ) : null}
      <p className={styles.alert} role="alert">
        {createError}
      </p>
    </form>
  )
}
