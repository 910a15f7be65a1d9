import { paths } from '#src/config/paths.ts'

/**
 * The route manifest's start-up part (src/app/route-manifest.ts makes these routes prerendered and public; being
 * listed here is what makes a route a start-up one). These are the pages a visit usually starts on: the entry
 * (src/main.tsx) fetches their chunk and messages alongside the shell's, and their chunks carry V8's compile
 * hint. The entry imports this module and not the manifest, so it carries only these three pages' path, loader
 * and messages namespace.
 */
export const startupRoutes = [
  { path: paths.home, page: () => import('#src/features/marketing/routes/home-page.tsx'), messages: 'home' },
  { path: paths.plans, page: () => import('#src/features/plans/routes/plans-page.tsx'), messages: 'plans' },
  { path: paths.docs, page: () => import('#src/features/docs/routes/docs-page.tsx'), messages: 'docs' },
] as const

/** The page `/` is: the app moves the address there before it renders, and servers answer `/` with its HTML. */
export const rootRoute = paths.home
