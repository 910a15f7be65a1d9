import { type Page } from '@playwright/test'
import { THEME_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { LANGUAGES, expect, message, test, type AxeFinding, type Language } from './fixtures.ts'

type Route = { path: string; heading: string; tab?: string }

/** Every page a visitor can open, the 404 included, with the message key of its heading. */
const PUBLIC_ROUTES: Route[] = [
  { path: '/home', heading: 'home:hero.title' },
  { path: '/features', heading: 'features:title' },
  { path: '/about', heading: 'about:title' },
  { path: '/models', heading: 'models:title' },
  { path: '/plans', heading: 'plans:title' },
  { path: '/docs', heading: 'docs:title' },
  { path: '/login', heading: 'auth:login.title' },
  { path: '/register', heading: 'auth:register.title' },
  { path: '/claim/WELCOME', heading: 'benefits:title' },
  { path: '/admin', heading: 'admin:title' },
  { path: '/no-such-page', heading: 'notFound.title' },
]
/** Every dashboard tab. */
const SIGNED_IN_ROUTES: Route[] = [
  { path: '/dashboard?tab=overview', heading: 'dashboard:title', tab: 'dashboard:tabs.overview' },
  { path: '/dashboard?tab=keys', heading: 'dashboard:title', tab: 'dashboard:tabs.keys' },
  { path: '/dashboard?tab=activate', heading: 'dashboard:title', tab: 'dashboard:tabs.activate' },
]
const MAIN_PUBLIC_ROUTES = PUBLIC_ROUTES.filter((route) =>
  ['/home', '/plans', '/docs', '/login', '/register', '/no-such-page'].includes(route.path),
)

const BLOCKING = new Set(['serious', 'critical'])

/**
 * Opens `path` and waits until it has its heading and nothing is loading any more (the home page's terminal
 * demos count as busy while they type, and one below the fold types only once scrolled to: not waited for).
 * After the first page load it navigates inside the app, as its links do, which keeps 90 scans affordable.
 */
async function open(page: Page, language: Language, { path, heading, tab }: Route) {
  if (page.url() === 'about:blank') await page.goto(path)
  else {
    await page.evaluate((target) => {
      history.pushState(null, '', target)
      dispatchEvent(new PopStateEvent('popstate'))
    }, path)
  }
  await expect(page.getByRole('heading', { level: 1, name: message(language, heading) })).toBeVisible()
  if (tab) {
    await expect(page.getByRole('tab', { name: message(language, tab) })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  }
  await expect(page.locator('[aria-busy="true"]:not(figure)')).toHaveCount(0)
}

const describeFinding = (f: AxeFinding) =>
  `[${f.impact}] ${f.id} ×${f.nodes}: ${f.help} (${f.targets.join(', ')})`

/** Fails on serious and critical violations; prints the others once per kind, with where they were seen. */
function report(findings: AxeFinding[]) {
  const others = new Map<string, string[]>()
  for (const finding of findings.filter((f) => !BLOCKING.has(f.impact))) {
    const key = describeFinding(finding)
    others.set(key, [...(others.get(key) ?? []), finding.where])
  }
  if (others.size > 0) {
    console.log(
      [...others]
        .map(
          ([key, where]) =>
            `axe ${key} on ${where.length} page(s): ${where.slice(0, 3).join('; ')}${where.length > 3 ? '…' : ''}`,
        )
        .join('\n'),
    )
  }
  expect(
    findings.filter((f) => BLOCKING.has(f.impact)).map((f) => `${f.where}: ${describeFinding(f)}`),
    'serious or critical axe violations',
  ).toEqual([])
}

function useTheme(page: Page, theme: 'light' | 'dark') {
  return page.addInitScript(([key, chosen]) => localStorage.setItem(key, chosen), [
    THEME_STORAGE_KEY,
    theme,
  ] as const)
}

for (const language of LANGUAGES) {
  test(`axe finds no serious or critical violation on any page in ${language} (light theme)`, async ({
    page,
    setLanguage,
    logIn,
    axe,
  }) => {
    await useTheme(page, 'light')
    await setLanguage(language)
    const findings: AxeFinding[] = []
    for (const route of PUBLIC_ROUTES) {
      await open(page, language, route)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      findings.push(...(await axe(`${language} ${route.path}`)))
    }
    // The header's menus, open.
    await page.setViewportSize({ width: 375, height: 812 })
    await page.getByRole('button', { name: message(language, 'header.openMenu') }).click()
    await expect(page.getByRole('navigation', { name: message(language, 'header.mobileNav') })).toBeVisible()
    findings.push(...(await axe(`${language} mobile menu`)))
    await page.setViewportSize({ width: 1280, height: 720 })

    await logIn('demo@example.com', language)
    for (const route of SIGNED_IN_ROUTES) {
      await open(page, language, route)
      findings.push(...(await axe(`${language} signed in ${route.path}`)))
    }
    await page
      .getByRole('button', { name: message(language, 'header.accountMenu', { email: 'demo@example.com' }) })
      .click()
    await expect(page.getByRole('menu')).toBeVisible()
    findings.push(...(await axe(`${language} account menu`)))
    report(findings)
  })
}

test('axe finds no serious or critical violation in the signed-in states of the forms, claim and docs', async ({
  page,
  logIn,
  axe,
}) => {
  await useTheme(page, 'light')
  await logIn('new@example.com')
  const findings: AxeFinding[] = []
  await open(page, 'en', SIGNED_IN_ROUTES[1]!)
  await page.getByRole('button', { name: 'Create key' }).click()
  await expect(page.getByRole('region', { name: /Your new key/ })).toBeVisible()
  await page
    .getByRole('button', { name: /^Edit remark for/ })
    .first()
    .click()
  findings.push(...(await axe('new key and remark editor')))

  await open(page, 'en', SIGNED_IN_ROUTES[2]!)
  await page.getByRole('button', { name: 'Activate' }).click()
  await page.getByRole('textbox', { name: 'Activation code' }).fill('RELAY-USED-0001')
  await page.getByRole('button', { name: 'Activate' }).click()
  await expect(page.getByText('Activation Failed')).toBeVisible()
  findings.push(...(await axe('activation failed')))
  await page.getByRole('textbox', { name: 'Activation code' }).fill('RELAY-MONTH-DEMO1')
  await page.getByRole('button', { name: 'Activate' }).click()
  await expect(page.getByRole('region', { name: 'Check before you activate' })).toBeFocused()
  findings.push(...(await axe('activation review')))
  await page.getByRole('button', { name: 'Confirm activation' }).click()
  await expect(page.getByText('Activation successful!')).toBeVisible()
  findings.push(...(await axe('activation succeeded')))

  // Signed in, the claim page offers the claim and the docs fill in the user's key.
  await open(page, 'en', { path: '/claim/WELCOME', heading: 'benefits:title' })
  await expect(page.getByRole('button', { name: 'Claim', exact: true })).toBeVisible()
  findings.push(...(await axe('signed in /claim/WELCOME')))
  await open(page, 'en', { path: '/docs', heading: 'docs:title' })
  await expect(page.getByRole('combobox', { name: 'Key used in the commands' })).toBeVisible()
  findings.push(...(await axe('signed in /docs')))
  report(findings)
})

test('axe finds no serious or critical violation on the main pages in the dark theme', async ({
  page,
  logIn,
  axe,
}) => {
  await useTheme(page, 'dark')
  const findings: AxeFinding[] = []
  for (const route of MAIN_PUBLIC_ROUTES) {
    await open(page, 'en', route)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    findings.push(...(await axe(`dark ${route.path}`)))
  }
  await logIn('demo@example.com')
  for (const route of SIGNED_IN_ROUTES) {
    await open(page, 'en', route)
    findings.push(...(await axe(`dark signed in ${route.path}`)))
  }
  report(findings)
})
