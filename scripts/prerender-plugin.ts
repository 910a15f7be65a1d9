/**
 * The prerender (ADR 005), one job per module of scripts/prerender/:
 * - index.html preloads the app's renderer with the entry (app-shell.ts, through `transformIndexHtml`);
 * - after the client build is written, an SSR build of src/prerender.tsx renders each prerendered route of the
 *   route manifest in every language (render.ts);
 * - `<outDir><route>/index.html` is index.html with that HTML in its root element, one block per language, and
 *   a head that paints without JavaScript (page-html.ts), linking the stylesheets the build made for the page
 *   (chunk-assets.ts).
 * - every other route gets a shell page that paints at once: header, title, static text and skeletons
 *   (scripts/shell-pages.ts, ADR 009).
 * /boot.js (src/boot/boot.ts) sets `<html lang>` before the first paint and src/styles/global.css shows only
 * that language's block; /boot.js then starts the app, which replaces the block with its own render.
 *
 * vite.config.ts adds this plugin for the app only (scripts/app-plugins.ts).
 */
import { existsSync, statSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin, ResolvedConfig, Rollup } from 'vite'
import { appShellTags } from './prerender/app-shell.ts'
import { chunkAssets, entryChunk, moduleChunk } from './prerender/chunk-assets.ts'
import { minifyFormScript, withFormScript } from './prerender/form-script.ts'
import { prerenderedPageHtml } from './prerender/page-html.ts'
import { renderInEveryLanguage, withPageRenderer } from './prerender/render.ts'
import { loadRouteManifest, type RouteManifest } from './route-manifest.ts'
import { servedFile } from './served-file.ts'
import { writeShellPages } from './shell-pages.ts'

/**
 * The routes served as prerendered HTML at their path: the route manifest's prerendered ones, each with its page
 * module, whose stylesheets the HTML links. `formats`: the page formats numbers or dates as soon as it starts (the prices), so /boot.js
 * prepares Intl for it. `forms`: the page has a form, and loads the early-input script (prerender/form-script.ts).
 */
export function prerenderedRoutes({ routes }: RouteManifest) {
  return routes
    .filter(({ prerendered }) => prerendered)
    .map((route) => ({
      route: route.path,
      page: route.module,
      formats: route.formats === true,
      forms: route.forms === true,
    }))
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig
  let manifest: RouteManifest = { routes: [] }
  let routes: ReturnType<typeof prerenderedRoutes> = []
  let bundle: Rollup.OutputBundle = {}
  return {
    name: 'relay-portal:prerender',
    // The app's client build (not the SSR build this plugin starts), and `vite preview` of it.
    apply: (_userConfig, env) => (env.command === 'build' && !env.isSsrBuild) || env.isPreview === true,
    async configResolved(resolved) {
      config = resolved
      manifest = await loadRouteManifest(resolved.root)
      routes = prerenderedRoutes(manifest)
    },
    configurePreviewServer(server) {
      const outDir = path.resolve(config.root, config.build.outDir)
      const isFile = (file: string) => {
        const candidate = path.join(outDir, file)
        return existsSync(candidate) && statSync(candidate).isFile()
      }
      // `vite preview` answers each path with the file deploy/nginx.conf would (served-file.ts).
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview')
        const served = servedFile(decodeURIComponent(url.pathname), isFile)
        if (served !== null) req.url = `${served}${url.search}`
        next()
      })
    },
    transformIndexHtml: {
      // After Vite has linked the entry: the build's chunks are final, and the entry's files are not repeated.
      order: 'post',
      handler: (_html, { bundle: output }) => (output ? appShellTags(output, config.base) : []),
    },
    writeBundle(_options, output) {
      bundle = output
    },
    async closeBundle() {
      // Nothing was written: the build failed, and says why itself.
      if (Object.keys(bundle).length === 0) return
      const shell = bundle['index.html']
      if (shell?.type !== 'asset') throw new Error('The build has no index.html')
      const outDir = path.resolve(config.root, config.build.outDir)
      const entry = `${config.base}${entryChunk(bundle).fileName}`
      if (routes.some(({ forms }) => forms)) await minifyFormScript(outDir)
      await withPageRenderer(config, async (renderer) => {
        for (const { route, page, formats, forms } of routes) {
          const html = prerenderedPageHtml(String(shell.source), {
            entry,
            formats,
            styles: chunkAssets(bundle, moduleChunk(bundle, page)).styles.map(
              (file) => `${config.base}${file}`,
            ),
            renders: await renderInEveryLanguage(renderer, route),
          })
          await mkdir(path.join(outDir, route), { recursive: true })
          await writeFile(
            path.join(outDir, route, 'index.html'),
            forms ? withFormScript(html, config.base) : html,
          )
        }
        await writeShellPages({
          outDir,
          appHtml: String(shell.source),
          entry,
          bundle,
          base: config.base,
          manifest,
          renderer,
        })
      })
    },
  }
}
