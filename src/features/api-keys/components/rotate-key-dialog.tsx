import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '#src/components/errors/use-error-message.ts'
import { Button } from '#src/components/ui/button.tsx'
import { Dialog } from '#src/components/ui/dialog.tsx'
import type { components } from '#src/lib/api/schema.d.ts'
import { useMySubscription } from '#src/lib/api/use-my-subscription.ts'
import { ccSwitchTools, planScope } from '#src/lib/tools/tools.ts'
import { formatDuration } from '#src/utils/format.ts'
import {
  isRotateUnsupported,
  useIsRotateMissing,
  useRotateApiKey,
} from '#src/features/api-keys/api/use-rotate-api-key.ts'
import styles from './api-keys.module.css'
import { PreviousSecretNote } from './previous-secret-note.tsx'
import { SecretWithSetup } from './secret-with-setup.tsx'
import toolStyles from './key-tools.module.css'

type ApiKey = components['schemas']['ApiKey']

/** The grace periods offered, in minutes; the contract's default (1 hour) is preselected. */
export const GRACE_MINUTES = [0, 15, 60, 360, 1440] as const
const DEFAULT_GRACE_MINUTES = 60

export type RotateKeyDialogProps = {
  apiKey: ApiKey
  onClose: () => void
}

/**
 * Asks to confirm a new secret for the key, naming how long the old one keeps working, then shows the new
 * secret with Copy and the setup commands made with it. The secret lives in this dialog's state and the
 * cached list only: never in web storage or the address.
 */
export function RotateKeyDialog({ apiKey, onClose }: RotateKeyDialogProps) {
  const { t, i18n } = useTranslation(['api-keys', 'common'])
  const language = i18n.language
  const messageOf = useErrorMessage()
  const rotate = useRotateApiKey()
  // Once the backend said it lacks rotation, the dialog only says so and closes.
  const isMissing = useIsRotateMissing()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const graceId = useId()
  const noteId = useId()
  const [graceMinutes, setGraceMinutes] = useState<number>(DEFAULT_GRACE_MINUTES)
  const [rotated, setRotated] = useState<ApiKey | null>(null)
  const [error, setError] = useState('')

  const graceText = (minutes: number) =>
    minutes % 60 === 0
      ? formatDuration(language, minutes / 60, 'hour')
      : formatDuration(language, minutes, 'minute')

  const close = () => {
    // Closing while the request is in flight would hide the only showing of the new secret.
    if (rotate.isMutating) return
    onClose()
  }

  const handleRotate = async () => {
    if (rotate.isMutating || isMissing) return
    setError('')
    try {
      setRotated(await rotate.trigger({ id: apiKey.id, graceSeconds: graceMinutes * 60 }))
    } catch (rotateError) {
      setError(isRotateUnsupported(rotateError) ? t('rotate.unsupported') : messageOf(rotateError))
    }
  }

  if (rotated) return <RotatedSecret apiKey={rotated} onClose={onClose} />

  return (
    <Dialog
      open
      role="alertdialog"
      title={t('rotate.title', { name: apiKey.name })}
      description={<p>{t('rotate.body')}</p>}
      onClose={close}
      // The safe choice takes focus: Enter on a reflex does not replace a secret tools still use.
      initialFocusRef={cancelRef}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" disabled={rotate.isMutating} onClick={close}>
            {isMissing ? t('common:actions.close') : t('common:actions.cancel')}
          </Button>
          {isMissing ? null : (
            <Button isLoading={rotate.isMutating} onClick={() => void handleRotate()}>
              {rotate.isMutating ? t('rotate.pending') : t('rotate.confirm')}
            </Button>
          )}
        </>
      }
    >
      <div className={toolStyles.body}>
        <div className={toolStyles.field}>
          <label htmlFor={graceId}>{t('rotate.graceLabel')}</label>
          <select
            id={graceId}
            aria-describedby={noteId}
            value={graceMinutes}
            disabled={rotate.isMutating || isMissing}
            onChange={(event) => setGraceMinutes(Number(event.target.value))}
          >
            {GRACE_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes === 0
                  ? t('rotate.graceNone')
                  : minutes === DEFAULT_GRACE_MINUTES
                    ? t('rotate.graceDefault', { duration: graceText(minutes) })
                    : graceText(minutes)}
              </option>
            ))}
          </select>
        </div>
        <p id={noteId}>
          {graceMinutes === 0
            ? t('rotate.graceNoteNone')
            : t('rotate.graceNote', { duration: graceText(graceMinutes) })}
        </p>
        <p className={styles.dialogError} role="alert">
          {error}
        </p>
      </div>
    </Dialog>
  )
}

/** The new secret, its Copy and the environment variables of the plan's first tool, made with it. */
function RotatedSecret({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const { t } = useTranslation('api-keys')
  const doneRef = useRef<HTMLButtonElement>(null)
  const tools = ccSwitchTools(planScope(useMySubscription().data))
  return (
    <Dialog
      open
      title={t('rotate.doneTitle', { name: apiKey.name })}
      description={<p>{t('rotate.doneBody')}</p>}
      onClose={onClose}
      initialFocusRef={doneRef}
      actions={
        <Button ref={doneRef} variant="secondary" onClick={onClose}>
          {t('rotate.done')}
        </Button>
      }
    >
      <div className={toolStyles.body}>
        <SecretWithSetup
          apiKey={apiKey}
          tools={tools}
          label={t('rotate.secretLabel')}
          copyLabel={t('rotate.copySecret')}
        />
        <PreviousSecretNote apiKey={apiKey} showEnded />
      </div>
    </Dialog>
  )
}
