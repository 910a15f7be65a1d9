import { Navigate, Route, Routes } from 'react-router-dom'
import { paths } from '#src/config/paths.ts'
import { landingPageLoaders, landingPageOf, type LandingPage } from './landing-pages.ts'
import { GuestOnly, RequireAuth } from './guards.tsx'
import { RootLayout } from './layouts/root-layout.tsx'
import { lazyPage, type PreloadablePage } from './lazy-page.tsx'

// One chunk per page, loaded on demand.
const HomePage = lazyPage(landingPageLoaders.home)
const PlansPage = lazyPage(landingPageLoaders.plans)
const DocsPage = lazyPage(landingPageLoaders.docs)
const preloadablePages: Record<LandingPage, PreloadablePage> = {
  home: HomePage,
  plans: PlansPage,
  docs: DocsPage,
}

/**
 * Loads the page of `pathname` if it is a landing page (src/main.tsx started its download with the shell's).
 * Rendering after the promise settles shows the whole page in the first commit, never a fallback. It settles
 * within the chunk timeout of every page load: after a failure, the first commit shows the error with Retry.
 */
export function preloadLandingPage(pathname: string): Promise<void> {
  const landing = landingPageOf(pathname)
  return landing ? preloadablePages[landing].preload() : Promise.resolve()
}

const FeaturesPage = lazyPage(() => import('#src/features/marketing/routes/features-page.tsx'))
const AboutPage = lazyPage(() => import('#src/features/marketing/routes/about-page.tsx'))
const LoginPage = lazyPage(() => import('#src/features/auth/routes/login-page.tsx'))
const RegisterPage = lazyPage(() => import('#src/features/auth/routes/register-page.tsx'))
const DashboardPage = lazyPage(() => import('./dashboard-page.tsx'))
const AdminPage = lazyPage(() => import('#src/features/admin/routes/admin-page.tsx'))
const ClaimPage = lazyPage(() => import('#src/features/benefits/routes/claim-page.tsx'))
const NotFoundPage = lazyPage(() => import('./not-found-page.tsx'))

/** Every route of the app (src/config/paths.ts) with its rule: public, signed-in only or signed-out only. */
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
