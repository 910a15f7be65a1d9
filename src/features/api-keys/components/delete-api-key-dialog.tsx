import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '#src/components/errors/use-error-message.ts'
import { Button } from '#src/components/ui/button.tsx'
import { Dialog } from '#src/components/ui/dialog.tsx'
import { getErrorCode } from '#src/lib/api/errors.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { isDeleteUnsupported, useDeleteApiKey } from '#src/features/api-keys/api/use-delete-api-key.ts'
import styles from './api-keys.module.css'

type ApiKey = components['schemas']['ApiKey']

/**
 * How a deletion ended: the key is gone (`deleted`, or `notFound` when it was deleted elsewhere meanwhile), or
 * the backend does not offer deleting keys (optional in the contract).
 */
export type DeleteOutcome = { kind: 'deleted' | 'notFound'; apiKey: ApiKey } | { kind: 'unsupported' }

export type DeleteApiKeyDialogProps = {
  /** The key whose deletion waits for confirmation; the dialog is open while it is set. */
  apiKey: ApiKey | null
  onClose: () => void
  /** The deletion ended and the dialog should close; other failures stay in the dialog. */
  onDone: (outcome: DeleteOutcome) => void
  /** Where focus goes when the element that opened the dialog is gone. */
  fallbackFocus: () => HTMLElement | null
}

/** Asks to confirm a key's deletion, naming it, then deletes it. */
export function DeleteApiKeyDialog({ apiKey, onClose, onDone, fallbackFocus }: DeleteApiKeyDialogProps) {
  const { t } = useTranslation(['api-keys', 'common'])
  const messageOf = useErrorMessage()
  const remove = useDeleteApiKey()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const [error, setError] = useState('')

  const finish = (outcome: DeleteOutcome) => {
    setError('')
    onDone(outcome)
  }

  const close = () => {
    // Escape or Cancel while the request is in flight would hide its outcome: wait for it.
    if (remove.isMutating) return
    setError('')
    onClose()
  }

  const handleDelete = async () => {
    if (!apiKey || remove.isMutating) return
    setError('')
    try {
      await remove.trigger(apiKey.id)
      finish({ kind: 'deleted', apiKey })
    } catch (deleteError) {
      if (getErrorCode(deleteError) === 'API_KEY_NOT_FOUND') finish({ kind: 'notFound', apiKey })
      else if (isDeleteUnsupported(deleteError)) finish({ kind: 'unsupported' })
      else setError(messageOf(deleteError))
    }
  }

  return (
    <Dialog
      open={apiKey !== null}
      role="alertdialog"
      title={apiKey ? t('delete.title', { name: apiKey.name }) : ''}
      description={<p>{t('delete.body')}</p>}
      onClose={close}
      // The safe choice takes focus: Enter on a reflex does not delete.
      initialFocusRef={cancelRef}
      fallbackFocus={fallbackFocus}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" disabled={remove.isMutating} onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button variant="danger" isLoading={remove.isMutating} onClick={() => void handleDelete()}>
            {remove.isMutating ? t('delete.pending') : t('delete.confirm')}
          </Button>
        </>
      }
    >
      <p className={styles.dialogError} role="alert">
        {error}
      </p>
    </Dialog>
  )
}
