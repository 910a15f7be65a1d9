import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MoonIcon, SunIcon } from '../../components/icons/shell-icons.tsx'
import styles from './header.module.css'

const THEME_KEY = 'app-theme'
type Theme = 'light' | 'dark'

function currentTheme(): Theme {
  // Read in the browser; a build-time prerender (src/prerender.tsx) has neither and renders the light one.
  const chosen = globalThis.document?.documentElement.dataset.theme
  if (chosen === 'light' || chosen === 'dark') return chosen
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

/** Switches between light and dark and remembers the choice (applied before paint by /boot.js). */
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
