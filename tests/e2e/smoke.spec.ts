import { expect, test } from './fixtures.ts'

test('a visitor opens the app and the embedded mock answers the API', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const config = await page.evaluate(async () => {
    const response = await fetch('/api/email/config')
    return { status: response.status, body: (await response.json()) as unknown }
  })
  expect(config.status).toBe(200)
  expect(config.body).toMatchObject({ registrationCodeRequired: true })
})
