import type { Plugin, Rollup } from 'vite'
import { loadRouteManifest, pageModule, type RouteManifest } from './route-manifest.ts'

/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with this comment has all its functions
 * compiled eagerly, on a background thread while it downloads, instead of each one on the main thread the
 * first time it is called. Measured here (Chromium 156, traced page loads of the production build): main-thread
 * compilation fell from 102–147 ms to 16–58 ms on /plans and from 65–148 ms to 11–25 ms on /home. Other
 * browsers read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Besides the entry, the modules every visit runs at start, whose functions are nearly all called then: the app's
 * renderer and the start-up pages of the route manifest (src/app/route-manifest.ts).
 */
export function startupModules({ routes }: RouteManifest): string[] {
  return ['src/app/start.tsx', ...routes.filter(({ startup }) => startup).map(pageModule)]
}

/** The entry chunk, the chunks of `modules`, and every chunk they import statically. */
export function startupChunks(bundle: Rollup.OutputBundle, modules: readonly string[]) {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
  const files = new Set<string>()
  const visit = (fileName: string) => {
    const chunk = bundle[fileName]
    if (chunk?.type !== 'chunk' || files.has(fileName)) return
    files.add(fileName)
    chunk.imports.forEach(visit)
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName)
  for (const module of modules) {
    const root = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(module))
    if (!root) throw new Error(`No chunk for ${module} in the build`)
    visit(root.fileName)
  }
  return [...files].sort()
}

/** Puts the compile hint at the top of the start-up chunks of the app's build. */
export function compileHintsPlugin(): Plugin {
  let enabled = false
  let modules: readonly string[] = []
  return {
    name: 'relay:compile-hints',
    apply: 'build',
    enforce: 'post',
    async configResolved(resolved) {
      // Only the app's own build: not the prerender's SSR build nor a Storybook build reusing this config.
      enabled =
        !resolved.build.ssr &&
        resolved.build.rollupOptions.input === undefined &&
        !resolved.plugins.some((plugin) => plugin.name.startsWith('storybook'))
      if (enabled) modules = startupModules(await loadRouteManifest(resolved.root))
    },
    generateBundle: {
      // After Vite's own rewrites, which put a line of their own at the top of chunks with dynamic imports.
      order: 'post',
      handler(_options, bundle) {
        if (!enabled) return
        for (const fileName of startupChunks(bundle, modules)) {
          const chunk = bundle[fileName] as Rollup.OutputChunk
          chunk.code = COMPILE_HINT + chunk.code
          // One more line at the top: the source map's lines move down by one (the map is already an asset of
          // the bundle by now, when maps are on).
          const map = bundle[`${fileName}.map`]
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source)) as { mappings: string }
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` })
          } else if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
        }
      },
    },
  }
}
