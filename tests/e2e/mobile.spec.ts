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

for (const width of [320, 375]) {
  for (const language of ['en', 'ru', 'ja'] as const) {
    test(`a ${width} px phone user in ${language} sees every dashboard tab whole and can open each`, async ({
      page,
      setLanguage,
      logIn,
    }) => {
      await page.setViewportSize({ width, height: 740 })
      await setLanguage(language)
      await logIn('demo@example.com', language)
      const tabList = page.getByRole('tablist', { name: message(language, 'dashboard:tabs.label') })
      const tabs = tabList.getByRole('tab')
      await expect(tabs).toHaveCount(4)
      for (const name of ['overview', 'keys', 'activate', 'usage']) {
        const tab = tabList.getByRole('tab', { name: message(language, `dashboard:tabs.${name}`) })
        await expect(tab, `${name} tab is rendered`).toBeVisible()
        const box = await tab.evaluate((element) => {
          const { left, right } = element.getBoundingClientRect()
          return { left, right }
        })
        // Wholly inside the viewport, not clipped by a list that scrolls sideways.
        expect(box.left, `${name} tab's left edge`).toBeGreaterThanOrEqual(0)
        expect(box.right, `${name} tab's right edge`).toBeLessThanOrEqual(width)
        const isClipped = await tab.evaluate((element) => {
          const list = element.parentElement
          if (!list) return true
          const own = element.getBoundingClientRect()
          const visible = list.getBoundingClientRect()
          return own.left < visible.left - 0.5 || own.right > visible.right + 0.5
        })
        expect(isClipped, `${name} tab is clipped by the tab list`).toBe(false)
        await tab.click()
        await expect(tab).toHaveAttribute('aria-selected', 'true')
      }
      await expectNoHorizontalOverflow(page, `dashboard tabs at ${width} px in ${language}`)
    })
  }
}

for (const language of ['ru', 'ja'] as const) {
  test(`a 320 px phone user in ${language} reads the keys with their usage as a list, nothing wider than the screen`, async ({
    page,
    setLanguage,
    logIn,
  }) => {
    await page.setViewportSize({ width: 320, height: 740 })
    await setLanguage(language)
    await logIn('demo@example.com', language)
    await page.getByRole('tab', { name: message(language, 'dashboard:tabs.keys') }).click()
    const list = page.getByRole('region', { name: message(language, 'api-keys:list.title') })
    // A key's item holds its fields; the items of its state list hold none.
    const keyItems = list.getByRole('listitem').filter({ has: page.getByRole('definition') })
    await expect(keyItems).toHaveCount(2)
    await expect(list.getByText(message(language, 'api-keys:list.usageToday'), { exact: true })).toHaveCount(
      2,
    )
    await list
      .getByRole('combobox', { name: message(language, 'api-keys:list.sortLabel') })
      .selectOption('usage-today')
    for (const item of await keyItems.all()) {
      // One field under another: every field starts at the same left edge.
      const lefts = await item
        .locator('dl > div')
        .evaluateAll(
          (fields) => new Set(fields.map((field) => Math.round(field.getBoundingClientRect().left))).size,
        )
      expect(lefts).toBe(1)
    }
    await page.screenshot({ path: `test-results/keys-320-${language}.png`, fullPage: true })
    await expectNoHorizontalOverflow(page, `keys with usage at 320 px in ${language}`)
  })
}

for (const language of ['ru', 'ja'] as const) {
  test(`a 320 px phone user in ${language} reads the newer screens with nothing wider than the screen`, async ({
    page,
    setLanguage,
    logIn,
  }) => {
    await page.setViewportSize({ width: 320, height: 740 })
    await setLanguage(language)
    for (const [path, title] of [
      ['/models', 'models:title'],
      ['/forgot-password', 'auth:forgot.title'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: message(language, title) })).toBeVisible()
      await expectNoHorizontalOverflow(page, `${path} at 320 px in ${language}`)
    }
    await logIn('demo@example.com', language)
    await page.getByRole('tab', { name: message(language, 'dashboard:tabs.keys') }).click()
    await page
      .getByRole('button', { name: message(language, 'api-keys:state.settingsFor', { name: 'Laptop' }) })
      .click()
    const settings = page.getByRole('dialog')
    await expect(settings).toBeVisible()
    const box = await settings.evaluate((element) => element.getBoundingClientRect().right)
    expect(box, 'the key settings dialog fits the screen').toBeLessThanOrEqual(320)
    await expectNoHorizontalOverflow(page, `key settings at 320 px in ${language}`)
    await page.keyboard.press('Escape')
    await page.getByRole('tab', { name: message(language, 'dashboard:tabs.usage') }).click()
    await expect(page.getByRole('heading', { name: message(language, 'request-log:title') })).toBeVisible()
    await expectNoHorizontalOverflow(page, `request log at 320 px in ${language}`)
    await page.goto('/account')
    await expect(
      page.getByRole('heading', { level: 1, name: message(language, 'account:title') }),
    ).toBeVisible()
    await page.screenshot({ path: `test-results/account-320-${language}.png`, fullPage: true })
    await expectNoHorizontalOverflow(page, `account at 320 px in ${language}`)
  })
}
