/**
 * /boot.js, the classic script every page runs in `<head>` before its first paint (src/boot/boot.ts; ADR 005).
 * It is written in TypeScript and imports the app's own language rules and storage keys, so it never keeps a
 * copy of them; this plugin bundles it into one self-contained script (an IIFE, no `import`: a classic script
 * starts before the page is parsed, which a module cannot) at the stable, unhashed path `/boot.js` that
 * index.html names. A file, not an inline script, so the strict CSP of deploy/nginx.conf holds; unhashed, so
 * every HTML page, cached or prerendered, names the same one (the servers send it with `no-cache`).
 *
 * - `vite build`: emitted as the asset `boot.js`, minified (it is on every page's critical path and counts in
 *   the /home budget).
 * - `vite` (dev): served at /boot.js, bundled afresh on each request (it is tiny), unminified.
 */
import type { Plugin } from 'vite'
import { rolldown } from 'rolldown'

/** The source of /boot.js, relative to the project root. */
export const BOOT_ENTRY = 'src/boot/boot.ts'
/** Where pages load it from (index.html). */
export const BOOT_PATH = '/boot.js'

/** Bundles src/boot/boot.ts with what it imports into one classic script. */
export async function buildBoot(root: string, { minify }: { minify: boolean }) {
  const bundle = await rolldown({
    input: BOOT_ENTRY,
    cwd: root,
    platform: 'browser',
    // As vite.config.ts's build target: the syntax every browser the app supports runs.
    transform: { target: 'es2022' },
  })
  try {
    const { output } = await bundle.generate({ format: 'iife', minify })
    const [chunk] = output
    return { code: chunk.code, watchFiles: await bundle.watchFiles }
  } finally {
    await bundle.close()
  }
}

export function bootPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'relay-portal:boot',
    // The app's client build and dev server; not the prerender's SSR build, nor `vite preview`, which serves
    // the built file.
    apply: (_config, env) => (env.command === 'build' ? !env.isSsrBuild : !env.isPreview),
    configResolved(config) {
      root = config.root
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (new URL(req.url ?? '/', 'http://dev').pathname !== BOOT_PATH) return next()
        buildBoot(root, { minify: false }).then(({ code }) => {
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8')
          res.setHeader('Cache-Control', 'no-cache')
          res.end(code)
        }, next)
      })
    },
    async generateBundle() {
      const { code, watchFiles } = await buildBoot(root, { minify: true })
      for (const file of watchFiles) this.addWatchFile(file)
      this.emitFile({ type: 'asset', fileName: BOOT_PATH.slice(1), source: code })
    },
  }
}
