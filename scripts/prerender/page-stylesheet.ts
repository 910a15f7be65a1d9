// A prerendered or shell page's stylesheets joined into one file, so its first paint waits for one request, not
// one per chunk (a signed-in page has ten).
import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Rollup } from 'vite'
import { pageStyles } from './page-html.ts'

/** `hrefs` (under `base`) read from the bundle, in order, as one file under assets/, named by its content. */
export function pageStylesheet(bundle: Rollup.OutputBundle, hrefs: readonly string[], base: string) {
  const source = hrefs
    .map((href) => {
      const asset = bundle[href.slice(base.length)]
      if (asset?.type !== 'asset') throw new Error(`${href} is not a stylesheet of the build`)
      return String(asset.source)
    })
    .join('\n')
  const fileName = `assets/page-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.css`
  return { fileName, source }
}

/** Writes the page's one stylesheet into `outDir`: what the page's HTML links. */
export async function writePageStylesheet(
  outDir: string,
  bundle: Rollup.OutputBundle,
  { shell, styles, base }: { shell: string; styles: readonly string[]; base: string },
): Promise<{ styles: string[]; stylesheet: string }> {
  const parts = pageStyles(shell, styles)
  const { fileName, source } = pageStylesheet(bundle, parts, base)
  await writeFile(path.join(outDir, fileName), source)
  return { styles: parts, stylesheet: `${base}${fileName}` }
}
