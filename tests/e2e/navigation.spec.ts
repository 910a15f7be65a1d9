import type { Page, Route } from '@playwright/test'
import { expect, message, test } from './fixtures.ts'

/** Holds the requests for `chunk` (a page's script) until `release()`; `requested` resolves at the first one. */
async function holdChunk(page: Page, chunk: RegExp) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let requested = () => {}
  const firstRequest = new Promise<void>((resolve) => {
    requested = resolve
  })
  const hold = async (route: Route) => {
    requested()
    await released
    await route.continue()
  }
  // On the context too: once the mock's service worker controls the page, it fetches the page's scripts.
  await page.context().route(chunk, hold)
  await page.route(chunk, hold)
  return { requested: firstRequest, release }
}

const progressBar = (page: Page) => page.getByRole('progressbar', { name: message('en', 'loading') })

test('a navigation waiting for a slow page chunk shows a progress bar over the current page until it arrives', async ({
  page,
  axe,
}) => {
  await page.goto('/home')
  const heading = page.getByRole('heading', { level: 1, name: 'Relay Portal' })
  const headingBox = await heading.boundingBox()
  const chunk = await holdChunk(page, /\/assets\/features-page-[\w-]+\.js$/)
  await page
    .getByRole('banner')
    .getByRole('link', { name: message('en', 'nav.features'), exact: true })
    .click()
  await chunk.requested
  await expect(progressBar(page)).toBeVisible()
  // The current page stays where it was (the bar shifts nothing), and the bar lies on the header's lower edge.
  await expect(heading).toBeVisible()
  expect(await heading.boundingBox()).toEqual(headingBox)
  const bar = await progressBar(page).boundingBox()
  const header = await page.getByRole('banner').boundingBox()
  expect(Math.abs((bar?.y ?? 0) - ((header?.y ?? 0) + (header?.height ?? 0)))).toBeLessThanOrEqual(1)
  expect(await axe('navigation in progress')).toEqual([])
  // Its segment travels, unless the reader asked for reduced motion: then it stands still.
  const animation = () =>
    progressBar(page).evaluate((element) => getComputedStyle(element, '::after').animationName)
  expect(await animation()).not.toBe('none')
  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect(await animation()).toBe('none')
  chunk.release()
  await expect(page.getByRole('heading', { level: 1, name: message('en', 'features:title') })).toBeVisible()
  await expect(progressBar(page)).toHaveCount(0)
})

test('navigations with nothing to wait for show no progress bar', async ({ page }) => {
  const nav = page.getByRole('banner')
  await page.goto('/home')
  await nav.getByRole('link', { name: message('en', 'nav.features'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: message('en', 'features:title') })).toBeVisible()
  // Records whether a progress bar is ever added, however briefly.
  await page.evaluate(() => {
    const seen = document.documentElement.dataset
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) seen.sawProgress = 'true'
    }).observe(document.body, { childList: true, subtree: true })
  })
  // Both pages' chunks and messages are in: each navigation is a transition that finishes at once.
  await nav.getByRole('link', { name: message('en', 'nav.home'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Relay Portal' })).toBeVisible()
  await nav.getByRole('link', { name: message('en', 'nav.features'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: message('en', 'features:title') })).toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute('data-saw-progress')
})

test('a landing page whose chunk never arrives starts the app with the error and Retry after 120 seconds', async ({
  context,
}) => {
  // A page of its own: the fixture's `page` waits for the app after each navigation, which here is the point.
  const page = await context.newPage()
  await page.clock.install()
  const chunk = await holdChunk(page, /\/assets\/home-page-[\w-]+\.js$/)
  await page.goto('/home')
  await chunk.requested
  const failed = page.getByRole('heading', { level: 1, name: message('en', 'chunkError.title') })
  // The app starts waiting for the chunk a moment after the request: jump two minutes until the wait is over.
  await expect(async () => {
    await page.clock.fastForward('02:00')
    await expect(failed).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  // It is the app's render: header included, the prerendered page gone.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0)
  await expect(page.getByRole('banner')).toBeVisible()
  chunk.release()
  await page.getByRole('button', { name: message('en', 'chunkError.retry') }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Relay Portal' })).toBeVisible()
})
