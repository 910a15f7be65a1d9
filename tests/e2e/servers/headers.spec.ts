import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test'
import { prerenderedRoutes, routes } from '#src/config/routes.ts'
import { rootRoute } from '#src/config/startup-routes.ts'
import { DEMO_PASSWORD } from '#mocks/demo-account.ts'
import { message, type Language } from '../fixtures.ts'
import { SERVERS, test, type ServerOptions } from './server.ts'

/**
 * The build served by each shipped server configuration (deploy/nginx.conf through scripts/nginx-server.ts,
 * deploy/Caddyfile through scripts/caddy-server.ts; playwright.config.ts), pointed at the mock HTTP server: every
 * kind of response carries every header the deployment promises.
 */
const API_ORIGIN = `http://127.0.0.1:${process.env.E2E_API_PORT}`

/** The text of each script written inline in `html`, not a data block. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  )

/**
 * Each inline script of the build's pages is allowed by the base64 SHA-256 of its text, and no other, in the order
 * `npm run generate:csp` writes them: the boot script, the sign-in pages' early-input script, index.html's own.
 */
function scriptHashes(server: ServerOptions['server']): string[] {
  const { dist } = SERVERS[server]
  const [boot, fallback] = inlineScripts(readFileSync(`${dist}/index.html`, 'utf8'))
  const [, earlyInput] = inlineScripts(readFileSync(`${dist}/login/index.html`, 'utf8'))
  if (!boot || !earlyInput || !fallback) throw new Error(`${dist}: an inline script is missing`)
  return [boot, earlyInput, fallback].map(
    (source) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`,
  )
}

const csp = (server: ServerOptions['server']) =>
  [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes(server).join(' ')}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${API_ORIGIN}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The headers every response has, errors included. */
function expectSecurityHeaders(response: APIResponse, what: string, server: ServerOptions['server']) {
  const headers = response.headers()
  expect(headers['content-security-policy'], `${what}: CSP`).toBe(csp(server))
  expect(headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff')
  expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toBe('strict-origin-when-cross-origin')
  // The server's name, without its version number.
  expect([undefined, SERVERS[server].serverHeader], `${what}: Server ${headers.server}`).toContain(
    headers.server,
  )
}

type Kind = {
  path: string
  status: number
  cacheControl: string | undefined
  type: RegExp
}

const HTML = { status: 200, cacheControl: 'no-cache', type: /^text\/html/ }
const JS = { status: 200, type: /^(application|text)\/javascript/ }

/** The app's own routes without a prerendered page: their shell pages answer them. */
const APP_ROUTES = ['/dashboard', '/claim/WELCOME', '/admin', '/no-such-page']

const KINDS: Kind[] = [
  { path: '/', ...HTML },
  // Every page the build prerenders (scripts/prerender-plugin.ts), at its path.
  ...Object.keys(prerenderedRoutes).map((path) => ({ path, ...HTML })),
  ...APP_ROUTES.map((path) => ({ path, ...HTML })),
  { path: '/config.js', ...JS, cacheControl: 'no-cache' },
  // A downloadable tool: unhashed, so revalidated; a missing one is a 404, never the app's HTML.
  { path: '/tools/relay-statusline.mjs', ...JS, cacheControl: 'no-cache' },
]

/**
 * A missing hashed asset is a real 404 (not the app's HTML), and is not cached for a year; so is a missing tool. The
 * body is the server's own error (nginx's HTML page, Caddy's empty one).
 */
const MISSING = ['/tools/missing.mjs', '/assets/missing-123.js']

async function get(request: APIRequestContext, path: string) {
  return request.get(path, { headers: { 'Accept-Encoding': 'gzip' }, maxRedirects: 0 })
}

for (const kind of KINDS) {
  test(`${kind.path}: ${kind.status}, every security header, Cache-Control ${kind.cacheControl ?? 'none'}, gzip`, async ({
    request,
    server,
  }) => {
    const response = await get(request, kind.path)
    expect(response.status()).toBe(kind.status)
    expectSecurityHeaders(response, kind.path, server)
    const headers = response.headers()
    expect(headers['cache-control']).toBe(kind.cacheControl)
    expect(headers['content-type']).toMatch(kind.type)
    expect(headers['content-encoding']).toBe('gzip')
    expect(headers.vary).toMatch(/Accept-Encoding/i)
  })
}

for (const path of MISSING) {
  test(`${path}: 404, every security header, no Cache-Control, not the app's HTML`, async ({
    request,
    server,
  }) => {
    const response = await get(request, path)
    expect(response.status()).toBe(404)
    expectSecurityHeaders(response, path, server)
    expect(response.headers()['cache-control']).toBeUndefined()
    const body = await response.text()
    expect(body).not.toContain('<div id="root">')
    expect(body).not.toContain('data-prerendered')
  })
}

test('a hashed asset: immutable for a year, every security header, gzip', async ({ request, server }) => {
  const html = await (await get(request, '/')).text()
  // The entry (<meta name="app-entry" content=…>, started by the boot script) and the page's stylesheets.
  const linked = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!)
  const scripts = linked.filter((asset) => asset.endsWith('.js'))
  const styles = linked.filter((asset) => asset.endsWith('.css'))
  expect(scripts.length, 'scripts linked by /').toBeGreaterThan(0)
  expect(styles.length, 'stylesheets linked by /').toBeGreaterThan(0)
  for (const [asset, type] of [
    [scripts[0]!, /^(application|text)\/javascript/],
    [styles[0]!, /^text\/css/],
  ] as const) {
    const response = await get(request, asset)
    expect(response.status(), asset).toBe(200)
    expectSecurityHeaders(response, asset, server)
    const headers = response.headers()
    expect(headers['cache-control'], asset).toBe(IMMUTABLE)
    expect(headers['content-type'], asset).toMatch(type)
    expect(headers['content-encoding'], asset).toBe('gzip')
  }
})

test('each path gets its own page: prerendered pages at their paths, shell pages or the app elsewhere', async ({
  request,
}) => {
  const body = async (path: string) => (await get(request, path)).text()
  // index.html is for hosts with only a single-page-app fallback: it holds no page and starts no app itself.
  const fallback = await body('/index.html')
  expect(fallback).toContain('<div id="root"></div>')
  expect(fallback).not.toContain('<script type="module"')
  // Every prerendered route has a page of its own; every other route is the app's shell.
  const prerendered = Object.keys(prerenderedRoutes)
  const pages = new Set<string>()
  for (const path of prerendered) {
    const html = await body(path)
    expect(html, `${path} is prerendered`).toContain('data-prerendered=')
    pages.add(html)
  }
  expect(pages.size, 'one page per prerendered route').toBe(prerendered.length)
  // The others: a shell page of their own (scripts/shell-pages.ts), or the app's HTML for the signed-out only.
  const others = routes.filter(({ path }) => !(path in prerenderedRoutes) && /^\/[\w-]+$/.test(path))
  for (const { path } of others.filter(({ access }) => access === 'signed-out')) {
    const html = await body(path)
    expect(html, `${path} is the app's HTML`).toBe(await body(`${path}/index.html`))
    expect(html, `${path} is the app's HTML`).toMatch(/<script type="module" crossorigin src="[^"]+">/)
  }
  for (const { path } of others.filter(({ access }) => access !== 'signed-out')) {
    const html = await body(path)
    expect(html, `${path} has its shell page`).toBe(await body(`${path}/index.html`))
    expect(html, `${path} has its shell page`).toContain('data-prerendered=')
  }
  expect(await body('/'), `/ is the prerendered ${rootRoute}`).toBe(await body(rootRoute))
  const claim = await body('/claim/_/index.html')
  expect(claim, 'the claim page has a shell').toContain('data-prerendered=')
  for (const path of ['/claim/WELCOME', '/claim/WELCOME/'])
    expect(await body(path), `${path}: the claim's shell`).toBe(claim)
  const notFound = await body('/404.html')
  expect(notFound, 'the 404 page has a shell').toContain('data-prerendered=')
  for (const path of ['/no-such-page', '/claim', '/claim/a/b', '/dashboard/x']) {
    expect(await body(path), `${path}: the 404 page's shell`).toBe(notFound)
  }
  expect(await body('/config.js'), 'config.js points at the API').toContain(API_ORIGIN)
})

test('a prerendered sign-in form posted without JavaScript gets its page again, with every header', async ({
  request,
  server,
}) => {
  const forms = Object.entries(prerenderedRoutes).flatMap(([path, { forms }]) => (forms ? [path] : []))
  expect(forms).toEqual(['/login', '/register'])
  for (const path of forms) {
    const response = await request.post(path, {
      form: { email: 'demo@example.com', password: DEMO_PASSWORD },
      maxRedirects: 0,
    })
    expect(response.status(), path).toBe(200)
    expectSecurityHeaders(response, path, server)
    expect(response.headers()['cache-control'], path).toBe('no-cache')
    expect(await response.text(), path).toBe(await (await get(request, path)).text())
  }
})

test('through the server, /features and /about show their heading before any JavaScript, then the app takes over without an error', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'ru-RU' })
  const prerendered = await context.newPage()
  await prerendered.route('**/*.js', (route) => route.abort())
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  for (const path of ['/features', '/about']) {
    await prerendered.goto(path)
    // The boot script, written in the page, has chosen the language: the stylesheet shows that block alone.
    const language = (await prerendered.locator('html').getAttribute('lang')) as Language
    await expect(prerendered.getByRole('heading', { level: 1 })).toHaveText(
      message(language, `${path.slice(1)}:title`),
    )
    await page.goto(path)
    await page.waitForFunction(() => !document.querySelector('[data-prerendered]'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ru', `${path.slice(1)}:title`))
  }
  expect(errors).toEqual([])
  await context.close()
})

test('without Accept-Encoding, nothing is compressed', async ({ request, server }) => {
  for (const path of ['/', '/tools/relay-statusline.mjs']) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } })
    expect(response.headers()['content-encoding'], path).toBeUndefined()
    expectSecurityHeaders(response, path, server)
  }
})

/** The Content-Security-Policy violations the page reports from now on (the console's and the DOM events'). */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  return violations
}

test('the sign-in form renders through the server without a Content-Security-Policy violation', async ({
  page,
  server,
}) => {
  const violations = await recordViolations(page)
  // The form asks the API for the email settings: a blocked connect-src would show there.
  const emailConfig = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/email/config')
  const response = await page.goto('/login')
  expect(response?.headers()['content-security-policy']).toBe(csp(server))
  await expect(page.getByLabel('Email')).toBeVisible()
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  expect((await emailConfig).ok()).toBe(true)
  expect(violations).toEqual([])
})

test('a signed-in journey through the server (sign in, every dashboard tab, the docs) meets no Content-Security-Policy violation', async ({
  page,
  server,
}) => {
  // It only reads (the seeded demo account): it does not reset the mock server other projects use too.
  const violations = await recordViolations(page)
  const documents: string[] = []
  page.on('response', (answer) => {
    if (
      answer.request().resourceType() === 'document' &&
      answer.headers()['content-security-policy'] !== csp(server)
    ) {
      documents.push(`${answer.url()}: ${answer.headers()['content-security-policy']}`)
    }
  })
  await page.goto('/login')
  await page.getByLabel('Email').fill('demo@example.com')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/dashboard/)
  for (const [tab, content] of [
    ['API keys', page.getByRole('button', { name: 'Create key' })],
    ['Activation code', page.getByRole('textbox', { name: 'Activation code' })],
    ['Overview', page.getByRole('tab', { name: 'Overview', selected: true })],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click()
    await expect(content, tab).toBeVisible()
  }
  await page.getByRole('link', { name: 'Docs' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Setup guide' })).toBeVisible()
  // The same pages loaded afresh from the server, signed in: each document with the CSP.
  for (const path of ['/dashboard?tab=keys', '/docs']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  await expect(page.getByRole('button', { name: /Account menu for demo@example.com/ })).toBeVisible()
  expect(documents).toEqual([])
  expect(violations).toEqual([])
})

/** The pages of a build (`/plans`, `/claim/_`), from its files. */
async function builtPages(dist: string): Promise<string[]> {
  return (await readdir(dist, { recursive: true }))
    .map((file) => `/${file.split(/[\\/]/).join('/')}`)
    .flatMap((file) => /^(\/.+)\/index\.html$/.exec(file)?.[1] ?? [])
}

test('the build carries the static hosts’ files, written once its pages were: a rule for each page', async ({
  server,
}) => {
  const { dist } = SERVERS[server]
  const pages = await builtPages(dist)
  const parameterPages = pages.filter((page) => page.endsWith('/_'))
  expect(pages.length, 'pages in the build').toBeGreaterThan(10)
  expect(parameterPages.length, 'pages of a route with a parameter').toBeGreaterThan(0)
  const redirects = await readFile(`${dist}/_redirects`, 'utf8')
  const headers = await readFile(`${dist}/_headers`, 'utf8')
  const vercel = JSON.parse(await readFile(`${dist}/vercel.json`, 'utf8')) as {
    rewrites: { source: string }[]
  }
  for (const page of pages.filter((page) => !page.endsWith('/_'))) {
    expect(redirects, page).toMatch(new RegExp(`^${page} +${page}/index\\.html +200!$`, 'm'))
    expect(headers, page).toMatch(new RegExp(`^/${page.split('/')[1]}/\\*$`, 'm'))
  }
  for (const page of parameterPages) {
    const from = `${page.slice(0, -'/_'.length)}/:segment`
    expect(redirects, page).toMatch(new RegExp(`^${from} +${page}/index\\.html +200!$`, 'm'))
    expect(vercel.rewrites.map(({ source }) => source)).toContain(from)
  }
  expect(redirects).toMatch(new RegExp(`^/ +${rootRoute}/index\\.html +200!$`, 'm'))
})

test('every page of the build has the boot script written in, the sign-in pages the early-input script too, and none links /boot.js', async ({
  server,
}) => {
  const { dist } = SERVERS[server]
  const pages = ['/404.html', ...(await builtPages(dist)).map((page) => `${page}/index.html`)]
  // index.html, for hosts with only an SPA fallback, has its own script after boot's.
  expect(new Set(scriptHashes(server)).size).toBe(3)
  const [boot] = inlineScripts(await readFile(`${dist}/index.html`, 'utf8'))
  const [, earlyInput] = inlineScripts(await readFile(`${dist}/login/index.html`, 'utf8'))
  expect(earlyInput).toContain('data-submit-pending')
  for (const page of pages) {
    const html = await readFile(`${dist}${page}`, 'utf8')
    const hasForm = page === '/login/index.html' || page === '/register/index.html'
    expect(inlineScripts(html), page).toEqual(hasForm ? [boot, earlyInput] : [boot])
    expect(html, page).not.toMatch(/<script[^>]*\/boot\.js/)
  }
})

test('the boot script runs under the CSP: the language and the title are the visitor’s, the app starts, nothing is blocked', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'ja-JP' })
  const page = await context.newPage()
  const violations = await recordViolations(page)
  await page.goto('/plans')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await expect(page).toHaveTitle(message('ja', 'plans:meta.title'))
  await page.waitForFunction(() => !document.querySelector('[data-prerendered]'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ja', 'plans:title'))
  expect(violations).toEqual([])
  await context.close()
})
