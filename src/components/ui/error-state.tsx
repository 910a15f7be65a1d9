import { useTranslation } from 'react-i18next'
import { AlertIcon } from '#src/components/icons/icons.tsx'
import { Button } from './button.tsx'
import styles from './state.module.css'

type ErrorStateProps = {
  /** The message in the user's language. */
  message: string
  /** Offers Retry when given. */
  onRetry?: () => void
  isRetrying?: boolean
  /**
   * False where another part of the page already announces the same failure (one request read by two cards):
   * shown alike, but not a second alert, so a screen reader hears the failure once.
   */
  announce?: boolean
}

/** A failed load: the message and a Retry button, announced as an alert. */
export function ErrorState({ message, onRetry, isRetrying = false, announce = true }: ErrorStateProps) {
  const { t } = useTranslation()
  return (
    <div className={`${styles.state} ${styles.error}`} role={announce ? 'alert' : undefined}>
      <span className={styles.icon}>
        <AlertIcon />
      </span>
      <p className={styles.text}>{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} isLoading={isRetrying}>
          {t('actions.retry')}
        </Button>
      ) : null}
    </div>
  )
}
