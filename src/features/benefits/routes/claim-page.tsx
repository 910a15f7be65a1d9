import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { useErrorMessage } from '#src/components/errors/use-error-message.ts'
import { ErrorState } from '#src/components/ui/error-state.tsx'
import { Skeleton, SkeletonText } from '#src/components/ui/skeleton.tsx'
import { paths } from '#src/config/paths.ts'
import { useBenefitPackage } from '#src/features/benefits/api/use-benefit-package.ts'
import { BenefitPackageDetails } from '#src/features/benefits/components/benefit-package-details.tsx'
import styles from '#src/features/benefits/components/benefits.module.css'
import { ClaimPanel } from '#src/features/benefits/components/claim-panel.tsx'
import { PageTitle } from '#src/components/page-title.tsx'
// Requests the package as the page's code is evaluated, before it renders and waits for its messages.
import '#src/features/benefits/api/prefetch-benefit-package.ts'

function ClaimSkeleton() {
  const { t } = useTranslation('benefits')
  return (
    <div className={styles.card} aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      <Skeleton className={styles.titleSkeleton} />
      <SkeletonText lines={2} />
      <Skeleton className={styles.detailsSkeleton} />
      <Skeleton className={styles.buttonSkeleton} />
    </div>
  )
}

/** /claim/:packageId: a benefit package's details and the claim action. */
export default function ClaimPage() {
  const { t } = useTranslation('benefits')
  const messageOf = useErrorMessage()
  const { packageId = '' } = useParams()
  const benefitPackage = useBenefitPackage(packageId || undefined)
  const error = benefitPackage.error
  const { data, isValidating, mutate } = benefitPackage

  // Signing in (on the way back here from /login) drops every cached answer without fetching it again:
  // fetch the package again rather than wait forever.
  useEffect(() => {
    if (packageId && !data && !error && !isValidating) void mutate()
  }, [packageId, data, error, isValidating, mutate])
  // A missing package, or a code no package can have, will not appear by asking again.
  const isUnknown = error?.code === 'PACKAGE_NOT_FOUND' || error?.status === 404 || error?.status === 400

  return (
    <div className={styles.wrap}>
      <PageTitle>{t('title')}</PageTitle>
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {benefitPackage.data ? (
        <article className={styles.card}>
          <BenefitPackageDetails benefitPackage={benefitPackage.data} />
          <ClaimPanel packageId={packageId} benefitPackage={benefitPackage.data} />
        </article>
      ) : error && isUnknown ? (
        <>
          <ErrorState message={t('load.notFound', { code: packageId })} />
          <p>
            <Link to={paths.home}>{t('load.home')}</Link>
          </p>
        </>
      ) : error ? (
        <ErrorState
          message={t('load.failed', { reason: messageOf(error) })}
          onRetry={() => void benefitPackage.mutate()}
          isRetrying={benefitPackage.isValidating}
        />
      ) : (
        <ClaimSkeleton />
      )}
    </div>
  )
}
