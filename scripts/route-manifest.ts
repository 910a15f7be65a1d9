/**
 * The app's route manifest (src/app/route-manifest.ts) as the build scripts read it: loaded from its source at
 * build time (through Vite's module runner, so any Node that runs Vite will do), so a page added there is
 * prerendered and hinted without a second list here.
 */
import { runnerImport } from 'vite'
import type { AppRoute } from '#src/app/route-manifest.ts'

/** A route of the manifest; `startup`: it is in the manifest's start-up part (src/app/startup-routes.ts). */
export type ManifestRoute = AppRoute & { startup: boolean }

export type RouteManifest = {
  routes: readonly ManifestRoute[]
  /** The page `/` is (src/app/startup-routes.ts). */
  rootRoute: string
}

/** The manifest from its two modules: every route, and the start-up part with the root route. */
export function routeManifestOf(
  routes: readonly AppRoute[],
  startup: { startupRoutes: readonly Pick<AppRoute, 'path'>[]; rootRoute: string },
): RouteManifest {
  return {
    routes: routes.map((route) => ({
      ...route,
      startup: startup.startupRoutes.some(({ path }) => path === route.path),
    })),
    rootRoute: startup.rootRoute,
  }
}

/** The manifest of the project at `root`. */
export async function loadRouteManifest(root: string): Promise<RouteManifest> {
  const load = async <T>(file: string) =>
    (await runnerImport<T>(file, { root, configFile: false, logLevel: 'error' })).module
  const [{ routeManifest }, startup] = await Promise.all([
    load<{ routeManifest: readonly AppRoute[] }>('/src/app/route-manifest.ts'),
    load<{ startupRoutes: readonly AppRoute[]; rootRoute: string }>('/src/app/startup-routes.ts'),
  ])
  return routeManifestOf(routeManifest, startup)
}

/**
 * The module a route's page loader imports, relative to the project root (`src/…`), as the build names its chunk.
 * Read from the loader's source, the one place it is written, as Vite's module runner has resolved it
 * (`import('/src/…')`), or as written (`import('#src/…')`, `import('./…')` beside the manifest).
 */
export function pageModule(route: Pick<AppRoute, 'path' | 'page'>): string {
  const specifier = /import\w*\(\s*(['"`])(.+?)\1/.exec(route.page.toString())?.[2]
  const module = specifier
    ?.replace(/^#src\//, 'src/')
    .replace(/^\/src\//, 'src/')
    .replace(/^\.\//, 'src/app/')
  if (!module?.startsWith('src/')) {
    throw new Error(
      `The page loader of ${route.path} does not import a module of src/: ${String(route.page)}`,
    )
  }
  return module
}
