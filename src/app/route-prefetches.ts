import { paths } from '#src/config/paths.ts'

/**
 * The routes whose shell page (scripts/shell-pages.ts) starts the page's reads before the app runs, by route path
 * (src/app/route-manifest.ts): each loader imports a module that, when evaluated, reads the address and the stored
 * session and preloads what the page will ask for, under its hooks' own keys (`preloadApiQuery`,
 * src/lib/api/swr.ts), so the page takes those requests over instead of sending them after its code has arrived
 * and rendered. Only the build reads this list (the module goes into the shell page's HTML); the app's start-up
 * code, which every page loads, carries none of it. Each page's own module imports its prefetch as it is
 * evaluated, which puts the prefetch in a chunk of its own and starts it on in-app navigations too.
 */
export const routePrefetches: Readonly<Record<string, () => Promise<unknown>>> = {
  [paths.dashboard]: () => import('./dashboard-prefetch.ts'),
  [paths.claim]: () => import('#src/features/benefits/api/prefetch-benefit-package.ts'),
}
