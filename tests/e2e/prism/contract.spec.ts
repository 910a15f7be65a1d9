import { expect, test, type Page, type Response } from '@playwright/test'
import { waitForApp } from '../fixtures.ts'

/**
 * The production build with the mock off, pointed through config.js at Stoplight Prism mocking openapi.yaml
 * with request validation (playwright.config.ts). Prism knows nothing of our mock: it answers from the
 * contract's examples and flags any request that breaks the contract (`sl-violations`, 4xx). So this proves
 * the app speaks the contract, not just our mock.
 */
type ApiCall = { method: string; url: string; status: number; violations: string | undefined }

function watch(page: Page) {
  const calls: ApiCall[] = []
  const errors: string[] = []
  page.on('response', (response: Response) => {
    const url = new URL(response.url())
    if (!url.pathname.startsWith('/api/') || response.request().method() === 'OPTIONS') return
    calls.push({
      method: response.request().method(),
      url: url.pathname,
      status: response.status(),
      violations: response.headers()['sl-violations'],
    })
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return { calls, errors }
}

function expectAllValid(calls: ApiCall[]) {
  expect(calls.length).toBeGreaterThan(0)
  for (const call of calls) {
    expect(call.violations, `${call.method} ${call.url}`).toBeUndefined()
    expect(call.status, `${call.method} ${call.url}`).toBeLessThan(400)
  }
}

test('every public page loads against the contract with only valid requests', async ({ page }) => {
  const { calls, errors } = watch(page)
  // Each page with the reads it makes for a visitor.
  const pages: [string, string[]][] = [
    ['/home', []],
    ['/features', []],
    ['/about', []],
    ['/plans', ['/api/plans/public/available']],
    ['/docs', []],
    ['/login', ['/api/email/config']],
    ['/register', ['/api/email/config']],
    ['/claim/WELCOME', ['/api/benefit-packages/public/WELCOME']],
  ]
  for (const [route, reads] of pages) {
    const before = calls.length
    await page.goto(route)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The page's reads finish before the next page (a response still in flight would not be recorded).
    await expect
      .poll(() => reads.filter((url) => !calls.slice(before).some((call) => call.url === url)), {
        message: route,
      })
      .toEqual([])
  }
  expect(errors).toEqual([])
  expectAllValid(calls)
  expect(calls.map((call) => call.url)).toEqual(
    expect.arrayContaining([
      '/api/email/config',
      '/api/plans/public/available',
      '/api/benefit-packages/public/WELCOME',
    ]),
  )
})

test('a user signs in, uses the dashboard, creates a key, edits a remark, activates and claims with valid requests', async ({
  page,
}) => {
  const { calls, errors } = watch(page)
  await page.goto('/register')
  await page.getByLabel('Email').fill('prism@example.com')
  await page.getByLabel('Password', { exact: true }).fill('Secret123')
  await page.getByLabel('Confirm password').fill('Secret123')
  await page.getByRole('button', { name: 'Send code' }).click()
  // A code typed before one was sent is refused in the field.
  await expect(page.getByText('Code sent to prism@example.com.')).toBeVisible()
  await page.getByLabel('Verification code').fill('123456')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/dashboard/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The overview's reads finish before the journey moves on (a response still in flight would not be recorded).
  await expect
    .poll(() =>
      ['/api/user/statistics', '/api/activation-codes/my-subscription'].every((url) =>
        calls.some((call) => call.url === url),
      ),
    )
    .toBe(true)

  await page.goto('/dashboard?tab=keys')
  await page.getByLabel('Name (optional)').fill('Contract check')
  await page.getByRole('button', { name: 'Create key' }).click()
  await expect(page.getByText(/Your new key/)).toBeVisible()
  await page
    .getByRole('button', { name: /^Edit remark for/ })
    .first()
    .click()
  await page.getByLabel(/^Remark for/).fill('Checked by Prism')
  await page.getByLabel(/^Remark for/).press('Enter')

  await page.goto('/dashboard?tab=activate')
  await page.getByRole('textbox', { name: 'Activation code' }).fill('RELAY-MONTH-DEMO1')
  await page.getByRole('button', { name: 'Activate' }).click()
  await page.getByRole('button', { name: 'Confirm activation' }).click()
  await expect(page.getByText('Activation successful!')).toBeVisible()

  await page.goto('/claim/WELCOME')
  await page.getByRole('button', { name: 'Claim' }).click()
  await expect(page.getByText('Benefit package claimed successfully')).toBeVisible()

  await page.goto('/admin')
  // The shell page's button does nothing until the app has taken the page over.
  await waitForApp(page)
  await page.getByRole('button', { name: /Check backend/ }).click()
  await expect(page.getByText(/Conforms/).first()).toBeVisible()

  expect(errors).toEqual([])
  expectAllValid(calls)
  const operations = new Set(
    calls.map((call) => `${call.method} ${call.url.replace(/\/key_[\w-]+\//, '/{id}/')}`),
  )
  for (const operation of [
    'GET /api/email/config',
    'POST /api/auth/send-verification',
    'POST /api/auth/register',
    'GET /api/activation-codes/my-subscription',
    'GET /api/user/statistics',
    'GET /api/user/api-keys',
    'POST /api/user/api-keys',
    'POST /api/activation-codes/preview',
    'POST /api/activation-codes/activate',
    'POST /api/benefit-packages/claim/WELCOME',
  ]) {
    expect(operations, operation).toContain(operation)
  }
})
