import { paths } from '#src/config/paths.ts'

/**
 * The pages a visit usually starts on. Their chunks and messages are fetched at start, alongside the shell's
 * (src/main.tsx); this module is small so the entry can name them without importing the app.
 */
export const landingPageLoaders = {
  home: () => import('#src/features/marketing/routes/home-page.tsx'),
  plans: () => import('#src/features/plans/routes/plans-page.tsx'),
  docs: () => import('#src/features/docs/routes/docs-page.tsx'),
}
export type LandingPage = keyof typeof landingPageLoaders

const landingPages: Partial<Record<string, LandingPage>> = {
  [paths.root]: 'home',
  [paths.home]: 'home',
  [paths.plans]: 'plans',
  [paths.docs]: 'docs',
}

/** The landing page at `pathname`, if it is one; its messages are the namespace of the same name. */
export function landingPageOf(pathname: string): LandingPage | undefined {
  return landingPages[pathname]
}
