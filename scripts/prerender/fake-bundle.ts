/** Small stand-ins for a build's bundle, for the unit tests of the build plugins. */
import type { Rollup } from 'vite'

export function fakeChunk(
  fileName: string,
  facade: string | null,
  { imports = [], css = [], isEntry = false }: { imports?: string[]; css?: string[]; isEntry?: boolean } = {},
) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: facade,
    imports,
    dynamicImports: [],
    isEntry,
    code: `// ${fileName}`,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk
}

export function fakeBundle(...outputs: (Rollup.OutputChunk | Rollup.OutputAsset)[]): Rollup.OutputBundle {
  return Object.fromEntries(outputs.map((output) => [output.fileName, output]))
}

export function fakeAsset(fileName: string, source: string) {
  return { type: 'asset', fileName, source } as unknown as Rollup.OutputAsset
}
