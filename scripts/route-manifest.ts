// The routes as the build reads them, from their source through Vite's module runner: no second list here.
import { runnerImport } from 'vite'
import type { Prerender, RouteFacts } from '#src/config/routes.ts'

export type ManifestRoute = RouteFacts &
  Prerender & {
    prerendered: boolean
    /** The page's module, relative to the project root (`src/…`), as the build names its chunk. */
    module: string
    startup: boolean
  }

export type RouteManifest = {
  routes: readonly ManifestRoute[]
}

export type RouteSources = {
  routes: readonly RouteFacts[]
  prerenderedRoutes: Readonly<Record<string, Prerender>>
  startupRoutes: readonly Pick<RouteFacts, 'path'>[]
  pageModules: Readonly<Record<string, string>>
}

export function routeManifestOf(sources: RouteSources): RouteManifest {
  return {
    routes: sources.routes.map((route) => {
      const module = sources.pageModules[route.path]
      if (!module?.startsWith('src/')) throw new Error(`${route.path} has no page module of src/: ${module}`)
      const prerender = sources.prerenderedRoutes[route.path]
      return {
        ...route,
        ...prerender,
        prerendered: prerender !== undefined,
        module,
        startup: sources.startupRoutes.some(({ path }) => path === route.path),
      }
    }),
  }
}

export async function loadRouteManifest(root: string): Promise<RouteManifest> {
  const load = async <T>(file: string) =>
    (await runnerImport<T>(file, { root, configFile: false, logLevel: 'error' })).module
  const [config, startup, { pageModules }] = await Promise.all([
    load<Pick<RouteSources, 'routes' | 'prerenderedRoutes'>>('/src/config/routes.ts'),
    load<Pick<RouteSources, 'startupRoutes'>>('/src/config/startup-routes.ts'),
    load<Pick<RouteSources, 'pageModules'>>('/src/app/route-manifest.ts'),
  ])
  return routeManifestOf({ ...config, ...startup, pageModules })
}
