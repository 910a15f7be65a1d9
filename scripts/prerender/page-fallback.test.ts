import { afterEach, expect, test, vi } from 'vitest'
import { COMPILE_HINT } from '../compile-hints-plugin.ts'
import type { ManifestRoute, RouteManifest } from '../route-manifest.ts'
import {
  appStart,
  fallbackFile,
  fallbackPages,
  fallbackScript,
  paintedStylesheets,
  withFallbackScript,
  type FallbackPage,
} from './page-fallback.ts'

const route = (path: string): ManifestRoute => ({
  path,
  module: 'src/x.tsx',
  prerendered: false,
  startup: false,
})

const APP_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>Relay Portal</title>
    <script  src="/boot.js"></script>
    <script defer src="/config.js"></script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/start-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <link rel="stylesheet" crossorigin href="/assets/start-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

test('each route is answered by its own file, with the stylesheets its first paint waits for', () => {
  const manifest: RouteManifest = {
    routes: [route('/home'), route('/forgot-password'), route('/claim/:packageId'), route('*')],
  }
  const files: Record<string, string> = {
    'home/index.html':
      '<link rel="stylesheet" crossorigin href="/assets/page-h.css">\n<link rel="stylesheet" crossorigin href="/assets/index-1.css" disabled>',
    'forgot-password/index.html': APP_HTML,
    'claim/_/index.html': '<link rel="stylesheet" crossorigin href="/assets/page-c.css">',
    '404.html': '<link rel="stylesheet" crossorigin href="/assets/page-n.css">',
  }
  const read = vi.fn((file: string) => {
    const html = files[file]
    if (html === undefined) throw new Error(`no ${file}`)
    return html
  })
  expect(fallbackPages(manifest, '/', read)).toEqual([
    ['/home', '/home/index.html', ['/assets/page-h.css']],
    ['/forgot-password', '/forgot-password/index.html', ['/assets/index-1.css', '/assets/start-1.css']],
    ['/claim/:packageId', '/claim/_/index.html', ['/assets/page-c.css']],
    ['*', '/404.html', ['/assets/page-n.css']],
  ])
  expect(paintedStylesheets('<link rel="stylesheet" href="/a.css" disabled>')).toEqual([])
})

test("the app starts from index.html's entry and stylesheets; index.html keeps neither, and runs the script after boot", () => {
  expect(appStart(APP_HTML)).toEqual({
    entry: '/assets/index-1.js',
    styles: ['/assets/index-1.css', '/assets/start-1.css'],
  })
  expect(() => appStart('<head></head>')).toThrow(/entry/)
  const html = withFallbackScript(APP_HTML, '/assets/page-fallback-1.js')
  expect(html).not.toMatch(/index-1\.js|start-1|index-1\.css|modulepreload/)
  expect(html).toContain(
    '<script  src="/boot.js"></script>\n    <script src="/assets/page-fallback-1.js"></script>\n    <script defer src="/config.js"></script>',
  )
  expect(() => withFallbackScript('<head></head>', '/assets/f.js')).toThrow(/boot\.js/)
})

test('the script is named by its content and compiled while it downloads', () => {
  const script = fallbackScript([], { entry: '/e.js', styles: [] }, '/home')
  expect(script.startsWith(COMPILE_HINT)).toBe(true)
  expect(fallbackFile(script)).toMatch(/^assets\/page-fallback-[\w-]{8}\.js$/)
  expect(fallbackFile(script)).not.toBe(fallbackFile(`${script};`))
})

const pages: FallbackPage[] = [
  ['/home', '/home/index.html', ['/assets/page-h.css']],
  ['/claim/:packageId', '/claim/_/index.html', ['/assets/page-c.css']],
  ['/dashboard', '/dashboard/index.html', []],
  ['*', '/404.html', []],
]
const app = { entry: '/assets/index-1.js', styles: ['/assets/index-1.css'] }

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  document.head.innerHTML = ''
  delete (window as { relayFallback?: unknown }).relayFallback
})

/** Runs the script at `pathname` with the server's answer; what it fetched, wrote, and added to <head>. */
async function runAt(pathname: string, answer: () => Promise<Response>, { again = false } = {}) {
  if (!again) delete (window as { relayFallback?: unknown }).relayFallback
  document.head.innerHTML = ''
  window.history.replaceState(null, '', pathname)
  const fetched: string[] = []
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url)
    return answer()
  })
  const written: string[] = []
  const open = vi.spyOn(document, 'open').mockImplementation(() => null)
  vi.spyOn(document, 'write').mockImplementation((html) => void written.push(String(html)))
  const close = vi.spyOn(document, 'close').mockImplementation(() => {})
  new Function(fallbackScript(pages, app, '/home'))()
  await vi.waitFor(() => {
    if (written.length === 0 && !document.head.querySelector('script')) throw new Error('not settled')
  })
  const head = [...document.head.children].map((element) =>
    element instanceof HTMLLinkElement
      ? `${element.rel} ${new URL(element.href).pathname}${element.as ? ` as ${element.as}` : ''}`
      : `script ${(element as HTMLScriptElement).type} ${new URL((element as HTMLScriptElement).src).pathname}`,
  )
  return { fetched, written, head, opened: open.mock.calls.length, closed: close.mock.calls.length }
}

const page = (html: string) => () => Promise.resolve(new Response(html, { status: 200 }))

test("the page of the address's route is fetched and written in index.html's place, its stylesheet preloaded", async () => {
  const claim = await runAt('/claim/WELCOME', page('<h1>Claim</h1>'))
  expect(claim).toEqual({
    fetched: ['/claim/_/index.html'],
    written: ['<h1>Claim</h1>'],
    head: ['preload /assets/page-c.css as style'],
    opened: 1,
    closed: 1,
  })
  expect((await runAt('/', page('home'))).fetched).toEqual(['/home/index.html'])
})

test('a trailing slash is the same route; a path of no route, or with more segments, is the 404 page', async () => {
  expect((await runAt('/dashboard/', page('d'))).fetched).toEqual(['/dashboard/index.html'])
  for (const pathname of ['/nope', '/claim', '/claim/a/b', '/dashboard/x']) {
    expect((await runAt(pathname, page('404'))).fetched, pathname).toEqual(['/404.html'])
  }
})

test('when the page cannot be fetched, or the host answers with index.html again, the app starts on index.html', async () => {
  const expected = ['stylesheet /assets/index-1.css', 'script module /assets/index-1.js']
  const failed = await runAt('/dashboard', () => Promise.resolve(new Response('gone', { status: 404 })))
  expect(failed.written).toEqual([])
  expect(failed.head).toEqual(expected)
  const offline = await runAt('/dashboard', () => Promise.reject(new TypeError('Failed to fetch')))
  expect(offline.fetched).toEqual(['/dashboard/index.html'])
  expect(offline.head).toEqual(expected)
  // A first run wrote index.html again: its script, run a second time in the same window, starts the app.
  await runAt('/dashboard', page('index.html'))
  const again = await runAt('/dashboard', page('index.html'), { again: true })
  expect(again.fetched).toEqual([])
  expect(again.head).toEqual(expected)
})
