import { useTranslation } from 'react-i18next'
import { AlertIcon } from '#src/components/icons/icons.tsx'
import { Button } from './button.tsx'
import styles from './state.module.css'

type ErrorStateProps = {
  message: string
  /** Offers Retry when given. */
  onRetry?: () => void
  isRetrying?: boolean
  /** False where another card reading the same request announces it: a screen reader hears it once. */
  announce?: boolean
}

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
