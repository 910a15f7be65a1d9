import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import { expect, test } from './fixtures.ts'

test('a new user claims WELCOME, is told so and is taken to the dashboard', async ({ page, logIn }) => {
  await logIn('new@example.com')
  await page.goto('/claim/WELCOME')
  await expect(page.getByRole('heading', { name: 'Welcome package' })).toBeVisible()
  await page.getByRole('button', { name: 'Claim', exact: true }).click()
  const status = page.getByRole('status').filter({ hasText: 'Benefit package claimed successfully' })
  await expect(status).toContainText('Redirecting to dashboard...')
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 })
  // The package is activated at once.
  await expect(page.getByRole('region', { name: 'Subscription' })).toContainText('Welcome package · 7 days')

  // Back on the package, the page knows it was claimed: Claim is disabled and says why.
  await page.goto('/claim/WELCOME')
  const claim = page.getByRole('button', { name: 'Claim', exact: true })
  await expect(claim).toBeDisabled()
  await expect(claim).toHaveAccessibleDescription('You have already claimed this benefit package.')
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to dashboard' })).toBeVisible()
})

test('a user who claimed a package before is not eligible for another, before any click', async ({
  page,
  logIn,
}) => {
  await logIn('claimed@example.com')
  await page.goto('/claim/LAUNCH2026')
  const claim = page.getByRole('button', { name: 'Claim', exact: true })
  await expect(claim).toBeDisabled()
  await expect(claim).toHaveAccessibleDescription(
    'Only accounts that haven’t claimed a benefit package before can claim this one.',
  )
})

test('an ended package says so beside a disabled Claim', async ({ page, logIn }) => {
  await logIn('new@example.com')
  await page.goto('/claim/BETA2025')
  const claim = page.getByRole('button', { name: 'Claim', exact: true })
  await expect(claim).toBeDisabled()
  await expect(page.getByText('This benefit package can no longer be claimed.')).toBeVisible()
  await expect(page.getByText('No longer claimable', { exact: false })).toBeVisible()
})

test('a visitor must log in to claim and comes back to the claim page afterwards', async ({ page }) => {
  await page.goto('/claim/WELCOME')
  await expect(page.getByText('Login required to claim benefit package')).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Register' })).toHaveAttribute(
    'href',
    '/register?returnTo=%2Fclaim%2FWELCOME',
  )
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fclaim%2FWELCOME$/)
  await page.getByLabel('Email').fill('new@example.com')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/claim\/WELCOME$/)
  await expect(page.getByRole('button', { name: 'Claim', exact: true })).toBeVisible()
})

test('a visitor with an unknown package link is told it failed to load', async ({ page }) => {
  await page.goto('/claim/NOPE')
  await expect(page.getByText(/^Failed to load benefit package/)).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Claim', exact: true })).toBeHidden()
})
