import type { BrowserContext, Page } from '@playwright/test'
import { expect, message, test } from './fixtures.ts'

const FEATURES_CHUNK = /\/assets\/features-page-[\w-]+\.js$/

/**
 * Answers the Features page's chunk with a 404, as a server does once a deployment removed it, until `unblock()`.
 * On the context: once the mock's service worker controls the page, it is the worker that fetches the chunks.
 */
async function removeFeaturesChunk(context: BrowserContext) {
  const gone = (route: Parameters<Parameters<BrowserContext['route']>[1]>[0]) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' })
  await context.route(FEATURES_CHUNK, gone)
  return { unblock: () => context.unroute(FEATURES_CHUNK, gone) }
}

/** Counts the page's own loads (a navigation or a reload of the tab), not the app's in-page navigations. */
function countDocumentLoads(page: Page) {
  const loads = { count: 0 }
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1
  })
  return loads
}

/**
 * Simulates a new deployment: every HTML page (`/` too) names `/assets/index-next.js` as the entry, a module
 * that runs this build's entry (the new build is this one under another name, so the reloaded app works).
 */
async function deployNextBuild(context: BrowserContext, entry: string) {
  const next = '/assets/index-next.js'
  await context.route(
    (url) => url.pathname === next,
    (route) =>
      route.fulfill({
        contentType: 'text/javascript; charset=utf-8',
        body: `import ${JSON.stringify(entry)}`,
      }),
  )
  await context.route(
    (url) => url.pathname === '/' || url.pathname === '/features',
    async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replaceAll(entry, next)
      expect(html).toContain(next)
      await route.fulfill({ response, body: html })
    },
  )
}

const chunkErrorTitle = (page: Page) =>
  page.getByRole('heading', { level: 1, name: message('en', 'chunkError.title') })
const featuresTitle = (page: Page) =>
  page.getByRole('heading', { level: 1, name: message('en', 'features:title') })

async function openFeatures(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: message('en', 'nav.features'), exact: true })
    .click()
}

test('a page chunk removed by a new deployment reloads the tab once; then the error and Retry, which loads the page once the chunk is back', async ({
  page,
  context,
}) => {
  await page.goto('/home')
  const entry = await page.locator('meta[name="app-entry"]').getAttribute('content')
  expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/)
  const loads = countDocumentLoads(page)
  const chunk = await removeFeaturesChunk(context)
  await deployNextBuild(context, entry ?? '')

  await openFeatures(page)
  // The reloaded tab runs the new build, whose chunk is missing as well: it shows the error instead of
  // reloading again (a page shows its error only once it has decided not to reload).
  await expect(chunkErrorTitle(page)).toBeVisible()
  await expect(page.locator('meta[name="app-entry"]')).toHaveAttribute('content', '/assets/index-next.js')
  expect(new URL(page.url()).pathname).toBe('/features')
  expect(loads.count).toBe(1)

  await chunk.unblock()
  await page.getByRole('button', { name: message('en', 'chunkError.retry') }).click()
  await expect(featuresTitle(page)).toBeVisible()
  expect(loads.count).toBe(1)
})

test('a page chunk that fails while the server still serves this build shows the error and Retry, without a reload', async ({
  page,
  context,
}) => {
  await page.goto('/home')
  const loads = countDocumentLoads(page)
  const chunk = await removeFeaturesChunk(context)

  await openFeatures(page)
  await expect(chunkErrorTitle(page)).toBeVisible()
  // The header is still the app's: the page failed, not the app.
  await expect(page.getByRole('banner')).toBeVisible()
  // A page shows its error only once it has decided not to reload.
  expect(loads.count).toBe(0)

  await chunk.unblock()
  await page.getByRole('button', { name: message('en', 'chunkError.retry') }).click()
  await expect(featuresTitle(page)).toBeVisible()
  expect(loads.count).toBe(0)
})
