// The early-input script, loaded only by the pages with `forms` (ADR 005): /home's budget counts every script.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { minifySync } from 'rolldown/utils'

export const FORM_SCRIPT = 'prerendered-form.js'

/** A prerendered page's HTML with the early-input script in its head, deferred: it needs the form parsed. */
export function withFormScript(html: string, base: string): string {
  if (!html.includes('\n  </head>')) throw new Error('The prerendered page has no </head>')
  return html.replace('\n  </head>', `\n    <script src="${base}${FORM_SCRIPT}" defer></script>\n  </head>`)
}

/** public/ is copied as is: the copy in the build's output folder goes out minified. */
export async function minifyFormScript(outDir: string) {
  const file = path.join(outDir, FORM_SCRIPT)
  const minified = minifySync(FORM_SCRIPT, await readFile(file, 'utf8'))
  if (minified.errors.length)
    throw new Error(`${FORM_SCRIPT}: ${minified.errors.map((error) => error.message).join('; ')}`)
  await writeFile(file, minified.code)
}
