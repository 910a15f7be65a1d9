import type { ComponentType } from 'react'
import { paths } from '#src/config/paths.ts'

export type PageLoader = () => Promise<{ default: ComponentType }>

/** The entry imports this module, not the manifest, to start these pages' download early. */
export const startupPages = {
  [paths.home]: () => import('#src/features/marketing/routes/home-page.tsx'),
  [paths.plans]: () => import('#src/features/plans/routes/plans-page.tsx'),
  [paths.docs]: () => import('#src/features/docs/routes/docs-page.tsx'),
} satisfies Record<string, PageLoader>
