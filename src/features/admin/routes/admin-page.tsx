import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { SWRConfig } from 'swr'
import { SkeletonText } from '#src/components/ui/skeleton.tsx'
import { useMockControls } from '#src/features/admin/api/use-mock-controls.ts'
import styles from '#src/features/admin/components/admin.module.css'
import { BackendCheck } from '#src/features/admin/components/backend-check.tsx'
import { EnvironmentInfo } from '#src/features/admin/components/environment-info.tsx'
import { PageTitle } from '#src/components/page-title.tsx'

// Only fetched when a mock backend answers: with the mock off, none of its code is downloaded.
const MockPanel = lazy(() =>
  import('#src/features/admin/components/mock-panel.tsx').then((module) => ({ default: module.MockPanel })),
)

function OperatorConsole() {
  const { t } = useTranslation('admin')
  const mock = useMockControls()
  return (
    <div className={`page ${styles.page}`}>
      <header>
        <PageTitle>{t('title')}</PageTitle>
        <h1>{t('title')}</h1>
        <p className={styles.lead}>{t('intro')}</p>
      </header>
      <EnvironmentInfo />
      <BackendCheck />
      {mock.data ? (
        <Suspense fallback={<SkeletonText lines={4} />}>
          <MockPanel controls={mock.data} />
        </Suspense>
      ) : null}
    </div>
  )
}

/** /admin: what an integrator and a front-end developer need to check a backend and drive the mock. */
export default function AdminPage() {
  // A cache of its own: signing in or out clears the app's cache, which must not make the mock panel vanish.
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <OperatorConsole />
    </SWRConfig>
  )
}
