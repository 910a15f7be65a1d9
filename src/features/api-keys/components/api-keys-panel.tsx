import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { components } from '#src/lib/api/schema.d.ts'
import { LIVE_QUERY } from '#src/lib/api/live-query.ts'
import { useApiKeys } from '#src/lib/api/use-api-keys.ts'
import { useMySubscription } from '#src/lib/api/use-my-subscription.ts'
import styles from './api-keys.module.css'
import { CreateApiKeyForm } from './create-api-key-form.tsx'
import { DeleteApiKeyDialog, type DeleteOutcome } from './delete-api-key-dialog.tsx'
import { KeyList } from './key-list.tsx'
import { NewKeyCard } from './new-key-card.tsx'

type ApiKey = components['schemas']['ApiKey']

export type ApiKeysPanelProps = {
  /** Changes whenever something (a quick action) asks for the name field to take focus. */
  focusRequest?: string
}

/**
 * The API keys tab: create a key (optionally named), see the new key in full, and manage the list: edit a
 * remark, delete a key after a confirmation that names it, sort it. Deleting frees a place under the limit at
 * once.
 */
export function ApiKeysPanel({ focusRequest }: ApiKeysPanelProps) {
  const { t } = useTranslation(['api-keys', 'common'])
  // The tab's one poller of the list: each key's usage follows a tool's requests.
  const keys = useApiKeys(true, LIVE_QUERY)
  // Asked with the tab (the dashboard shares the answer), so that a new key's card offers the plan's tools at once.
  useMySubscription()
  const listTitleRef = useRef<HTMLHeadingElement>(null)
  const [isLimitFromServer, setIsLimitFromServer] = useState(false)
  // The new key lives in memory only: never in storage, never in the page URL.
  const [created, setCreated] = useState<ApiKey | null>(null)
  const [pendingDelete, setPendingDelete] = useState<ApiKey | null>(null)
  // `unsupported` stays: no key can be deleted again, so nothing replaces it.
  const [lastDeletion, setLastDeletion] = useState<DeleteOutcome | null>(null)

  const list = keys.data
  const isAtLimit = isLimitFromServer || (list ? list.items.length >= list.limit : false)
  const isDeleteUnavailable = lastDeletion?.kind === 'unsupported'

  const handleDeleted = (outcome: DeleteOutcome) => {
    setLastDeletion(outcome)
    setPendingDelete(null)
    if (outcome.kind === 'unsupported') return
    // A place under the limit is free again, whatever an earlier refused create said.
    setIsLimitFromServer(false)
    // A key deleted right after it was created must not stay on screen in full.
    if (outcome.kind === 'deleted' && created?.id === outcome.apiKey.id) setCreated(null)
  }

  return (
    <div className={styles.panel}>
      <header>
        <h2 className={styles.title}>{t('title')}</h2>
        <p className={styles.muted}>{t('intro')}</p>
      </header>

      <CreateApiKeyForm
        focusRequest={focusRequest}
        list={list}
        isAtLimit={isAtLimit}
        canDelete={!isDeleteUnavailable}
        onSubmit={() => setLastDeletion((last) => (last?.kind === 'unsupported' ? last : null))}
        onCreated={setCreated}
        onLimitReached={() => {
          setIsLimitFromServer(true)
          void keys.mutate()
        }}
      />

      {created ? <NewKeyCard apiKey={created} onDone={() => setCreated(null)} /> : null}

      <KeyList
        titleRef={listTitleRef}
        notice={
          lastDeletion?.kind === 'deleted'
            ? t('delete.done', { name: lastDeletion.apiKey.name })
            : lastDeletion?.kind === 'notFound'
              ? t('delete.notFound', { name: lastDeletion.apiKey.name })
              : ''
        }
        alert={isDeleteUnavailable ? t('delete.unsupported') : ''}
        onDelete={
          isDeleteUnavailable
            ? undefined
            : (apiKey) => {
                setLastDeletion(null)
                setPendingDelete(apiKey)
              }
        }
      />

      <DeleteApiKeyDialog
        apiKey={pendingDelete}
        onClose={() => setPendingDelete(null)}
        onDone={handleDeleted}
        fallbackFocus={() => listTitleRef.current}
      />
    </div>
  )
}
