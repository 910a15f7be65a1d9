// The shell pages and where each is written (ADR 009).
import { copyFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { writePage, type Site } from './prerender/page-html.ts'
import { renderInEveryLanguage, type PageRenderer } from './prerender/render.ts'
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

export async function writeShellPages(
  site: Site,
  manifest: RouteManifest,
  renderer: PageRenderer,
): Promise<void> {
  for (const route of shellRoutes(manifest)) {
    const url = shellUrl(route.path)
    await writePage(site, {
      file: shellFile(route.path),
      module: route.module,
      // All but the 404 format numbers or dates at once: the boot script prepares Intl for them.
      formats: route.path !== '*',
      renders: await renderInEveryLanguage(renderer.LANGUAGES, (language) =>
        renderer.renderShell(url, language),
      ),
    })
  }
  // The signed-out only routes: the app's HTML at their path, or the 404 page would answer them.
  for (const route of manifest.routes) {
    if (route.prerendered || shellRoutes(manifest).includes(route) || route.path.includes(':')) continue
    const file = path.join(site.outDir, route.path, 'index.html')
    await mkdir(path.dirname(file), { recursive: true })
    await copyFile(path.join(site.outDir, 'index.html'), file)
  }
}
