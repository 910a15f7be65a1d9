import { paths } from '#src/config/paths.ts'
import type { RoutePath } from '#src/config/routes.ts'
import { startupPages, type PageLoader } from './startup-routes.ts'

export const pageLoaders: Record<RoutePath, PageLoader> = {
  ...startupPages,
  [paths.features]: () => import('#src/features/marketing/routes/features-page.tsx'),
  [paths.about]: () => import('#src/features/marketing/routes/about-page.tsx'),
  [paths.models]: () => import('#src/features/models/routes/models-page.tsx'),
  [paths.login]: () => import('#src/features/auth/routes/login-page.tsx'),
  [paths.register]: () => import('#src/features/auth/routes/register-page.tsx'),
  [paths.forgotPassword]: () => import('#src/features/auth/routes/forgot-password-page.tsx'),
  [paths.dashboard]: () => import('./dashboard-page.tsx'),
  [paths.account]: () => import('#src/features/account/routes/account-page.tsx'),
  [paths.admin]: () => import('#src/features/admin/routes/admin-page.tsx'),
  [paths.claim]: () => import('#src/features/benefits/routes/claim-page.tsx'),
  '*': () => import('./not-found-page.tsx'),
}

/** The build finds each page's chunk by it. Keys written out, not from `paths`, keep it out of the bundle. */
export const pageModules: Record<RoutePath, string> = {
  '/home': 'src/features/marketing/routes/home-page.tsx',
  '/plans': 'src/features/plans/routes/plans-page.tsx',
  '/docs': 'src/features/docs/routes/docs-page.tsx',
  '/features': 'src/features/marketing/routes/features-page.tsx',
  '/about': 'src/features/marketing/routes/about-page.tsx',
  '/models': 'src/features/models/routes/models-page.tsx',
  '/login': 'src/features/auth/routes/login-page.tsx',
  '/register': 'src/features/auth/routes/register-page.tsx',
  '/forgot-password': 'src/features/auth/routes/forgot-password-page.tsx',
  '/dashboard': 'src/app/dashboard-page.tsx',
  '/account': 'src/features/account/routes/account-page.tsx',
  '/admin': 'src/features/admin/routes/admin-page.tsx',
  '/claim/:packageId': 'src/features/benefits/routes/claim-page.tsx',
  '*': 'src/app/not-found-page.tsx',
}
