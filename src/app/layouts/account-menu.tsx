import { startTransition } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { paths } from '#src/config/paths.ts'
import { usePopoverMenu } from '#src/hooks/use-popover-menu.ts'
import { useAuth } from '#src/lib/auth/auth-provider.tsx'
import dotStyles from './attention-dot.module.css'
import styles from './header.module.css'
import { useAttention } from './use-attention.ts'

/** The avatar letter: the email's first letter in upper case, or U (the avatar has no picture). */
export function avatarLetter(email: string | undefined | null): string {
  const first = email?.trim().charAt(0)
  return first ? first.toLocaleUpperCase() : 'U'
}

/**
 * The avatar dropdown, a WAI-ARIA menu button whose menu is a popover (the button's `popovertarget`): the
 * browser opens and closes it on a click, closes it on Escape and on a click outside, and draws it above the
 * page. Enter and Space open it on the first item, the arrow keys on the first or last; arrows, Home and End
 * move between items (wrapping); Escape returns the focus to the button; Tab closes it.
 */
export function AccountMenu() {
  const { t } = useTranslation()
  const { user, logout } = useAuth()
  const navigate = useNavigate()
  const { buttonProps, menuProps, close } = usePopoverMenu('viewport')
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

  return (
    <div className={styles.account}>
      <button
        {...buttonProps}
        className={styles.avatar}
        aria-label={t(attention ? 'header.accountMenuAttention' : 'header.accountMenu', {
          email: email || '—',
        })}
      >
        <span aria-hidden="true">{avatarLetter(email)}</span>
        {attention ? <span className={dotStyles.dot} aria-hidden="true" /> : null}
      </button>
      <div {...menuProps} className={styles.menu} aria-label={email || t('header.dashboard')}>
        <p className={styles.menuEmail} role="presentation">
          {email}
        </p>
        {items.map((item) => (
          <button
            key={item.key}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.menuItem}
            onClick={() => {
              close()
              item.run()
            }}
          >
            {item.label}
          </button>
        ))}
      </div>
    </div>
  )
}

export default AccountMenu
