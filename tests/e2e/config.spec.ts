import type { Page } from '@playwright/test'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import { expect, message, recordPageErrors, test } from './fixtures.ts'

/** Serves `source` as the site's config.js, as an integrator editing it by hand might leave it. */
async function serveConfig(page: Page, source: string) {
  await page.route('**/config.js', (route) => route.fulfill({ contentType: 'text/javascript', body: source }))
}

test('an integrator whose config.js sets apiOrigin to a number sees why on /login, which still works', async ({
  page,
}) => {
  await serveConfig(page, 'window.RELAY_CONFIG = { apiOrigin: 42 }')
  const errors = recordPageErrors(page)
  await page.goto('/login')
  const notice = page.getByRole('alert').filter({ hasText: message('en', 'admin:configProblems.title') })
  await expect(notice).toContainText('In config.js, apiOrigin is 42')
  await expect(notice).toContainText(`sends its requests to ${new URL(page.url()).origin}`)
  expect(errors.some((line) => line.startsWith('config.js: apiOrigin is 42;'))).toBe(true)
  // The page's own origin is used instead, and the embedded mock answers there: signing in works. (On this page:
  // a reload could fetch config.js through the mock's service worker, which page.route does not see.)
  await page.getByLabel(message('en', 'auth:fields.email')).fill('demo@example.com')
  await page.getByLabel(message('en', 'auth:fields.password'), { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: message('en', 'auth:login.submit'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: message('en', 'dashboard:title') })).toBeVisible()
  await expect(notice).toBeVisible()
})

test('the operator console names the bad setting of config.js', async ({ page }) => {
  await serveConfig(page, 'window.RELAY_CONFIG = { apiOrigin: "not a url", apiMock: "yes" }')
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: message('en', 'admin:title') })).toBeVisible()
  const environment = page.getByRole('region', { name: message('en', 'admin:env.title') })
  await expect(environment).toContainText('In config.js, apiOrigin is "not a url"')
  await expect(environment).toContainText('In config.js, apiMock is "yes"')
})

test('a prerendered page shows the problem once the app starts, in the reader language', async ({
  page,
  setLanguage,
}) => {
  await setLanguage('ja')
  await serveConfig(page, 'window.RELAY_CONFIG = "https://api.example.com"')
  await page.goto('/plans')
  await expect(
    page.getByRole('alert').filter({ hasText: message('ja', 'admin:configProblems.title') }),
  ).toContainText('RELAY_CONFIG')
})

test('a config.js that is right shows no notice', async ({ page }) => {
  await serveConfig(page, 'window.RELAY_CONFIG = { apiMock: true }')
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(message('en', 'admin:configProblems.title'))).toHaveCount(0)
})

test('a hostile purchaseUrl in config.js is ignored and named, in the reader’s language; no page links to it', async ({
  page,
  setLanguage,
}) => {
  await setLanguage('ru')
  await serveConfig(page, 'window.RELAY_CONFIG = { apiMock: true, purchaseUrl: "javascript:alert(1)" }')
  const errors = recordPageErrors(page)
  await page.goto('/plans')
  const notice = page.getByRole('alert').filter({ hasText: message('ru', 'admin:configProblems.title') })
  await expect(notice).toContainText('В config.js purchaseUrl равен "javascript:alert(1)"')
  await expect(page.getByText(message('ru', 'plans:cta.operator'))).toBeVisible()
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0)
  expect(errors.some((line) => line.startsWith('config.js: purchaseUrl is "javascript:alert(1)";'))).toBe(
    true,
  )
})

test('a shop named in config.js is linked from every plan, in a new tab', async ({ page }) => {
  await serveConfig(
    page,
    'window.RELAY_CONFIG = { apiMock: true, purchaseUrl: "https://shop.example.com/relay" }',
  )
  await page.goto('/plans')
  const pro = page.getByRole('article', { name: 'Pro', exact: true })
  const buy = pro.getByRole('link', { name: /^Buy Pro/ })
  await expect(buy).toHaveAttribute('href', 'https://shop.example.com/relay')
  await expect(buy).toHaveAttribute('target', '_blank')
  await expect(buy).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(page.getByText(message('en', 'admin:configProblems.title'))).toHaveCount(0)
})
