import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import {
  IMMUTABLE,
  MAX_HEADER_RULES,
  REVALIDATE,
  headersFile,
  hostRewrites,
  redirectsFile,
  vercelConfig,
  writeHostFiles,
} from './host-files.ts'
import { servedFile } from './served-file.ts'
import { scriptHash } from './static-server.ts'

/**
 * Each host's reading of the files, as its documentation and published code describe it (docs/deploy.md), written
 * apart from the generator: for every path, the file a host serves must be the one the rule of served-file.ts names.
 */
const BUILD = [
  '/index.html',
  '/404.html',
  '/robots.txt',
  '/config.js',
  '/home/index.html',
  '/plans/index.html',
  '/login/index.html',
  '/dashboard/index.html',
  '/admin/index.html',
  '/claim/_/index.html',
  '/assets/index-abc123.js',
  '/assets/home-def456.css',
  '/tools/relay-statusline.mjs',
]
const API = 'https://api.example.com'
const BOOT_HASH = "'sha256-bootbootbootbootbootbootbootbootbootbootboo='"

type Answer = { file: string; status: number; redirected: boolean }
const NOT_FOUND: Answer = { file: '/404.html', status: 404, redirected: false }

/** A rule's path pattern: `:name` is one segment, `*` the rest. */
function pattern(from: string): RegExp {
  const source = from
    .split(/(:[A-Za-z]\w*|\*)/)
    .map((part) =>
      part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('')
  return new RegExp(`^${source}$`)
}

function redirectLines(file: string): { from: string; to: string; status: string }[] {
  return file
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '302'] = line.split(/\s+/)
      return { from, to, status }
    })
}

/**
 * Netlify: the first rule that matches (a trailing slash ignored on both sides) applies, unless it is not forced
 * (`!`) and a file answers the path (shadowing). Without a rule, a file at the path, or a directory's index.html at
 * `/dir/` (at `/dir`: a 301 to `/dir/` first), else 404.html with the status 404.
 */
function netlify(pathname: string, files: readonly string[], redirects: string): Answer {
  const trim = (value: string) => (value.length > 1 ? value.replace(/\/$/, '') : value)
  const isFile = (file: string) => files.includes(file)
  const staticFile = (): Answer | null => {
    if (pathname !== '/' && isFile(pathname)) return { file: pathname, status: 200, redirected: false }
    const index = `${trim(pathname)}/index.html`.replace('//', '/')
    if (!isFile(index)) return null
    return { file: index, status: 200, redirected: pathname !== '/' && !pathname.endsWith('/') }
  }
  for (const { from, to, status } of redirectLines(redirects)) {
    if (!pattern(trim(from)).test(trim(pathname))) continue
    const forced = status.endsWith('!')
    if (!forced && staticFile()) break
    const target = to.endsWith('/') ? `${to}index.html` : to
    return isFile(target)
      ? { file: target, status: Number.parseInt(status, 10), redirected: false }
      : NOT_FOUND
  }
  return staticFile() ?? NOT_FOUND
}

/**
 * Cloudflare Pages: a line whose status is not 200, 301, 302, 303, 307 or 308 is invalid and skipped; the first
 * rule for a source counts; rules without a placeholder are looked up first; a matching rule applies whether a file
 * is there or not, and `200` serves its target in the path's place. Then: `/dir/` serves its index.html, a request
 * for `…/index.html` or for `/dir` is redirected to `/dir/`, a file is served at its path, else 404.html with 404.
 */
function cloudflare(pathname: string, files: readonly string[], redirects: string): Answer {
  const valid = new Set([200, 301, 302, 303, 307, 308])
  const rules = new Map<string, { to: string; status: number }>()
  for (const { from, to, status } of redirectLines(redirects)) {
    if (valid.has(Number(status)) && !rules.has(from)) rules.set(from, { to, status: Number(status) })
  }
  const isStatic = (from: string) => !/[:*]/.test(from)
  const rule =
    [...rules].find(([from]) => isStatic(from) && from === pathname) ??
    [...rules].find(([from]) => !isStatic(from) && pattern(from).test(pathname))
  let path = pathname
  if (rule?.[1].status === 200) path = rule[1].to
  const isFile = (file: string) => files.includes(file)
  if (path.endsWith('/index.html') && isFile(path)) {
    return { file: path, status: 200, redirected: true }
  }
  if (path.endsWith('/'))
    return isFile(`${path}index.html`)
      ? { file: `${path}index.html`, status: 200, redirected: false }
      : NOT_FOUND
  if (isFile(path)) return { file: path, status: 200, redirected: false }
  if (isFile(`${path}/index.html`)) return { file: `${path}/index.html`, status: 200, redirected: true }
  return NOT_FOUND
}

/** Vercel's `source`: path-to-regexp, `:name` one segment, `(…)` a regular expression; a trailing slash counts. */
function vercelPattern(source: string): RegExp {
  let regex = ''
  for (let index = 0; index < source.length;) {
    const name = /^:[A-Za-z]\w*/.exec(source.slice(index))?.[0]
    if (name) {
      regex += '[^/]+'
      index += name.length
    } else if (source[index] === '(') {
      let depth = 0
      const start = index
      do {
        depth += source[index] === '(' ? 1 : source[index] === ')' ? -1 : 0
        index += 1
      } while (depth > 0 && index < source.length)
      regex += source.slice(start, index)
    } else {
      regex += source[index]!.replace(/[.+?^${}|[\]\\*]/g, '\\$&')
      index += 1
    }
  }
  return new RegExp(`^${regex}$`)
}

type VercelConfig = ReturnType<typeof vercelConfig>

/**
 * Vercel: redirects first; then a file at the path (a directory's index.html at `/dir` and `/dir/`, index.html at
 * `/`); then the first rewrite that matches; else 404.html with the status 404.
 */
function vercel(
  pathname: string,
  files: readonly string[],
  config: VercelConfig,
  redirected = false,
): Answer {
  const redirect = config.redirects.find(({ source }) => vercelPattern(source).test(pathname))
  if (redirect && !redirected) return vercel(redirect.destination, files, config, true)
  const isFile = (file: string) => files.includes(file)
  const index = `${pathname.replace(/\/$/, '')}/index.html`
  if (pathname !== '/' && isFile(pathname)) return { file: pathname, status: 200, redirected }
  if (isFile(index)) return { file: index, status: 200, redirected }
  const rewrite = config.rewrites.find(({ source }) => vercelPattern(source).test(pathname))
  if (rewrite && isFile(rewrite.destination)) return { file: rewrite.destination, status: 200, redirected }
  return { ...NOT_FOUND, redirected }
}

const PATHS = [
  '/',
  '/home',
  '/plans',
  '/plans/',
  '/login',
  '/claim/WELCOME',
  '/claim/WELCOME/',
  '/dashboard',
  '/admin',
  '/robots.txt',
  '/config.js',
  '/tools/relay-statusline.mjs',
  '/tools/x.mjs',
  '/assets/index-abc123.js',
  '/assets/x.js',
  '/claim',
  '/claim/a/b',
  '/dashboard/x',
  '/nope',
  '/nope/deeper',
]

const rewrites = hostRewrites(BUILD)
const redirects = redirectsFile(rewrites)
const vercelJson = vercelConfig(rewrites, { connectSrc: API, scriptHashes: [BOOT_HASH] })
const HOSTS = {
  Netlify: (pathname: string) => netlify(pathname, BUILD, redirects),
  'Cloudflare Pages': (pathname: string) => cloudflare(pathname, BUILD, redirects),
  Vercel: (pathname: string) => vercel(pathname, BUILD, vercelJson),
}

/**
 * The rule's file, without a redirect, with 200 (or 404 where the rule has no file). Where the rule answers with
 * the 404 page, the hosts send its status 404 (nginx sends 200); Vercel reaches `/`'s page through a redirect.
 */
function expected(host: string, pathname: string): Answer {
  const file = servedFile(pathname, (candidate) => BUILD.includes(candidate))
  if (file === null || file === '/404.html') return NOT_FOUND
  return { file, status: 200, redirected: host === 'Vercel' && pathname === '/' }
}

for (const [host, answer] of Object.entries(HOSTS)) {
  test.each(PATHS)(`${host}: %s is answered as the rule says`, (pathname) => {
    expect(answer(pathname)).toEqual(expected(host, pathname))
  })
}

test('without the files, each host answers some paths otherwise: the files are what makes them agree', () => {
  expect(netlify('/', BUILD, '')).toEqual({ file: '/index.html', status: 200, redirected: false })
  expect(netlify('/plans', BUILD, '').redirected).toBe(true)
  expect(netlify('/claim/WELCOME', BUILD, '')).toEqual(NOT_FOUND)
  expect(cloudflare('/', BUILD, '').file).toBe('/index.html')
  expect(cloudflare('/dashboard', BUILD, '').redirected).toBe(true)
  expect(cloudflare('/claim/WELCOME/', BUILD, '')).toEqual(NOT_FOUND)
  const bare = { ...vercelJson, redirects: [], rewrites: [] }
  expect(vercel('/', BUILD, bare).file).toBe('/index.html')
  expect(vercel('/claim/WELCOME', BUILD, bare)).toEqual(NOT_FOUND)
})

test('the rewrites follow the rule: `/` to the root page, each page at its path, a parameter to its parent’s shell', () => {
  expect(rewrites).toEqual([
    { from: '/', file: '/home/index.html', kind: 'root' },
    { from: '/admin', file: '/admin/index.html', kind: 'page' },
    { from: '/dashboard', file: '/dashboard/index.html', kind: 'page' },
    { from: '/home', file: '/home/index.html', kind: 'page' },
    { from: '/login', file: '/login/index.html', kind: 'page' },
    { from: '/plans', file: '/plans/index.html', kind: 'page' },
    { from: '/claim/:segment', file: '/claim/_/index.html', kind: 'parameter' },
  ])
  // A build with only the app's HTML: no page to point at.
  expect(hostRewrites(['/index.html', '/assets/a.js'])).toEqual([])
})

/** The values each header gets on `pathname` from a `_headers` file: every rule that matches adds its own. */
function headersOn(file: string, pathname: string): Record<string, string[]> {
  const values: Record<string, string[]> = {}
  let matches = false
  for (const line of file.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue
    if (!/^\s/.test(line)) {
      matches = pattern(line.trim()).test(pathname)
      continue
    }
    if (!matches) continue
    const [, name = '', value = ''] = /^\s+([^:]+):\s*(.*)$/.exec(line) ?? []
    ;(values[name.toLowerCase()] ??= []).push(value)
  }
  return values
}

/** The headers Vercel sends on `pathname`: each rule whose source matches sets its own. */
function vercelHeadersOn(config: VercelConfig, pathname: string): Record<string, string[]> {
  const values: Record<string, string[]> = {}
  for (const { source, headers } of config.headers) {
    if (!vercelPattern(source).test(pathname)) continue
    for (const { key, value } of headers) (values[key.toLowerCase()] ??= []).push(value)
  }
  return values
}

const headers = headersFile(BUILD, { connectSrc: API, scriptHashes: [BOOT_HASH] })

for (const [host, headersOf] of Object.entries({
  'Netlify and Cloudflare Pages (_headers)': (pathname: string) => headersOn(headers, pathname),
  'Vercel (vercel.json)': (pathname: string) => vercelHeadersOn(vercelJson, pathname),
})) {
  test.each(PATHS)(`${host}: %s gets each security header once, and one Cache-Control`, (pathname) => {
    const values = headersOf(pathname)
    expect(values['content-security-policy']).toEqual([expect.stringContaining(`connect-src 'self' ${API};`)])
    expect(values['content-security-policy']?.[0]).toContain(`; script-src 'self' ${BOOT_HASH};`)
    expect(values['content-security-policy']?.[0]).not.toContain('unsafe-inline')
    expect(values['x-content-type-options']).toEqual(['nosniff'])
    expect(values['referrer-policy']).toEqual(['strict-origin-when-cross-origin'])
    const served = servedFile(pathname, (candidate) => BUILD.includes(candidate))
    const cacheControl = pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE
    // A path of no file of the build keeps the host's default in _headers (revalidated on every use).
    if (served !== null && served !== '/404.html') expect(values['cache-control']).toEqual([cacheControl])
    else expect(values['cache-control'] ?? [cacheControl]).toEqual([cacheControl])
  })
}

test('_headers stays within what Cloudflare Pages reads, and a build with too many names fails', () => {
  const rules = headers.split('\n').filter((line) => line.startsWith('/'))
  expect(rules.length).toBeLessThanOrEqual(MAX_HEADER_RULES)
  const many = Array.from({ length: 60 }, (_, index) => `/page${index}/index.html`)
  expect(() => headersFile([...BUILD, ...many], {})).toThrow(/Cloudflare Pages reads 100/)
})

test('without an API origin, connect-src is self only', () => {
  expect(headersFile(BUILD, {})).toContain("connect-src 'self'; worker-src")
  expect(JSON.stringify(vercelConfig(rewrites, {}))).toContain("connect-src 'self'; worker-src")
})

test('the files the build writes allow the inline scripts of its pages by their hashes', async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'host-files-test-'))
  try {
    mkdirSync(path.join(dist, 'plans'))
    writeFileSync(
      path.join(dist, 'index.html'),
      '<script data-boot>boot()</script><script src="/x.js"></script>',
    )
    writeFileSync(path.join(dist, 'plans', 'index.html'), '<script data-boot>boot()</script>')
    await writeHostFiles(dist, { connectSrc: API })
    const csp = `script-src 'self' ${scriptHash('boot()')};`
    expect(readFileSync(path.join(dist, '_headers'), 'utf8')).toContain(csp)
    expect(readFileSync(path.join(dist, 'vercel.json'), 'utf8')).toContain(csp)
  } finally {
    rmSync(dist, { recursive: true, force: true })
  }
})
