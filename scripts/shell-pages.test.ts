import { expect, test } from 'vitest'
import { routeManifest } from '#src/app/route-manifest.ts'
import { startupRoutes, rootRoute } from '#src/app/startup-routes.ts'
import { routeManifestOf } from './route-manifest.ts'
import { fallbackPage } from './shell-page-path.ts'
import { shellFile, shellRoutes, shellUrl } from './shell-pages.ts'

const manifest = routeManifestOf(routeManifest, { startupRoutes, rootRoute })

test('every route that is not prerendered in full and not only for visitors gets a shell page', () => {
  expect(shellRoutes(manifest).map(({ path }) => path)).toEqual([
    '/dashboard',
    '/admin',
    '/claim/:packageId',
    '*',
  ])
})

test('each shell page is written where the servers look for it', () => {
  const files = shellRoutes(manifest).map(({ path }) => shellFile(path))
  expect(files).toEqual(['dashboard/index.html', 'admin/index.html', 'claim/_/index.html', '404.html'])
  const built = (file: string) => files.includes(file)
  expect(fallbackPage('/claim/WELCOME', built)).toBe(shellFile('/claim/:packageId'))
  expect(fallbackPage('/no-such-page', built)).toBe(shellFile('*'))
  expect(() => shellFile('/a/:b/c')).toThrow(/only a final parameter/)
})

test('a shell is rendered at a path its route matches, with no parameter value to show', () => {
  expect(shellUrl('/dashboard')).toBe('/dashboard')
  expect(shellUrl('/claim/:packageId')).toBe('/claim/_')
  expect(shellUrl('*')).toBe('/404')
})
