import { paths } from './paths.ts'
import { startupRoutes } from './startup-routes.ts'

/** Who may open a route: anyone, only a signed-in user (others go to /login), only a visitor (others go on). */
export type Access = 'public' | 'signed-in' | 'signed-out'

/** What the app and the session check know of a route; src/app gives each its page. */
export type RouteFacts = {
  /** As the router matches it; `*` is every other path. */
  readonly path: string
  /**
   * Every messages namespace the page's first render reads, loaded before that render (it replaces the page's
   * prerendered or shell HTML in one go, ADR 005). Left out where the page needs only `common`, so the start-up
   * code does not carry names it never reads.
   */
  readonly messages?: string | readonly string[]
  /** Absent: public. */
  readonly access?: Access
}

const signInForm = { access: 'signed-out', messages: ['auth', 'validation', 'errors'] } as const

const routeTable = [
  ...startupRoutes,
  { path: paths.features, messages: 'features' },
  { path: paths.about, messages: 'about' },
  { path: paths.login, ...signInForm },
  { path: paths.register, ...signInForm },
  { path: paths.dashboard, messages: ['dashboard', 'errors'], access: 'signed-in' },
  { path: paths.admin, messages: ['admin', 'errors'] },
  { path: paths.claim, messages: ['benefits', 'errors'] },
  { path: '*' },
] as const satisfies readonly RouteFacts[]

/** The path of one of the app's routes. */
export type RoutePath = (typeof routeTable)[number]['path']

/** Every route of the app, in the router's order (the first match wins). */
export const routes: readonly (RouteFacts & { readonly path: RoutePath })[] = routeTable

/** How the build renders a prerendered route's HTML. */
export type Prerender = {
  /** The page formats numbers or dates as it starts: /boot.js prepares Intl before the app. */
  readonly formats?: boolean
  /**
   * The page has a form: its HTML also loads /prerendered-form.js, which holds a submit made before the app has
   * started, and the app carries over what was typed.
   */
  readonly forms?: boolean
}

/**
 * The routes rendered to HTML in every language at build time (ADR 005), start-up routes first: the HTML paints
 * before any JavaScript, and the app loads the page's chunk and messages before its first render, which replaces
 * it. Every other route gets a shell page. Only the build reads this, so its keys are written out rather than
 * taken from `paths`: the app's bundle leaves it out.
 */
export const prerenderedRoutes: Partial<Record<RoutePath, Prerender>> = {
  '/home': {},
  '/plans': { formats: true },
  '/docs': {},
  '/features': {},
  '/about': {},
  '/login': { forms: true },
  '/register': { forms: true },
}
