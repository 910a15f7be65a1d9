import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronDownIcon, ExternalLinkIcon } from '#src/components/icons/icons.tsx'
import { buttonClass } from '#src/components/ui/button.tsx'
import { runtimeConfig } from '#src/config/runtime.ts'
import { usePopoverMenu } from '#src/hooks/use-popover-menu.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import {
  CC_SWITCH_RELEASES_URL,
  CC_SWITCH_TOOLS,
  TOOL_NAMES,
  ccSwitchLink,
  toolBaseUrl,
  type CcSwitchTool,
} from '#src/lib/tools/tools.ts'
import { watchAppLink } from '#src/utils/app-link.ts'
import { sentenceSpace } from '#src/utils/format.ts'
import styles from './api-keys.module.css'
import { useCcSwitchUsageLabels } from './use-cc-switch-usage-labels.ts'

type ApiKey = components['schemas']['ApiKey']

/**
 * "Import to CC Switch" for one key: a WAI-ARIA menu button (the same pattern as the account menu, a popover
 * opened by the button's `popovertarget`, see {@link usePopoverMenu}) whose items link to CC Switch's import of
 * the key for each of `tools` (every tool CC Switch imports by default), with CC Switch's usage query of the
 * key's quota in the page's language. Enter, Space and ArrowDown open it on the first item, ArrowUp on the last;
 * arrows, Home and End move (wrapping); Escape closes it and returns the focus to the button; Tab closes it.
 *
 * The key is only in the items' `href`. A browser says nothing when no app handles `ccswitch:`, so after a
 * click the page watches for the app taking the focus, and says where to get CC Switch when nothing did.
 */
export function CcSwitchMenu({
  apiKey,
  tools = CC_SWITCH_TOOLS,
  size = 'small',
  describedBy,
}: {
  apiKey: ApiKey
  tools?: readonly CcSwitchTool[]
  /** The button's size: small in the keys list, medium as the new key's action. */
  size?: 'small' | 'medium'
  /** The id of a text that says what the import does. */
  describedBy?: string
}) {
  const { t, i18n } = useTranslation('api-keys')
  const [isMissing, setIsMissing] = useState(false)
  const stopWatching = useRef<(() => void) | undefined>(undefined)
  const { buttonProps, menuProps, close } = usePopoverMenu('document')
  const label = t('ccSwitchMenu.buttonFor', { name: apiKey.name })
  const usageLabels = useCcSwitchUsageLabels()

  useEffect(() => () => stopWatching.current?.(), [])

  const handleChoose = () => {
    // The browser follows the link after this handler; the menu closes and the focus returns to the button.
    close()
    setIsMissing(false)
    stopWatching.current?.()
    stopWatching.current = watchAppLink(() => setIsMissing(true))
  }

  return (
    <div className={styles.ccSwitchMenu}>
      <button
        {...buttonProps}
        className={buttonClass({ variant: 'secondary', size })}
        aria-label={label}
        aria-describedby={describedBy}
      >
        {t('ccSwitchMenu.button')}
        <ChevronDownIcon />
      </button>
      <div {...menuProps} className={styles.menu} aria-label={label}>
        {tools.map((tool) => (
          <a
            key={tool}
            role="menuitem"
            tabIndex={-1}
            className={styles.menuItem}
            href={ccSwitchLink({
              tool,
              endpoint: toolBaseUrl(tool, runtimeConfig.apiOrigin),
              apiOrigin: runtimeConfig.apiOrigin,
              apiKey: apiKey.key,
              homepage: window.location.origin,
              usageLabels,
            })}
            onClick={handleChoose}
          >
            {TOOL_NAMES[tool]}
          </a>
        ))}
      </div>
      <p role="status" className={styles.ccSwitchMissing}>
        {isMissing ? (
          <>
            {t('ccSwitchMenu.missing')}
            {sentenceSpace(i18n.language)}
            <a href={CC_SWITCH_RELEASES_URL} target="_blank" rel="noreferrer">
              {t('ccSwitchMenu.download')}
              <ExternalLinkIcon />
              <span className="visually-hidden">{t('ccSwitchMenu.newTab')}</span>
            </a>
          </>
        ) : null}
      </p>
    </div>
  )
}
