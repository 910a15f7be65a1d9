/**
 * The shell pages (ADR 005): every route of the manifest (src/app/route-manifest.ts) that is not prerendered in
 * full, and that a visitor may open signed out or needs sign-in for, gets HTML of its own that paints at once — the
 * header, the page's title and static text, and skeletons in the page's final layout — in every language, one block
 * each, as src/prerender-shell.tsx renders it, with the stylesheets of the app and of the page. As on a prerendered
 * page, /boot.js loads the app once the shell has painted, and the app's first render replaces it (ADR 008).
 *
 * Where each is written: `/dashboard` → `dashboard/index.html` (served at its path like a prerendered page), a route
 * with a final parameter → `<parent>/_/index.html` (`/claim/:packageId` → `claim/_/index.html`), the 404 (`*`) →
 * `404.html`, which servers answer every other path with (scripts/shell-page-path.ts). The routes left (the
 * signed-out only ones) get index.html at their path, so that the 404 page is never theirs.
 */
import { existsSync, statSync } from 'node:fs'
import { copyFile, mkdir, writeFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import type { Rollup } from 'vite'
import { pageModule, type ManifestRoute, type RouteManifest } from './route-manifest.ts'
import { NOT_FOUND_PAGE, PARAMETER_SEGMENT, fallbackPage } from './shell-page-path.ts'

export type ShellRenderer = {
  LANGUAGES: readonly string[]
  renderShell: (url: string, language: string) => Promise<string>
}

/** The routes that get a shell page: not prerendered in full, and not only for visitors signed out. */
export function shellRoutes({ routes }: RouteManifest): ManifestRoute[] {
  return routes.filter(({ prerendered, access }) => !prerendered && access !== 'signed-out')
}

/** Where a route's shell page is written, relative to the build's root. */
export function shellFile(routePath: string): string {
  if (routePath === '*') return NOT_FOUND_PAGE
  const segments = routePath.split('/').filter(Boolean)
  const last = segments.length - 1
  if (segments.slice(0, last).some((segment) => segment.startsWith(':') || segment === '*')) {
    throw new Error(`${routePath}: only a final parameter can have a shell page`)
  }
  if (segments[last]?.startsWith(':')) segments[last] = PARAMETER_SEGMENT
  return path.posix.join(...segments, 'index.html')
}

/** A path the route matches, to render its shell at: a parameter's value is never shown by a shell. */
export function shellUrl(routePath: string): string {
  return routePath === '*' ? '/404' : routePath.replace(/:\w+/g, PARAMETER_SEGMENT)
}

/** The files a module's chunk needs at once: its own and its static imports' scripts and stylesheets. */
function chunkAssets(bundle: Rollup.OutputBundle, module: string) {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
  const root = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module))
  if (!root) throw new Error(`No chunk for ${module} in the build`)
  const scripts: string[] = []
  const styles: string[] = []
  const visit = (fileName: string) => {
    const chunk = bundle[fileName]
    if (chunk?.type !== 'chunk' || scripts.includes(fileName)) return
    scripts.push(fileName)
    chunk.imports.forEach(visit)
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!styles.includes(css)) styles.push(css)
  }
  visit(root.fileName)
  return { scripts, styles }
}

const ROOT_ELEMENT = '<div id="root"></div>'
const HOISTED_METADATA = /<title>[^<]*<\/title>|<meta [^>]*>/g
const TITLE = /<title>([^<]*)<\/title>/
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g
const CHARSET = '<meta charset="UTF-8" />'

/** The HTML of every shell block is complete and needs no inline style (the CSP would drop it). */
function checked(html: string, url: string, language: string): string {
  // `<!--$?-->`: a boundary suspended; `<!--$!-->`: a component threw, and the boundary's fallback stands in.
  if (html.includes('<script') || html.includes('<!--$?-->') || html.includes('<!--$!-->')) {
    throw new Error(`The shell of ${url} (${language}) suspended or failed: its HTML is incomplete`)
  }
  const inlineStyle = / style="[^"]*"/.exec(html)
  if (inlineStyle)
    throw new Error(`The shell of ${url} has an inline style, which the CSP blocks: ${inlineStyle[0]}`)
  return html
}

export type ShellPagesOptions = {
  outDir: string
  /** The build's index.html as written (the entry, the renderer's preloads and stylesheets). */
  appHtml: string
  bundle: Rollup.OutputBundle
  base: string
  manifest: RouteManifest
  renderer: ShellRenderer
}

/** Writes the shell pages, and index.html at the path of every other route without a page of its own. */
export async function writeShellPages(options: ShellPagesOptions): Promise<void> {
  const { outDir, appHtml, bundle, base, manifest, renderer } = options
  // As on a prerendered page (ADR 005), the app's entry is named, not loaded: /boot.js loads it once the shell has
  // painted, so no script competes with the first paint. Its chunks are not preloaded either.
  const entry = ENTRY_SCRIPT.exec(appHtml)?.[1]
  if (!entry || !appHtml.includes(CHARSET)) throw new Error('index.html has no entry script or charset')
  const pageHtml = appHtml
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(CHARSET, `${CHARSET}\n    <meta name="app-entry" content="${entry}" />`)
  if (!appHtml.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`)
  const shellLanguage = /<html lang="([^"]+)"/.exec(appHtml)?.[1] ?? ''
  const has = (file: string) => pageHtml.includes(`"${base}${file}"`)
  const link = (rel: string, files: readonly string[]) =>
    [...new Set(files)]
      .filter((file) => !has(file))
      .map((file) => `\n    <link rel="${rel}" crossorigin href="${base}${file}">`)
      .join('')

  for (const route of shellRoutes(manifest)) {
    const url = shellUrl(route.path)
    let blocks = ''
    const titles: Record<string, string> = {}
    for (const language of renderer.LANGUAGES) {
      const rendered = checked(await renderer.renderShell(url, language), url, language)
      const title = TITLE.exec(rendered)?.[1]?.replaceAll('"', '&quot;')
      if (!title) throw new Error(`The shell of ${url} (${language}) has no <title>`)
      titles[language] = title
      blocks += `<div data-prerendered="${language}">${rendered.replace(HOISTED_METADATA, '')}</div>`
    }
    const page = chunkAssets(bundle, pageModule(route))
    const ownTitle = titles[shellLanguage]
    if (!ownTitle) throw new Error(`The shell of ${url} has no ${shellLanguage} title`)
    const head = [
      ...Object.entries(titles).map(
        ([language, title]) => `\n    <meta name="page-title" lang="${language}" content="${title}" />`,
      ),
      link('stylesheet', page.styles),
    ].join('')
    const html = pageHtml
      .replace(TITLE, `<title>${ownTitle}</title>`)
      .replace('\n  </head>', `${head}\n  </head>`)
      .replace(ROOT_ELEMENT, `<div id="root">${blocks}</div>`)
    const file = path.join(outDir, shellFile(route.path))
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, html)
  }
  // The signed-out only routes: the app's HTML at their path, where the 404 page would answer otherwise.
  for (const route of manifest.routes) {
    if (route.prerendered || shellRoutes(manifest).includes(route) || route.path.includes(':')) continue
    const file = path.join(outDir, route.path, 'index.html')
    await mkdir(path.dirname(file), { recursive: true })
    await copyFile(path.join(outDir, 'index.html'), file)
  }
}

/**
 * `vite preview`'s answer to a path that is no file and has no page at its path: the shell page of its route or the
 * 404 page's (scripts/shell-page-path.ts), as deploy/nginx.conf and scripts/static-server.ts answer it.
 */
export function shellFallback(outDir: string) {
  // A path that is no file: its page (prerendered or shell) at its path, else its route's shell or the 404's.
  return (req: IncomingMessage, _res: ServerResponse, next: () => void) => {
    const url = new URL(req.url ?? '/', 'http://preview')
    const file = path.join(outDir, decodeURIComponent(url.pathname))
    if (existsSync(file) && statSync(file).isFile()) {
      next()
      return
    }
    const page = existsSync(path.join(file, 'index.html'))
      ? path.posix.join(url.pathname, 'index.html')
      : `/${fallbackPage(url.pathname, (candidate) => existsSync(path.join(outDir, candidate)))}`
    req.url = `${page}${url.search}`
    next()
  }
}
