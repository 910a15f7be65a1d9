import { use, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NavigationPending } from '#src/app/app-router.tsx'
import styles from './navigation-progress.module.css'

/** Navigations that finish sooner show nothing: a bar that flashes by would only distract. */
export const NAVIGATION_PROGRESS_DELAY_MS = 300

/** Fixed, so it shifts nothing; in the main landmark, whose content it is about. */
export function NavigationProgress() {
  const { t } = useTranslation()
  const pending = use(NavigationPending)
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(() => setShown(true), NAVIGATION_PROGRESS_DELAY_MS)
    return () => {
      clearTimeout(timer)
      setShown(false)
    }
  }, [pending])
  // `pending` too: the bar goes in the same commit as the old page.
  return pending && shown ? <div role="progressbar" aria-label={t('loading')} className={styles.bar} /> : null
}
