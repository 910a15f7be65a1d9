import { paths } from './paths.ts'

/** Where visits usually start (ADR 005). A module of its own because the entry imports it. */
export const startupRoutes = [
  { path: paths.home, messages: 'home' },
  { path: paths.plans, messages: 'plans' },
  { path: paths.docs, messages: 'docs' },
] as const

export const rootRoute = paths.home
