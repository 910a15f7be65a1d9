import type { Plugin, Rollup } from 'vite'
import { APP_RENDERER, chunkAssets, entryChunks, moduleChunk } from './prerender/chunk-assets.ts'
import { loadRouteManifest, type RouteManifest } from './route-manifest.ts'

/**
 * V8's explicit compile hint (Chrome 136+; figures in docs/provenance.md): every function compiled on a background
 * thread while the script downloads, not on the main thread at its first call. Others read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** Besides the entry, the modules whose functions nearly all run at start. */
export function startupModules({ routes }: RouteManifest): string[] {
  return [APP_RENDERER, ...routes.filter(({ startup }) => startup).map(({ module }) => module)]
}

export function startupChunks(bundle: Rollup.OutputBundle, modules: readonly string[]) {
  const files = new Set<string>()
  for (const chunk of [...entryChunks(bundle), ...modules.map((module) => moduleChunk(bundle, module))]) {
    for (const file of chunkAssets(bundle, chunk).scripts) files.add(file)
  }
  return [...files].sort()
}

export function compileHintsPlugin(): Plugin {
  let modules: readonly string[] = []
  return {
    name: 'relay-portal:compile-hints',
    // Not the prerender's SSR build, whose code never reaches a browser.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    async configResolved(resolved) {
      modules = startupModules(await loadRouteManifest(resolved.root))
    },
    generateBundle: {
      // After Vite's own rewrites, which put a line of their own at the top of chunks with dynamic imports.
      order: 'post',
      handler(_options, bundle) {
        for (const fileName of startupChunks(bundle, modules)) {
          const chunk = bundle[fileName] as Rollup.OutputChunk
          chunk.code = COMPILE_HINT + chunk.code
          // The source map's lines move down by one (by now the map is already an asset, when maps are on).
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
