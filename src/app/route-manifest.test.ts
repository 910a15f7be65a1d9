import type { ReactElement, ReactNode } from 'react'
import { createRoutesFromElements, type RouteObject } from 'react-router-dom'
import { expect, test } from 'vitest'
import { startupModules } from '../../scripts/compile-hints-plugin.ts'
import { routeManifestOf } from '../../scripts/route-manifest.ts'
import { prerenderedRoutes, routes } from '#src/config/routes.ts'
import { signedInPaths } from '#src/config/signed-in-paths.ts'
import { rootRoute, startupRoutes } from '#src/config/startup-routes.ts'
import { GuestOnly, RequireAuth } from '#src/lib/auth/guards.tsx'
import { pageLoaders, pageModules } from './route-manifest.ts'
import { AppRoutes } from './routes.tsx'
import { startupPages } from './startup-routes.ts'

// As the build scripts read it.
const manifest = routeManifestOf({ routes, prerenderedRoutes, startupRoutes, pageModules })

/** Every route of the router's table, nested ones included, as react-router reads the elements. */
function routeTable(): RouteObject[] {
  const { children } = (AppRoutes() as ReactElement<{ children: ReactNode }>).props
  const flatten = (table: RouteObject[]): RouteObject[] =>
    table.flatMap(({ children: nested = [], ...route }) => [route, ...flatten(nested)])
  return flatten(createRoutesFromElements(children))
}

const guardOf = (route: RouteObject) => {
  const type = (route.element as ReactElement | undefined)?.type
  return type === RequireAuth ? 'signed-in' : type === GuestOnly ? 'signed-out' : 'public'
}

test('the router has exactly the app’s routes, each guarded by its access rule, and `/` goes to the root route', () => {
  const table = routeTable().filter((route) => route.path !== undefined)
  expect(table.map((route) => [route.path, guardOf(route)])).toEqual(
    routes.map(({ path, access = 'public' }) => [path, access]),
  )
  const index = routeTable().find((route) => route.index)
  expect((index?.element as ReactElement<{ to: string }>).props.to).toBe(rootRoute)
  expect(routes.map(({ path }) => path)).toContain(rootRoute)
})

test('the session check’s pages needing sign-in are the routes the router guards with RequireAuth', () => {
  const guarded = routeTable()
    .filter((route) => guardOf(route) === 'signed-in')
    .map(({ path }) => path)
  expect(guarded).not.toEqual([])
  expect([...signedInPaths].sort()).toEqual(guarded.sort())
})

test('every route’s page loader loads the module the build names for it', async () => {
  for (const { path } of routes) {
    expect(await pageLoaders[path](), path).toBe(await import(/* @vite-ignore */ `/${pageModules[path]}`))
  }
  expect(Object.keys(pageModules).sort()).toEqual(routes.map(({ path }) => path).sort())
})

test('the entry’s start-up pages are the start-up routes’, prerendered and public', async () => {
  const startup = manifest.routes.filter((route) => route.startup)
  expect(startup.map(({ path, messages }) => ({ path, messages }))).toEqual(startupRoutes)
  expect(Object.keys(startupPages)).toEqual(startupRoutes.map(({ path }) => path))
  for (const route of startup) {
    expect(route.prerendered, route.path).toBe(true)
    expect(route.access ?? 'public', route.path).toBe('public')
    expect(await startupPages[route.path as keyof typeof startupPages](), route.path).toBe(
      await import(/* @vite-ignore */ `/${route.module}`),
    )
  }
})

test('the prerender renders the prerendered routes, each with its page module and messages', () => {
  const prerendered = routes.filter(({ path }) => path in prerenderedRoutes)
  expect(
    manifest.routes.filter((route) => route.prerendered).map(({ path, module }) => [path, module]),
  ).toEqual(prerendered.map(({ path }) => [path, pageModules[path]]))
  expect(prerendered.map(({ path }) => path)).toEqual([
    '/home',
    '/plans',
    '/docs',
    '/features',
    '/about',
    '/models',
    '/login',
    '/register',
  ])
  for (const route of prerendered) {
    for (const namespace of [route.messages ?? ''].flat()) expect(namespace, route.path).toMatch(/^[a-z-]+$/)
  }
})

test('only the sign-in forms load the early-input script, and they are for visitors only', () => {
  const withForms = manifest.routes.filter(({ prerendered, forms }) => prerendered && forms)
  expect(withForms.map(({ path }) => path)).toEqual(['/login', '/register'])
  for (const { path, access } of withForms) expect(access, path).toBe('signed-out')
})

test('the compile hints cover the renderer and the start-up pages', () => {
  expect(startupModules(manifest)).toEqual([
    'src/app/start.tsx',
    'src/features/marketing/routes/home-page.tsx',
    'src/features/plans/routes/plans-page.tsx',
    'src/features/docs/routes/docs-page.tsx',
  ])
})

test('a route without a page module of src/ is refused by the build', () => {
  const sources = { routes: [{ path: '/a' }], prerenderedRoutes: {}, startupRoutes: [] }
  expect(() => routeManifestOf({ ...sources, pageModules: {} })).toThrow(/\/a/)
  expect(() => routeManifestOf({ ...sources, pageModules: { '/a': 'react' } })).toThrow(/\/a/)
  expect(routeManifestOf({ ...sources, pageModules: { '/a': 'src/a-page.tsx' } }).routes).toEqual([
    { path: '/a', prerendered: false, module: 'src/a-page.tsx', startup: false },
  ])
})
