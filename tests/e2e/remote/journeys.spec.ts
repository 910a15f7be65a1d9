import { expect, test, type Page } from '@playwright/test'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import { SESSION_STORAGE_KEYS, TOKEN_STORAGE_KEY } from '#src/config/storage-keys.ts'

/**
 * The production build with the mock off, pointed through config.js at the mock HTTP server on another
 * origin (playwright.config.ts): every request crosses the network, CORS included.
 */
const API_ORIGIN = `http://127.0.0.1:${process.env.E2E_API_PORT}`

test.beforeEach(async ({ request }) => {
  // Each journey starts from the seed.
  expect((await request.post(`${API_ORIGIN}/__mock/reset`)).ok()).toBe(true)
})

async function logIn(page: Page, email = 'demo@example.com') {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/dashboard/)
}

test('the app talks to the API origin from config.js, not to its own origin', async ({ page }) => {
  const apiRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/')) apiRequests.push(new URL(request.url()).origin)
  })
  await page.goto('/plans')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => apiRequests.length).toBeGreaterThan(0)
  expect(new Set(apiRequests)).toEqual(new Set([API_ORIGIN]))
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
})

test('a config.js that arrives after the app’s code still configures the app: the boot script runs it first', async ({
  page,
}) => {
  const apiRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/')) apiRequests.push(new URL(request.url()).origin)
  })
  let entryLoaded = () => {}
  const isEntryLoaded = new Promise<void>((resolve) => (entryLoaded = resolve))
  page.on('requestfinished', (request) => {
    if (/\/assets\/index-[\w-]+\.js$/.test(request.url())) entryLoaded()
  })
  await page.route('**/config.js', async (route) => {
    await isEntryLoaded
    await route.continue()
  })
  await page.goto('/plans')
  await expect(page.locator('[data-prerendered]')).toHaveCount(0)
  await expect.poll(() => apiRequests.length).toBeGreaterThan(0)
  expect(new Set(apiRequests)).toEqual(new Set([API_ORIGIN]))
})

test('a visitor registers with a verification code and lands on the dashboard', async ({ page }) => {
  await page.goto('/register')
  await page.getByLabel('Email').fill('journey@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Secret123')
  await page.getByLabel('Confirm password').fill('Secret123')
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByText('Code sent to journey@example.com.')).toBeVisible()
  await page.getByLabel('Verification code').fill('123456')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/dashboard/)
  await expect(page.getByRole('button', { name: /Account menu for journey@example.com/ })).toBeVisible()
})

test('a user logs in, creates a key and renames it', async ({ page }) => {
  await logIn(page)
  await page.goto('/dashboard?tab=keys')
  await page.getByLabel('Name (optional)').fill('Remote journey')
  await page.getByRole('button', { name: 'Create key' }).click()
  await expect(page.getByText('Your new key “Remote journey” is ready')).toBeVisible()
  await page.getByRole('button', { name: 'Edit remark for “Remote journey”' }).click()
  const remark = page.getByLabel('Remark for “Remote journey”')
  await remark.fill('Created across origins')
  await remark.press('Enter')
  await expect(page.getByText('Created across origins')).toBeVisible()
  await page.reload()
  await expect(page.getByText('Created across origins')).toBeVisible()
})

test('a user deletes a key across origins and it stays deleted', async ({ page }) => {
  await logIn(page)
  await page.goto('/dashboard?tab=keys')
  await page.getByRole('button', { name: 'Delete key “Laptop”' }).click()
  await page
    .getByRole('alertdialog', { name: 'Delete the key “Laptop”?' })
    .getByRole('button', { name: 'Delete key' })
    .click()
  await expect(page.getByText('The key “Laptop” was deleted.')).toBeVisible()
  await expect(page.getByText('Keys: 1 / 10')).toBeVisible()
  await page.reload()
  await expect(page.getByText('Keys: 1 / 10')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Delete key “Laptop”' })).toBeHidden()
})

test('a user activates a code and sees the plan', async ({ page }) => {
  await logIn(page, 'new@example.com')
  await page.goto('/dashboard?tab=activate')
  await page.getByRole('textbox', { name: 'Activation code' }).fill('  RELAY-MONTH-DEMO1  ')
  await page.getByRole('button', { name: 'Activate' }).click()
  await page.getByRole('button', { name: 'Confirm activation' }).click()
  await expect(page.getByText('Activation successful!')).toBeVisible()
})

test('a new user claims a package and is sent to the dashboard', async ({ page }) => {
  await logIn(page, 'new@example.com')
  await page.goto('/claim/WELCOME')
  await page.getByRole('button', { name: 'Claim' }).click()
  await expect(page.getByText('Benefit package claimed successfully')).toBeVisible()
  await expect(page.getByText(/Redirecting to dashboard/)).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 10_000 })
})

test('an expired login sends the user to /login with the session cleared', async ({ page }) => {
  await logIn(page)
  await page.evaluate(
    (key) => localStorage.setItem(key, 'sess_expired_or_revoked_token_0000000000'),
    TOKEN_STORAGE_KEY,
  )
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login/)
  expect(
    await page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), SESSION_STORAGE_KEYS),
  ).toEqual([null, null])
})
