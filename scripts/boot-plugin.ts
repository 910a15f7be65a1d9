/**
 * The boot script (ADR 005) as one IIFE: a classic script runs before the rest of the page is parsed, a module cannot.
 * The build writes it into index.html, so into every page made from it, in place of `<script src="/boot.js">`: the
 * first paint waits for no download of it, and the CSP allows it by its hash (docs/deploy.md). The dev server keeps
 * index.html as it is and serves /boot.js, bundled afresh per request.
 */
import type { Plugin } from 'vite'
import { rolldown } from 'rolldown'

export const BOOT_ENTRY = 'src/boot/boot.ts'
export const BOOT_PATH = '/boot.js'

/** index.html's link to /boot.js (the build's HTML has lost its `vite-ignore`). */
const BOOT_LINK = /<script\b[^>]*\bsrc="\/boot\.js"[^>]*><\/script>/g
/** The boot script written into a built page. */
export const BOOT_SCRIPT = /<script data-boot>[\s\S]*?<\/script>/

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

export function inlineBootScript(code: string): string {
  const source = code.trim()
  // The HTML parser ends a script at `</script` and reads `<!--` in it, whatever the JavaScript around them means.
  if (/<\/script|<!--/i.test(source)) {
    throw new Error('The boot script contains `</script` or `<!--`: it cannot be written into the HTML')
  }
  return `<script data-boot>${source}</script>`
}

/** `html` with its one link to /boot.js replaced by the script itself, where the link was. */
export function withInlineBoot(html: string, code: string): string {
  const links = html.match(BOOT_LINK)?.length ?? 0
  if (links !== 1) throw new Error(`index.html links /boot.js ${links} times: once was expected`)
  const script = inlineBootScript(code)
  return html.replace(BOOT_LINK, () => script)
}

export function bootPlugin(): Plugin {
  let root = process.cwd()
  let isBuild = false
  let code = ''
  return {
    name: 'relay-portal:boot',
    // Not the prerender's SSR build, nor `vite preview`, which serves the built files.
    apply: (_config, env) => (env.command === 'build' ? !env.isSsrBuild : !env.isPreview),
    configResolved(config) {
      root = config.root
      isBuild = config.command === 'build'
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
    async buildStart() {
      if (!isBuild) return
      const built = await buildBoot(root, { minify: true })
      code = built.code
      for (const file of built.watchFiles) this.addWatchFile(file)
    },
    transformIndexHtml: (html) => (isBuild ? withInlineBoot(html, code) : html),
  }
}
