import { expect, test } from 'vitest'
import { pageModules } from '#src/app/route-manifest.ts'
import { prerenderedRoutes, routes } from '#src/config/routes.ts'
import { startupRoutes } from '#src/config/startup-routes.ts'
import { routeManifestOf } from './route-manifest.ts'
import { servedFile } from './served-file.ts'
import { fakeBundle, fakeChunk } from './prerender/fake-bundle.ts'
import { SMALL_CHUNK_BYTES, shellFile, shellPreloads, shellRoutes, shellUrl } from './shell-pages.ts'

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

test('a shell page preloads its page’s small chunks, not the large ones nor those the app starts with', () => {
  const large = (fileName: string, facade: string | null, imports: string[] = []) => ({
    ...fakeChunk(fileName, facade, { imports }),
    code: 'x'.repeat(SMALL_CHUNK_BYTES + 1),
  })
  const bundle = fakeBundle(
    fakeChunk('assets/index.js', '/app/index.html', { imports: ['assets/icon.js'], isEntry: true }),
    fakeChunk('assets/icon.js', null),
    fakeChunk('assets/start.js', '/app/src/app/start.tsx', {
      imports: ['assets/index.js', 'assets/button.js'],
    }),
    large('assets/button.js', null),
    large('assets/dashboard-page.js', '/app/src/app/dashboard-page.tsx', [
      'assets/button.js',
      'assets/icon.js',
      'assets/skeleton.js',
      'assets/use-swr.js',
    ]),
    fakeChunk('assets/skeleton.js', null),
    large('assets/use-swr.js', null),
  )
  const dashboard = manifest.routes.find(({ path }) => path === '/dashboard')
  expect(dashboard).toBeDefined()
  expect(shellPreloads(bundle, dashboard!)).toEqual(['assets/skeleton.js'])
})
