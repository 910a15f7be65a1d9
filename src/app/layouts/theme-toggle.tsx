import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MoonIcon, SunIcon } from '../../components/icons/shell-icons.tsx'
import styles from './header.module.css'

const THEME_KEY = 'app-theme'
type Theme = 'light' | 'dark'

function currentTheme(): Theme {
  const chosen = document.documentElement.dataset.theme
  if (chosen === 'light' || chosen === 'dark') return chosen
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

/** Switches between light and dark and remembers the choice (applied before paint by /theme-init.js). */
export function ThemeToggle() {
  const { t } = useTranslation()
  const [theme, setTheme] = useState<Theme>(currentTheme)
  const next: Theme = theme === 'dark' ? 'light' : 'dark'
  const handleClick = () => {
    document.documentElement.dataset.theme = next
    try {
      localStorage.setItem(THEME_KEY, next)
    } catch {
      // The choice then lasts for this page only.
    }
    setTheme(next)
  }
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={handleClick}
      aria-label={t(next === 'dark' ? 'theme.toDark' : 'theme.toLight')}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  )
}
