import { expect, test } from './fixtures.ts'

test('a user near their quotas is warned on the dashboard, dismisses one warning for the day and goes to the plans', async ({
  page,
  logIn,
}) => {
  // heavy@example.com's weekly Opus use is at 85 % from Tuesday on (the week starts on Monday, UTC): a Wednesday.
  await page.clock.setFixedTime(new Date('2026-11-25T10:00:00Z'))
  await logIn('heavy@example.com')
  const daily = page.getByRole('status', { name: 'Daily quota: 92% used' })
  await expect(daily).toContainText('$2.40 of $30.00 left.')
  await expect(daily).toContainText(/It resets at .+, in /)
  const opus = page.getByRole('status', { name: 'Weekly Opus quota: 85% used' })
  await expect(opus).toContainText('$9.00 of $60.00 left.')
  // The header says so too, on every page.
  const avatar = page.getByRole('button', {
    name: 'Account menu for heavy@example.com: needs your attention',
  })
  await expect(avatar).toBeVisible()

  await daily.getByRole('button', { name: 'Dismiss' }).click()
  await expect(daily).toBeHidden()
  await page.reload()
  await expect(opus).toBeVisible()
  await expect(daily).toBeHidden()

  await opus.getByRole('link', { name: 'Upgrade your plan' }).click()
  await expect(page).toHaveURL(/\/plans$/)
  await expect(avatar).toBeVisible()

  // With every warning dismissed, the avatar's dot goes too.
  await page.goBack()
  await opus.getByRole('button', { name: 'Dismiss' }).click()
  await expect(opus).toBeHidden()
  await expect(page.getByRole('button', { name: 'Account menu for heavy@example.com' })).toBeVisible()
})

test('a user well within the quotas sees no warning', async ({ page, logIn }) => {
  await logIn('demo@example.com')
  await expect(page.getByRole('region', { name: 'Usage', exact: true })).toContainText('Daily quota')
  await expect(page.getByRole('region', { name: 'Subscription' })).toContainText('Active')
  await expect(page.getByRole('status', { name: /quota/ })).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Account menu for demo@example.com' })).toBeVisible()
})
