import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { message, waitForApp, type Language } from '../fixtures.ts'

/**
 * Without the early-input script (blocked, or JavaScript off), Enter on a prerendered sign-in form is the
 * browser's own submit, to the static host: it must send no password, anywhere, and keep what was typed.
 */
const EMAIL = 'native@example.com'
const SECRET = 'Sentinel4821Secret'

const FORMS = [
  { path: '/login', passwords: ['auth:fields.password'] },
  { path: '/register', passwords: ['auth:fields.password', 'auth:fields.confirmPassword'] },
] as const

/** Every request the page sends from now on that carries the password, in its address or its body. */
function recordLeaks(page: Page) {
  const leaks: string[] = []
  page.on('request', (request) => {
    const sent = `${request.url()} ${request.postData() ?? ''}`
    if (sent.includes(SECRET) || sent.includes(encodeURIComponent(SECRET))) {
      leaks.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`)
    }
  })
  return leaks
}

/** The tab's loads from now on: a native submit is one. */
function countDocumentLoads(page: Page) {
  const loads = { count: 0 }
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1
  })
  return loads
}

/** Types into the visible form (the page's own language; the other blocks are hidden) and presses Enter. */
async function typeAndSubmit(page: Page, passwords: readonly string[]) {
  const language = (await page.locator('html').getAttribute('lang')) as Language
  const form = page.getByRole('main')
  await form.getByLabel(message(language, 'auth:fields.email')).fill(EMAIL)
  for (const label of passwords) {
    await form.getByLabel(message(language, label), { exact: true }).fill(SECRET)
  }
  await form.getByLabel(message(language, passwords[0]!), { exact: true }).press('Enter')
  return { form, language }
}

async function expectTypedValues(form: Locator, language: Language, passwords: readonly string[]) {
  await expect(form.getByLabel(message(language, 'auth:fields.email'))).toHaveValue(EMAIL)
  for (const label of passwords) {
    await expect(form.getByLabel(message(language, label), { exact: true })).toHaveValue(SECRET)
  }
}

async function newPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ locale: 'en-US', javaScriptEnabled })
  return { context, page: await context.newPage() }
}

for (const { path, passwords } of FORMS) {
  test(`${path} without JavaScript: Enter sends nothing and keeps what was typed`, async ({ browser }) => {
    const { context, page } = await newPage(browser, false)
    await page.goto(path)
    const leaks = recordLeaks(page)
    const loads = countDocumentLoads(page)
    const { form, language } = await typeAndSubmit(page, passwords)
    // A native submit would have left by now; the click too.
    await form.getByRole('button', { name: message(language, `auth:${path.slice(1)}.submit`) }).click()
    await expectTypedValues(form, language, passwords)
    expect(leaks).toEqual([])
    expect(loads.count).toBe(0)
    await context.close()
  })

  test(`${path} with the early-input script blocked: Enter before the app sends no password, and the app takes over what was typed`, async ({
    browser,
  }) => {
    const { context, page } = await newPage(browser, true)
    // The page without its early-input script (written in after the page's content).
    await page.route(path, async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      const body = html.replace(
        /<script>(?:(?!<\/script>)[^])*data-submit-pending(?:(?!<\/script>)[^])*<\/script>/,
        '',
      )
      expect(body).not.toBe(html)
      await route.fulfill({ response, body })
    })
    // The app arrives only once the visitor has pressed Enter, as on a slow network.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await released
      await route.continue()
    })
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    const leaks = recordLeaks(page)
    const loads = countDocumentLoads(page)
    const { language } = await typeAndSubmit(page, passwords)
    await expect(page.locator('[data-prerendered]').first()).toBeAttached()
    expect(loads.count).toBe(0)

    release()
    await waitForApp(page)
    const form = page.getByRole('main')
    await expectTypedValues(form, language, passwords)
    expect(leaks).toEqual([])
    expect(loads.count).toBe(0)
    await context.close()
  })
}
