import type { ComponentType } from 'react'
import { paths } from '#src/config/paths.ts'

/** Loads a page's module, in a chunk of its own. */
export type PageLoader = () => Promise<{ default: ComponentType }>

/** The start-up routes' pages: the entry imports this module, not the manifest, to start their download early. */
export const startupPages = {
  [paths.home]: () => import('#src/features/marketing/routes/home-page.tsx'),
  [paths.plans]: () => import('#src/features/plans/routes/plans-page.tsx'),
  [paths.docs]: () => import('#src/features/docs/routes/docs-page.tsx'),
} satisfies Record<string, PageLoader>
