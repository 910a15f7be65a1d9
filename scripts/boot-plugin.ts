/**
 * /boot.js (ADR 005) as one IIFE: a classic script starts before the page is parsed, a module cannot. A file for
 * the CSP, unhashed so every page, cached or prerendered, names the same one; bundled afresh per request in dev.
 */
import type { Plugin } from 'vite'
import { rolldown } from 'rolldown'

export const BOOT_ENTRY = 'src/boot/boot.ts'
export const BOOT_PATH = '/boot.js'

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
    // Not the prerender's SSR build, nor `vite preview`, which serves the built file.
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
