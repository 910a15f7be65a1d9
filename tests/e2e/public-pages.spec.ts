import { LANGUAGE_STORAGE_KEY, THEME_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { expect, message, test, waitForApp, type Language } from './fixtures.ts'

test('a visitor opening / lands on /home and browses every public page from the header and footer', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Relay Portal' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveClass(/active/)

  const pages = [
    {
      link: 'Features',
      url: /\/features$/,
      heading: 'Everything you need to code with an AI engineer',
      sections: [],
    },
    {
      link: 'Pricing',
      url: /\/plans$/,
      heading: 'Pricing',
      sections: [
        { level: 3, name: 'Pro' },
        { level: 2, name: 'Frequently asked questions' },
      ],
    },
    { link: 'Docs', url: /\/docs$/, heading: 'Setup guide', sections: [] },
    { link: 'Home', url: /\/home$/, heading: 'Relay Portal', sections: [] },
  ]
  for (const { link, url, heading, sections } of pages) {
    await nav.getByRole('link', { name: link }).click()
    await expect(page).toHaveURL(url)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(nav.getByRole('link', { name: link })).toHaveClass(/active/)
    for (const { level, name } of sections) {
      await expect(page.getByRole('heading', { level, name, exact: true })).toBeVisible()
    }
  }
  await page.getByRole('navigation', { name: 'Product' }).getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { level: 1, name: 'About Relay Portal' })).toBeVisible()

  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  await page.getByRole('banner').getByRole('link', { name: 'Register' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
  await page.getByRole('link', { name: 'Relay Portal home' }).click()
  await expect(page).toHaveURL(/\/home$/)
})

test('a visitor switches the docs between tools and operating systems', async ({ page }) => {
  await page.goto('/docs?os=macos')
  await expect(page.getByRole('tab', { name: 'Claude Code' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('heading', { name: 'Install Claude Code' })).toBeVisible()

  await page.getByRole('tab', { name: 'Codex CLI' }).click()
  await expect(page.getByRole('tab', { name: 'Codex CLI' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('heading', { name: 'Install Codex CLI' })).toBeVisible()
  await expect(page).toHaveURL(/tool=codex/)

  const os = page.getByRole('group', { name: 'Operating system' })
  // A click, not check(): the choice is kept in the URL, so the radio turns checked once the URL changed.
  await os.getByRole('radio', { name: 'Windows (CMD)' }).click()
  await expect(os.getByRole('radio', { name: 'Windows (CMD)' })).toBeChecked()
  await expect(page).toHaveURL(/os=cmd/)
  await expect(page.getByText(/^setx OPENAI_API_KEY/).first()).toBeVisible()
  await expect(page.getByRole('group', { name: 'Shell' })).toBeHidden()

  await os.getByRole('radio', { name: 'Linux / WSL2' }).click()
  await expect(os.getByRole('radio', { name: 'Linux / WSL2' })).toBeChecked()
  await expect(page).toHaveURL(/os=linux/)
  await expect(page.getByText(/On WSL2, run every command inside your Linux distribution/)).toBeVisible()
  await page.getByRole('group', { name: 'Shell' }).getByRole('radio', { name: 'fish' }).click()
  await expect(page.getByRole('group', { name: 'Shell' }).getByRole('radio', { name: 'fish' })).toBeChecked()
  await expect(page).toHaveURL(/shell=fish/)

  // The choice lives in the URL: a reload shows the same view.
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Codex CLI' })).toHaveAttribute('aria-selected', 'true')
  await expect(os.getByRole('radio', { name: 'Linux / WSL2' })).toBeChecked()
})

test('a visitor opens the claim page, the operator console and the login and register pages by their URLs', async ({
  page,
}) => {
  await page.goto('/claim/WELCOME')
  await expect(page.getByRole('heading', { level: 1, name: 'Claim a benefit package' })).toBeVisible()
  await expect(page.getByText('Welcome package')).toBeVisible()
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible()
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  await page.goto('/register')
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
})

test('a visitor on an unknown path sees a 404 with a way home', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Relay Portal' })).toBeVisible()
})

test('the home page does not shift while its terminals type, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/home')
  const terminal = page.getByRole('figure').first()
  await expect(terminal).toHaveAttribute('aria-busy', 'true')
  await expect(terminal).not.toHaveAttribute('aria-busy', 'true', { timeout: 10_000 })
  // Every shift since the page opened, up to the terminal's settled state awaited above: a buffered observer holds
  // them at once, so takeRecords() reads them without waiting for its callback.
  const shift = await page.evaluate(() => {
    const observer = new PerformanceObserver(() => {})
    observer.observe({ type: 'layout-shift', buffered: true })
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number })[]
    observer.disconnect()
    return entries.reduce((total, entry) => total + entry.value, 0)
  })
  expect(shift).toBeLessThan(0.01)
})

test('the landing pages paint in the visitor’s language before any of the app’s JavaScript runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'ja-JP' })
  const page = await context.newPage()
  // The app's scripts never arrive; only the HTML (the boot script written in) and its stylesheet do.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
  // `/` answers with the home page too.
  await page.goto('/')
  await expect(page.getByText(message('ja', 'home:hero.tagline'))).toBeVisible()
  await page.goto('/home')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await expect(page.getByRole('heading', { level: 1, name: 'Relay Portal' })).toBeVisible()
  await expect(page.getByText(message('ja', 'home:hero.tagline'))).toBeVisible()
  // Only the visitor's language shows: the other four blocks are in the HTML but not displayed.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page).toHaveTitle(message('ja', 'home:meta.title'))
  await page.goto('/plans')
  await expect(page.getByRole('heading', { level: 1, name: message('ja', 'plans:title') })).toBeVisible()
  await expect(page).toHaveTitle(message('ja', 'plans:meta.title'))
  await page.goto('/docs')
  await expect(page.getByRole('heading', { level: 1, name: message('ja', 'docs:title') })).toBeVisible()
  await expect(page).toHaveTitle(message('ja', 'docs:meta.title'))
  for (const namespace of ['features', 'about']) {
    await page.goto(`/${namespace}`)
    await expect(
      page.getByRole('heading', { level: 1, name: message('ja', `${namespace}:title`) }),
    ).toBeVisible()
    await expect(page).toHaveTitle(message('ja', `${namespace}:meta.title`))
  }
  await context.close()
})

test('the features and about pages are in their HTML: with no JavaScript at all, each shows its heading', async ({
  browser,
}) => {
  // Not even the boot script runs: the HTML's own language shows, by the stylesheet alone.
  const context = await browser.newContext({ locale: 'en-US', javaScriptEnabled: false })
  const page = await context.newPage()
  for (const namespace of ['features', 'about']) {
    await page.goto(`/${namespace}`)
    const language = (await page.locator('html').getAttribute('lang')) as Language
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(language, `${namespace}:title`))
    await expect(page).toHaveTitle(message(language, `${namespace}:meta.title`))
  }
  await context.close()
})

test('the app takes over the prerendered features and about pages without an error', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-TW' })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (entry) => {
    if (entry.type() === 'error') errors.push(entry.text())
  })
  for (const namespace of ['features', 'about']) {
    await page.goto(`/${namespace}`)
    // The app's first render has replaced the prerendered copy.
    await waitForApp(page)
    await expect(
      page.getByRole('heading', { level: 1, name: message('zh-TW', `${namespace}:title`) }),
    ).toBeVisible()
    await expect(page).toHaveTitle(message('zh-TW', `${namespace}:meta.title`))
  }
  expect(errors).toEqual([])
  await context.close()
})

test('the app replaces a prerendered page with its own render, in the chosen language and theme', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' })
  await context.addInitScript(
    ([languageKey, themeKey]) => {
      localStorage.setItem(languageKey, 'ru')
      localStorage.setItem(themeKey, 'dark')
    },
    [LANGUAGE_STORAGE_KEY, THEME_STORAGE_KEY] as const,
  )
  const page = await context.newPage()
  await page.goto('/docs')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(page.locator('[data-prerendered]')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: message('ru', 'docs:title') })).toBeVisible()
  await expect(page).toHaveTitle(message('ru', 'docs:meta.title'))
  await context.close()
})

test('the theme toggle offers the other theme, on the prerendered page and in the app', async ({
  browser,
}) => {
  // The system is dark and nothing is stored: the dark theme applies.
  const context = await browser.newContext({ locale: 'en-US', colorScheme: 'dark' })
  const toLight = { name: message('en', 'common:theme.toLight') }
  const toDark = { name: message('en', 'common:theme.toDark') }

  const prerendered = await context.newPage()
  await prerendered.route(/\/assets\/.*\.js$/, (route) => route.abort())
  await prerendered.goto('/plans')
  await expect(prerendered.getByRole('button', toLight)).toBeVisible()
  await expect(prerendered.getByRole('button', toDark)).toHaveCount(0)
  await prerendered.close()

  const page = await context.newPage()
  await page.goto('/plans')
  await waitForApp(page)
  await page.getByRole('button', toLight).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await expect(page.getByRole('button', toDark)).toBeVisible()
  await page.getByRole('button', toDark).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.reload()
  await waitForApp(page)
  await expect(page.getByRole('button', toLight)).toBeVisible()
  await context.close()
})
