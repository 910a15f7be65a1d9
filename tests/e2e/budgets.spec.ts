import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { COMPILE_HINT } from '../../scripts/compile-hints-plugin.ts'

/** What `/home` may load (gzip, mock off) and what one route chunk may weigh (README, Size and speed). */
const HOME_JS_BUDGET = 115_000
const HOME_CSS_BUDGET = 12_000
const ROUTE_CHUNK_BUDGET = 30_000

const distDir = path.resolve(import.meta.dirname, '../../dist-e2e')
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length

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
  await page.goto('/home', { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  const sizes = [...loaded].map((file) => ({ file, gzip: gzipSize(path.join(distDir, file)) }))
  const js = sizes.filter(({ file }) => file.endsWith('.js')).reduce((sum, { gzip }) => sum + gzip, 0)
  const css = sizes.filter(({ file }) => file.endsWith('.css')).reduce((sum, { gzip }) => sum + gzip, 0)
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

test("the entry, the renderer's chunks and index.html's script start with V8's compile hint", () => {
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
})
