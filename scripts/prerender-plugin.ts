// The prerender and the shell pages (ADRs 005 and 009), one job per module of prerender/.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin, ResolvedConfig, Rollup } from 'vite'
import { appShellTags, entryChunk } from './prerender/chunk-assets.ts'
import { minifiedFormScript, writePage } from './prerender/page-html.ts'
import { renderInEveryLanguage, withPageRenderer } from './prerender/render.ts'
import { appStart, fallbackData, fallbackPages, withFallbackScript } from './prerender/page-fallback.ts'
import { loadRouteManifest, type RouteManifest } from './route-manifest.ts'
import { servedFile } from './served-file.ts'
import { rootRoute } from '#src/config/startup-routes.ts'
import { writeShellPages } from './shell-pages.ts'

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig
  let manifest: RouteManifest = { routes: [] }
  let bundle: Rollup.OutputBundle = {}
  return {
    name: 'relay-portal:prerender',
    // The app's client build (not the SSR build this plugin starts), and `vite preview` of it.
    apply: (_userConfig, env) => (env.command === 'build' && !env.isSsrBuild) || env.isPreview === true,
    async configResolved(resolved) {
      config = resolved
      manifest = await loadRouteManifest(resolved.root)
    },
    configurePreviewServer(server) {
      const outDir = path.resolve(config.root, config.build.outDir)
      const isFile = (file: string) => {
        const candidate = path.join(outDir, file)
        return existsSync(candidate) && statSync(candidate).isFile()
      }
      // `vite preview` answers each path with the file nginx would.
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
      const site = {
        shell: String(shell.source),
        entry: `${config.base}${entryChunk(bundle).fileName}`,
        base: config.base,
        outDir,
        bundle,
      }
      const prerendered = manifest.routes.filter(({ prerendered }) => prerendered)
      const formScript = await minifiedFormScript(config.root)
      await withPageRenderer(config, async (renderer) => {
        for (const { path: route, module, formats, forms } of prerendered) {
          await writePage(site, {
            file: `${route.slice(1)}/index.html`,
            module,
            formats: formats === true,
            renders: await renderInEveryLanguage(renderer.LANGUAGES, (language) =>
              renderer.renderPage(route, language),
            ),
            ...(forms && { formScript }),
          })
        }
        await writeShellPages(site, manifest, renderer)
      })
      const data = fallbackData(
        fallbackPages(manifest, config.base, (file) => readFileSync(path.join(outDir, file), 'utf8')),
        appStart(String(shell.source)),
        rootRoute,
      )
      await writeFile(path.join(outDir, 'index.html'), withFallbackScript(String(shell.source), data))
    },
  }
}
