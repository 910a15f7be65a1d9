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
 * Loads the page of `pathname` and its messages if it is prerendered (src/main.tsx started a start-up page's
 * download with the shell's). Rendering after the promise settles shows the whole page in the first commit,
 * which replaces the prerendered HTML, never a fallback. It settles within the chunk timeout of every page load:
 * after a failure, the first commit shows the error with Retry.
 */
export async function preloadPrerenderedPage(pathname: string) {
  // Every page is prerendered, in full or as its shell: the first match, as the router's.
  const route = pages.find(({ path }) => matchPath(path, pathname))
  // loadNamespaces settles either way: a missing namespace shows its keys' fallback, not a failure.
  if (route) await Promise.all([route.Page.preload(), i18next.loadNamespaces(route.messages ?? [])])
}

function guarded(access: Access | undefined, page: ReactElement) {
  if (access === 'signed-in') return <RequireAuth>{page}</RequireAuth>
  return access === 'signed-out' ? <GuestOnly>{page}</GuestOnly> : page
}

/** Every route of the app with its rule: public, signed-in only or signed-out only. */
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
