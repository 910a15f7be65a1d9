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
}

/** A failed load: the message and a Retry button, announced as an alert. */
export function ErrorState({ message, onRetry, isRetrying = false }: ErrorStateProps) {
  const { t } = useTranslation()
  return (
    <div className={`${styles.state} ${styles.error}`} role="alert">
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
