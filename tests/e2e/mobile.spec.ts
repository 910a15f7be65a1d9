import { PHONE, expect, expectNoHorizontalOverflow, message, test } from './fixtures.ts'

test.use({ viewport: PHONE })

test('a phone visitor opens the menu, sees the four links, navigates and the menu closes', async ({
  page,
}) => {
  await page.goto('/home')
  const toggle = page.getByRole('button', { name: 'Open menu' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  // On a phone the desktop links are folded away.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await toggle.click()

  const menu = page.getByRole('navigation', { name: 'Site menu' })
  await expect(menu).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
  await expect(menu.getByRole('listitem')).toHaveCount(4)
  for (const name of ['Home', 'Features', 'Pricing', 'Docs']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expectNoHorizontalOverflow(page, 'open menu')

  await menu.getByRole('link', { name: 'Pricing', exact: true }).click()
  await expect(page).toHaveURL(/\/plans$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible()
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')

  // The toggle and Escape close it too.
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('button', { name: 'Close menu' }).click()
  await expect(menu).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
})

test('a phone visitor switches the language and reaches Login through the menu', async ({ page }) => {
  await page.goto('/home')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Site menu' })
  await menu.getByRole('combobox', { name: 'Language' }).selectOption('ru')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  const ruMenu = page.getByRole('navigation', { name: message('ru', 'header.mobileNav') })
  await expect(ruMenu.getByRole('link', { name: message('ru', 'nav.pricing') })).toBeVisible()
  await expectNoHorizontalOverflow(page, 'menu in ru')
  await ruMenu.getByRole('link', { name: message('ru', 'header.login') }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { level: 1, name: message('ru', 'auth:login.title') })).toBeVisible()
  await expect(ruMenu).toBeHidden()
})
