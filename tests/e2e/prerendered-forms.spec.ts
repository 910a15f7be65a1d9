import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import { holdTheApp, message, recordLogins, waitForApp, type Language } from './fixtures.ts'

/**
 * /login and /register are prerendered (scripts/prerender-plugin.ts): their forms paint, and can be typed in,
 * before the app has started. These tests hold the app's entry until the visitor has typed, then let it through.
 */
test('a visitor who types and presses Enter on /login before the app has started is logged in once, with every key typed', async ({
  page,
}) => {
  const logins = recordLogins(page)
  const app = await holdTheApp(page)
  await page.goto('/login', { waitUntil: 'domcontentloaded' })
  await app.isRequested
  await page.getByLabel('Email').pressSequentially('demo@example.com')
  await page.getByLabel('Password', { exact: true }).pressSequentially(DEMO_PASSWORD)
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  // Held: nothing was posted, the page is still the prerendered one.
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.locator('[data-prerendered]')).toHaveCount(1)
  expect(logins).toEqual([])

  app.release()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: message('en', 'dashboard:title') })).toBeVisible()
  expect(logins).toEqual([{ email: 'demo@example.com', password: DEMO_PASSWORD }])
})

test('a visitor who presses Send code on /register before the app has started gets one code once it has', async ({
  page,
}) => {
  const sends: unknown[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/send-verification') {
      sends.push(request.postDataJSON())
    }
  })
  const app = await holdTheApp(page)
  await page.goto('/register', { waitUntil: 'domcontentloaded' })
  await app.isRequested
  await page.getByLabel('Email').pressSequentially('held@example.com')
  await page.getByRole('button', { name: message('en', 'auth:code.send') }).click()
  await page.getByRole('button', { name: message('en', 'auth:code.send') }).click()
  await expect(page.locator('[data-prerendered]')).toHaveCount(1)
  expect(sends).toEqual([])

  app.release()
  await expect(page.locator('[data-prerendered]')).toHaveCount(0)
  await expect.poll(() => sends).toEqual([{ email: 'held@example.com', type: 'register' }])
})

test('what a visitor types on /login before the app has started stays, with the focus and the caret, when it takes over', async ({
  page,
}) => {
  const logins = recordLogins(page)
  const app = await holdTheApp(page)
  await page.goto('/login', { waitUntil: 'domcontentloaded' })
  await app.isRequested
  // A typo fixed in the middle: the caret is not at the end when the app takes over.
  await page.getByLabel('Email').pressSequentially('demo@exmple.com')
  for (const _ of 'mple.com') await page.keyboard.press('ArrowLeft')

  app.release()
  await waitForApp(page)
  const email = page.getByLabel('Email')
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute('type', 'email')
  await page.keyboard.type('a')
  await expect(email).toHaveValue('demo@example.com')
  await page.keyboard.press('Tab')
  await page.keyboard.type(DEMO_PASSWORD)
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(DEMO_PASSWORD)
  expect(logins).toEqual([])
})

test('keys typed on /register while the app takes over all land, in order, in the field that had the focus', async ({
  page,
}) => {
  const app = await holdTheApp(page)
  await page.goto('/register', { waitUntil: 'domcontentloaded' })
  await app.isRequested
  await page.getByLabel('Email').pressSequentially('fresh@example.com')
  const password = page.getByLabel('Password', { exact: true })
  await password.pressSequentially('Secret')
  app.release()
  // Typing goes on, key by key, while the app arrives and replaces the form.
  await password.pressSequentially('123456789', { delay: 50 })
  await waitForApp(page)
  await expect(password).toBeFocused()
  await expect(password).toHaveValue('Secret123456789')
  await expect(page.getByLabel('Email')).toHaveValue('fresh@example.com')
})

test('the login and register pages show their form without any JavaScript, and a submit there sends nothing and keeps what was typed', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US', javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/register')
  // Not even the boot script runs: the HTML's own language shows.
  const language = (await page.locator('html').getAttribute('lang')) as Language
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(language, 'auth:register.title'))
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(language, 'auth:login.title'))
  const form = page.getByRole('main')
  const password = form.getByLabel(message(language, 'auth:fields.password'), { exact: true })
  await form.getByLabel(message(language, 'auth:fields.email')).fill('demo@example.com')
  await password.fill(DEMO_PASSWORD)
  const sent: string[] = []
  page.on('request', (request) => sent.push(`${request.method()} ${request.url()}`))
  await password.press('Enter')
  await form.getByRole('button', { name: message(language, 'auth:login.submit') }).click()
  // The form's method is `dialog`: outside a dialog, the browser's own submit goes nowhere.
  await expect(password).toHaveValue(DEMO_PASSWORD)
  await expect(form.getByLabel(message(language, 'auth:fields.email'))).toHaveValue('demo@example.com')
  expect(sent).toEqual([])
  await context.close()
})

test('a signed-in visitor opening /login does not see the form while the app starts, and is sent on', async ({
  page,
}) => {
  await page.goto('/login')
  await waitForApp(page)
  await page.getByLabel('Email').fill('demo@example.com')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  const app = await holdTheApp(page)
  await page.goto('/login', { waitUntil: 'domcontentloaded' })
  await app.isRequested
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeHidden()
  app.release()
  await expect(page).toHaveURL(/\/dashboard$/)
})
