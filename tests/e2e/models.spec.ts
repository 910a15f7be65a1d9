import { MODEL_CATALOGUE } from '#mocks/catalogue.ts'
import { LANGUAGE_STORAGE_KEY } from '#src/config/storage-keys.ts'
import {
  DESKTOP,
  LANGUAGES,
  PHONE,
  expect,
  expectNoHorizontalOverflow,
  message,
  setMockControls,
  test,
  waitForApp,
  type Language,
} from './fixtures.ts'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('the prerendered price list shows its title and heading in each language before any of the app’s JavaScript runs', async ({
  browser,
}) => {
  for (const language of LANGUAGES) {
    const context = await browser.newContext()
    await context.addInitScript(([key, chosen]) => localStorage.setItem(key, chosen), [
      LANGUAGE_STORAGE_KEY,
      language,
    ] as const)
    const page = await context.newPage()
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
    await page.goto('/models')
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(language, 'models:title'))
    await expect(page).toHaveTitle(message(language, 'models:meta.title'))
    // The catalogue comes from the API: until the app asks for it, its room is held.
    await expect(
      page.getByRole('status').filter({ hasText: message(language, 'models:list.loading') }),
    ).toBeAttached()
    await expect(page.getByRole('table')).toHaveCount(0)
    await context.close()
  }
})

test('the app takes over /models in each language without an error and lists the mock’s catalogue', async ({
  browser,
}) => {
  for (const language of LANGUAGES) {
    const context = await browser.newContext()
    await context.addInitScript(([key, chosen]) => localStorage.setItem(key, chosen), [
      LANGUAGE_STORAGE_KEY,
      language,
    ] as const)
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (entry) => {
      if (entry.type() === 'error') errors.push(entry.text())
    })
    await page.goto('/models')
    await waitForApp(page)
    await expect(
      page.getByRole('heading', { level: 1, name: message(language, 'models:title') }),
    ).toBeVisible()
    await expect(page).toHaveTitle(message(language, 'models:meta.title'))
    // Each row's header: the model's name, then its id (and the vendor), in the catalogue's order.
    await expect(page.getByRole('rowheader')).toHaveText(
      MODEL_CATALOGUE.map(({ name, id }) => new RegExp(`^${escapeRegExp(name)}\\s*${escapeRegExp(id)}`)),
    )
    expect(errors, language).toEqual([])
    await context.close()
  }
})

test('a visitor filters by tool and name, and a reload keeps the filter', async ({ page }) => {
  await page.goto('/models?tool=codex')
  const codex = MODEL_CATALOGUE.filter((model) => model.tools.includes('codex'))
  await expect(page.getByRole('rowheader')).toHaveCount(codex.length)
  await page.getByRole('combobox', { name: 'Tool' }).selectOption({ label: 'Gemini CLI' })
  await page.getByRole('searchbox', { name: 'Search by name or ID' }).fill('flash')
  await expect(page).toHaveURL(/\/models\?tool=gemini-cli&q=flash$/)
  const flash = MODEL_CATALOGUE.filter(
    (model) => model.tools.includes('gemini-cli') && /flash/i.test(model.name),
  )
  await expect(page.getByRole('rowheader')).toHaveCount(flash.length)
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Tool' })).toHaveValue('gemini-cli')
  await expect(page.getByRole('searchbox', { name: 'Search by name or ID' })).toHaveValue('flash')
  await expect(page.getByRole('rowheader')).toHaveCount(flash.length)
})

test('the pricing page, the home page and the setup guide link to the price list', async ({ page }) => {
  await page.goto('/plans')
  await page.getByRole('link', { name: 'Prices of every model' }).click()
  await expect(page).toHaveURL(/\/models$/)
  await page.goto('/home')
  await page.getByRole('link', { name: 'All models and their prices' }).click()
  await expect(page).toHaveURL(/\/models$/)
  await page.goto('/docs?tool=codex')
  await page.getByRole('link', { name: 'Models Codex CLI can use, and their prices' }).click()
  await expect(page).toHaveURL(/\/models\?tool=codex$/)
  await expect(page.getByRole('combobox', { name: 'Tool' })).toHaveValue('codex')
  await page.getByRole('navigation', { name: 'Product' }).getByRole('link', { name: 'Models' }).click()
  await expect(page).toHaveURL(/\/models$/)
  await expect(page.getByRole('rowheader')).toHaveCount(MODEL_CATALOGUE.length)
})

for (const language of ['ru', 'ja'] as const satisfies readonly Language[]) {
  test(`at 320 px in ${language} the price list is a column of cards that never scrolls sideways`, async ({
    page,
    setLanguage,
  }) => {
    await page.setViewportSize({ width: 320, height: 740 })
    await setLanguage(language)
    await page.goto('/models')
    await expect(page.getByRole('rowheader')).toHaveCount(MODEL_CATALOGUE.length)
    await expectNoHorizontalOverflow(page, `/models in ${language}`)
    const first = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .first()
    const box = await first.boundingBox()
    expect(box?.x).toBeGreaterThanOrEqual(0)
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320)
    // Each fact of a card is labelled in the reader's language.
    await expect(first.getByRole('cell').first()).toHaveAttribute(
      'data-label',
      message(language, 'models:table.input'),
    )
  })
}

for (const [device, viewport] of [
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const) {
  test(`the price list does not shift while a slow catalogue arrives, on ${device}`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/about')
    await setMockControls(page, { latencyMs: 1500, pathIncludes: '/api/models' })
    await page.evaluate(() => {
      history.pushState(null, '', '/models')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.getByRole('status').filter({ hasText: 'Loading models…' })).toBeAttached()
    await expect(page.getByRole('rowheader')).toHaveCount(MODEL_CATALOGUE.length)
    // Every shift since the page opened: a buffered observer holds them, takeRecords() reads them at once.
    const shift = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => {})
      observer.observe({ type: 'layout-shift', buffered: true })
      const entries = observer.takeRecords() as (PerformanceEntry & { value: number })[]
      observer.disconnect()
      return entries.reduce((total, entry) => total + entry.value, 0)
    })
    expect(shift).toBeLessThan(0.01)
  })
}
