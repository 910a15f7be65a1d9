import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { SHIPPED_CADDYFILE, templateCaddyfile } from './caddy-server.ts'
import { PLACEHOLDER_API_ORIGIN, SHIPPED_CONFIG } from './nginx-server.ts'
import { LOCATIONS, locationOf, servedFile, type Location } from './served-file.ts'

const shipped = readFileSync(SHIPPED_CADDYFILE, 'utf8')
const options = { port: 18080, root: '/tmp/relay dist', connectSrc: 'http://127.0.0.1:4010' }

test('templating the shipped file changes only the address, root and the API origin; the admin endpoint is off, the log quiet', () => {
  const templated = templateCaddyfile(shipped, options)
  expect(templated.startsWith('{\n\tadmin off\n\tlog {\n\t\tlevel WARN\n\t}\n}\n\n')).toBe(true)
  const lines = templated.split('\n').slice(7)
  const old = shipped.split('\n')
  expect(lines).toHaveLength(old.length)
  const changes = lines.flatMap((line, index) =>
    line === old[index] ? [] : [{ from: old[index], to: line }],
  )
  expect(changes.map(({ to }) => to.trim())).toEqual([
    'http://127.0.0.1:18080 {',
    'root * "/tmp/relay dist"',
    expect.stringContaining("connect-src 'self' http://127.0.0.1:4010;"),
  ])
  const csp = changes[2]!
  expect(csp.to).toBe(csp.from?.replace(PLACEHOLDER_API_ORIGIN, options.connectSrc))
})

test('without an API origin, connect-src is left with self only; the host can be chosen', () => {
  const config = templateCaddyfile(shipped, { port: 8080, root: '/srv/dist', host: '[::1]' })
  const csp = config.split('\n').find((line) => line.includes('Content-Security-Policy "'))
  expect(csp).not.toContain(PLACEHOLDER_API_ORIGIN)
  expect(csp).toContain("connect-src 'self'; worker-src 'self'")
  expect(config).toContain('http://[::1]:8080 {')
})

test('a file the templating does not recognise, or values Caddy would interpret, are refused', () => {
  expect(() => templateCaddyfile(`${shipped}\nother.example.com {\n}\n`, options)).toThrow(/one site address/)
  expect(() => templateCaddyfile(`{\n\tdebug\n}\n${shipped}`, options)).toThrow(/global options/)
  expect(() => templateCaddyfile(shipped.replaceAll(PLACEHOLDER_API_ORIGIN, 'x'), options)).toThrow(
    /connect-src/,
  )
  expect(() => templateCaddyfile(shipped, { ...options, root: '/srv/{path}' })).toThrow(/root/)
  expect(() => templateCaddyfile(shipped, { ...options, root: '/srv/a" b' })).toThrow(/root/)
  expect(() => templateCaddyfile(shipped, { ...options, root: 'relative' })).toThrow(/absolute/)
  expect(() =>
    templateCaddyfile(shipped, { ...options, connectSrc: "https://x; script-src 'unsafe-inline'" }),
  ).toThrow(/origin/)
  expect(() => templateCaddyfile(shipped, { ...options, port: 0 })).toThrow(/port/)
})

test('the Caddyfile sends the headers nginx.conf sends: the same CSP, nosniff, Referrer-Policy and Cache-Control values', () => {
  const nginx = readFileSync(SHIPPED_CONFIG, 'utf8')
  const nginxCsp = /add_header Content-Security-Policy "([^"]+)" always;/.exec(nginx)?.[1]
  expect(nginxCsp).toBeDefined()
  expect(shipped).toContain(`\t\tContent-Security-Policy "${nginxCsp}"\n`)
  expect(shipped).toContain('\t\tX-Content-Type-Options nosniff\n')
  expect(shipped).toContain('\t\tReferrer-Policy strict-origin-when-cross-origin\n')
  expect(nginx).toContain('~^/assets/ "public, max-age=31536000, immutable";')
  // Every route's Cache-Control is deferred, so an error carries none; the security headers are not.
  const cacheControls = [...shipped.matchAll(/header \{\n\t+Cache-Control (.+)\n\t+defer\n/g)].map(
    ([, v]) => v,
  )
  expect(cacheControls).toEqual([
    '"public, max-age=31536000, immutable"',
    ...Array<string>(LOCATIONS.length - 1).fill('no-cache'),
  ])
  expect(shipped.match(/^\t+Cache-Control /gm)).toHaveLength(LOCATIONS.length)
  // A block that deletes a header or defers is deferred as a whole: the security headers would miss every error.
  const security = /^\theader \{\n((?:\t\t.*\n)+)\t\}$/m.exec(shipped)?.[1] ?? ''
  expect(security).toContain('Content-Security-Policy')
  expect(security).not.toMatch(/^\t\t(?:defer|[-?>])/m)
  expect(shipped).toMatch(/^\s*# header Strict-Transport-Security/m)
})

type Handle = { matcher: string; regexp?: { name: string; pattern: string }; tryFiles: string[] }

/** The site's top-level `handle` blocks, in the file's order, with their matcher and try_files. */
function caddyHandles(caddyfile: string): Handle[] {
  const named = new Map(
    [...caddyfile.matchAll(/^\t(@\w+) path_regexp (\w+) (\S+)$/gm)].map(([, name, capture, pattern]) => [
      name!,
      { name: capture!, pattern: pattern! },
    ]),
  )
  return [...caddyfile.matchAll(/^\thandle(?: (\S+))? \{\n([\s\S]*?)^\t\}$/gm)].map(
    ([, matcher = '', body]) => ({
      matcher,
      regexp: named.get(matcher),
      tryFiles: /^\t\ttry_files (.+)$/m.exec(body!)?.[1]?.split(' ') ?? [],
    }),
  )
}

/** A handle block as the nginx location it stands for (`{path}` is `$uri`; `(?P<name>` is `(?<name>`). */
function asLocation({ matcher, regexp, tryFiles }: Handle): Location {
  const files = tryFiles.map((file) =>
    file.replaceAll('{path}', '$uri').replace(/\{re\.\w+\.(\w+)\}/g, (_, capture: string) => `$${capture}`),
  )
  if (regexp) return { modifier: '~', pattern: regexp.pattern.replaceAll('(?P<', '(?<'), tryFiles: files }
  if (matcher === '') return { modifier: '', pattern: '/', tryFiles: files }
  if (matcher.endsWith('/*')) return { modifier: '^~', pattern: matcher.slice(0, -1), tryFiles: files }
  return { modifier: '=', pattern: matcher, tryFiles: files }
}

test('deploy/Caddyfile has one handle per nginx location, with the same try_files, in the same order', () => {
  expect(caddyHandles(shipped).map(asLocation)).toEqual(LOCATIONS)
  expect(shipped.match(/^\s*try_files\s/gm)).toHaveLength(LOCATIONS.length)
})

/**
 * The handle Caddy runs: its Caddyfile adapter puts handle blocks with one path first, longest path first, then
 * those with another matcher in the file's order, then the one without; the first that matches runs. A path ending
 * in `*` is a prefix; any other, the whole path.
 */
function caddyHandleFor(handles: readonly Handle[], pathname: string): Handle {
  const pathLength = ({ matcher }: Handle) => (matcher.startsWith('/') ? matcher.length : 0)
  const sorted = [...handles].sort(
    (a, b) => pathLength(b) - pathLength(a) || Number(b.matcher !== '') - Number(a.matcher !== ''),
  )
  const found = sorted.find(({ matcher, regexp }) => {
    if (regexp) return new RegExp(regexp.pattern.replaceAll('(?P<', '(?<')).test(pathname)
    if (matcher === '') return true
    return matcher.endsWith('*') ? pathname.startsWith(matcher.slice(0, -1)) : pathname === matcher
  })
  if (!found) throw new Error(`No handle for ${pathname}`)
  return found
}

const BUILD = [
  '/index.html',
  '/404.html',
  '/home/index.html',
  '/plans/index.html',
  '/dashboard/index.html',
  '/claim/_/index.html',
  '/assets/app-abc123.js',
  '/tools/tool.mjs',
  '/config.js',
  '/robots.txt',
]

/**
 * The file Caddy serves: try_files rewrites to the first candidate that exists (a name ending in `/`: a directory,
 * whose index.html file_server serves), `=404` is an error, and with no candidate the path is left as it is.
 */
function caddyServedFile(pathname: string, files: readonly string[]): string | null {
  const handle = caddyHandleFor(caddyHandles(shipped), pathname)
  const captures = handle.regexp
    ? new RegExp(handle.regexp.pattern.replaceAll('(?P<', '(?<')).exec(pathname)?.groups
    : {}
  const exists = (file: string) =>
    file.endsWith('/') ? files.some((built) => built.startsWith(file)) : files.includes(file)
  for (const candidate of handle.tryFiles) {
    if (candidate.startsWith('=')) return null
    const file = candidate
      .replaceAll('{path}', pathname)
      .replace(/\{re\.\w+\.(\w+)\}/g, (_, capture: string) => captures?.[capture] ?? '')
      .replace(/\/{2,}/g, '/')
    if (exists(file))
      return file.endsWith('/') ? (files.includes(`${file}index.html`) ? `${file}index.html` : null) : file
  }
  return files.includes(pathname) ? pathname : null
}

const PATHS = [
  '/',
  '/home',
  '/plans',
  '/plans/',
  '/dashboard',
  '/admin',
  '/robots.txt',
  '/config.js',
  '/index.html',
  '/404.html',
  '/claim/_/index.html',
  '/assets/app-abc123.js',
  '/assets/gone-123.js',
  '/assets/nested/gone.js',
  '/tools/tool.mjs',
  '/tools/gone.mjs',
  '/claim/WELCOME',
  '/claim/WELCOME/',
  '/claim',
  '/claim/a/b',
  '/dashboard/x',
  '/no-such-page',
  '/nope/deeper',
]

test.each(PATHS)(
  '%s: Caddy runs the handle of the location nginx picks, and serves the same file',
  (pathname) => {
    const handles = caddyHandles(shipped)
    expect(asLocation(caddyHandleFor(handles, pathname))).toEqual(locationOf(pathname).location)
    const isBuilt = (file: string) => BUILD.includes(file)
    expect(caddyServedFile(pathname, BUILD)).toBe(servedFile(pathname, isBuilt))
  },
)

test('in a build with only the app’s HTML, Caddy answers as nginx does', () => {
  const bare = ['/index.html']
  for (const pathname of ['/', '/no-such-page', '/claim/WELCOME', '/dashboard', '/config.js']) {
    expect(caddyServedFile(pathname, bare), pathname).toBe(
      servedFile(pathname, (file) => bare.includes(file)),
    )
  }
})
