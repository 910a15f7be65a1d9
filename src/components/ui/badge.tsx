import type { ReactNode } from 'react'
import styles from './badge.module.css'

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info'

type BadgeProps = { tone?: BadgeTone; icon?: ReactNode; children: ReactNode }

/** A short label (plan, status). Pair the tone with an icon and words: never colour alone. */
export function Badge({ tone = 'neutral', icon, children }: BadgeProps) {
  return (
    <span className={`${styles.badge} ${styles[tone] ?? ''}`}>
      {icon}
      {children}
    </span>
  )
}
