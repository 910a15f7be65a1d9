import { expect, test } from 'vitest'
import { pageModules } from '#src/app/route-manifest.ts'
import { prerenderedRoutes, routes } from '#src/config/routes.ts'
import { startupRoutes } from '#src/config/startup-routes.ts'
import { routeManifestOf } from './route-manifest.ts'
import { servedFile } from './served-file.ts'
import { shellFile, shellRoutes, shellUrl } from './shell-pages.ts'

const manifest = routeManifestOf({ routes, prerenderedRoutes, startupRoutes, pageModules })

test('every route that is not prerendered in full and not only for visitors gets a shell page', () => {
  expect(shellRoutes(manifest).map(({ path }) => path)).toEqual([
    '/dashboard',
    '/account',
    '/admin',
    '/claim/:packageId',
    '*',
  ])
})

test('each shell page is written where the servers look for it', () => {
  const files = shellRoutes(manifest).map(({ path }) => shellFile(path))
  expect(files).toEqual([
    'dashboard/index.html',
    'account/index.html',
    'admin/index.html',
    'claim/_/index.html',
    '404.html',
  ])
  const built = (file: string) => files.includes(file.slice(1))
  expect(servedFile('/claim/WELCOME', built)).toBe(`/${shellFile('/claim/:packageId')}`)
  expect(servedFile('/no-such-page', built)).toBe(`/${shellFile('*')}`)
  expect(() => shellFile('/a/:b/c')).toThrow(/only a final parameter/)
})

test('a shell is rendered at a path its route matches, with no parameter value to show', () => {
  expect(shellUrl('/dashboard')).toBe('/dashboard')
  expect(shellUrl('/claim/:packageId')).toBe('/claim/_')
  expect(shellUrl('*')).toBe('/404')
})
