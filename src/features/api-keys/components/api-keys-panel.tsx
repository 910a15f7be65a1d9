import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useErrorMessage } from '../../../components/errors/use-error-message.ts'
import { KeyIcon, PlusIcon } from '../../../components/icons/icons.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { ErrorState } from '../../../components/ui/error-state.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { paths } from '../../../config/paths.ts'
import { getErrorCode } from '../../../lib/api/errors.ts'
import type { components } from '../../../lib/api/schema'
import { useApiKeys } from '../api/use-api-keys.ts'
import { useCreateApiKey } from '../api/use-create-api-key.ts'
import { isPrintableText } from '../validation.ts'
import { ApiKeyItem } from './api-key-item.tsx'
import styles from './api-keys.module.css'
import { NewKeyCard } from './new-key-card.tsx'

type ApiKey = components['schemas']['ApiKey']

export type ApiKeysPanelProps = {
  /** Changes whenever something (a quick action) asks for the name field to take focus. */
  focusRequest?: string
}

/** The API keys tab: create a key (optionally named), see the new key in full, and manage the list. */
export function ApiKeysPanel({ focusRequest }: ApiKeysPanelProps) {
  const { t } = useTranslation('api-keys')
  const messageOf = useErrorMessage()
  const limitId = useId()
  const nameRef = useRef<HTMLInputElement>(null)
  const keys = useApiKeys()
  const create = useCreateApiKey()
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState('')
  const [createError, setCreateError] = useState('')
  const [isLimitFromServer, setIsLimitFromServer] = useState(false)
  // The new key lives in memory only: never in storage, never in the page URL.
  const [created, setCreated] = useState<ApiKey | null>(null)

  useEffect(() => {
    if (focusRequest) nameRef.current?.focus()
  }, [focusRequest])

  const list = keys.data
  const isAtLimit = isLimitFromServer || (list ? list.items.length >= list.limit : false)

  const handleCreate = async (event: FormEvent) => {
    event.preventDefault()
    if (create.isMutating || isAtLimit) return
    setCreateError('')
    if (!isPrintableText(name)) {
      setNameError(t('create.nameInvalid'))
      nameRef.current?.focus()
      return
    }
    try {
      const apiKey = await create.trigger(name.trim() ? { name } : undefined)
      setName('')
      setCreated(apiKey)
    } catch (error) {
      if (getErrorCode(error) === 'API_KEY_LIMIT_REACHED') {
        setIsLimitFromServer(true)
        void keys.mutate()
      } else setCreateError(messageOf(error))
    }
  }

  return (
    <div className={styles.panel}>
      <header>
        <h2 className={styles.title}>{t('title')}</h2>
        <p className={styles.muted}>{t('intro')}</p>
      </header>

      <form className={styles.create} noValidate onSubmit={(event) => void handleCreate(event)}>
        <h3 className={styles.subtitle}>{t('create.title')}</h3>
        <TextField
          ref={nameRef}
          label={t('create.nameLabel')}
          hint={t('create.nameHint')}
          name="name"
          autoComplete="off"
          maxLength={64}
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
          </p>
        ) : null}
        <p className={styles.alert} role="alert">
          {createError}
        </p>
      </form>

      {created ? <NewKeyCard apiKey={created} onDone={() => setCreated(null)} /> : null}

      <section className={styles.listSection} aria-labelledby={`${limitId}-list`}>
        <h3 id={`${limitId}-list`} className={styles.subtitle}>
          {t('list.title')}
        </h3>
        {list ? (
          list.items.length === 0 ? (
            <EmptyState
              icon={<KeyIcon />}
              title={t('empty.title')}
              description={t('empty.body')}
              action={<Link to={paths.docs}>{t('empty.docs')}</Link>}
            />
          ) : (
            <ul className={styles.list}>
              {list.items.map((apiKey) => (
                <ApiKeyItem key={apiKey.id} apiKey={apiKey} />
              ))}
            </ul>
          )
        ) : keys.error ? (
          <ErrorState
            message={messageOf(keys.error)}
            onRetry={() => void keys.mutate()}
            isRetrying={keys.isValidating}
          />
        ) : (
          <div className={styles.loading} role="status">
            <span className="visually-hidden">{t('list.loading')}</span>
            <Skeleton className={styles.rowSkeleton} />
            <Skeleton className={styles.rowSkeleton} />
          </div>
        )}
      </section>
    </div>
  )
}
