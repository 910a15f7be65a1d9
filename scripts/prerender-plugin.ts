/**
 * Completes the build's HTML (ADR 005). index.html preloads the app's renderer with the entry, and the route
 * manifest's prerendered pages (src/app/route-manifest.ts) are prerendered: after the app's bundle is written, an SSR build of src/prerender.tsx renders each route
 * in every language, and `<outDir><route>/index.html` gets the shell's index.html with that HTML in its root
 * element, one block per language. public/boot.js sets `<html lang>` before the first paint and
 * src/styles/global.css shows only that language's block, so the page paints before any JavaScript arrives;
 * /boot.js then starts the app, which replaces the block with its own render.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { minifySync } from 'rolldown/utils'
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite'
import { loadRouteManifest, pageModule, type RouteManifest } from './route-manifest.ts'
import { shellFallback, writeShellPages, type ShellRenderer } from './shell-pages.ts'

/**
 * The routes served as prerendered HTML (deploy/nginx.conf: `try_files $uri $uri/index.html /index.html`): the
 * route manifest's prerendered ones (src/app/route-manifest.ts), each with its page module, whose stylesheets the
 * HTML links. `formats`: the page formats numbers or dates as soon as it starts (the prices), so /boot.js
 * prepares Intl for it.
 */
export function prerenderedRoutes({ routes }: RouteManifest) {
  return routes
    .filter(({ prerendered }) => prerendered)
    .map((route) => ({ route: route.path, page: pageModule(route), formats: route.formats === true }))
}
const ROOT_ELEMENT = '<div id="root"></div>'
const HOISTED_METADATA = /<title>[^<]*<\/title>|<meta [^>]*>/g
const TITLE = /<title>([^<]*)<\/title>/

type PrerenderModule = {
  LANGUAGES: readonly string[]
  renderPage: (url: string, language: string) => Promise<string>
}

/** The app's renderer (src/main.tsx imports it dynamically): its chunk's assets belong in every page's head. */
const APP_START = 'src/app/start.tsx'

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

/** `<link>`s for `files` that `html` does not have yet. */
function links(html: string, base: string, rel: 'stylesheet' | 'modulepreload', files: readonly string[]) {
  return files
    .filter((file) => !html.includes(`href="${base}${file}"`) && !html.includes(`src="${base}${file}"`))
    .map((file) => `\n    <link rel="${rel}" crossorigin href="${base}${file}">`)
    .join('')
}

/**
 * index.html with the app renderer's chunks preloaded and its stylesheets linked: they load in parallel with
 * the entry instead of after it.
 */
function appShell(shell: string, bundle: Rollup.OutputBundle, base: string): string {
  const app = chunkAssets(bundle, APP_START)
  const head = links(shell, base, 'stylesheet', app.styles) + links(shell, base, 'modulepreload', app.scripts)
  return shell.replace('\n  </head>', `${head}\n  </head>`)
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g

/**
 * The head of a prerendered page: the stylesheets of the app and of its page are linked (it paints fully
 * styled), and the app's entry script is not in the HTML but named in `<meta name="app-entry">`, which /boot.js
 * loads after the first paint: the page needs no JavaScript to paint, so the app's download does not compete.
 */
function prerenderedShell(
  shell: string,
  bundle: Rollup.OutputBundle,
  base: string,
  pageModule: string,
  formats: boolean,
  titles: Readonly<Record<string, string>>,
): string {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1]
  if (!entry || !shell.includes('<meta charset="UTF-8" />')) {
    throw new Error('index.html has no entry script or charset')
  }
  const styles = [...chunkAssets(bundle, APP_START).styles, ...chunkAssets(bundle, pageModule).styles]
  // The page's title in every language, for /boot.js to show the reader's; without JavaScript, the title of the
  // HTML's own language.
  const titleMetas = Object.entries(titles)
    .map(([language, title]) => `\n    <meta name="page-title" lang="${language}" content="${title}" />`)
    .join('')
  const shellLanguage = /<html lang="([^"]+)"/.exec(shell)?.[1] ?? ''
  const ownTitle = titles[shellLanguage]
  if (!ownTitle || !TITLE.test(shell))
    throw new Error(`index.html has no <title> or no ${shellLanguage} text`)
  return shell
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(TITLE, `<title>${ownTitle}</title>`)
    .replace(
      '<meta charset="UTF-8" />',
      `<meta charset="UTF-8" />\n    <meta name="app-entry" content="${entry}"${formats ? ' data-formats' : ''} />${titleMetas}`,
    )
    .replace('\n  </head>', `${links(shell, base, 'stylesheet', [...new Set(styles)])}\n  </head>`)
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig
  let enabled = false
  let bundle: Rollup.OutputBundle = {}
  let manifest: RouteManifest = { routes: [], rootRoute: '' }
  let routes: ReturnType<typeof prerenderedRoutes> = []
  return {
    name: 'relay-portal:prerender',
    apply: (_userConfig, env) => (env.command === 'build' && !env.isSsrBuild) || env.isPreview === true,
    async configResolved(resolved) {
      config = resolved
      // Only the app's own build (index.html as its entry); a Storybook build reuses this config.
      enabled =
        resolved.build.rollupOptions.input === undefined &&
        !resolved.plugins.some((plugin) => plugin.name.startsWith('storybook'))
      if (enabled) {
        manifest = await loadRouteManifest(resolved.root)
        routes = prerenderedRoutes(manifest)
      }
    },
    configurePreviewServer(server) {
      // `vite preview` serves a prerendered page at its path, and the root route's page at `/`, as
      // deploy/nginx.conf does.
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview')
        if (url.pathname === '/') req.url = `${manifest.rootRoute}/index.html${url.search}`
        else if (routes.some(({ route }) => route === url.pathname)) {
          req.url = `${url.pathname}/index.html${url.search}`
        }
        next()
      })
      server.middlewares.use(shellFallback(path.resolve(config.root, config.build.outDir)))
    },
    writeBundle(_options, output) {
      bundle = output
    },
    async closeBundle() {
      if (!enabled) return
      const outDir = path.resolve(config.root, config.build.outDir)
      // public/ is copied as is; /boot.js is on every page's critical path, so it goes out minified.
      const bootFile = path.join(outDir, 'boot.js')
      const boot = minifySync('boot.js', await readFile(bootFile, 'utf8'))
      if (boot.errors.length)
        throw new Error(`boot.js: ${boot.errors.map((error) => error.message).join('; ')}`)
      await writeFile(bootFile, boot.code)
      // Inside node_modules, so the SSR bundle's bare imports (react, i18next, …) resolve to the project's; one
      // folder per output folder, so builds that run at once (the e2e servers build four) never share one.
      const ssrOutDir = path.join(
        config.root,
        'node_modules/.relay-prerender',
        path.relative(config.root, outDir).replace(/[^\w.-]+/g, '_'),
      )
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/prerender.tsx',
          outDir: ssrOutDir,
          emptyOutDir: true,
          copyPublicDir: false,
          // Every message file is bundled into this build-time renderer; its size does not matter.
          chunkSizeWarningLimit: 10_000,
        },
      })
      try {
        const module = (await import(
          pathToFileURL(path.join(ssrOutDir, 'prerender.js')).href
        )) as PrerenderModule
        const shell = await readFile(path.join(outDir, 'index.html'), 'utf8')
        if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`)
        await writeFile(path.join(outDir, 'index.html'), appShell(shell, bundle, config.base))
        for (const { route, page, formats } of routes) {
          let blocks = ''
          const titles: Record<string, string> = {}
          for (const language of module.LANGUAGES) {
            const rendered = await module.renderPage(route, language)
            // Escaped as text by React; as an attribute value it needs its quotes escaped too.
            const title = TITLE.exec(rendered)?.[1]?.replaceAll('"', '&quot;')
            if (!title) throw new Error(`Prerendered ${route} (${language}) has no <title>`)
            titles[language] = title
            // React hoists a page's <title> and <meta> into <head> in the browser; here they would land in
            // the body, so they go (the head carries the titles; the app sets both when it renders).
            blocks += `<div data-prerendered="${language}">${rendered.replace(HOISTED_METADATA, '')}</div>`
          }
          await mkdir(path.join(outDir, route), { recursive: true })
          await writeFile(
            path.join(outDir, route, 'index.html'),
            prerenderedShell(shell, bundle, config.base, page, formats, titles).replace(
              ROOT_ELEMENT,
              `<div id="root">${blocks}</div>`,
            ),
          )
        }
        await writeShellPages({
          outDir,
          bundle,
          base: config.base,
          manifest,
          appHtml: await readFile(path.join(outDir, 'index.html'), 'utf8'),
          renderer: module as unknown as ShellRenderer,
        })
      } finally {
        await rm(ssrOutDir, { recursive: true, force: true })
      }
    },
  }
}
