import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import { LANGUAGE_STORAGE_KEY } from '#src/config/storage-keys.ts'
import type { components } from '#src/lib/api/mock-control-schema.d.ts'
import { LANGUAGES, type Language } from '#src/lib/languages.ts'

/** The interface languages, as the header's switcher lists them (src/lib/languages.ts). */
export { LANGUAGES, type Language }

/** Every seeded account's password, and the mock's verification code (README "Demo data"). */
export const VERIFICATION_CODE = '123456'

export const DESKTOP = { width: 1280, height: 800 }
export const PHONE = { width: 375, height: 812 }

type Messages = { [key: string]: string | Messages }
const messageCache = new Map<string, Messages>()

/**
 * A message from `locales/<language>/<namespace>.json`, read at test time so the localized journeys select
 * by the words the user sees without copying them here. `key` is `namespace:dotted.path`; `{{name}}`
 * placeholders are filled from `values`.
 */
export function message(language: Language, key: string, values: Record<string, string | number> = {}) {
  const [namespace, path] = key.includes(':') ? key.split(':', 2) : ['common', key]
  const file = `locales/${language}/${namespace}.json`
  let messages = messageCache.get(file)
  if (!messages) {
    messages = JSON.parse(readFileSync(file, 'utf8')) as Messages
    messageCache.set(file, messages)
  }
  let found: string | Messages | undefined = messages
  for (const part of (path ?? '').split('.')) found = typeof found === 'object' ? found[part] : undefined
  if (typeof found !== 'string') throw new Error(`No message ${key} in ${language}`)
  return found.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`))
}

/** Sends `body` to the mock's `PUT /__mock/controls` from inside the page (the mock lives in the page). */
export async function setMockControls(page: Page, body: components['schemas']['MockControlsChange']) {
  const status = await page.evaluate(async (controls) => {
    const response = await fetch('/__mock/controls', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(controls),
    })
    return response.status
  }, body)
  expect(status, 'PUT /__mock/controls').toBe(200)
}

/** Fails when the page is wider than the viewport: text that does not fit makes it scroll sideways. */
export async function expectNoHorizontalOverflow(page: Page, where: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }))
  expect(
    widths.scroll,
    `${where}: page width ${widths.scroll} > viewport ${widths.viewport}`,
  ).toBeLessThanOrEqual(widths.viewport)
}

/** One axe violation on one scanned page (`where`: the label given to the scan). */
export type AxeFinding = {
  where: string
  id: string
  impact: string
  help: string
  nodes: number
  targets: string[]
}

type Fixtures = {
  /** Starts the app in `language` (a stored choice, written before the first page script runs). */
  setLanguage: (language: Language) => Promise<void>
  /** Logs `email` in through /login, with the labels of `language`, and waits for the dashboard. */
  logIn: (email?: string, language?: Language) => Promise<void>
  /** Runs axe (WCAG 2.0/2.1 A and AA) on the current page; returns every violation found. */
  axe: (label: string) => Promise<AxeFinding[]>
}

/**
 * Holds the app's entry script (named by the page, loaded by the boot script after the first paint) until
 * `release()`, as a slow network would: what shows meanwhile is the page's HTML.
 */
export async function holdTheApp(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let requested = () => {}
  const isRequested = new Promise<void>((resolve) => (requested = resolve))
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    requested()
    await released
    await route.continue()
  })
  return { isRequested, release }
}

/** The POST bodies sent to the login endpoint, from now on. */
export function recordLogins(page: Page) {
  const logins: unknown[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/login') {
      logins.push(request.postDataJSON())
    }
  })
  return logins
}

/** The page's uncaught errors and the errors it logs, from now on. */
export function recordPageErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (entry) => {
    if (entry.type() === 'error') errors.push(entry.text())
  })
  return errors
}

/**
 * Waits until the app has replaced a prerendered landing page (scripts/prerender-plugin.ts) with its own
 * render: the prerendered HTML paints at once but its buttons do nothing until then.
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[data-prerendered]'))
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    // Every navigation waits for the app, as a user waits for a page to work before using it.
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args) => {
      const response = await goto(...args)
      await waitForApp(page)
      return response
    }
    page.reload = async (...args) => {
      const response = await reload(...args)
      await waitForApp(page)
      return response
    }
    await use(page)
  },
  setLanguage: async ({ page }, use) => {
    await use(async (language) => {
      // Only when nothing is stored, so a choice made later in the UI survives reloads.
      await page.addInitScript(
        ([key, chosen]) => {
          if (!localStorage.getItem(key)) localStorage.setItem(key, chosen)
        },
        [LANGUAGE_STORAGE_KEY, language] as const,
      )
    })
  },
  logIn: async ({ page }, use) => {
    await use(async (email = 'demo@example.com', lang = 'en') => {
      await page.goto('/login')
      await page.getByLabel(message(lang, 'auth:fields.email')).fill(email)
      await page.getByLabel(message(lang, 'auth:fields.password'), { exact: true }).fill(DEMO_PASSWORD)
      await page.getByRole('button', { name: message(lang, 'auth:login.submit'), exact: true }).click()
      await expect(page).toHaveURL(/\/dashboard/)
      await expect(
        page.getByRole('heading', { level: 1, name: message(lang, 'dashboard:title') }),
      ).toBeVisible()
    })
  },
  axe: async ({ page }, use) => {
    await use(async (label) => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        // The app has no frames: axe runs in the page itself instead of gathering frame results in an extra
        // blank page, which halves each scan; only violations are sent back.
        .setLegacyMode(true)
        .options({ resultTypes: ['violations'] })
        .analyze()
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? 'unknown',
        where: label,
        help: violation.help,
        nodes: violation.nodes.length,
        targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }))
    })
  },
})

export { expect }
