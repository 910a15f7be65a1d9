import { Suspense, lazy, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { buttonClass } from '#src/components/ui/button.tsx'
import { CloseIcon, CodeBracketsIcon, MenuIcon } from '#src/components/icons/shell-icons.tsx'
import { paths } from '#src/config/paths.ts'
import { useAuth } from '#src/lib/auth/auth-provider.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import { ThemeToggle } from './theme-toggle.tsx'
import styles from './header.module.css'

/** Only a signed-in user has the account menu: a visitor's pages never download it. */
const AccountMenu = lazy(() => import('./account-menu.tsx'))

const NAV_ITEMS = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.features, label: 'nav.features' },
  { to: paths.plans, label: 'nav.pricing' },
  { to: paths.docs, label: 'nav.docs' },
] as const

function NavLinks({ className }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
          >
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}

export function Header() {
  const { t } = useTranslation()
  const { isAuthenticated } = useAuth()
  const { pathname } = useLocation()
  const [isMenuOpen, setIsMenuOpen] = useState(false)
  const [menuPath, setMenuPath] = useState(pathname)
  const mobileNavId = useId()

  // The mobile menu closes on navigation.
  if (menuPath !== pathname) {
    setMenuPath(pathname)
    setIsMenuOpen(false)
  }

  useEffect(() => {
    if (!isMenuOpen) return
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsMenuOpen(false)
    }
    document.addEventListener('keydown', handleKeyDown)
    return () => document.removeEventListener('keydown', handleKeyDown)
  }, [isMenuOpen])

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={paths.home} className={styles.logo} aria-label={t('header.homeLink')}>
          <CodeBracketsIcon className={styles.logoIcon} />
          <span>{t('appName')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className={styles.desktopNav}>
          <NavLinks className={styles.navList} />
        </nav>
        <div className={styles.actions}>
          <div className={styles.wide}>
            <LanguageSwitcher />
            <ThemeToggle />
          </div>
          {isAuthenticated ? (
            <>
              <Link
                to={paths.dashboard}
                className={`${buttonClass({ variant: 'secondary', size: 'small' })} ${styles.wide}`}
              >
                {t('header.dashboard')}
              </Link>
              {/* The avatar's room is kept while the menu's code arrives, so the header does not move. */}
              <Suspense fallback={<span className={styles.avatar} />}>
                <AccountMenu />
              </Suspense>
            </>
          ) : (
            <>
              <Link
                to={paths.login}
                className={`${buttonClass({ variant: 'ghost', size: 'small' })} ${styles.wide}`}
                data-guest
              >
                {t('header.login')}
              </Link>
              <Link
                to={paths.register}
                className={`${buttonClass({ size: 'small' })} ${styles.wide}`}
                data-guest
              >
                {t('header.register')}
              </Link>
            </>
          )}
          <button
            type="button"
            className={`${styles.iconButton} ${styles.menuToggle}`}
            aria-expanded={isMenuOpen}
            aria-controls={import.meta.env.SSR ? undefined : mobileNavId}
            aria-label={t(isMenuOpen ? 'header.closeMenu' : 'header.openMenu')}
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      {/* Closed until the app opens it, so left out of the prerendered page (five languages of it), as AppOnly
          would; the condition is written out because the wrapper would cost the shell's JS 36 B. */}
      {import.meta.env.SSR ? null : (
        <nav
          id={mobileNavId}
          aria-label={t('header.mobileNav')}
          className={styles.mobileNav}
          hidden={!isMenuOpen}
        >
          <NavLinks className={styles.mobileList} />
          <div className={styles.mobilePrefs}>
            <LanguageSwitcher />
            <ThemeToggle />
          </div>
          {isAuthenticated ? (
            <Link to={paths.dashboard} className={buttonClass({ variant: 'secondary', block: true })}>
              {t('header.dashboard')}
            </Link>
          ) : (
            <div className={styles.mobileAuth}>
              <Link to={paths.login} className={buttonClass({ variant: 'secondary', block: true })}>
                {t('header.login')}
              </Link>
              <Link to={paths.register} className={buttonClass({ block: true })}>
                {t('header.register')}
              </Link>
            </div>
          )}
        </nav>
      )}
    </header>
  )
}
