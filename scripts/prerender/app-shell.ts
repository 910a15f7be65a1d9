/**
 * The head of index.html, the page of every route that is not prerendered: besides the entry that Vite links,
 * the app's renderer (src/app/start.tsx, which the entry imports dynamically) has its chunks preloaded and its
 * stylesheets linked, so they download in parallel with the entry instead of after it.
 */
import type { HtmlTagDescriptor, Rollup } from 'vite'
import { chunkAssets, entryChunk, moduleChunk } from './chunk-assets.ts'

/** The app's renderer: every page needs its chunk and stylesheets before the app's first render. */
export const APP_RENDERER = 'src/app/start.tsx'

/** The renderer's files that the entry does not load already (Vite links the entry's own). */
export function rendererAssets(bundle: Rollup.OutputBundle) {
  const entry = chunkAssets(bundle, entryChunk(bundle))
  const renderer = chunkAssets(bundle, moduleChunk(bundle, APP_RENDERER))
  return {
    scripts: renderer.scripts.filter((file) => !entry.scripts.includes(file)),
    styles: renderer.styles.filter((file) => !entry.styles.includes(file)),
  }
}

/** The renderer's stylesheets and chunk preloads, as tags for the end of index.html's `<head>`. */
export function appShellTags(bundle: Rollup.OutputBundle, base: string): HtmlTagDescriptor[] {
  const { scripts, styles } = rendererAssets(bundle)
  const link = (rel: string, file: string): HtmlTagDescriptor => ({
    tag: 'link',
    attrs: { rel, crossorigin: true, href: `${base}${file}` },
    injectTo: 'head',
  })
  return [
    ...styles.map((file) => link('stylesheet', file)),
    ...scripts.map((file) => link('modulepreload', file)),
  ]
}
