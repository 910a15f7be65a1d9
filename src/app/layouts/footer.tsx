import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { paths } from '#src/config/paths.ts'
import { useAuth } from '#src/lib/auth/auth-provider.tsx'
import styles from './footer.module.css'

export function Footer() {
  const { t } = useTranslation()
  const { isAuthenticated } = useAuth()
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.brand}>{t('appName')}</p>
          <p className={styles.muted}>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.product')}>
          <h2 className={styles.heading}>{t('footer.product')}</h2>
          <ul className={styles.list}>
            <li>
              <Link to={paths.features}>{t('nav.features')}</Link>
            </li>
            <li>
              <Link to={paths.plans}>{t('nav.pricing')}</Link>
            </li>
            <li>
              <Link to={paths.docs}>{t('nav.docs')}</Link>
            </li>
            <li>
              <Link to={paths.models}>{t('nav.models')}</Link>
            </li>
            <li>
              <Link to={paths.about}>{t('nav.about')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.account')}>
          <h2 className={styles.heading}>{t('footer.account')}</h2>
          {isAuthenticated ? (
            <ul className={styles.list}>
              <li>
                <Link to={paths.dashboard}>{t('header.dashboard')}</Link>
              </li>
            </ul>
          ) : (
            // Hidden like the header's while a prerendered page waits for the app to read a stored session.
            <ul className={styles.list} data-guest>
              <li>
                <Link to={paths.login}>{t('header.login')}</Link>
              </li>
              <li>
                <Link to={paths.register}>{t('header.register')}</Link>
              </li>
            </ul>
          )}
        </nav>
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  )
}
