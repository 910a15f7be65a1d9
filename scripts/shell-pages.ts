/**
 * The shell pages (ADR 005): every route of the manifest that is not prerendered in
 * full, and that a visitor may open signed out or needs sign-in for, gets HTML of its own that paints at once — the
 * header, the page's title and static text, and skeletons in the page's final layout — in every language, one block
 * each, as src/prerender-shell.tsx renders it, with the stylesheets of the app and of the page. As on a prerendered
 * page, /boot.js loads the app once the shell has painted, and the app's first render replaces it (ADR 009).
 *
 * Where each is written: `/dashboard` → `dashboard/index.html` (served at its path like a prerendered page), a route
 * with a final parameter → `<parent>/_/index.html` (`/claim/:packageId` → `claim/_/index.html`), the 404 (`*`) →
 * `404.html`, which servers answer every other path with (served-file.ts). The routes left (the
 * signed-out only ones) get index.html at their path, so that the 404 page is never theirs.
 */
import { copyFile, mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Rollup } from 'vite'
import { rendererAssets } from './prerender/app-shell.ts'
import { chunkAssets, entryChunk, moduleChunk } from './prerender/chunk-assets.ts'
import { prerenderedPageHtml, type RenderedPage } from './prerender/page-html.ts'
import type { PageRenderer } from './prerender/render.ts'
import type { ManifestRoute, RouteManifest } from './route-manifest.ts'
import { NOT_FOUND_PAGE, PARAMETER_SEGMENT } from './served-file.ts'

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

export type ShellPagesOptions = {
  outDir: string
  /** The build's index.html (the entry, the renderer's preloads and stylesheets). */
  appHtml: string
  /** The URL of the app's entry script. */
  entry: string
  bundle: Rollup.OutputBundle
  base: string
  manifest: RouteManifest
  renderer: PageRenderer
}

/** A chunk this small (minified) is preloaded by its shell page; a larger one waits for the app. */
export const SMALL_CHUNK_BYTES = 4096

/**
 * The chunks a route's shell page fetches, at low priority, while it paints: the page's small ones, not the entry's
 * nor the renderer's (the app loads those as it starts). The app then finds them instead of adding a preload for
 * each as it starts, all in one long task (a dozen on /dashboard). The large ones wait for the app, so as not to
 * share the bandwidth of the first paint: preloading them too delayed the dashboard's LCP by 0.4–0.6 s.
 */
export function shellPreloads(bundle: Rollup.OutputBundle, route: ManifestRoute): string[] {
  const started = [...chunkAssets(bundle, entryChunk(bundle)).scripts, ...rendererAssets(bundle).scripts]
  return chunkAssets(bundle, moduleChunk(bundle, route.module)).scripts.filter((file) => {
    const output = bundle[file]
    return !started.includes(file) && output?.type === 'chunk' && output.code.length <= SMALL_CHUNK_BYTES
  })
}

/** Writes the shell pages, and index.html at the path of every other route without a page of its own. */
export async function writeShellPages(options: ShellPagesOptions): Promise<void> {
  const { outDir, appHtml, entry, bundle, base, manifest, renderer } = options
  const { renderShell } = renderer
  if (!renderShell) throw new Error('The page renderer has no renderShell')
  for (const route of shellRoutes(manifest)) {
    const url = shellUrl(route.path)
    const renders: RenderedPage[] = []
    // One language after the other: the renderer switches its one i18next instance's language for each.
    for (const language of renderer.LANGUAGES) {
      renders.push({ language, html: await renderShell(url, language) })
    }
    // Composed as a prerendered page is (ADR 005): the app's entry is named, not loaded, and /boot.js loads it once
    // the shell has painted, so no script competes with the first paint. The pages behind it format numbers and
    // dates at once (all but the 404): /boot.js prepares Intl for them, as it did when index.html answered them.
    const page = chunkAssets(bundle, moduleChunk(bundle, route.module))
    const html = prerenderedPageHtml(appHtml, {
      entry,
      formats: route.path !== '*',
      styles: page.styles.map((file) => `${base}${file}`),
      preloads: shellPreloads(bundle, route).map((file) => `${base}${file}`),
      renders,
    })
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
