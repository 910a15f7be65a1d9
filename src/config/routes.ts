import { paths } from './paths.ts'
import { startupRoutes } from './startup-routes.ts'

export type Access = 'public' | 'signed-in' | 'signed-out'

export type RouteFacts = {
  readonly path: string
  /** The namespaces the first render reads, loaded before it (ADR 005); left out when `common` is enough. */
  readonly messages?: string | readonly string[]
  readonly access?: Access
}

const signInForm = { access: 'signed-out', messages: ['auth', 'validation', 'errors'] } as const

const routeTable = [
  ...startupRoutes,
  { path: paths.features, messages: 'features' },
  { path: paths.about, messages: 'about' },
  { path: paths.models, messages: 'models' },
  { path: paths.login, ...signInForm },
  { path: paths.register, ...signInForm },
  { path: paths.forgotPassword, ...signInForm },
  { path: paths.dashboard, messages: ['dashboard', 'errors'], access: 'signed-in' },
  { path: paths.account, messages: ['validation', 'errors'], access: 'signed-in' },
  { path: paths.admin, messages: ['admin', 'errors'] },
  { path: paths.claim, messages: ['benefits', 'errors'] },
  { path: '*' },
] as const satisfies readonly RouteFacts[]

export type RoutePath = (typeof routeTable)[number]['path']

/** In the router's order: the first match wins. */
export const routes: readonly (RouteFacts & { readonly path: RoutePath })[] = routeTable

export type Prerender = {
  readonly formats?: boolean
  readonly forms?: boolean
}

/** Only the build reads this (ADR 005): keys written out, not taken from `paths`, keep it out of the bundle. */
export const prerenderedRoutes: Partial<Record<RoutePath, Prerender>> = {
  '/home': {},
  '/plans': { formats: true },
  '/docs': {},
  '/features': {},
  '/about': {},
  '/models': { formats: true },
  '/login': { forms: true },
  '/register': { forms: true },
}
