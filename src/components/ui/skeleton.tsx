import styles from './skeleton.module.css'

/** Sized by `className`, not inline styles: prerendered pages are served under a CSP without inline styles. */
export function Skeleton({ className }: { className?: string }) {
  return <span className={[styles.skeleton, className].filter(Boolean).join(' ')} aria-hidden="true" />
}

export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span className={styles.lines} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} />
      ))}
    </span>
  )
}
