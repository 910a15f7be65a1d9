// The shell pages and where each is written (ADR 009).
import { copyFile, mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Rollup } from 'vite'
import { rendererAssets } from './prerender/app-shell.ts'
import { chunkAssets, entryChunk, moduleChunk } from './prerender/chunk-assets.ts'
import { prerenderedPageHtml, type RenderedPage } from './prerender/page-html.ts'
import { writePageStylesheet } from './prerender/page-stylesheet.ts'
import type { PageRenderer } from './prerender/render.ts'
import type { ManifestRoute, RouteManifest } from './route-manifest.ts'
import { NOT_FOUND_PAGE, PARAMETER_SEGMENT } from './served-file.ts'

export function shellRoutes({ routes }: RouteManifest): ManifestRoute[] {
  return routes.filter(({ prerendered, access }) => !prerendered && access !== 'signed-out')
}

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

/** A shell never shows a parameter's value. */
export function shellUrl(routePath: string): string {
  return routePath === '*' ? '/404' : routePath.replace(/:\w+/g, PARAMETER_SEGMENT)
}

export type ShellPagesOptions = {
  outDir: string
  appHtml: string
  entry: string
  bundle: Rollup.OutputBundle
  base: string
  manifest: RouteManifest
  renderer: PageRenderer
}

/** A chunk this small (minified) is preloaded by its shell page; a larger one waits for the app. */
export const SMALL_CHUNK_BYTES = 4096

/**
 * The page's small chunks, fetched at low priority while the shell paints, so the app does not add their preloads
 * in one long task. Not the large ones: they delayed the dashboard's LCP by 0.4–0.6 s (ADR 009).
 */
export function shellPreloads(bundle: Rollup.OutputBundle, route: ManifestRoute): string[] {
  const started = [...chunkAssets(bundle, entryChunk(bundle)).scripts, ...rendererAssets(bundle).scripts]
  return chunkAssets(bundle, moduleChunk(bundle, route.module)).scripts.filter((file) => {
    const output = bundle[file]
    return !started.includes(file) && output?.type === 'chunk' && output.code.length <= SMALL_CHUNK_BYTES
  })
}

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
    // All but the 404 format numbers or dates at once: the boot script prepares Intl for them.
    const page = chunkAssets(bundle, moduleChunk(bundle, route.module))
    const html = prerenderedPageHtml(appHtml, {
      entry,
      formats: route.path !== '*',
      ...(await writePageStylesheet(outDir, bundle, {
        shell: appHtml,
        styles: page.styles.map((file) => `${base}${file}`),
        base,
      })),
      preloads: shellPreloads(bundle, route).map((file) => `${base}${file}`),
      renders,
    })
    const file = path.join(outDir, shellFile(route.path))
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, html)
  }
  // The signed-out only routes: the app's HTML at their path, or the 404 page would answer them.
  for (const route of manifest.routes) {
    if (route.prerendered || shellRoutes(manifest).includes(route) || route.path.includes(':')) continue
    const file = path.join(outDir, route.path, 'index.html')
    await mkdir(path.dirname(file), { recursive: true })
    await copyFile(path.join(outDir, 'index.html'), file)
  }
}
