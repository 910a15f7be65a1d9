import { createHash } from 'node:crypto'
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
  // The scripts the page has inline (the boot script) are allowed by the hash of their text; only scripts of the
  // build are (the sign-in pages have one more, and index.html one for hosts with only an SPA fallback).
  const html = (await response?.text()) ?? ''
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
  const hashes = inline.map(
    ([, source = '']) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`,
  )
  expect(hashes).toHaveLength(1)
  const csp = response?.headers()['content-security-policy']
  const scriptSrc = /script-src ([^;]*)/.exec(csp ?? '')?.[1]?.split(' ') ?? []
  expect(scriptSrc).toEqual(expect.arrayContaining(["'self'", ...hashes]))
  expect(scriptSrc.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"])
  expect(scriptSrc).toHaveLength(4)
  expect(csp).not.toMatch(/unsafe-/)
  for (const route of ROUTES) {
    // A violation can come from any resource the page loads, lazy ones included: only an idle network says every
    // one has been tried; the heading shows before they are.
    // eslint-disable-next-line playwright/no-networkidle -- the wait is for the absence of further requests
    await page.goto(route, { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The browser's language (en-US), not the HTML's: the boot script ran.
    await expect(page.locator('html'), route).toHaveAttribute('lang', 'en')
    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )
    expect(violations, route).toEqual([])
  }
})
