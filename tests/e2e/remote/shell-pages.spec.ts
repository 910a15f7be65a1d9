import { expect, test, type Page } from '@playwright/test'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import { holdTheApp, message, type Language } from '../fixtures.ts'

/**
 * The shell pages (scripts/shell-pages.ts, ADR 009) of the production build with the mock off: they paint before
 * any JavaScript, start the page's reads from the HTML, and the app takes over without sending them again.
 */
const API_ORIGIN = `http://127.0.0.1:${process.env.E2E_API_PORT}`

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${API_ORIGIN}/__mock/reset`)).ok()).toBe(true)
})

/** The API paths the page requests from now on. */
function apiRequests(page: Page) {
  const paths: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) paths.push(url.pathname)
  })
  return paths
}

test('each shell page shows its header and heading before any JavaScript file arrives', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort())
  // Only the boot script, written in the page, runs: the browser's language shows.
  const pages = [
    ['/dashboard', 'dashboard:title'],
    ['/claim/WELCOME', 'benefits:title'],
    ['/admin', 'admin:title'],
    ['/no-such-page', 'notFound.title'],
  ] as const
  for (const [path, heading] of pages) {
    await page.goto(path)
    const language = (await page.locator('html').getAttribute('lang')) as Language
    expect(language, path).toBe('en')
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(message(language, heading))
    await expect(page.getByRole('banner'), path).toBeVisible()
  }
})

test('the operator console’s shell paints Check backend turned off, and the app turns it on', async ({
  page,
}) => {
  const app = await holdTheApp(page)
  await page.goto('/admin')
  await app.isRequested
  const check = page.getByRole('button', { name: message('en', 'admin:check.run') })
  await expect(check).toBeDisabled()
  app.release()
  await expect(check).toBeEnabled()
})

test('a signed-in dashboard visit reads the overview once each, and the app replaces the shell', async ({
  page,
}) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill('demo@example.com')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/dashboard/)
  // The dashboard the sign-in opened has read what it needs: none of its requests is counted as the visit's below.
  await expect(page.getByText('Total requests')).toBeVisible()

  const requested = apiRequests(page)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  await page.goto('/dashboard')
  await expect(page.getByText('Your plan is active.', { exact: false })).toBeVisible()
  await expect(page.getByText('Total requests')).toBeVisible()
  await page.waitForFunction(() => !document.querySelector('[data-prerendered]'))
  expect(requested.filter((path) => path === '/api/activation-codes/my-subscription')).toHaveLength(1)
  expect(requested.filter((path) => path === '/api/user/statistics')).toHaveLength(1)
  expect(errors).toEqual([])
})

test('a claim page requests its package once and shows it', async ({ page }) => {
  const requested = apiRequests(page)
  await page.goto('/claim/WELCOME')
  await expect(page.getByRole('heading', { name: 'Welcome package' })).toBeVisible()
  expect(requested.filter((path) => path.startsWith('/api/benefit-packages/'))).toEqual([
    '/api/benefit-packages/public/WELCOME',
  ])
})

test('a visitor without a session on the dashboard sends no read and goes to the login', async ({ page }) => {
  const requested = apiRequests(page)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  expect(
    requested.filter((path) => !path.startsWith('/api/email/') && !path.startsWith('/api/auth/')),
  ).toEqual([])
})
