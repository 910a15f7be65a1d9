import { afterEach, expect, test, vi } from 'vitest'
import type { ManifestRoute, RouteManifest } from '../route-manifest.ts'
import {
  appStart,
  FALLBACK_DATA_ID,
  FALLBACK_SCRIPT,
  fallbackData,
  fallbackPages,
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
    <script data-boot>boot()</script>
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

test("the app starts from index.html's config.js, entry and stylesheets; index.html keeps none, and runs the script after boot", () => {
  const app = appStart(APP_HTML)
  expect(app).toEqual({
    scripts: ['/config.js'],
    entry: '/assets/index-1.js',
    styles: ['/assets/index-1.css', '/assets/start-1.css'],
  })
  expect(() => appStart('<head></head>')).toThrow(/entry/)
  const data = fallbackData([['*', '/404.html', []]], app, '/home')
  const html = withFallbackScript(APP_HTML, data)
  // The written page loads config.js itself: in the same window, a second run would only repeat it.
  expect(html).not.toMatch(/<link rel="(stylesheet|modulepreload)"|<script type="module"|<script defer/)
  expect(html).toContain(
    `<script data-boot>boot()</script>\n    <script type="application/json" id="${FALLBACK_DATA_ID}">${data}</script>\n    <script>${FALLBACK_SCRIPT}</script>\n  </head>`,
  )
  // The redeployment check looks for the entry's name in the HTML of `/`, which is this file on such a host.
  expect(html).toContain('/assets/index-1.js')
  expect(() => withFallbackScript('<head></head>', data)).toThrow(/boot script/)
})

test('no value in the data block can end it, and the script is the same text in every build', () => {
  const data = fallbackData(
    [['/x', '/</script><script>alert(1)//', []]],
    { scripts: [], entry: '/e.js', styles: [] },
    '/home',
  )
  expect(data).not.toContain('<')
  expect(JSON.parse(data)).toEqual({
    pages: [['/x', '/</script><script>alert(1)//', []]],
    app: { scripts: [], entry: '/e.js', styles: [] },
    root: '/home',
  })
  expect(FALLBACK_SCRIPT).not.toMatch(/<\/script|<!--|assets\//)
})

const pages: FallbackPage[] = [
  ['/home', '/home/index.html', ['/assets/page-h.css']],
  ['/claim/:packageId', '/claim/_/index.html', ['/assets/page-c.css']],
  ['/dashboard', '/dashboard/index.html', []],
  ['*', '/404.html', []],
]
const app = { scripts: ['/config.js'], entry: '/assets/index-1.js', styles: ['/assets/index-1.css'] }

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  document.head.innerHTML = ''
  document.body.innerHTML = ''
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
  const data = document.createElement('script')
  data.type = 'application/json'
  data.id = FALLBACK_DATA_ID
  data.textContent = fallbackData(pages, app, '/home')
  document.body.replaceChildren(data)
  new Function(FALLBACK_SCRIPT)()
  await vi.waitFor(() => {
    if (written.length === 0 && !document.head.querySelector('script')) throw new Error('not settled')
  })
  const head = [...document.head.children].map((element) =>
    element instanceof HTMLLinkElement
      ? `${element.rel} ${new URL(element.href).pathname}${element.as ? ` as ${element.as}` : ''}`
      : `script ${(element as HTMLScriptElement).type || 'classic'}${(element as HTMLScriptElement).async ? ' async' : ''} ${new URL((element as HTMLScriptElement).src).pathname}`,
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
  // config.js first; neither async, so it runs first.
  const expected = [
    'stylesheet /assets/index-1.css',
    'script classic /config.js',
    'script module /assets/index-1.js',
  ]
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
