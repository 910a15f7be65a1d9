import styles from './skeleton.module.css'

/**
 * A placeholder block shown while content loads; hidden from assistive technology. A line of text by default;
 * `className` sets another width or height. (Sizes are classes, not inline styles: prerendered pages are served
 * under a CSP without 'unsafe-inline' styles.)
 */
export function Skeleton({ className }: { className?: string }) {
  return <span className={[styles.skeleton, className].filter(Boolean).join(' ')} aria-hidden="true" />
}

/** A few lines of placeholder text, the last one shorter. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span className={styles.lines} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} />
      ))}
    </span>
  )
}
