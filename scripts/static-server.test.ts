import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  contentSecurityPolicy,
  createStaticServer,
  inlineScripts,
  scriptHash,
  unallowedScripts,
  type StaticServerOptions,
} from './static-server.ts'

/** The CSP specification's example, with its hash. */
const HELLO = "alert('Hello, world.');"
const HELLO_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"
const BYE = "alert('Bye.');"

let parent: string
let root: string
let server: Server
let port: number

beforeAll(async () => {
  parent = mkdtempSync(path.join(tmpdir(), 'static-server-test-'))
  root = path.join(parent, 'dist')
  mkdirSync(path.join(root, 'assets'), { recursive: true })
  writeFileSync(path.join(root, 'index.html'), `<!doctype html><title>app</title><script>${HELLO}</script>`)
  mkdirSync(path.join(root, 'plans'))
  writeFileSync(path.join(root, 'plans', 'index.html'), `<script>${HELLO}</script><script>${BYE}</script>`)
  writeFileSync(path.join(root, 'assets', 'app-abc123.js'), 'console.log(1)')
  mkdirSync(path.join(root, 'tools'))
  writeFileSync(path.join(root, 'tools', 'tool.mjs'), 'console.log(2)')
  // A sibling whose name starts with root's: `startsWith(root)` alone would let it through.
  mkdirSync(`${root}-x`)
  writeFileSync(path.join(`${root}-x`, 'secret.txt'), 'SECRET')
  writeFileSync(path.join(parent, 'secret.txt'), 'SECRET')
  server = createStaticServer(root, { connectSrc: ['https://api.example.com'] })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  port = typeof address === 'object' && address ? address.port : 0
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  rmSync(parent, { recursive: true, force: true })
})

/** A GET of the raw `target`, sent as is (fetch and URL would normalise the dots and escapes away). */
function get(target: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: target, method: 'GET' }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      })
      req.on('error', reject)
      req.end()
    },
  )
}

test.each([
  '/..%2Fdist-x/secret.txt',
  '/%2E%2E%2Fdist-x%2Fsecret.txt',
  '/%2e%2e/dist-x/secret.txt',
  '/assets/..%2F..%2Fdist-x/secret.txt',
  '/..%2Fsecret.txt',
  '/%2E%2E%2F%2E%2E%2Fsecret.txt',
  '/..%5Cdist-x%5Csecret.txt',
  '/secret.txt%00.html',
])('%s never reads outside the root', async (target) => {
  const response = await get(target)
  expect(response.body).not.toContain('SECRET')
  // Refused, or the app's own answer (the SPA fallback).
  if (response.status !== 400) {
    expect(response.status).toBe(200)
    expect(response.body).toContain('<title>app</title>')
  }
})

test('a malformed escape is a 400 with the security headers, and the server keeps answering', async () => {
  const bad = await get('/%E0%A4%A')
  expect(bad.status).toBe(400)
  expect(bad.headers['x-content-type-options']).toBe('nosniff')
  expect(bad.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(String(bad.headers['content-security-policy'])).toContain(
    "connect-src 'self' https://api.example.com",
  )
  const next = await get('/dashboard')
  expect(next.status).toBe(200)
  expect(next.body).toContain('<title>app</title>')
})

test('a downloadable tool is JavaScript revalidated on every use; a missing one a 404, never the app', async () => {
  const tool = await get('/tools/tool.mjs')
  expect(tool.status).toBe(200)
  expect(tool.headers['content-type']).toBe('text/javascript; charset=utf-8')
  expect(tool.headers['cache-control']).toBe('no-cache')
  expect(tool.body).toBe('console.log(2)')
  const missing = await get('/tools/missing.mjs')
  expect(missing.status).toBe(404)
  expect(missing.body).not.toContain('<title>app</title>')
})

test('assets are immutable, the rest no-cache, a missing asset a 404', async () => {
  const asset = await get('/assets/app-abc123.js')
  expect(asset.status).toBe(200)
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  const page = await get('/plans')
  expect(page.headers['cache-control']).toBe('no-cache')
  expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  const missing = await get('/assets/missing-123.js')
  expect(missing.status).toBe(404)
  expect(missing.headers['x-content-type-options']).toBe('nosniff')
})

/** A build with shell pages, served with `options`; `body(target)` is the answer's text (or its status). */
async function withShellPages(
  options: StaticServerOptions,
  check: (body: (target: string) => Promise<string>) => Promise<void>,
) {
  const shells = mkdtempSync(path.join(tmpdir(), 'static-server-shells-'))
  mkdirSync(path.join(shells, 'claim', '_'), { recursive: true })
  mkdirSync(path.join(shells, 'dashboard'))
  writeFileSync(path.join(shells, 'index.html'), 'app')
  writeFileSync(path.join(shells, '404.html'), 'not found shell')
  writeFileSync(path.join(shells, 'claim', '_', 'index.html'), 'claim shell')
  writeFileSync(path.join(shells, 'dashboard', 'index.html'), 'dashboard shell')
  const shellServer = createStaticServer(shells, options)
  await new Promise<void>((resolve) => shellServer.listen(0, '127.0.0.1', resolve))
  const address = shellServer.address()
  const shellPort = typeof address === 'object' && address ? address.port : 0
  // Through node:http, like get() above: the unit tests' fetch goes to the mock.
  const body = (target: string) =>
    new Promise<string>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: shellPort, path: target }, (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve(res.statusCode === 200 ? text : `status ${res.statusCode}`))
      })
      req.on('error', reject)
      req.end()
    })
  try {
    await check(body)
  } finally {
    await new Promise((resolve) => shellServer.close(resolve))
    rmSync(shells, { recursive: true, force: true })
  }
}

test('a route’s shell page answers its paths, and the 404 page’s shell any path of no route', async () => {
  await withShellPages({}, async (body) => {
    expect(await body('/dashboard')).toBe('dashboard shell')
    expect(await body('/claim/WELCOME')).toBe('claim shell')
    expect(await body('/claim/WELCOME/')).toBe('claim shell')
    for (const target of ['/no-such-page', '/claim', '/claim/a/b', '/dashboard/x']) {
      expect(await body(target)).toBe('not found shell')
    }
  })
})

test('as a host’s "single page app" setting: a file answers its own path, every other path the app’s HTML', async () => {
  await withShellPages({ spaFallback: true }, async (body) => {
    expect(await body('/dashboard/index.html')).toBe('dashboard shell')
    for (const target of ['/dashboard', '/claim/WELCOME', '/no-such-page', '/assets/missing-1.js']) {
      expect(await body(target)).toBe('app')
    }
  })
})

test('a script’s hash is the base64 SHA-256 of its exact text, as a CSP source', () => {
  expect(scriptHash(HELLO)).toBe(HELLO_HASH)
  expect(scriptHash(`${HELLO}\n`)).not.toBe(HELLO_HASH)
  // The text as UTF-8, as browsers hash it.
  expect(scriptHash('document.title="Ω"')).toBe("'sha256-+Aw1YIEF5lhtYphxvb8+yAXY+dz6P8pORy0Ku1EtGxg='")
})

test('the inline scripts of a page are those a browser runs: not a linked one, a data block or an empty one', () => {
  const html = [
    '<script data-boot>a()</script>',
    '<script src="/x.js">notRun()</script>',
    '<script type="module">b()</script>',
    '<SCRIPT type="text/javascript">\nc()\n</SCRIPT >',
    '<script type="application/ld+json">{}</script>',
    '<script type="importmap-not">{}</script>',
    '<script></script>',
  ].join('\n')
  expect(inlineScripts(html)).toEqual(['a()', 'b()', '\nc()\n'])
})

test('every answer’s CSP allows the inline scripts of every page of the build by their hashes, and nothing else inline', async () => {
  const { headers } = await get('/plans')
  const csp = String(headers['content-security-policy'])
  expect(csp).toBe(contentSecurityPolicy(['https://api.example.com'], [HELLO_HASH, scriptHash(BYE)].sort()))
  expect(csp).toContain(`script-src 'self' `)
  expect(csp).not.toMatch(/unsafe/)
  const missing = await get('/assets/missing-1.js')
  expect(missing.headers['content-security-policy']).toBe(csp)
})

test('a server configuration whose script-src lacks a page’s inline script is found out', () => {
  const config = (scriptSrc: string) =>
    `add_header Content-Security-Policy "default-src 'self'; script-src ${scriptSrc}; style-src 'self'" always;`
  expect(unallowedScripts(config(`'self' ${HELLO_HASH} ${scriptHash(BYE)}`), root)).toEqual([])
  expect(unallowedScripts(config(`'self' ${HELLO_HASH}`), root)).toEqual([scriptHash(BYE)])
  expect(unallowedScripts(config("'self'"), root)).toHaveLength(2)
})
