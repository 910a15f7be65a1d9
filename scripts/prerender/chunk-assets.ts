/**
 * What the build made of a module: read from the bundle Rolldown hands the plugins (its chunks, their static
 * imports and the stylesheets Vite attached to them), not from the HTML.
 */
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

/** The app's entry chunk: the one index.html loads. */
export function entryChunk(bundle: Rollup.OutputBundle): Rollup.OutputChunk {
  const chunk = chunksOf(bundle).find(
    (output) => output.isEntry && output.facadeModuleId?.replaceAll('\\', '/').endsWith('/index.html'),
  )
  if (!chunk) throw new Error('No entry chunk for index.html in the build')
  return chunk
}

/** The entry chunks of the build (the app has one, index.html's). */
export function entryChunks(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  return chunksOf(bundle).filter((output) => output.isEntry)
}

/**
 * The files `chunk` needs at once, in load order: its own script and its static imports' (`scripts`), and the
 * stylesheets of all of them (`styles`). Dynamic imports are left out: they load later, if at all.
 */
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
