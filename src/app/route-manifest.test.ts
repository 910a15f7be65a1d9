import type { ReactElement, ReactNode } from 'react'
import { createRoutesFromElements, type RouteObject } from 'react-router-dom'
import { expect, test } from 'vitest'
import { startupModules } from '../../scripts/compile-hints-plugin.ts'
import { prerenderedRoutes } from '../../scripts/prerender-plugin.ts'
import { pageModule, routeManifestOf } from '../../scripts/route-manifest.ts'
import { signedInPaths } from '#src/config/signed-in-paths.ts'
import { GuestOnly, RequireAuth } from './guards.tsx'
import { routeManifest } from './route-manifest.ts'
import { AppRoutes } from './routes.tsx'
import { rootRoute, startupRoutes } from './startup-routes.ts'

// As the build scripts read it (scripts/route-manifest.ts).
const manifest = routeManifestOf(routeManifest, { startupRoutes, rootRoute })

/** Every route of the router's table, nested ones included, as react-router reads the elements. */
function routeTable(): RouteObject[] {
  const { children } = (AppRoutes() as ReactElement<{ children: ReactNode }>).props
  const flatten = (routes: RouteObject[]): RouteObject[] =>
    routes.flatMap(({ children: nested = [], ...route }) => [route, ...flatten(nested)])
  return flatten(createRoutesFromElements(children))
}

test('the router has exactly the manifest’s routes, each guarded by its access rule, and `/` goes to the root route', () => {
  const routes = routeTable().filter((route) => route.path !== undefined)
  const guardOf = (route: RouteObject) => {
    const type = (route.element as ReactElement | undefined)?.type
    return type === RequireAuth ? 'signed-in' : type === GuestOnly ? 'signed-out' : 'public'
  }
  expect(routes.map((route) => [route.path, guardOf(route)])).toEqual(
    routeManifest.map(({ path, access = 'public' }) => [path, access]),
  )
  const index = routeTable().find((route) => route.index)
  expect((index?.element as ReactElement<{ to: string }>).props.to).toBe(rootRoute)
  expect(routeManifest.map(({ path }) => path)).toContain(rootRoute)
})

test('the session check’s pages needing sign-in are the manifest’s signed-in routes', () => {
  expect(signedInPaths).toEqual(
    routeManifest.filter(({ access }) => access === 'signed-in').map(({ path }) => path),
  )
  expect(signedInPaths).not.toEqual([])
})

test('the entry’s start-up pages are the manifest’s start-up routes, prerendered and public', () => {
  const startup = manifest.routes.filter((route) => route.startup)
  expect(startup.map(({ path, page, messages }) => ({ path, page, messages }))).toEqual(
    startupRoutes.map(({ path, page, messages }) => ({ path, page, messages })),
  )
  for (const route of startup) {
    expect(route.prerendered, route.path).toBe(true)
    expect(route.access ?? 'public', route.path).toBe('public')
  }
})

test('the prerender renders the manifest’s prerendered routes, each with its page module and messages', async () => {
  const prerendered = routeManifest.filter((route) => route.prerendered)
  expect(prerenderedRoutes(manifest).map(({ route }) => route)).toEqual(prerendered.map(({ path }) => path))
  expect(prerendered.map(({ path }) => path)).toEqual([
    '/home',
    '/plans',
    '/docs',
    '/features',
    '/about',
    '/login',
    '/register',
  ])
  for (const route of prerendered) {
    // The module the build links the stylesheets of is the one the app loads, and its messages are named.
    const module = pageModule(route)
    expect(await route.page(), route.path).toBe(await import(/* @vite-ignore */ `/${module}`))
    for (const namespace of [route.messages ?? ''].flat()) expect(namespace, route.path).toMatch(/^[a-z-]+$/)
  }
})

test('only the sign-in forms load the early-input script, and they are for visitors only', () => {
  const withForms = prerenderedRoutes(manifest).filter(({ forms }) => forms)
  expect(withForms.map(({ route }) => route)).toEqual(['/login', '/register'])
  for (const { route } of withForms) {
    expect(routeManifest.find(({ path }) => path === route)?.access, route).toBe('signed-out')
  }
})

test('the compile hints cover the renderer and the manifest’s start-up pages', () => {
  expect(startupModules(manifest)).toEqual([
    'src/app/start.tsx',
    'src/features/marketing/routes/home-page.tsx',
    'src/features/plans/routes/plans-page.tsx',
    'src/features/docs/routes/docs-page.tsx',
  ])
})

/** A page loader whose source, as the build reads it, is `source`. */
function loader(source: string) {
  return Object.assign(() => Promise.resolve({ default: () => null }), { toString: () => source })
}

test('a page module is read from its loader however it is written, and a loader outside src/ is refused', () => {
  expect(pageModule({ path: '/a', page: loader("() => import('#src/x/a-page.tsx')") })).toBe(
    'src/x/a-page.tsx',
  )
  expect(pageModule({ path: '/b', page: loader('() => import("./b-page.tsx")') })).toBe('src/app/b-page.tsx')
  expect(pageModule({ path: '/c', page: loader('() => __vite_ssr_dynamic_import__("/src/c.tsx")') })).toBe(
    'src/c.tsx',
  )
  expect(() => pageModule({ path: '/d', page: loader("() => import('react')") })).toThrow(/\/d/)
})
