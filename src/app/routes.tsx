import { Navigate, Route, Routes } from 'react-router-dom'
import { paths } from '../config/paths.ts'
import { GuestOnly, RequireAuth } from './guards.tsx'
import { RootLayout } from './layouts/root-layout.tsx'
import { lazyPage } from './lazy-page.tsx'

const loadHome = () => import('../features/marketing/routes/home-page.tsx')
const loadPlans = () => import('../features/plans/routes/plans-page.tsx')
const loadDocs = () => import('../features/docs/routes/docs-page.tsx')

/** The landing pages whose chunk and messages are fetched at start, alongside the shell's. */
const landingPages: Record<string, { load: () => Promise<unknown>; namespace: 'home' | 'plans' | 'docs' }> = {
  [paths.root]: { load: loadHome, namespace: 'home' },
  [paths.home]: { load: loadHome, namespace: 'home' },
  [paths.plans]: { load: loadPlans, namespace: 'plans' },
  [paths.docs]: { load: loadDocs, namespace: 'docs' },
}

/**
 * Starts downloading the page of `pathname` now, in parallel with the shell's start-up, instead of after the
 * first render; returns the message namespaces it needs so they load alongside `common`.
 */
export function preloadLandingPage(pathname: string): string[] {
  const page = landingPages[pathname]
  if (!page) return []
  page.load().catch(() => {
    // The page's own load reports the failure (with Retry) when it renders.
  })
  return [page.namespace]
}

// One chunk per page, loaded on demand.
const HomePage = lazyPage(loadHome)
const FeaturesPage = lazyPage(() => import('../features/marketing/routes/features-page.tsx'))
const AboutPage = lazyPage(() => import('../features/marketing/routes/about-page.tsx'))
const PlansPage = lazyPage(loadPlans)
const DocsPage = lazyPage(loadDocs)
const LoginPage = lazyPage(() => import('../features/auth/routes/login-page.tsx'))
const RegisterPage = lazyPage(() => import('../features/auth/routes/register-page.tsx'))
const DashboardPage = lazyPage(() => import('../features/dashboard/routes/dashboard-page.tsx'))
const AdminPage = lazyPage(() => import('../features/admin/routes/admin-page.tsx'))
const ClaimPage = lazyPage(() => import('../features/benefits/routes/claim-page.tsx'))
const NotFoundPage = lazyPage(() => import('./not-found-page.tsx'))

/** Every route of SPEC §2 with its rule. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<Navigate to={paths.home} replace />} />
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.features} element={<FeaturesPage />} />
        <Route path={paths.about} element={<AboutPage />} />
        <Route path={paths.plans} element={<PlansPage />} />
        <Route path={paths.docs} element={<DocsPage />} />
        <Route
          path={paths.login}
          element={
            <GuestOnly>
              <LoginPage />
            </GuestOnly>
          }
        />
        <Route
          path={paths.register}
          element={
            <GuestOnly>
              <RegisterPage />
            </GuestOnly>
          }
        />
        <Route
          path={paths.dashboard}
          element={
            <RequireAuth>
              <DashboardPage />
            </RequireAuth>
          }
        />
        <Route path={paths.admin} element={<AdminPage />} />
        <Route path={paths.claim} element={<ClaimPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
