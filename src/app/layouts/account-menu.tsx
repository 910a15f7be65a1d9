import { startTransition, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { paths } from '../../config/paths.ts'
import { useAuth } from '../../lib/auth/auth-provider.tsx'
import dotStyles from './attention-dot.module.css'
import styles from './header.module.css'
import { useAttention } from './use-attention.ts'

/** The avatar letter: the email's first letter in upper case, or U (the avatar has no picture). */
export function avatarLetter(email: string | undefined | null): string {
  const first = email?.trim().charAt(0)
  return first ? first.toLocaleUpperCase() : 'U'
}

/**
 * The avatar dropdown, a WAI-ARIA menu button: Enter, Space and the arrow keys open it; arrows, Home and End
 * move between items; Escape closes it and returns focus; Tab and an outside click close it.
 */
export function AccountMenu() {
  const { t } = useTranslation()
  const { user, logout } = useAuth()
  const navigate = useNavigate()
  const [isOpen, setIsOpen] = useState(false)
  const [focusIndex, setFocusIndex] = useState(0)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const menuId = useId()
  const email = user?.email ?? ''
  const attention = useAttention(user?.id)

  const items = [
    { key: 'dashboard', label: t('header.dashboard'), run: () => void navigate(paths.dashboard) },
    {
      key: 'logout',
      label: t('header.logout'),
      run: () =>
        // One render for both: signed out on a page that needs sign-in, the guard would send the user to /login.
        startTransition(() => {
          if (logout()) void navigate(paths.home)
        }),
    },
  ]

  useEffect(() => {
    if (!isOpen) return
    menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[focusIndex]?.focus()
  }, [isOpen, focusIndex])

  useEffect(() => {
    if (!isOpen) return
    const handlePointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setIsOpen(false)
    }
    document.addEventListener('pointerdown', handlePointerDown)
    return () => document.removeEventListener('pointerdown', handlePointerDown)
  }, [isOpen])

  const open = (index: number) => {
    setFocusIndex(index)
    setIsOpen(true)
  }
  const close = (returnFocus: boolean) => {
    setIsOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }

  const handleButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      open(0)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      open(items.length - 1)
    }
  }

  const handleMenuKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    }
    const move = moves[event.key]
    if (move !== undefined) {
      event.preventDefault()
      setFocusIndex(move)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') {
      close(false)
    }
  }

  const choose = (index: number) => {
    close(true)
    items[index]?.run()
  }

  return (
    <div className={styles.account}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.avatar}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        aria-label={t(attention ? 'header.accountMenuAttention' : 'header.accountMenu', {
          email: email || '—',
        })}
        onClick={() => (isOpen ? close(false) : open(0))}
        onKeyDown={handleButtonKeyDown}
      >
        <span aria-hidden="true">{avatarLetter(email)}</span>
        {attention ? <span className={dotStyles.dot} aria-hidden="true" /> : null}
      </button>
      {isOpen ? (
        <div
          ref={menuRef}
          id={menuId}
          className={styles.menu}
          role="menu"
          aria-label={email || t('header.dashboard')}
          onKeyDown={handleMenuKeyDown}
        >
          <p className={styles.menuEmail} role="presentation">
            {email}
          </p>
          {items.map((item, index) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              tabIndex={index === focusIndex ? 0 : -1}
              className={styles.menuItem}
              onClick={() => choose(index)}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}

export default AccountMenu
