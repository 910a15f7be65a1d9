import { startTransition, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { paths } from '#src/config/paths.ts'
import { useRovingFocus } from '#src/hooks/use-roving-focus.ts'
import { useAuth } from '#src/lib/auth/auth-provider.tsx'
import dotStyles from './attention-dot.module.css'
import styles from './header.module.css'
import { useAttention } from './use-attention.ts'

/**
 * In the background, after the local sign-out, which never waits for it: the call logs its own failures (a backend
 * without the optional operation included), this one a chunk that did not load. The chunk carries the API client,
 * which a visitor's /home never loads.
 */
function revokeOnServer(token: string | null) {
  void import('#src/lib/auth/check-session.ts').then((calls) => calls.revokeSession(token), console.error)
}

export function avatarLetter(email: string | undefined | null): string {
  const first = email?.trim().charAt(0)
  return first ? first.toLocaleUpperCase() : 'U'
}

/** ADR 003's menu button: `usePopoverMenu` written out for /home's budget. Keep the two in step. */
export function AccountMenu() {
  const { t } = useTranslation()
  const { user, token, logout } = useAuth()
  const navigate = useNavigate()
  const [isOpen, setIsOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const {
    ref: menuRef,
    onKeyDown: moveFocus,
    focusItem,
  } = useRovingFocus<HTMLDivElement>('[role="menuitem"]', 'vertical')
  const menuId = useId()
  const email = user?.email ?? ''
  const attention = useAttention(user?.id)

  const items = [
    { key: 'dashboard', label: t('header.dashboard'), run: () => void navigate(paths.dashboard) },
    { key: 'account', label: t('header.account'), run: () => void navigate(paths.account) },
    {
      key: 'logout',
      label: t('header.logout'),
      run: () =>
        // One render for both: signed out on a page that needs sign-in, the guard would send the user to /login.
        startTransition(() => {
          if (!logout()) return
          void navigate(paths.home)
          revokeOnServer(token)
        }),
    },
  ]

  const handleButtonKeyDown = (event: KeyboardEvent) => {
    // Enter and Space click the button, which opens the menu; the arrows open it here, on the first or last item.
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    menuRef.current?.showPopover()
    focusItem(event.key === 'ArrowDown' ? 0 : -1)
  }

  const handleMenuKeyDown = (event: KeyboardEvent) => {
    // Browsers return the focus where it was when the menu opened: after a click in Safari, not the button.
    if (event.key === 'Escape') buttonRef.current?.focus()
    else if (event.key === 'Tab') menuRef.current?.hidePopover()
    else moveFocus(event)
  }

  const choose = (index: number) => {
    menuRef.current?.hidePopover()
    buttonRef.current?.focus()
    items[index]?.run()
  }

  return (
    <div className={styles.account}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.avatar}
        popoverTarget={menuId}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={t(attention ? 'header.accountMenuAttention' : 'header.accountMenu', {
          email: email || '—',
        })}
        onKeyDown={handleButtonKeyDown}
      >
        <span aria-hidden="true">{avatarLetter(email)}</span>
        {attention ? <span className={dotStyles.dot} aria-hidden="true" /> : null}
      </button>
      <div
        ref={menuRef}
        id={menuId}
        popover="auto"
        className={styles.menu}
        role="menu"
        aria-label={email || t('header.dashboard')}
        onKeyDown={handleMenuKeyDown}
        onBeforeToggle={(event) => {
          // In the top layer the menu is placed against the viewport: under the avatar, their right edges aligned.
          const box = buttonRef.current?.getBoundingClientRect()
          if (event.newState !== 'open' || !box) return
          event.currentTarget.style.top = `${box.bottom}px`
          event.currentTarget.style.right = `${document.documentElement.clientWidth - box.right}px`
        }}
        onToggle={(event) => {
          const opened = event.newState === 'open'
          setIsOpen(opened)
          // A click opened it: the first item takes the focus (the arrows have already placed it).
          if (opened && !event.currentTarget.contains(document.activeElement)) focusItem(0)
        }}
      >
        <p className={styles.menuEmail} role="presentation">
          {email}
        </p>
        {items.map((item, index) => (
          <button
            key={item.key}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.menuItem}
            onClick={() => choose(index)}
          >
            {item.label}
          </button>
        ))}
      </div>
    </div>
  )
}

export default AccountMenu
