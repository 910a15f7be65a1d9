import { useTranslation } from 'react-i18next'
import { MoonIcon, SunIcon } from '#src/components/icons/shell-icons.tsx'
import { THEME_STORAGE_KEY } from '#src/config/storage-keys.ts'
import styles from './header.module.css'

type Theme = 'light' | 'dark'

function currentTheme(): Theme {
  const chosen = document.documentElement.dataset.theme
  if (chosen === 'light' || chosen === 'dark') return chosen
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

/** The stylesheet picks the icon and label: right before the app starts and after a change made elsewhere. */
export function ThemeToggle() {
  const { t } = useTranslation()
  const handleClick = () => {
    const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark'
    document.documentElement.dataset.theme = next
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next)
    } catch {
      // The choice then lasts for this page only.
    }
  }
  return (
    <button type="button" className={styles.iconButton} onClick={handleClick}>
      <span className={styles.inLightTheme}>
        <MoonIcon />
        <span className="visually-hidden">{t('theme.toDark')}</span>
      </span>
      <span className={styles.inDarkTheme}>
        <SunIcon />
        <span className="visually-hidden">{t('theme.toLight')}</span>
      </span>
    </button>
  )
}
