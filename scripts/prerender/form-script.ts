/**
 * The early-input script of the prerendered pages with a form (the routes with `forms`: /login,
 * /register): public/prerendered-form.js holds a submit made before the app has started, which the app then
 * sends once (src/features/auth/prerendered-form.ts). Only those pages load it: /home's budget counts every
 * script it loads.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { minifySync } from 'rolldown/utils'

/** The script's file in public/ and in the build's output folder. */
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
