import { type Locator, type Page } from '@playwright/test'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import { expect, test } from './fixtures.ts'

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails when it is not reached in `limit` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 40 } = {}) {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
  }
  await expect(target, `reached with ${limit} ${backwards ? 'Shift+Tab' : 'Tab'} presses`).toBeFocused({
    timeout: 1,
  })
}

test('a keyboard user logs in, creates a key and copies it without the mouse', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()

  // The first stop is the skip link; it leads past the header into the page.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Email')).toBeFocused()
  await page.keyboard.type('demo@example.com')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
  await page.keyboard.type(DEMO_PASSWORD)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/dashboard$/)

  const overview = page.getByRole('tab', { name: 'Overview' })
  await tabTo(page, overview)
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'API keys' })).toBeFocused()
  await expect(page.getByRole('tab', { name: 'API keys' })).toHaveAttribute('aria-selected', 'true')

  await tabTo(page, page.getByLabel('Name (optional)'))
  await page.keyboard.type('Keyboard')
  await page.keyboard.press('Enter')
  const title = page.getByRole('heading', { name: 'Your new key “Keyboard” is ready' })
  // The result takes the focus, so the next Tab lands on its actions.
  await expect(title).toBeFocused()
  const card = page.getByRole('region', { name: 'Your new key “Keyboard” is ready' })
  const fullKey = (await card.locator('code').first().textContent()) ?? ''
  expect(fullKey).toMatch(/^cr_/)
  await page.keyboard.press('Tab')
  await expect(card.getByRole('button', { name: 'Copy key', exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(card.getByText('Copied to clipboard')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fullKey)

  // Renaming works from the keyboard as well: Enter edits, Enter saves.
  const edit = page.getByRole('button', { name: 'Edit remark for “Keyboard”' })
  await tabTo(page, edit)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('textbox', { name: 'Remark for “Keyboard”' })).toBeFocused()
  await page.keyboard.type('Typed without a mouse')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Typed without a mouse')).toBeVisible()
  await expect(edit).toBeFocused()
})

test('a keyboard user opens, moves through and closes the account menu, then logs out', async ({
  page,
  logIn,
}) => {
  await logIn()
  const avatar = page.getByRole('button', { name: 'Account menu for demo@example.com' })
  await tabTo(page, avatar)
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await expect(avatar).toHaveAttribute('aria-expanded', 'true')
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: 'Account' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(avatar).toBeFocused()
  await expect(avatar).toHaveAttribute('aria-expanded', 'false')

  await page.keyboard.press('Space')
  await expect(menu).toBeVisible()
  // The menu moves focus to its first item once it has opened; a person presses End after that.
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused()
  await page.keyboard.press('End')
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
})

test('the account menu, a popover, closes on a click outside and on a second click on the avatar', async ({
  page,
  logIn,
}) => {
  await logIn()
  const avatar = page.getByRole('button', { name: 'Account menu for demo@example.com' })
  const menu = page.getByRole('menu')
  await avatar.click()
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused()
  await page.getByRole('heading', { level: 1 }).click()
  await expect(menu).toBeHidden()
  await expect(avatar).toHaveAttribute('aria-expanded', 'false')
  await avatar.click()
  await expect(menu).toBeVisible()
  await avatar.click()
  await expect(menu).toBeHidden()
  await expect(avatar).toHaveAttribute('aria-expanded', 'false')
})

test('a keyboard user activates a code from the dashboard tabs', async ({ page, logIn }) => {
  await logIn('new@example.com')
  await tabTo(page, page.getByRole('tab', { name: 'Overview' }))
  await page.keyboard.press('End')
  await expect(page.getByRole('tab', { name: 'Usage' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('tab', { name: 'Activation code' })).toHaveAttribute('aria-selected', 'true')
  await tabTo(page, page.getByRole('textbox', { name: 'Activation code' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('textbox', { name: 'Activation code' })).toHaveAccessibleDescription(
    /Enter your activation code\./,
  )
  await page.keyboard.type('RELAY-MONTH-DEMO1')
  await page.keyboard.press('Enter')
  // The review takes focus; Confirm is the next stop.
  await expect(page.getByRole('region', { name: 'Check before you activate' })).toBeFocused()
  await tabTo(page, page.getByRole('button', { name: 'Confirm activation' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Activation successful!')).toBeVisible()
  await tabTo(page, page.getByRole('link', { name: 'View your subscription' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true')
})

test('a keyboard user switches the language and the docs tool with the keyboard', async ({ page }) => {
  await page.goto('/docs?os=linux')
  await expect(page.getByRole('heading', { level: 1, name: 'Setup guide' })).toBeVisible()
  await tabTo(page, page.getByRole('tab', { name: 'Claude Code' }))
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Codex CLI' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('heading', { name: 'Install Codex CLI' })).toBeVisible()

  await tabTo(page, page.getByRole('combobox', { name: 'Language' }), { backwards: true, limit: 80 })
  // A focused select changes with the arrow keys: English → 日本語.
  await page.keyboard.press('ArrowDown')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
})

test('a keyboard user opens a FAQ answer on the prerendered /plans before the app has started', async ({
  browser,
}) => {
  // A page of its own (the fixture's page waits for the app): no app script runs, so what works here is the
  // prerendered HTML's own behaviour.
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
  await page.goto('/plans')
  const refund = page.locator('summary', { hasText: 'Can I get a refund?' })
  const answer = page.getByRole('region', { name: 'Can I get a refund?' })
  await expect(answer).toBeHidden()
  await tabTo(page, refund, { limit: 60 })
  await page.keyboard.press('Enter')
  await expect(answer).toBeVisible()
  await expect(answer).toContainText('full refund within 24 hours of purchase')
  await page.keyboard.press('Space')
  await expect(answer).toBeHidden()
  await context.close()
})

test('a keyboard user reads the demo account’s last 14 days as a chart and a table, the metric kept on reload', async ({
  page,
  logIn,
}) => {
  await logIn('demo@example.com')
  const chart = page.getByRole('group', { name: /^Requests per day, last 14 days: .+ in total, highest / })
  await expect(chart).toBeVisible()
  await expect(chart.getByRole('img')).toHaveCount(14)
  await expect(chart.getByRole('img', { name: /\(today\): \d[\d,]* requests?$/ })).toBeVisible()

  // The metric is a radio group: the arrow keys move the choice, and the choice goes into the URL.
  await tabTo(page, page.getByRole('radio', { name: 'Requests' }))
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: 'Tokens' })).toBeChecked()
  await expect(page).toHaveURL(/[?&]usage=tokens\b/)
  const tokens = page.getByRole('group', { name: /^Tokens per day, last 14 days: / })
  await expect(tokens).toBeVisible()

  // One tab stop on the chart, on today; Home goes to the oldest day.
  await page.keyboard.press('Tab')
  await expect(tokens.getByRole('img', { name: /\(today\): / })).toBeFocused()
  await page.keyboard.press('Home')
  await expect(tokens.getByRole('img').first()).toBeFocused()

  await page.reload()
  await expect(page.getByRole('radio', { name: 'Tokens' })).toBeChecked()
  await expect(tokens).toBeVisible()

  await tabTo(page, page.getByRole('button', { name: 'Show as table' }))
  await page.keyboard.press('Enter')
  const table = page.getByRole('table', { name: 'Usage per day, last 14 days' })
  await expect(table.getByRole('row')).toHaveCount(15)
  await expect(table.getByRole('rowheader').last()).toContainText('(today)')
})
