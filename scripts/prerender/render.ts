// An SSR build of the pages' renderer, imported into the build's own process.
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type ResolvedConfig, type Rollup } from 'vite'
import type { RenderedPage } from './page-html.ts'

export type PageRenderer = {
  LANGUAGES: readonly string[]
  renderPage: (url: string, language: string) => Promise<string>
  renderShell: (url: string, language: string) => Promise<string>
}

export const RENDERER_ENTRY = 'src/prerender.tsx'

/** Built with the app's config (plugins, aliases, CSS modules), so class names match the client build's. */
export async function withPageRenderer<T>(
  config: Pick<ResolvedConfig, 'root' | 'configFile' | 'mode' | 'build'>,
  use: (renderer: PageRenderer) => Promise<T>,
  entry = RENDERER_ENTRY,
): Promise<T> {
  const outDir = path.resolve(config.root, config.build.outDir)
  // Inside node_modules, so the SSR bundle's bare imports (react, i18next, …) resolve to the project's; one
  // folder per output folder, so builds that run at once (the e2e servers build four) never share one.
  const ssrOutDir = path.join(
    config.root,
    'node_modules/.relay-prerender',
    path.relative(config.root, outDir).replace(/[^\w.-]+/g, '_'),
  )
  try {
    const output = await build({
      root: config.root,
      configFile: config.configFile ?? false,
      mode: config.mode,
      logLevel: 'warn',
      build: {
        ssr: entry,
        outDir: ssrOutDir,
        emptyOutDir: true,
        copyPublicDir: false,
        // Every message file is bundled into this build-time renderer; its size does not matter.
        chunkSizeWarningLimit: 10_000,
        rollupOptions: {
          // Bundling every message file is the point here: the note that dynamic imports stay in one chunk is noise.
          onwarn(warning, warn) {
            if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning)
          },
        },
      },
    })
    // The entry's file as the build names it (`.js`, or `.mjs` outside an ES module package).
    const [result] = [output].flat() as Rollup.RolldownOutput[]
    const file = result?.output.find((chunk) => chunk.type === 'chunk' && chunk.isEntry)?.fileName
    if (!file) throw new Error(`The SSR build of ${entry} has no entry chunk`)
    return await use((await import(pathToFileURL(path.join(ssrOutDir, file)).href)) as PageRenderer)
  } finally {
    await rm(ssrOutDir, { recursive: true, force: true })
  }
}

/** One language after the other: the renderer switches its one i18next instance's language for each. */
export async function renderInEveryLanguage(
  languages: readonly string[],
  render: (language: string) => Promise<string>,
): Promise<RenderedPage[]> {
  const renders: RenderedPage[] = []
  for (const language of languages) renders.push({ language, html: await render(language) })
  return renders
}
