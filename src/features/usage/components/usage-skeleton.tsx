import { useTranslation } from 'react-i18next'
import { Skeleton } from '#src/components/ui/skeleton.tsx'
import styles from './usage-skeleton.module.css'

/** The Usage tab's cards before their figures arrive, each in the room it will take, so nothing moves when they do. */
export function UsageSkeleton() {
  const { t } = useTranslation()
  return (
    <div className={styles.skeleton} role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <div className={styles.card}>
        <Skeleton className={styles.heading} />
        <div className={styles.tiles}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className={styles.tile} />
          ))}
        </div>
      </div>
      <div className={styles.pair}>
        <div className={styles.card}>
          <Skeleton className={styles.heading} />
          <Skeleton className={styles.bars} />
        </div>
        <div className={styles.card}>
          <Skeleton className={styles.heading} />
          <Skeleton className={styles.bars} />
        </div>
      </div>
      <div className={styles.card}>
        <Skeleton className={styles.heading} />
        <Skeleton className={styles.columns} />
      </div>
    </div>
  )
}
