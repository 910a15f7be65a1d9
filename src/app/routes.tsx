import i18next from 'i18next'
import type { ReactElement } from 'react'
import { Navigate, Route, Routes, matchPath } from 'react-router-dom'
import { GuestOnly, RequireAuth } from '#src/lib/auth/guards.tsx'
import { RootLayout } from './layouts/root-layout.tsx'
import { lazyPage } from './lazy-page.tsx'
import { routes, type Access } from '#src/config/routes.ts'
import { rootRoute } from '#src/config/startup-routes.ts'
import { pageLoaders } from './route-manifest.ts'

const pages = routes.map((route) => ({ ...route, Page: lazyPage(pageLoaders[route.path]) }))

/**
 * Rendering once this settles (within the chunk timeout) shows the whole page, or its error with Retry, in the
 * first commit, which replaces the prerendered or shell HTML: never a fallback.
 */
export async function preloadPrerenderedPage(pathname: string) {
  const route = pages.find(({ path }) => matchPath(path, pathname))
  // loadNamespaces settles either way: a missing namespace shows its keys' fallback, not a failure.
  if (route) await Promise.all([route.Page.preload(), i18next.loadNamespaces(route.messages ?? [])])
}

function guarded(access: Access | undefined, page: ReactElement) {
  if (access === 'signed-in') return <RequireAuth>{page}</RequireAuth>
  return access === 'signed-out' ? <GuestOnly>{page}</GuestOnly> : page
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<Navigate to={rootRoute} replace />} />
        {pages.map(({ path, access, Page }) => (
          <Route key={path} path={path} element={guarded(access, <Page />)} />
        ))}
      </Route>
    </Routes>
  )
}
