import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PencilIcon } from '#src/components/icons/icons.tsx'
import { Button, buttonClass } from '#src/components/ui/button.tsx'
import { CopyButton } from '#src/components/ui/copy-button.tsx'
import { MAX_LENGTH, isPrintableText } from '#src/lib/api/contract-rules.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { formatCurrency, formatDateTime, formatNumber } from '#src/utils/format.ts'
import { useUpdateApiKeyRemark } from '#src/features/api-keys/api/use-update-api-key-remark.ts'
import { refusedText } from '#src/features/api-keys/validation.ts'
import styles from './api-keys.module.css'
import { CcSwitchMenu } from './cc-switch-menu.tsx'
import { KeyState, hasKeySettings } from './key-state.tsx'
import { KeyTools } from './key-tools.tsx'
import { PreviousSecretNote } from './previous-secret-note.tsx'
import { maskApiKey } from '#src/lib/tools/tools.ts'

type ApiKey = components['schemas']['ApiKey']

export type ApiKeyItemProps = {
  apiKey: ApiKey
  /** Asks to delete the key (the caller confirms first); no Delete button without it. */
  onDelete?: (apiKey: ApiKey) => void
  /** Opens the key's settings; no Settings button without it, nor for a key the backend sends none for. */
  onSettings?: (apiKey: ApiKey) => void
  /** The time the key's state (expired, expires in …) is judged at. */
  now: number
}

/**
 * One key: name, its state (on/off, expiry, limits, restrictions), remark (editable in place), masked key with
 * Copy, when it was created and last used (and from where), its usage today and in total, Settings, Import to
 * CC Switch (the list holds every key in full) and a Delete button.
 */
export function ApiKeyItem({ apiKey, onDelete, onSettings, now }: ApiKeyItemProps) {
  const { t, i18n } = useTranslation(['api-keys', 'common'])
  const language = i18n.language
  return (
    <li className={styles.item}>
      <dl className={styles.fields}>
        <div className={styles.nameField}>
          <dt>{t('list.name')}</dt>
          <dd className={styles.name}>{apiKey.name}</dd>
        </div>
        {hasKeySettings(apiKey) ? (
          <div className={styles.stateField}>
            <dt>{t('state.title')}</dt>
            <dd>
              <KeyState apiKey={apiKey} now={now} />
            </dd>
          </div>
        ) : null}
        <div className={styles.remarkField}>
          <dt>{t('list.remark')}</dt>
          <dd>
            <RemarkEditor apiKey={apiKey} />
          </dd>
        </div>
        <div className={styles.keyField}>
          <dt>{t('list.key')}</dt>
          <dd className={styles.keyRow}>
            <code className={styles.maskedKey}>{maskApiKey(apiKey.key)}</code>
            <CopyButton
              text={apiKey.key}
              label={t('list.copy')}
              aria-label={t('list.copyFor', { name: apiKey.name })}
            />
          </dd>
        </div>
        <div className={styles.dateField}>
          <dt>{t('list.created')}</dt>
          <dd>
            <time dateTime={apiKey.createdAt}>{formatDateTime(language, apiKey.createdAt)}</time>
          </dd>
        </div>
        <div className={styles.dateField}>
          <dt>{t('list.lastUsed')}</dt>
          <dd>
            {apiKey.lastUsedAt ? (
              <time dateTime={apiKey.lastUsedAt}>{formatDateTime(language, apiKey.lastUsedAt)}</time>
            ) : (
              <span className={styles.muted}>{t('list.neverUsed')}</span>
            )}
          </dd>
        </div>
        {apiKey.lastUsedIp ? (
          <div className={styles.dateField}>
            <dt>{t('state.lastAddress')}</dt>
            <dd>
              <code>{apiKey.lastUsedIp}</code>
            </dd>
          </div>
        ) : null}
        <div className={styles.usageToday}>
          <dt>{t('list.usageToday')}</dt>
          <dd>
            <UsageFigures usage={apiKey.usage} requests="todayRequests" cost="todayCost" />
          </dd>
        </div>
        <div className={styles.usageTotal}>
          <dt>{t('list.usageTotal')}</dt>
          <dd>
            <UsageFigures usage={apiKey.usage} requests="totalRequests" cost="totalCost" />
          </dd>
        </div>
      </dl>
      <PreviousSecretNote apiKey={apiKey} />
      <div className={styles.itemActions}>
        <Link
          to={{ search: usageSearch(apiKey.id) }}
          className={buttonClass({ variant: 'ghost', size: 'small' })}
          aria-label={t('list.usageFor', { name: apiKey.name })}
        >
          {t('list.usage')}
        </Link>
        {onSettings && hasKeySettings(apiKey) ? (
          <Button
            variant="ghost"
            size="small"
            aria-label={t('state.settingsFor', { name: apiKey.name })}
            onClick={() => onSettings(apiKey)}
          >
            {t('state.settings')}
          </Button>
        ) : null}
        <CcSwitchMenu apiKey={apiKey} />
        <KeyTools apiKey={apiKey} />
        {onDelete ? (
          <Button
            variant="ghost"
            size="small"
            className={styles.deleteButton}
            aria-label={t('list.deleteFor', { name: apiKey.name })}
            onClick={() => onDelete(apiKey)}
          >
            {t('list.delete')}
          </Button>
        ) : null}
      </div>
    </li>
  )
}

/** The Usage tab, showing this key's last 30 days. */
function usageSearch(keyId: string): string {
  return `?${new URLSearchParams({ tab: 'usage', key: keyId, range: '30d' }).toString()}`
}

type Usage = NonNullable<ApiKey['usage']>

/**
 * Requests and cost of one period, in the interface language's formats; a dash when the backend does not
 * report usage per key (optional in the contract), with the reason for screen readers, which skip a dash.
 */
function UsageFigures({
  usage,
  requests,
  cost,
}: {
  usage: Usage | undefined
  requests: 'todayRequests' | 'totalRequests'
  cost: 'todayCost' | 'totalCost'
}) {
  const { t, i18n } = useTranslation('api-keys')
  if (!usage) {
    return (
      <>
        <span className={styles.muted} aria-hidden="true">
          —
        </span>
        <span className="visually-hidden">{t('list.usageUnavailable')}</span>
      </>
    )
  }
  const language = i18n.language
  const count = usage[requests]
  return (
    <span className={styles.usage}>
      {t('list.usageAmount', {
        requests: t('list.requests', { count, value: formatNumber(language, count) }),
        cost: formatCurrency(language, usage[cost].amount, usage[cost].currency),
      })}
    </span>
  )
}

/**
 * The remark, and in place an input with Save and Cancel: Enter saves, Escape cancels. A failed save
 * keeps the editor open with what was typed and says "Failed to save remark".
 */
function RemarkEditor({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation(['api-keys', 'common'])
  const update = useUpdateApiKeyRemark()
  const errorId = useId()
  const hintId = useId()
  const editRef = useRef<HTMLButtonElement>(null)
  const shouldRestoreFocus = useRef(false)
  const [isEditing, setIsEditing] = useState(false)
  const [draft, setDraft] = useState('')
  const [error, setError] = useState('')

  // A layout effect: focus is back on the button in the same frame the editor closes.
  useLayoutEffect(() => {
    if (isEditing || !shouldRestoreFocus.current) return
    shouldRestoreFocus.current = false
    editRef.current?.focus()
  }, [isEditing])

  const close = () => {
    shouldRestoreFocus.current = true
    setIsEditing(false)
    setError('')
  }

  const handleSave = async (event: FormEvent) => {
    event.preventDefault()
    if (update.isMutating) return
    if (!isPrintableText(draft)) {
      setError(t('remark.invalid'))
      return
    }
    setError('')
    try {
      await update.trigger({ id: apiKey.id, remark: draft.trim() })
      close()
    } catch (saveError) {
      const refused = refusedText(saveError, 'remark')
      setError(
        !refused
          ? t('remark.saveFailed')
          : refused.problem === 'tooLong'
            ? t('remark.tooLong', { count: refused.max })
            : t('remark.invalid'),
      )
    }
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    if (!update.isMutating) close()
  }

  if (!isEditing) {
    return (
      <span className={styles.remark}>
        {apiKey.remark ? (
          <span className={styles.remarkText}>{apiKey.remark}</span>
        ) : (
          <span className={styles.muted}>{t('list.noRemark')}</span>
        )}
        <button
          ref={editRef}
          type="button"
          className={buttonClass({ variant: 'ghost', size: 'small' })}
          aria-label={t('list.editRemarkFor', { name: apiKey.name })}
          onClick={() => {
            setDraft(apiKey.remark)
            setIsEditing(true)
          }}
        >
          <PencilIcon />
          {t('list.editRemark')}
        </button>
      </span>
    )
  }

  return (
    <form className={styles.remarkForm} noValidate onSubmit={(event) => void handleSave(event)}>
      <input
        // The user just asked to edit: moving focus into the field is what they expect.
        autoFocus
        className={styles.remarkInput}
        aria-label={t('remark.label', { name: apiKey.name })}
        aria-describedby={[error ? errorId : '', hintId].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        maxLength={MAX_LENGTH.apiKeyRemark}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <span className={styles.remarkActions}>
        <Button type="submit" size="small" isLoading={update.isMutating}>
          {t('common:actions.save')}
        </Button>
        <Button variant="secondary" size="small" disabled={update.isMutating} onClick={close}>
          {t('common:actions.cancel')}
        </Button>
      </span>
      <span id={hintId} className={styles.hint}>
        {t('remark.hint')}
      </span>
      {error ? (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </form>
  )
}
