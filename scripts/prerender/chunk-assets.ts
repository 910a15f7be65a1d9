// What the build made of a module, read from the bundle the plugins get, not from the HTML.
import type { Rollup } from 'vite'

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
