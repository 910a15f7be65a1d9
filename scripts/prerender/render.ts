/**
 * Rendering the prerendered pages: an SSR build of src/prerender.tsx (the app's routes and components, signed
 * out), imported into the build's own process and asked for each page in every language.
 */
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type ResolvedConfig, type Rollup } from 'vite'
import type { RenderedPage } from './page-html.ts'

/** The module src/prerender.tsx builds into. */
export type PageRenderer = {
  LANGUAGES: readonly string[]
  renderPage: (url: string, language: string) => Promise<string>
  /** A route's shell page: the header, the page's title and static text, skeletons (src/prerender-shell.tsx). */
  renderShell?: (url: string, language: string) => Promise<string>
}

/** The renderer's source, relative to the project root. */
export const RENDERER_ENTRY = 'src/prerender.tsx'

/**
 * Builds `entry` for Node with the app's config (its plugins, aliases and CSS modules, so class names match the
 * client build's), hands the module to `use`, and removes the build once `use` is done.
 */
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
          // src/lib/all-messages.ts imports the message files the app's i18n loads on demand: here, bundling them
          // all is the point, so Rolldown's note that those dynamic imports stay in one chunk is only noise.
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

/** The page at `route` in each of the renderer's languages, in their order. */
export async function renderInEveryLanguage(renderer: PageRenderer, route: string): Promise<RenderedPage[]> {
  const renders: RenderedPage[] = []
  // One language after the other: the renderer switches its one i18next instance's language for each.
  for (const language of renderer.LANGUAGES) {
    renders.push({ language, html: await renderer.renderPage(route, language) })
  }
  return renders
}
