import { expect, test } from '@playwright/test'

const ROUTES = [
  '/home',
  '/features',
  '/about',
  '/plans',
  '/docs',
  '/login',
  '/register',
  '/claim/WELCOME',
  '/admin',
  '/nope',
]

test('no page breaks the deployment Content-Security-Policy', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`)
    })
  })
  const response = await page.goto('/home')
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
  for (const route of ROUTES) {
    // A violation can come from any resource the page loads, lazy ones included: only an idle network says every
    // one has been tried; the heading shows before they are.
    // eslint-disable-next-line playwright/no-networkidle -- the wait is for the absence of further requests
    await page.goto(route, { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )
    expect(violations, route).toEqual([])
  }
})
