import { useDeferredValue } from 'react'
import { useTranslation } from 'react-i18next'
import { LayersIcon } from '#src/components/icons/icons.tsx'
import { EmptyState } from '#src/components/ui/empty-state.tsx'
import { ErrorState } from '#src/components/ui/error-state.tsx'
import { SkeletonText, Skeleton } from '#src/components/ui/skeleton.tsx'
import { usePlans } from '#src/features/plans/api/use-plans.ts'
import { PlanCard } from './plan-card.tsx'
import styles from './plans.module.css'
import { runtimeConfig } from '#src/config/runtime.ts'

const SKELETON_CARDS = 3

/** The plans on sale, with loading, error and empty states. */
export function PlanList() {
  const { t } = useTranslation('plans')
  const { data, error, isLoading, isValidating, mutate } = usePlans()
  // The cards render in a deferred pass React can interrupt, not in the one long task of the data's arrival;
  // the placeholders stay until that pass is done.
  const deferredData = useDeferredValue(data)

  if (isLoading || (data && !deferredData)) {
    return (
      <div className={styles.grid} aria-busy="true">
        <p role="status" className="visually-hidden">
          {t('list.loading')}
        </p>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <div key={index} className={styles.card}>
            <Skeleton className={styles.nameSkeleton} />
            <Skeleton className={styles.priceSkeleton} />
            <SkeletonText lines={5} />
          </div>
        ))}
      </div>
    )
  }
  if (error && !data) {
    return <ErrorState message={t('list.error')} onRetry={() => void mutate()} isRetrying={isValidating} />
  }
  const plans = deferredData?.items ?? []
  const shop = runtimeConfig.purchaseUrl
  if (plans.length === 0) {
    return <EmptyState icon={<LayersIcon />} title={t('list.emptyTitle')} description={t('list.emptyText')} />
  }
  return (
    <ul className={styles.grid}>
      {plans.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} purchaseUrl={shop} />
        </li>
      ))}
    </ul>
  )
}
