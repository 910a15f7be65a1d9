/**
 * The files static hosts read to answer each path as deploy/nginx.conf does (docs/deploy.md): `_redirects` and
 * `_headers` for Netlify and Cloudflare Pages, `vercel.json` for Vercel. The build writes them from the rule of which
 * file answers a path and the files it has; to name the API origin in their CSP after the build:
 *   node scripts/host-files.ts <dist> --connect-src https://api.example.com
 */
import { readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { Plugin, ResolvedConfig } from 'vite'
import { PLACEHOLDER_API_ORIGIN } from './nginx-server.ts'
import { PARAMETER_SEGMENT, servedFile } from './served-file.ts'
import { builtScriptHashes, contentSecurityPolicy } from './static-server.ts'

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'
export const HOST_FILES = ['_redirects', '_headers', 'vercel.json'] as const
/** Cloudflare Pages reads no more header rules than this. */
export const MAX_HEADER_RULES = 100

/** A path whose file a host would not find by itself, or would reach only through a redirect. */
export type Rewrite = {
  /** `/`, a page's path (`/plans`), or a parameter route (`/claim/:segment`). */
  from: string
  /** The file the rule of served-file.ts answers it with (`/claim/_/index.html`). */
  file: string
  kind: 'root' | 'page' | 'parameter'
}

const PAGE = /^(\/.+)\/index\.html$/
const PLACEHOLDER = ':segment'

/** What the hosts must be told, from the build's files (paths from its root: `/plans/index.html`). */
export function hostRewrites(files: readonly string[]): Rewrite[] {
  const built = new Set(files)
  const isFile = (file: string) => built.has(file)
  const rewrites: Rewrite[] = []
  const root = servedFile('/', isFile)
  if (root !== null && root !== '/index.html') rewrites.push({ from: '/', file: root, kind: 'root' })
  const pages = files.flatMap((file) => PAGE.exec(file)?.[1] ?? []).sort()
  for (const page of pages.filter((page) => path.posix.basename(page) !== PARAMETER_SEGMENT)) {
    const file = servedFile(page, isFile)
    if (file !== null) rewrites.push({ from: page, file, kind: 'page' })
  }
  // A placeholder is no file, so the rule answers it as it answers any value of the parameter.
  for (const parent of pages.flatMap((page) =>
    path.posix.basename(page) === PARAMETER_SEGMENT ? [page] : [],
  )) {
    const from = `${path.posix.dirname(parent)}/${PLACEHOLDER}`
    const file = servedFile(from, isFile)
    if (file !== null) rewrites.push({ from, file, kind: 'parameter' })
  }
  return rewrites
}

/** `/claim/_/index.html` → `/claim/_/`: Cloudflare Pages redirects a request for an index.html to its directory. */
function directoryOf(file: string): string {
  return file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file
}

function columns(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd(),
  )
}

/**
 * Netlify and Cloudflare Pages both read `_redirects`, each differently, so each rule has a line for each:
 * - Netlify takes the first rule that matches, and matches `/a/` as `/a`. `200!` (forced) is needed where a file is
 *   at the path already (`/`: the app's index.html; `/plans`: its directory, which Netlify would redirect to
 *   `/plans/` first). Its target is the file itself.
 * - Cloudflare Pages refuses `200!` (it reads that line as invalid, and warns) and reads the next one. It always
 *   applies a rule, file or not; matches `/a/` and `/a` apart; and redirects a request for `…/index.html` to its
 *   directory, even one rewritten there: its target is the directory. Its rules without a placeholder come first.
 * Neither is told about the other paths: both answer a missing file with 404.html and the status 404.
 */
export function redirectsFile(rewrites: readonly Rewrite[]): string {
  const rows = rewrites.flatMap(({ from, file, kind }) => [
    [from, file, '200!'],
    [from, directoryOf(file), '200'],
    ...(kind === 'parameter' ? [[`${from}/`, directoryOf(file), '200']] : []),
  ])
  return [
    '# Written by the build (scripts/host-files.ts, docs/deploy.md): edit the rule in scripts/served-file.ts instead.',
    '# Netlify reads each first line (200!), Cloudflare Pages each second (it ignores 200!, with a warning).',
    ...columns(rows),
    '',
  ].join('\n')
}

export type HeaderOptions = {
  /** The API origin named in the CSP's connect-src; without one, connect-src is 'self' only. */
  connectSrc?: string
  /** The hashes of the scripts the pages have inline, allowed by the CSP's script-src. */
  scriptHashes?: readonly string[]
}

function securityHeaders({ connectSrc, scriptHashes }: HeaderOptions): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(connectSrc ? [connectSrc] : [], scriptHashes)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ]
}

/** The first segment of every path the build serves, but assets/ and the hosts' own files: `config.js`, `plans`... */
function topLevelNames(files: readonly string[]): { files: string[]; directories: string[] } {
  const names = { files: new Set<string>(), directories: new Set<string>() }
  for (const file of files) {
    const [first = '', ...rest] = file.slice(1).split('/')
    if (first === 'assets' || (HOST_FILES as readonly string[]).includes(first)) continue
    names[rest.length > 0 ? 'directories' : 'files'].add(first)
  }
  return { files: [...names.files].sort(), directories: [...names.directories].sort() }
}

/**
 * Both hosts apply every rule that matches a path, and when two set one header, Cloudflare Pages sends both values
 * joined ("no-cache, public, max-age=…") and Netlify only one: so the rules that set Cache-Control never overlap.
 * `/*` has the security headers; `/assets/*` the year-long cache; each other name the build serves `no-cache`. A path
 * of no file (the 404 page) keeps the host's default, `public, max-age=0, must-revalidate`: revalidated too.
 */
export function headersFile(files: readonly string[], options: HeaderOptions): string {
  const { files: names, directories } = topLevelNames(files)
  const rules: [string, [string, string][]][] = [
    ['/*', securityHeaders(options)],
    ['/assets/*', [['Cache-Control', IMMUTABLE]]],
    ...[
      '/',
      ...names.map((name) => `/${name}`),
      ...directories.flatMap((name) => [`/${name}`, `/${name}/*`]),
    ].map((rule): [string, [string, string][]] => [rule, [['Cache-Control', REVALIDATE]]]),
  ]
  if (rules.length > MAX_HEADER_RULES) {
    throw new Error(`_headers: ${rules.length} rules, Cloudflare Pages reads ${MAX_HEADER_RULES}`)
  }
  return [
    '# Written by the build (scripts/host-files.ts, docs/deploy.md): replace https://api.example.com with the API',
    '# origin (node scripts/host-files.ts dist --connect-src <origin>).',
    ...rules.flatMap(([rule, headers]) => [rule, ...headers.map(([name, value]) => `  ${name}: ${value}`)]),
    '',
  ].join('\n')
}

type VercelHeader = { key: string; value: string }

/**
 * Vercel serves a file at its path first (a directory's index.html at `/plans` too) and applies `rewrites` only to
 * what no file answers: `/` is the app's index.html before any rewrite, so it redirects to the root page's path.
 * A placeholder matches `/a` and not `/a/`. `headers` apply to every answer; they do not overlap either.
 */
export function vercelConfig(rewrites: readonly Rewrite[], options: HeaderOptions) {
  const header = ([key, value]: [string, string]): VercelHeader => ({ key, value })
  const root = rewrites.find(({ kind }) => kind === 'root')
  const rootPage = root && PAGE.exec(root.file)?.[1]
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    redirects: rootPage ? [{ source: '/', destination: rootPage, permanent: false }] : [],
    rewrites: rewrites
      .filter(({ kind }) => kind === 'parameter')
      .flatMap(({ from, file }) => [
        { source: from, destination: file },
        { source: `${from}/`, destination: file },
      ]),
    headers: [
      { source: '/(.*)', headers: securityHeaders(options).map(header) },
      { source: '/assets/(.*)', headers: [header(['Cache-Control', IMMUTABLE])] },
      { source: '/((?!assets/).*)', headers: [header(['Cache-Control', REVALIDATE])] },
    ],
  }
}

/** Every file under `root`, as `/a/b.js`. */
async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map(
      (entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
    )
    .filter((file) => !(HOST_FILES as readonly string[]).includes(file.slice(1)))
    .sort()
}

export async function writeHostFiles(
  outDir: string,
  { connectSrc }: Pick<HeaderOptions, 'connectSrc'>,
): Promise<void> {
  const files = await listFiles(outDir)
  // The build failed before its pages were written, and says why itself.
  if (!files.includes('/index.html')) return
  const options = { connectSrc, scriptHashes: builtScriptHashes(outDir) }
  const rewrites = hostRewrites(files)
  await writeFile(path.join(outDir, '_redirects'), redirectsFile(rewrites))
  await writeFile(path.join(outDir, '_headers'), headersFile(files, options))
  await writeFile(
    path.join(outDir, 'vercel.json'),
    `${JSON.stringify(vercelConfig(rewrites, options), null, 2)}\n`,
  )
}

/**
 * After the pages are written: `closeBundle` of the plugins before this one (the prerender's) has finished. The CSP
 * names the build's API origin, else the placeholder deploy/nginx.conf has.
 */
export function hostFilesPlugin(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'relay-portal:host-files',
    apply: (_userConfig, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir)
        const origin = (config.env.VITE_API_ORIGIN as string | undefined) || PLACEHOLDER_API_ORIGIN
        await writeHostFiles(outDir, { connectSrc: origin })
      },
    },
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'connect-src': { type: 'string' } },
  })
  const dist = path.resolve(positionals[0] ?? 'dist')
  const connectSrc = values['connect-src']
  if (connectSrc !== undefined && !/^https?:\/\/[\w.:[\]-]+$/.test(connectSrc)) {
    console.error(`Not an origin (scheme://host[:port]): ${connectSrc}`)
    process.exit(1)
  }
  await writeHostFiles(dist, { connectSrc })
  console.log(`${dist}: ${HOST_FILES.join(', ')} (connect-src 'self'${connectSrc ? ` ${connectSrc}` : ''})`)
}

if (import.meta.main ?? path.resolve(process.argv[1] ?? '') === import.meta.filename) await main()
