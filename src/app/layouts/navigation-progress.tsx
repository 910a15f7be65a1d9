import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './navigation-progress.module.css'

/** Navigations that finish sooner show nothing: a bar that flashes by would only distract. */
export const NAVIGATION_PROGRESS_DELAY_MS = 300

/**
 * A thin indeterminate bar under the fixed header while a navigation waits for its page, shown once it has
 * waited {@link NAVIGATION_PROGRESS_DELAY_MS}. Fixed, so it shifts nothing.
 */
export function NavigationProgress({ active }: { active: boolean }) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => setShown(true), NAVIGATION_PROGRESS_DELAY_MS)
    return () => {
      clearTimeout(timer)
      setShown(false)
    }
  }, [active])
  return active && shown ? <div role="progressbar" aria-label={t('loading')} className={styles.bar} /> : null
}
