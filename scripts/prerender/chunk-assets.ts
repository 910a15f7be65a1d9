// What the build made of a module, read from the bundle the plugins get, not from the HTML.
import type { HtmlTagDescriptor, Rollup } from 'vite'

export const APP_RENDERER = 'src/app/start.tsx'

const chunksOf = (bundle: Rollup.OutputBundle) =>
  Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk')

/** The chunk of `module` (a path from the project root, `src/…`). */
export function moduleChunk(bundle: Rollup.OutputBundle, module: string): Rollup.OutputChunk {
  const chunk = chunksOf(bundle).find((output) =>
    output.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`),
  )
  if (!chunk) throw new Error(`No chunk for ${module} in the build`)
  return chunk
}

export function entryChunk(bundle: Rollup.OutputBundle): Rollup.OutputChunk {
  const chunk = chunksOf(bundle).find(
    (output) => output.isEntry && output.facadeModuleId?.replaceAll('\\', '/').endsWith('/index.html'),
  )
  if (!chunk) throw new Error('No entry chunk for index.html in the build')
  return chunk
}

export function entryChunks(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  return chunksOf(bundle).filter((output) => output.isEntry)
}

/** What `chunk` needs at once, in load order: its and its static imports' scripts and stylesheets. */
export function chunkAssets(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk) {
  const scripts: string[] = []
  const styles: string[] = []
  const visit = (fileName: string) => {
    const output = bundle[fileName]
    if (output?.type !== 'chunk' || scripts.includes(fileName)) return
    scripts.push(fileName)
    output.imports.forEach(visit)
    for (const css of output.viteMetadata?.importedCss ?? []) if (!styles.includes(css)) styles.push(css)
  }
  visit(chunk.fileName)
  return { scripts, styles }
}

/**
 * index.html links the app's renderer, which the entry imports dynamically, so it downloads with the entry: its
 * files that the entry does not load already (Vite links the entry's own).
 */
export function appShellTags(bundle: Rollup.OutputBundle, base: string): HtmlTagDescriptor[] {
  const entry = chunkAssets(bundle, entryChunk(bundle))
  const renderer = chunkAssets(bundle, moduleChunk(bundle, APP_RENDERER))
  const link = (rel: string, file: string): HtmlTagDescriptor => ({
    tag: 'link',
    attrs: { rel, crossorigin: true, href: `${base}${file}` },
    injectTo: 'head',
  })
  return [
    ...renderer.styles.filter((file) => !entry.styles.includes(file)).map((file) => link('stylesheet', file)),
    ...renderer.scripts
      .filter((file) => !entry.scripts.includes(file))
      .map((file) => link('modulepreload', file)),
  ]
}
