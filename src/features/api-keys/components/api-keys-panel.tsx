import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { useErrorMessage } from '#src/components/errors/use-error-message.ts'
import { KeyIcon, PlusIcon } from '#src/components/icons/icons.tsx'
import { Button } from '#src/components/ui/button.tsx'
import { Dialog } from '#src/components/ui/dialog.tsx'
import { EmptyState } from '#src/components/ui/empty-state.tsx'
import { ErrorState } from '#src/components/ui/error-state.tsx'
import { Skeleton } from '#src/components/ui/skeleton.tsx'
import { TextField } from '#src/components/ui/text-field.tsx'
import { paths } from '#src/config/paths.ts'
import { MAX_LENGTH, isPrintableText } from '#src/lib/api/contract-rules.ts'
import { getErrorCode } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { useApiKeys } from '#src/lib/api/use-api-keys.ts'
import { useMySubscription } from '#src/lib/api/use-my-subscription.ts'
import { useCreateApiKey } from '#src/features/api-keys/api/use-create-api-key.ts'
import { isDeleteUnsupported, useDeleteApiKey } from '#src/features/api-keys/api/use-delete-api-key.ts'
import { refusedText } from '#src/features/api-keys/validation.ts'
import { ApiKeyItem } from './api-key-item.tsx'
import styles from './api-keys.module.css'
import { NewKeyCard } from './new-key-card.tsx'
import { KEY_SORTS, parseKeySort, sortApiKeys, type KeySort } from './sort-keys.ts'

type ApiKey = components['schemas']['ApiKey']

/** The message key of each sort's option. */
const SORT_LABELS = {
  newest: 'list.sort.newest',
  'last-used': 'list.sort.lastUsed',
  'usage-today': 'list.sort.usageToday',
  name: 'list.sort.name',
} as const satisfies Record<KeySort, string>

export type ApiKeysPanelProps = {
  /** Changes whenever something (a quick action) asks for the name field to take focus. */
  focusRequest?: string
}

/**
 * The API keys tab: create a key (optionally named), see the new key in full, and manage the list: edit a
 * remark, delete a key after a confirmation that names it, sort it (`?sort=`, so that the order survives a
 * reload and can be shared). Deleting frees a place under the limit at once.
 */
export function ApiKeysPanel({ focusRequest }: ApiKeysPanelProps) {
  const { t, i18n } = useTranslation(['api-keys', 'common'])
  const messageOf = useErrorMessage()
  const limitId = useId()
  const nameRef = useRef<HTMLInputElement>(null)
  const keys = useApiKeys()
  // Asked with the tab (the dashboard shares the answer), so that a new key's card offers the plan's tools at once.
  useMySubscription()
  const create = useCreateApiKey()
  const remove = useDeleteApiKey()
  const listTitleRef = useRef<HTMLHeadingElement>(null)
  const cancelDeleteRef = useRef<HTMLButtonElement>(null)
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState('')
  const [createError, setCreateError] = useState('')
  const [isLimitFromServer, setIsLimitFromServer] = useState(false)
  // The new key lives in memory only: never in storage, never in the page URL.
  const [created, setCreated] = useState<ApiKey | null>(null)
  // The key whose deletion waits for confirmation; the dialog is open while it is set.
  const [pendingDelete, setPendingDelete] = useState<ApiKey | null>(null)
  const [deleteError, setDeleteError] = useState('')
  const [listNotice, setListNotice] = useState('')
  const [listAlert, setListAlert] = useState('')
  // Learned from the backend: it does not offer deleteApiKey (optional in the contract).
  const [isDeleteUnavailable, setIsDeleteUnavailable] = useState(false)

  useEffect(() => {
    if (focusRequest) nameRef.current?.focus()
  }, [focusRequest])

  const [searchParams, setSearchParams] = useSearchParams()
  const sort = parseKeySort(searchParams.get('sort'))
  const sortId = useId()

  const list = keys.data
  const sortedKeys = useMemo(
    () => (list ? sortApiKeys(list.items, sort, i18n.language) : []),
    [list, sort, i18n.language],
  )
  const handleSortChange = (next: KeySort) => {
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous)
        // The default order needs no parameter: the URL stays as short as before.
        if (next === 'newest') params.delete('sort')
        else params.set('sort', next)
        return params
      },
      { replace: true },
    )
  }
  const isAtLimit = isLimitFromServer || (list ? list.items.length >= list.limit : false)

  const askToDelete = (apiKey: ApiKey) => {
    setDeleteError('')
    setListNotice('')
    setListAlert('')
    setPendingDelete(apiKey)
  }

  const closeDeleteDialog = () => {
    // Escape or Cancel while the request is in flight would hide its outcome: wait for it.
    if (!remove.isMutating) setPendingDelete(null)
  }

  const handleDelete = async () => {
    const apiKey = pendingDelete
    if (!apiKey || remove.isMutating) return
    setDeleteError('')
    try {
      await remove.trigger(apiKey.id)
      // A place under the limit is free again, whatever an earlier refused create said.
      setIsLimitFromServer(false)
      // A key deleted right after it was created must not stay on screen in full.
      if (created?.id === apiKey.id) setCreated(null)
      setListNotice(t('delete.done', { name: apiKey.name }))
      setPendingDelete(null)
    } catch (error) {
      if (getErrorCode(error) === 'API_KEY_NOT_FOUND') {
        setIsLimitFromServer(false)
        setListNotice(t('delete.notFound', { name: apiKey.name }))
        setPendingDelete(null)
      } else if (isDeleteUnsupported(error)) {
        setIsDeleteUnavailable(true)
        setListAlert(t('delete.unsupported'))
        setPendingDelete(null)
      } else setDeleteError(messageOf(error))
    }
  }

  const handleCreate = async (event: FormEvent) => {
    event.preventDefault()
    if (create.isMutating || isAtLimit) return
    setCreateError('')
    setListNotice('')
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
      const refused = refusedText(error, 'name')
      if (getErrorCode(error) === 'API_KEY_LIMIT_REACHED') {
        setIsLimitFromServer(true)
        void keys.mutate()
      } else if (refused) {
        // Said beside the field, like the form's own check.
        setNameError(
          refused.problem === 'tooLong'
            ? t('create.nameTooLong', { max: refused.max })
            : t('create.nameInvalid'),
        )
        nameRef.current?.focus()
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
            {isDeleteUnavailable ? null : (
              <>
                {' '}
                <span className={styles.limitHint}>{t('create.limitHint')}</span>
              </>
            )}
          </p>
        ) : null}
        <p className={styles.alert} role="alert">
          {createError}
        </p>
      </form>

      {created ? <NewKeyCard apiKey={created} onDone={() => setCreated(null)} /> : null}

      <section className={styles.listSection} aria-labelledby={`${limitId}-list`}>
        <div className={styles.listHeader}>
          <h3
            id={`${limitId}-list`}
            ref={listTitleRef}
            // Where focus goes once a deleted key's own Delete button is gone.
            tabIndex={-1}
            className={`${styles.subtitle} ${styles.listTitle}`}
          >
            {t('list.title')}
          </h3>
          {list && list.items.length > 1 ? (
            <div className={styles.sortField}>
              <label htmlFor={sortId}>{t('list.sortLabel')}</label>
              <select
                id={sortId}
                value={sort}
                onChange={(event) => handleSortChange(parseKeySort(event.target.value))}
              >
                {KEY_SORTS.map((value) => (
                  <option key={value} value={value}>
                    {t(SORT_LABELS[value])}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
        {/* Live regions stay mounted so that each new message is announced. */}
        <p className={styles.notice} role="status">
          {listNotice}
        </p>
        <p className={styles.alert} role="alert">
          {listAlert}
        </p>
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
              {sortedKeys.map((apiKey) => (
                <ApiKeyItem
                  key={apiKey.id}
                  apiKey={apiKey}
                  onDelete={isDeleteUnavailable ? undefined : askToDelete}
                />
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

      <Dialog
        open={pendingDelete !== null}
        role="alertdialog"
        title={pendingDelete ? t('delete.title', { name: pendingDelete.name }) : ''}
        description={<p>{t('delete.body')}</p>}
        onClose={closeDeleteDialog}
        // The safe choice takes focus: Enter on a reflex does not delete.
        initialFocusRef={cancelDeleteRef}
        fallbackFocus={() => listTitleRef.current}
        actions={
          <>
            <Button
              ref={cancelDeleteRef}
              variant="secondary"
              disabled={remove.isMutating}
              onClick={closeDeleteDialog}
            >
              {t('common:actions.cancel')}
            </Button>
            <Button variant="danger" isLoading={remove.isMutating} onClick={() => void handleDelete()}>
              {remove.isMutating ? t('delete.pending') : t('delete.confirm')}
            </Button>
          </>
        }
      >
        <p className={styles.dialogError} role="alert">
          {deleteError}
        </p>
      </Dialog>
    </div>
  )
}
