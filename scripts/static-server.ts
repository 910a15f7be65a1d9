/**
 * Serves a built dist/ as the shipped nginx.conf does (files, caching, gzip, security headers on every answer), so
 * the tests and the bench break where the CSP would. With `--spa-fallback` it serves as most static hosts' "single
 * page app" setting does instead: a path that is no file gets the app's `index.html`, never a shell page.
 *   node scripts/static-server.ts <dist> --port 4173 [--connect-src https://api.example.com] [--spa-fallback]
 */
import { createHash } from 'node:crypto'
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server, type ServerResponse } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createGzip } from 'node:zlib'
import { servedFile } from './served-file.ts'

/** A CSP source that allows an inline script whose text is `source`, exactly. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const SCRIPT_TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i

/** The text of each script written in `html` that a browser would run (not a `src` one, not a data block). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)].flatMap(([, attributes = '', source = '']) => {
    const type = SCRIPT_TYPE.exec(attributes)?.[1]?.toLowerCase()
    const runs = !type || type === 'module' || /javascript|ecmascript/.test(type)
    return runs && !/\bsrc\s*=/i.test(attributes) && source !== '' ? [source] : []
  })
}

/** The hash of every inline script in the HTML files under `root`: what its CSP must allow. */
export function builtScriptHashes(root: string): string[] {
  const hashes = new Set<string>()
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const html = readFileSync(path.join(entry.parentPath, entry.name), 'utf8')
    for (const source of inlineScripts(html)) hashes.add(scriptHash(source))
  }
  return [...hashes].sort()
}

/** The sources of script-src in the CSP of a server configuration (deploy/nginx.conf, deploy/Caddyfile). */
export function configScriptSources(config: string): string[] {
  return /Content-Security-Policy "[^"]*?\bscript-src ([^;"]*)/.exec(config)?.[1]?.trim().split(/\s+/) ?? []
}

/** The hashes of the inline scripts under `root` that a server configuration's CSP does not allow. */
export function unallowedScripts(config: string, root: string): string[] {
  const allowed = configScriptSources(config)
  return builtScriptHashes(root).filter((hash) => !allowed.includes(hash))
}

/**
 * The shipped nginx policy: `connectSrc` names the API origin(s), `scriptHashes` the inline scripts it allows (never
 * 'unsafe-inline').
 */
export function contentSecurityPolicy(
  connectSrc: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(' ')}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectSrc].join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest'])

export type StaticServerOptions = {
  connectSrc?: readonly string[]
  spaFallback?: boolean
}

/** Whether `file` is `root` or inside it (not a sibling whose name starts with root's, like `dist-x`). */
function isInside(root: string, file: string): boolean {
  const relative = path.relative(root, file)
  return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative)
}

export function createStaticServer(root: string, options: StaticServerOptions = {}): Server {
  root = path.resolve(root)
  const security = {
    'Content-Security-Policy': contentSecurityPolicy(options.connectSrc ?? [], builtScriptHashes(root)),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  }
  const fail = (res: ServerResponse, status: number, text: string) =>
    res.writeHead(status, { ...security, 'Content-Type': 'text/plain; charset=utf-8' }).end(text)

  return createServer((req, res) => {
    let pathname: string
    try {
      // A malformed escape (`/%E0%A4%A`) is the client's error, not the server's end.
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
    } catch {
      fail(res, 400, 'Bad request')
      return
    }
    // Encoded slashes and dots (`/..%2Fdist-x/secret`) decode to a path outside root: refused.
    if (pathname.includes('\0') || !isInside(root, path.join(root, pathname))) {
      fail(res, 400, 'Bad request')
      return
    }
    const isFile = (uri: string) => {
      const candidate = path.join(root, uri)
      return isInside(root, candidate) && existsSync(candidate) && statSync(candidate).isFile()
    }
    const served = options.spaFallback
      ? isFile(pathname)
        ? pathname
        : '/index.html'
      : servedFile(pathname, isFile)
    if (served === null) {
      fail(res, 404, 'Not found')
      return
    }
    const file = path.join(root, served)
    const ext = path.extname(file)
    const headers: Record<string, string> = {
      ...security,
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': isInside(path.join(root, 'assets'), file)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    }
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    if (gzip) {
      headers['Content-Encoding'] = 'gzip'
      headers.Vary = 'Accept-Encoding'
    }
    res.writeHead(200, headers)
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    const stream = createReadStream(file)
    ;(gzip ? stream.pipe(createGzip({ level: 9 })) : stream).pipe(res)
  })
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string', default: '4173' },
      'connect-src': { type: 'string', multiple: true },
      'spa-fallback': { type: 'boolean', default: false },
    },
  })
  const root = path.resolve(positionals[0] ?? 'dist')
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(`No index.html in ${root}: build first (npm run build).`)
    process.exit(1)
  }
  const connectSrc = values['connect-src'] ?? []
  const server = createStaticServer(root, { connectSrc, spaFallback: values['spa-fallback'] })
  server.listen(Number(values.port), () => {
    console.log(
      `Serving ${root} on http://localhost:${values.port} (CSP connect-src: 'self' ${connectSrc.join(' ')})`,
    )
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => server.close(() => process.exit(0)))
}

if (import.meta.main ?? path.resolve(process.argv[1] ?? '') === import.meta.filename) main()
