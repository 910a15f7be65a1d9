import type { ReactNode } from 'react'
import styles from './state.module.css'

type EmptyStateProps = {
  icon?: ReactNode
  title: string
  description?: string
  /** One action, such as a button that creates the first item. */
  action?: ReactNode
}

/** Nothing to show yet: an icon, one sentence and one action. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <div className={styles.state}>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.text}>{description}</p> : null}
      {action}
    </div>
  )
}
