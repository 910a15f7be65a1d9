import { Suspense, lazy, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router-dom'
import { InfoIcon } from '#src/components/icons/shell-icons.tsx'
import { LoadingNotice } from '#src/components/ui/loading-notice.tsx'
import { DEMO_VERIFICATION_CODE } from '#src/config/demo.ts'
import { runtimeConfig } from '#src/config/runtime.ts'
import { PageErrorBoundary } from '#src/app/error-boundary.tsx'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'
import { NavigationProgress } from './navigation-progress.tsx'
import styles from './root-layout.module.css'

/** Loaded only when config.js has a problem, so a well-configured site pays nothing for it. */
const ConfigProblemNotice = lazy(() => import('#src/components/config/config-problems.tsx'))

function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}

export function RootLayout() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('skipToContent')}
      </a>
      <ScrollToTop />
      <Header />
      <div className={styles.body}>
        {runtimeConfig.problems.length > 0 ? (
          <Suspense fallback={null}>
            <ConfigProblemNotice />
          </Suspense>
        ) : null}
        {runtimeConfig.apiMock ? (
          // In a landmark, like all the page's content, so landmark navigation reaches it too.
          <aside>
            <p className={styles.mockNotice} role="note">
              <InfoIcon />
              <span>{t('mock.notice', { code: DEMO_VERIFICATION_CODE })}</span>
            </p>
          </aside>
        ) : null}
        <main id="main" tabIndex={-1} className={styles.main}>
          <NavigationProgress />
          <PageErrorBoundary resetKey={pathname}>
            <Suspense fallback={<LoadingNotice />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </main>
        <Footer />
      </div>
    </>
  )
}
