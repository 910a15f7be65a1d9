import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { COMPILE_HINT } from '../../scripts/compile-hints-plugin.ts'

/** What `/home` may load (gzip, mock off) and what one route chunk may weigh (README, Size and speed). */
const HOME_JS_BUDGET = 115_000
const HOME_CSS_BUDGET = 12_000
const ROUTE_CHUNK_BUDGET = 30_000
/**
 * What a page's HTML may weigh, gzip at deploy/nginx.conf's level: a first paint waits for the whole HTML, and the
 * first round trip of a new connection carries about 14.6 KB (ten TCP segments) with the response's headers.
 */
const PAGE_HTML_BUDGET = 13_000
const NGINX_GZIP_LEVEL = Number(
  /gzip_comp_level (\d)/.exec(
    readFileSync(path.resolve(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8'),
  )?.[1],
)

const distDir = path.resolve(import.meta.dirname, '../../dist-e2e')
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length
/** The text of each script the HTML has inline (the boot script), not a data block: code run as a file's is. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  )

test('/home with the mock off stays within its JS and CSS budgets and downloads no mock code', async ({
  page,
}) => {
  // The same build, switched to a real backend at run time, as an integrator would with config.js.
  await page.route('**/config.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.RELAY_CONFIG = { apiMock: false }' }),
  )
  const loaded = new Set<string>()
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (/\.(js|css)$/.test(pathname)) loaded.add(pathname)
  })
  // The budget counts every file /home loads, lazy ones included: only an idle network says the last one has
  // arrived; the heading shows before they do.
  // eslint-disable-next-line playwright/no-networkidle -- the wait is for the absence of further requests
  const response = await page.goto('/home', { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  const inline = inlineScripts((await response?.text()) ?? '')
  expect(inline.length, 'inline scripts of /home').toBeGreaterThan(0)
  const files = [...loaded].map((file) => ({ file, gzip: gzipSize(path.join(distDir, file)) }))
  // Each counted as a file of its text would be: code written into the HTML is no less code.
  const inlineSizes = inline.map((source, index) => ({
    file: `(inline script ${index + 1} of /home)`,
    gzip: gzipSync(source, { level: 9 }).length,
  }))
  const sizes = [...files, ...inlineSizes]
  const js = [...files.filter(({ file }) => file.endsWith('.js')), ...inlineSizes].reduce(
    (sum, { gzip }) => sum + gzip,
    0,
  )
  const css = files.filter(({ file }) => file.endsWith('.css')).reduce((sum, { gzip }) => sum + gzip, 0)
  console.log(
    [
      '/home (mock off), gzip -9 bytes:',
      ...sizes
        .sort((a, b) => b.gzip - a.gzip)
        .map(({ file, gzip }) => `  ${String(gzip).padStart(7)}  ${file}`),
      `  JS total ${js} / ${HOME_JS_BUDGET}, CSS total ${css} / ${HOME_CSS_BUDGET}`,
    ].join('\n'),
  )
  expect(
    [...loaded].filter((file) => /mockServiceWorker|\/browser-[\w-]+\.js$/.test(file)),
    'mock code',
  ).toEqual([])
  expect(js, 'JS gzip bytes of /home').toBeLessThanOrEqual(HOME_JS_BUDGET)
  expect(css, 'CSS gzip bytes of /home').toBeLessThanOrEqual(HOME_CSS_BUDGET)
})

test('every page chunk and lazily loaded tab chunk stays within the route budget', () => {
  const assets = path.join(distDir, 'assets')
  const pages = readdirSync(assets).filter((file) => /-(page|tab)-[\w-]+\.js$/.test(file))
  expect(pages.length).toBeGreaterThanOrEqual(13)
  const sizes = pages.map((file) => ({ file, gzip: gzipSize(path.join(assets, file)) }))
  console.log(sizes.map(({ file, gzip }) => `  ${String(gzip).padStart(7)}  ${file}`).join('\n'))
  for (const { file, gzip } of sizes) expect(gzip, file).toBeLessThanOrEqual(ROUTE_CHUNK_BUDGET)
})

test('every page file stays within what one round trip delivers', () => {
  const pages = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  )
  expect(pages.length).toBeGreaterThanOrEqual(13)
  expect(NGINX_GZIP_LEVEL, 'gzip_comp_level in deploy/nginx.conf').toBeGreaterThan(0)
  const caddyfile = readFileSync(path.resolve(import.meta.dirname, '../../deploy/Caddyfile'), 'utf8')
  expect(/^\s*gzip (\d)$/m.exec(caddyfile)?.[1], 'gzip level in deploy/Caddyfile').toBe(
    String(NGINX_GZIP_LEVEL),
  )
  const sizes = pages.map((file) => ({
    file,
    gzip: gzipSync(readFileSync(path.join(distDir, file)), { level: NGINX_GZIP_LEVEL }).length,
  }))
  console.log(sizes.map(({ file, gzip }) => `  ${String(gzip).padStart(7)}  ${file}`).join('\n'))
  for (const { file, gzip } of sizes) expect(gzip, file).toBeLessThanOrEqual(PAGE_HTML_BUDGET)
})

test("the entry, the renderer's chunks and index.html's script start with V8's compile hint; the boot script written in the page does not", () => {
  // The app's HTML, which the signed-out only routes get, and index.html for hosts with only an SPA fallback.
  const html = ['forgot-password/index.html', 'index.html'].map((file) =>
    readFileSync(path.join(distDir, file), 'utf8'),
  )
  const scripts = html.flatMap((text) =>
    [...text.matchAll(/(?:src|href)="\/(assets\/[\w-]+\.js)"/g)].map((match) => match[1] ?? ''),
  )
  // The entry, the renderer and its imports (preloaded by the app's HTML), index.html's script.
  expect(scripts.length).toBeGreaterThanOrEqual(4)
  for (const file of scripts) {
    expect(readFileSync(path.join(distDir, file), 'utf8').startsWith(COMPILE_HINT), file).toBe(true)
  }
  // The hint moves compiling off the main thread while a file downloads. An inline script downloads nothing: V8
  // would compile all its functions on the main thread at once, before the first paint, callbacks included.
  const inline = html.flatMap(inlineScripts)
  // The boot script in each, and index.html's own.
  expect(inline).toHaveLength(3)
  for (const source of inline) expect(source.startsWith(COMPILE_HINT.trim())).toBe(false)
})
