import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import { TOKEN_STORAGE_KEY } from '#src/config/storage-keys.ts'

/**
 * The build served by each shipped server configuration, pointed at the mock HTTP server on another origin
 * (playwright.config.ts): Logout must end the session on the server, not only in the browser.
 */
const API_ORIGIN = `http://127.0.0.1:${process.env.E2E_API_PORT}`

test('after Logout the old token no longer reads the profile: the server answers it 401', async ({
  page,
  request,
}) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill('demo@example.com')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard/)
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)
  expect(token).toBeTruthy()
  const readProfile = async () =>
    (
      await request.get(`${API_ORIGIN}/api/user/profile`, { headers: { Authorization: `Bearer ${token}` } })
    ).status()
  expect(await readProfile()).toBe(200)

  const revoked = page.waitForResponse(
    (response) =>
      response.url() === `${API_ORIGIN}/api/auth/logout` && response.request().method() === 'POST',
  )
  await page.getByRole('banner').getByRole('button', { name: 'Account menu for demo@example.com' }).click()
  await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
  expect((await revoked).status()).toBe(204)
  expect(await readProfile()).toBe(401)
})
