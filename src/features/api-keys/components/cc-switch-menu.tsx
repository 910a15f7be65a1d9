import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronDownIcon, ExternalLinkIcon } from '#src/components/icons/icons.tsx'
import { buttonClass } from '#src/components/ui/button.tsx'
import { runtimeConfig } from '#src/config/runtime.ts'
import { useRovingFocus } from '#src/hooks/use-roving-focus.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import {
  CC_SWITCH_RELEASES_URL,
  CC_SWITCH_TOOLS,
  TOOL_NAMES,
  ccSwitchLink,
  toolBaseUrl,
} from '#src/lib/tools/tools.ts'
import { watchAppLink } from '#src/utils/app-link.ts'
import styles from './api-keys.module.css'
import { useCcSwitchUsageLabels } from './use-cc-switch-usage-labels.ts'

type ApiKey = components['schemas']['ApiKey']

/**
 * "Import to CC Switch" for one key: a WAI-ARIA menu button (the same pattern as the account menu, a popover
 * opened by the button's `popovertarget`) whose items link to CC Switch's import of the key for Claude Code,
 * Codex CLI or Gemini CLI, with CC Switch's usage query of the key's quota in the page's language. Enter, Space and ArrowDown open it on the first item, ArrowUp on the last; arrows,
 * Home and End move (wrapping); Escape closes it and returns the focus to the button; Tab closes it.
 *
 * The key is only in the items' `href`. A browser says nothing when no app handles `ccswitch:`, so after a
 * click the page watches for the app taking the focus, and says where to get CC Switch when nothing did.
 */
export function CcSwitchMenu({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation('api-keys')
  const [isOpen, setIsOpen] = useState(false)
  const [isMissing, setIsMissing] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const stopWatching = useRef<(() => void) | undefined>(undefined)
  const {
    ref: menuRef,
    onKeyDown: moveFocus,
    focusItem,
  } = useRovingFocus<HTMLDivElement>('[role="menuitem"]', 'vertical')
  const menuId = useId()
  const label = t('ccSwitchMenu.buttonFor', { name: apiKey.name })
  const usageLabels = useCcSwitchUsageLabels()

  useEffect(() => () => stopWatching.current?.(), [])

  const handleButtonKeyDown = (event: KeyboardEvent) => {
    // Enter and Space click the button, which opens the menu; the arrows open it here, on the first or last item.
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    menuRef.current?.showPopover()
    focusItem(event.key === 'ArrowDown' ? 0 : -1)
  }

  const handleMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') buttonRef.current?.focus()
    else if (event.key === 'Tab') menuRef.current?.hidePopover()
    else if (event.key === ' ' && event.target instanceof HTMLAnchorElement) {
      // A menu item is activated by Space too; a link alone would scroll the page.
      event.preventDefault()
      event.target.click()
    } else moveFocus(event)
  }

  const handleChoose = () => {
    // The browser follows the link after this handler; the menu closes and the focus returns to the button.
    menuRef.current?.hidePopover()
    buttonRef.current?.focus()
    setIsMissing(false)
    stopWatching.current?.()
    stopWatching.current = watchAppLink(() => setIsMissing(true))
  }

  return (
    <div className={styles.ccSwitchMenu}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClass({ variant: 'secondary', size: 'small' })}
        popoverTarget={menuId}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={label}
        onKeyDown={handleButtonKeyDown}
      >
        {t('ccSwitchMenu.button')}
        <ChevronDownIcon />
      </button>
      <div
        ref={menuRef}
        id={menuId}
        popover="auto"
        className={styles.menu}
        role="menu"
        aria-label={label}
        onKeyDown={handleMenuKeyDown}
        onBeforeToggle={(event) => {
          // In the top layer the menu is placed against the document, under the button with their right edges
          // aligned, so that it scrolls with the page and stays on screen at 320 px.
          const box = buttonRef.current?.getBoundingClientRect()
          if (event.newState !== 'open' || !box) return
          event.currentTarget.style.top = `${box.bottom + window.scrollY}px`
          event.currentTarget.style.right = `${document.documentElement.clientWidth - box.right}px`
        }}
        onToggle={(event) => {
          const opened = event.newState === 'open'
          setIsOpen(opened)
          // A click opened it: the first item takes the focus (the arrows have already placed it).
          if (opened && !event.currentTarget.contains(document.activeElement)) focusItem(0)
        }}
      >
        {CC_SWITCH_TOOLS.map((tool) => (
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
            {t('ccSwitchMenu.missing')}{' '}
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
