import { type Page } from '@playwright/test'
import { expect, setMockControls, test } from './fixtures.ts'

test.beforeEach(async ({ logIn, page }) => {
  await logIn('new@example.com')
  await page.getByRole('tab', { name: 'Activation code' }).click()
})

function codeField(page: Page) {
  return page.getByRole('textbox', { name: 'Activation code' })
}

/** Submits a code: it is checked first, and a refusal ends there. */
async function submit(page: Page, code: string) {
  await codeField(page).fill(code)
  await page.getByRole('button', { name: 'Activate' }).click()
}

/** Submits a code and confirms what the review says it will do. */
async function activate(page: Page, code: string) {
  await submit(page, code)
  await confirm(page)
}

async function confirm(page: Page) {
  const review = page.getByRole('region', { name: 'Check before you activate' })
  await expect(review).toBeFocused()
  await review.getByRole('button', { name: 'Confirm activation' }).click()
}

test('a user meets each refusal of an activation and keeps the code typed', async ({ page }) => {
  await page.getByRole('button', { name: 'Activate' }).click()
  await expect(codeField(page)).toHaveAccessibleDescription(/Enter your activation code\./)
  await expect(codeField(page)).toBeFocused()

  const failure = page.getByRole('alert').filter({ hasText: 'Activation failed' })
  const refusals: [code: string, reason: string][] = [
    ['RELAY-NOPE-0000', 'This activation code doesn’t exist. Please check the code.'],
    ['RELAY-USED-0001', 'This activation code has already been used.'],
    ['RELAY-EXPIRED-0001', 'This activation code has expired.'],
  ]
  for (const [code, reason] of refusals) {
    await submit(page, code)
    await expect(failure).toContainText(reason)
    await expect(codeField(page)).toHaveValue(code)
  }
  await expect(page.getByText('Activation successful!')).toBeHidden()
})

test('an activation that meets a network failure says so and keeps the code', async ({ page }) => {
  await setMockControls(page, { failNextCount: 1, failNextStatus: 'network', pathIncludes: '/activate' })
  await activate(page, 'RELAY-MONTH-DEMO1')
  await expect(page.getByRole('alert').filter({ hasText: 'Activation failed' })).toContainText(
    'Network error',
  )
  await expect(codeField(page)).toHaveValue('RELAY-MONTH-DEMO1')
  // Trying again once the network is back works.
  await page.getByRole('button', { name: 'Activate' }).click()
  await confirm(page)
  await expect(page.getByText('Activation successful!')).toBeVisible()
})

test('a user activates a valid code and the overview shows the plan', async ({ page }) => {
  await activate(page, '  RELAY-MONTH-DEMO1  ')
  const result = page.getByRole('status').filter({ hasText: 'Activation successful!' })
  await expect(result).toContainText('Pro')
  await expect(codeField(page)).toHaveValue('')
  await result.getByRole('link', { name: 'View your subscription' }).click()
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true')
  const subscription = page.getByRole('region', { name: 'Subscription' })
  await expect(subscription.getByText('Active', { exact: true })).toBeVisible()
  await expect(subscription.getByText(/^Pro · /)).toBeVisible()
  // The same code a second time is used up.
  await page.getByRole('tab', { name: 'Activation code' }).click()
  await submit(page, 'RELAY-MONTH-DEMO1')
  await expect(page.getByRole('alert')).toContainText('This activation code has already been used.')
})
