// index.html links the app's renderer, which the entry imports dynamically, so it downloads with the entry.
import type { HtmlTagDescriptor, Rollup } from 'vite'
import { chunkAssets, entryChunk, moduleChunk } from './chunk-assets.ts'

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
