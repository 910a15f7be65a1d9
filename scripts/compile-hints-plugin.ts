import type { Plugin, Rollup } from 'vite'
import { APP_RENDERER } from './prerender/app-shell.ts'
import { chunkAssets, entryChunks, moduleChunk } from './prerender/chunk-assets.ts'
import { loadRouteManifest, type RouteManifest } from './route-manifest.ts'

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
 * renderer and the start-up routes' pages.
 */
export function startupModules({ routes }: RouteManifest): string[] {
  return [APP_RENDERER, ...routes.filter(({ startup }) => startup).map(({ module }) => module)]
}

/** The entry chunk, the chunks of `modules`, and every chunk they import statically. */
export function startupChunks(bundle: Rollup.OutputBundle, modules: readonly string[]) {
  const files = new Set<string>()
  for (const chunk of [...entryChunks(bundle), ...modules.map((module) => moduleChunk(bundle, module))]) {
    for (const file of chunkAssets(bundle, chunk).scripts) files.add(file)
  }
  return [...files].sort()
}

/** Puts the compile hint at the top of the start-up chunks of the app's build. */
export function compileHintsPlugin(): Plugin {
  let modules: readonly string[] = []
  return {
    name: 'relay-portal:compile-hints',
    // The app's client build; not the prerender's SSR build, whose code never reaches a browser. vite.config.ts
    // adds this plugin for the app only (scripts/app-plugins.ts).
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
