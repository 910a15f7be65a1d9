import { afterEach, expect, test } from 'vitest'
import { inlineBootScript } from '../boot-plugin.ts'
import { COMPILE_HINT } from '../compile-hints-plugin.ts'
import type { ManifestRoute, RouteManifest } from '../route-manifest.ts'
import { fakeBundle, fakeChunk } from './fake-bundle.ts'
import {
  routePreloadFile,
  routePreloadScript,
  routePreloads,
  withRoutePreloads,
  type RoutePreload,
} from './route-preloads.ts'

const bundle = fakeBundle(
  fakeChunk('assets/index.js', '/app/index.html', { css: ['assets/index.css'], isEntry: true }),
  fakeChunk('assets/start.js', '/app/src/app/start.tsx', {
    imports: ['assets/index.js', 'assets/button.js'],
    css: ['assets/start.css'],
  }),
  fakeChunk('assets/button.js', null, { css: ['assets/button.css'] }),
  fakeChunk('assets/claim-page.js', '/app/src/features/benefits/claim-page.tsx', {
    imports: ['assets/button.js', 'assets/swr.js'],
    css: ['assets/button.css', 'assets/claim-page.css'],
  }),
  fakeChunk('assets/swr.js', null),
  fakeChunk('assets/not-found.js', '/app/src/app/not-found-page.tsx'),
  fakeChunk('assets/common-en.js', '/app/locales/en/common.json'),
  fakeChunk('assets/benefits-en.js', '/app/locales/en/benefits.json'),
  fakeChunk('assets/benefits-ru.js', 'C:\\app\\locales\\ru\\benefits.json'),
)

const route = (path: string, module: string, messages?: string[]): ManifestRoute => ({
  path,
  module,
  messages,
  prerendered: false,
  startup: false,
})
const manifest: RouteManifest = {
  routes: [
    route('/claim/:packageId', 'src/features/benefits/claim-page.tsx', ['benefits']),
    route('*', 'src/app/not-found-page.tsx'),
  ],
}

test('each route lists what its first render needs beyond what index.html loads, messages per language', () => {
  const [claim, notFound] = routePreloads(bundle, manifest, '/')
  expect(claim).toEqual([
    '/claim/:packageId',
    ['/assets/claim-page.js', '/assets/swr.js'],
    ['/assets/claim-page.css'],
    expect.objectContaining({
      en: ['/assets/common-en.js', '/assets/benefits-en.js'],
      ru: ['/assets/benefits-ru.js'],
      ja: [],
    }),
  ])
  expect(notFound?.[1]).toEqual(['/assets/not-found.js'])
  expect(notFound?.[3].en).toEqual(['/assets/common-en.js'])
})

const table: RoutePreload[] = [
  ['/home', ['/assets/home.js'], [], { en: [] }],
  ['/claim/:packageId', ['/assets/claim.js'], ['/assets/claim.css'], { en: ['/assets/b-en.js'], ru: [] }],
  ['/dashboard', ['/assets/dashboard.js'], [], {}],
  ['*', ['/assets/not-found.js'], [], {}],
]

afterEach(() => {
  document.head.innerHTML = ''
  document.documentElement.lang = ''
})

function linksAt(pathname: string, language = 'en') {
  document.head.innerHTML = ''
  window.history.replaceState(null, '', pathname)
  document.documentElement.lang = language
  new Function(routePreloadScript(table, '/home'))()
  return [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    href: new URL(link.href).pathname,
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
  }))
}

test('the script preloads the matched route’s files, styles as preloads the app then links', () => {
  expect(linksAt('/claim/WELCOME')).toEqual([
    { rel: 'preload', href: '/assets/claim.css', as: 'style', crossOrigin: '' },
    { rel: 'modulepreload', href: '/assets/claim.js', as: null, crossOrigin: '' },
    { rel: 'modulepreload', href: '/assets/b-en.js', as: null, crossOrigin: '' },
  ])
  expect(linksAt('/claim/WELCOME/', 'ru').map(({ href }) => href)).toEqual([
    '/assets/claim.css',
    '/assets/claim.js',
  ])
})

test('the root is the root route’s; a path of no route, or a parameter route with more segments, is the 404’s', () => {
  expect(linksAt('/').map(({ href }) => href)).toEqual(['/assets/home.js'])
  expect(linksAt('/dashboard').map(({ href }) => href)).toEqual(['/assets/dashboard.js'])
  for (const pathname of ['/nope', '/claim', '/claim/a/b', '/dashboard/x']) {
    expect(linksAt(pathname).map(({ href }) => href)).toEqual(['/assets/not-found.js'])
  }
})

test('the script is named by its content, and linked right after the boot script', () => {
  const script = routePreloadScript(table, '/home')
  // Run as the page loads, like the app's start-up chunks: compiled off the main thread while it downloads.
  expect(script.startsWith(COMPILE_HINT)).toBe(true)
  expect(routePreloadFile(script)).toMatch(/^assets\/route-preloads-[\w-]{8}\.js$/)
  expect(routePreloadFile(script)).not.toBe(routePreloadFile(`${script};`))
  const boot = inlineBootScript('document.title="<script>"')
  const html = `<head>\n${boot}\n<script defer src="/config.js"></script>`
  expect(withRoutePreloads(html, '/assets/r.js')).toBe(
    `<head>\n${boot}\n    <script src="/assets/r.js"></script>\n<script defer src="/config.js"></script>`,
  )
  expect(() => withRoutePreloads('<head></head>', '/assets/r.js')).toThrow(/boot script/)
})
