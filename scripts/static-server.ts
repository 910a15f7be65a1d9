/**
 * Serves a built dist/ the way deploy/nginx.conf does: SPA fallback to index.html, hashed assets cached for a
 * year as immutable, index.html and config.js never cached, gzip, and the strict Content-Security-Policy.
 * Used by the end-to-end tests and the benchmarks, so anything that breaks under the CSP fails a test.
 *
 *   node scripts/static-server.ts <dist> --port 4173 [--connect-src https://api.example.com]
 */
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createGzip } from 'node:zlib'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string', default: '4173' }, 'connect-src': { type: 'string', multiple: true } },
})

const root = path.resolve(positionals[0] ?? 'dist')
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No index.html in ${root}: build first (npm run build).`)
  process.exit(1)
}

/** The policy of deploy/nginx.conf; `connect-src` names the API origin(s). */
export function contentSecurityPolicy(connectSrc: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
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
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest'])
const csp = contentSecurityPolicy(values['connect-src'] ?? [])

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost')
  let file = path.join(root, decodeURIComponent(url.pathname))
  if (!file.startsWith(root)) {
    res.writeHead(400).end()
    return
  }
  const isFile = existsSync(file) && statSync(file).isFile()
  // A prerendered page (scripts/prerender-plugin.ts), like nginx's `try_files $uri $uri/index.html`; `/` is
  // the prerendered home page.
  const page = path.join(url.pathname === '/' ? path.join(root, 'home') : file, 'index.html')
  if (!isFile && existsSync(page)) file = page
  else if (!isFile) {
    // Missing hashed assets are real 404s (a stale page must see its chunk fail); other paths are the app's.
    if (url.pathname.startsWith('/assets/')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found')
      return
    }
    file = path.join(root, 'index.html')
  }
  const ext = path.extname(file)
  const headers: Record<string, string> = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cache-Control': file.includes(`${path.sep}assets${path.sep}`)
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

server.listen(Number(values.port), () => {
  console.log(
    `Serving ${root} on http://localhost:${values.port} (CSP connect-src: 'self' ${(values['connect-src'] ?? []).join(' ')})`,
  )
})
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)))
