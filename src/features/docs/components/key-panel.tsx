import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ExternalLinkIcon, EyeIcon, EyeOffIcon, KeyIcon } from '#src/components/icons/icons.tsx'
import { InfoIcon } from '#src/components/icons/shell-icons.tsx'
import { Button, buttonClass } from '#src/components/ui/button.tsx'
import { ErrorState } from '#src/components/ui/error-state.tsx'
import { paths } from '#src/config/paths.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import {
  CC_SWITCH_RELEASES_URL,
  KEY_PLACEHOLDER,
  TOOL_NAMES,
  ccSwitchLink,
  maskApiKey,
  type Tool,
} from '#src/lib/tools/tools.ts'
import { watchAppLink } from '#src/utils/app-link.ts'
import { sentenceSpace } from '#src/utils/format.ts'
import { RichText } from './rich-text.tsx'
import styles from './docs.module.css'

type ApiKey = components['schemas']['ApiKey']

export const KEYS_TAB_PATH = `${paths.dashboard}?tab=keys`

export type KeyPanelProps = {
  isAuthenticated: boolean
  /** Where the login link brings the visitor back to (this page, with its choice). */
  returnTo: string
  keys: readonly ApiKey[]
  isLoading: boolean
  hasError: boolean
  onRetry: () => void
  selectedKey: ApiKey | undefined
  onSelect: (id: string) => void
  isRevealed: boolean
  onToggleReveal: () => void
  tool: Tool
  apiBase: string
}

export function KeyPanel(props: KeyPanelProps) {
  const { t, i18n } = useTranslation('docs')
  const pickerId = useId()
  const maskedNoteId = useId()
  const { isAuthenticated, keys, selectedKey, tool } = props
  // A browser says nothing when no app handles `ccswitch:`: after a click, the page watches for CC Switch
  // taking the focus, and says where to get it when nothing did.
  const [isMissing, setIsMissing] = useState(false)
  const stopWatching = useRef<(() => void) | undefined>(undefined)
  useEffect(() => () => stopWatching.current?.(), [])
  const watchImport = () => {
    setIsMissing(false)
    stopWatching.current?.()
    stopWatching.current = watchAppLink(() => setIsMissing(true))
  }

  if (!isAuthenticated) {
    return (
      <div className={styles.note} role="note">
        <InfoIcon className={styles.noteIcon} />
        <div>
          <p>
            <RichText text={t('key.visitorNote', { placeholder: KEY_PLACEHOLDER })} />
          </p>
          <div className={styles.actions}>
            <Link to={KEYS_TAB_PATH} className={buttonClass({ variant: 'secondary', size: 'small' })}>
              {t('key.openKeys')}
            </Link>
            <Link
              to={`${paths.login}?${new URLSearchParams({ returnTo: props.returnTo }).toString()}`}
              className={buttonClass({ variant: 'ghost', size: 'small' })}
            >
              {t('key.login')}
            </Link>
          </div>
        </div>
      </div>
    )
  }
  if (props.isLoading) {
    return (
      <p className={styles.note} role="status">
        {t('key.loading')}
      </p>
    )
  }
  if (props.hasError) return <ErrorState message={t('key.error')} onRetry={props.onRetry} />
  if (!selectedKey) {
    return (
      <div className={styles.note} role="note">
        <KeyIcon className={styles.noteIcon} />
        <div>
          <p>
            <RichText text={t('key.emptyNote', { placeholder: KEY_PLACEHOLDER })} />
          </p>
          <Link to={KEYS_TAB_PATH} className={buttonClass({ size: 'small' })}>
            {t('key.createKey')}
          </Link>
        </div>
      </div>
    )
  }

  const importLink = ccSwitchLink({
    tool,
    endpoint: props.apiBase,
    apiKey: selectedKey.key,
    homepage: window.location.origin,
  })
  return (
    <div className={styles.keyPanel}>
      <div className={styles.keyRow}>
        <div className={styles.keyField}>
          <label htmlFor={pickerId}>{t('key.pickerLabel')}</label>
          <select
            id={pickerId}
            value={selectedKey.id}
            aria-describedby={maskedNoteId}
            onChange={(event) => props.onSelect(event.target.value)}
          >
            {keys.map((key) => (
              <option key={key.id} value={key.id}>
                {t('key.option', { name: key.name, masked: maskApiKey(key.key) })}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" aria-pressed={props.isRevealed} onClick={props.onToggleReveal}>
          {props.isRevealed ? <EyeOffIcon /> : <EyeIcon />}
          {t('key.reveal')}
        </Button>
      </div>
      <p id={maskedNoteId} className={styles.muted}>
        {t('key.maskedNote')}
      </p>
      <div className={styles.ccSwitch}>
        <a href={importLink} className={buttonClass()} onClick={watchImport}>
          {t('key.ccSwitch')}
        </a>
        <p className={styles.muted}>
          {t('key.ccSwitchNote', { tool: TOOL_NAMES[tool] })}
          {sentenceSpace(i18n.language)}
          <a href={CC_SWITCH_RELEASES_URL} target="_blank" rel="noreferrer">
            {t('key.ccSwitchGet')}
            <ExternalLinkIcon className={styles.inlineIcon} />
            <span className="visually-hidden">{t('newTab')}</span>
          </a>
          {sentenceSpace(i18n.language)}
          <span role="status">
            {isMissing ? (
              <>
                {t('key.ccSwitchMissing')}
                {sentenceSpace(i18n.language)}
                <a href={CC_SWITCH_RELEASES_URL} target="_blank" rel="noreferrer">
                  {t('key.ccSwitchDownload')}
                  <ExternalLinkIcon className={styles.inlineIcon} />
                  <span className="visually-hidden">{t('newTab')}</span>
                </a>
              </>
            ) : null}
          </span>
        </p>
      </div>
    </div>
  )
}
