import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import { LANGUAGE_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { holdTheApp, message, recordLogins, recordPageErrors } from '../fixtures.ts'

/**
 * The build served as a host with only a "single page app" fallback serves it (`static-server.ts --spa-fallback`):
 * every path that is no file gets index.html, whose script writes the address's own page in its place
 * (docs/deploy.md). These specs only read (the seeded demo account): the mock server is shared with other projects.
 */
test('a claim link paints its shell page before the app loads, then the app takes it over', async ({
  page,
}) => {
  const problems = recordPageErrors(page)
  const configLoads: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/config.js') configLoads.push(request.url())
  })
  const { release } = await holdTheApp(page)
  const shell = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/claim/_/index.html')
  const response = await page.goto('/claim/WELCOME')
  // The host answered with index.html: no page of its own, no app.
  expect(await response?.text()).not.toContain('<div data-prerendered')
  expect((await shell).ok()).toBe(true)
  await expect(page.getByRole('heading', { level: 1, name: 'Claim a benefit package' })).toBeVisible()
  await expect(page.locator('[data-prerendered]')).toHaveCount(1)
  release()
  await expect(page.getByRole('heading', { name: 'Welcome package' })).toBeVisible()
  await expect(page.locator('[data-prerendered]')).toHaveCount(0)
  expect(new URL(page.url()).pathname).toBe('/claim/WELCOME')
  // Loaded by the written page alone, not by index.html first.
  expect(configLoads).toHaveLength(1)
  expect(problems).toEqual([])
})

test('the page is written in the stored language, and a path of no route gets the 404 page', async ({
  page,
}) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'ru'), LANGUAGE_STORAGE_KEY)
  const { release } = await holdTheApp(page)
  await page.goto('/plans')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ru', 'plans:title'))
  await expect(page).toHaveTitle(message('ru', 'plans:meta.title'))
  release()
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ru', 'notFound.title'))
})

test('what is typed on the written sign-in page before the app starts is kept, and Enter signs in once', async ({
  page,
}) => {
  const logins = recordLogins(page)
  const app = await holdTheApp(page)
  await page.goto('/login')
  await app.isRequested
  await page.getByLabel('Email').pressSequentially('demo@example.com')
  await page.getByLabel('Password', { exact: true }).pressSequentially(DEMO_PASSWORD)
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-prerendered]')).toHaveCount(1)
  expect(logins).toEqual([])
  app.release()
  await expect(page).toHaveURL(/\/dashboard$/)
  expect(logins).toEqual([{ email: 'demo@example.com', password: DEMO_PASSWORD }])
})

test('signed in, a dashboard link opens the dashboard; a failed page fetch still starts the app', async ({
  page,
}) => {
  const problems = recordPageErrors(page)
  await page.goto('/login')
  await page.getByLabel('Email').fill('demo@example.com')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  await page.goto('/dashboard')
  await expect(page.getByRole('region', { name: 'Subscription' })).toBeVisible()

  await page.route('**/dashboard/index.html', (route) => route.abort())
  await page.goto('/dashboard')
  await expect(page.getByRole('region', { name: 'Subscription' })).toBeVisible()
  expect(problems.filter((problem) => !problem.includes('net::ERR_FAILED'))).toEqual([])
})
