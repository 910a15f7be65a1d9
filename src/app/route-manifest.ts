import type { ComponentType } from 'react'
import { paths } from '#src/config/paths.ts'
import { startupRoutes } from './startup-routes.ts'

/** Who may open a route: anyone, only a signed-in user (others go to /login), only a visitor (others go on). */
export type Access = 'public' | 'signed-in' | 'signed-out'

export type AppRoute = {
  /** As the router matches it (src/config/paths.ts); `*` is every other path. */
  readonly path: string
  /** The page's module, in a chunk of its own. Build scripts read the module's path from this loader's source. */
  readonly page: () => Promise<{ default: ComponentType }>
  /**
   * The page's messages namespaces (`locales/<language>/<namespace>.json`): every namespace its first render
   * reads, which the app loads before that render on the page (it replaces the page's prerendered or shell HTML in
   * one go, ADR 005); left out where the page needs only `common`, so the start-up code does not carry names it
   * never reads.
   */
  readonly messages?: string | readonly string[]
  /** Absent: public. */
  readonly access?: Access
  /**
   * Prerendered in every language at build time (scripts/prerender-plugin.ts; ADR 005): the HTML paints before
   * any JavaScript, and the app loads the page's chunk and messages before its first render, which replaces it.
   * Absent: false, as for `formats` (what is absent costs the start-up code nothing).
   */
  readonly prerendered?: boolean
  /** A prerendered page that formats numbers or dates as it starts: /boot.js prepares Intl before the app. */
  readonly formats?: boolean
  /**
   * A prerendered page with a form: its HTML also loads /prerendered-form.js, which holds a submit made before
   * the app has started, and the app carries over what was typed (src/features/auth/prerendered-form.ts).
   */
  readonly forms?: boolean
}

const prerendered = { prerendered: true } as const
/**
 * /login and /register: for visitors only, prerendered with the namespaces their forms read (all in before the
 * app's first render, which would otherwise suspend), and with a form typed into before the app starts.
 */
const signInForm = {
  access: 'signed-out',
  ...prerendered,
  messages: ['auth', 'validation', 'errors'],
  forms: true,
} as const
const [home, plans, docs] = startupRoutes

/**
 * Every route of the app, one entry each: the router (src/app/routes.tsx), the session check
 * (src/config/signed-in-paths.ts), the prerender and the compile hints (scripts/) all read it, and
 * route-manifest.test.ts holds each of them to it. The start-up routes are written in the manifest's start-up
 * part (src/app/startup-routes.ts), the only part the entry imports, and are prerendered public routes here:
 * being there is what makes a route a start-up one.
 */
export const routeManifest: readonly AppRoute[] = [
  { ...home, ...prerendered },
  { ...plans, ...prerendered, formats: true },
  { ...docs, ...prerendered },
  {
    path: paths.features,
    page: () => import('#src/features/marketing/routes/features-page.tsx'),
    messages: 'features',
    prerendered: true,
  },
  {
    path: paths.about,
    page: () => import('#src/features/marketing/routes/about-page.tsx'),
    messages: 'about',
    prerendered: true,
  },
  {
    path: paths.login,
    page: () => import('#src/features/auth/routes/login-page.tsx'),
    ...signInForm,
  },
  {
    path: paths.register,
    page: () => import('#src/features/auth/routes/register-page.tsx'),
    ...signInForm,
  },
  {
    path: paths.dashboard,
    page: () => import('./dashboard-page.tsx'),
    messages: ['dashboard', 'errors'],
    access: 'signed-in',
  },
  {
    path: paths.admin,
    page: () => import('#src/features/admin/routes/admin-page.tsx'),
    messages: ['admin', 'errors'],
  },
  {
    path: paths.claim,
    page: () => import('#src/features/benefits/routes/claim-page.tsx'),
    messages: ['benefits', 'errors'],
  },
  {
    path: '*',
    page: () => import('./not-found-page.tsx'),
  },
]
