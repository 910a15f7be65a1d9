import { LANGUAGE_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { LANGUAGES, expect, message, test, type Language } from './fixtures.ts'

test('a visitor switches through all five languages and each choice survives a reload', async ({ page }) => {
  await page.goto('/home')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  for (const language of [...LANGUAGES].reverse()) {
    // The select's name is in the current language; it is the only combobox in the header.
    await page.getByRole('banner').getByRole('combobox').selectOption(language)
    const nav = page.getByRole('navigation', { name: message(language, 'nav.label') })
    await expect(nav.getByRole('link', { name: message(language, 'nav.pricing') })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await expect(page.getByRole('combobox', { name: message(language, 'language.label') })).toHaveValue(
      language,
    )
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe(language)

    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    for (const item of ['nav.home', 'nav.features', 'nav.pricing', 'nav.docs']) {
      await expect(nav.getByRole('link', { name: message(language, item), exact: true })).toBeVisible()
    }
    await expect(page.getByRole('combobox', { name: message(language, 'language.label') })).toHaveValue(
      language,
    )
  }
  // The language stays while moving between pages.
  await page
    .getByRole('link', { name: message('zh-CN', 'nav.docs'), exact: true })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: message('zh-CN', 'docs:title') })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
})

const BROWSER_LOCALES: [locale: string, expected: Language][] = [
  ['ja-JP', 'ja'],
  ['ru-RU', 'ru'],
  ['zh-TW', 'zh-TW'],
  ['zh-CN', 'zh-CN'],
  ['zh-HK', 'zh-TW'],
  ['zh-SG', 'zh-CN'],
  ['zh', 'zh-CN'],
  ['de-DE', 'en'],
]

for (const [locale, expected] of BROWSER_LOCALES) {
  test(`a visitor whose browser speaks ${locale} first sees the site in ${expected}`, async ({ browser }) => {
    const context = await browser.newContext({ locale })
    const page = await context.newPage()
    await page.goto('/home')
    await expect(page.locator('html')).toHaveAttribute('lang', expected)
    const nav = page.getByRole('navigation', { name: message(expected, 'nav.label') })
    await expect(
      nav.getByRole('link', { name: message(expected, 'nav.features'), exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('combobox', { name: message(expected, 'language.label') })).toHaveValue(
      expected,
    )
    // Detection is not a choice: nothing is stored until the visitor picks a language.
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBeNull()
    await context.close()
  })
}

test('a stored choice wins over the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ja-JP' })
  const page = await context.newPage()
  await page.addInitScript((key) => localStorage.setItem(key, 'ru'), LANGUAGE_STORAGE_KEY)
  await page.goto('/home')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(page.getByRole('link', { name: message('ru', 'nav.pricing') }).first()).toBeVisible()
  await context.close()
})
