// A prerendered or shell page (ADRs 005, 009): one block per language, a head that paints without JavaScript, one
// stylesheet, its parts joined at build time, so the first paint waits for one request, not one per chunk, and on
// the sign-in forms the early-input script.
import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { minifySync } from 'rolldown/utils'
import type { Rollup } from 'vite'
import { BOOT_SCRIPT } from '../boot-plugin.ts'
import { chunkAssets, moduleChunk } from './chunk-assets.ts'

export type RenderedPage = { language: string; html: string }

export type PrerenderedPage = {
  entry: string
  /** The page formats numbers or dates as it starts: the boot script prepares Intl for it. */
  formats: boolean
  /** The sign-in forms' early-input script ({@link minifiedFormScript}), written in after the page's blocks. */
  formScript?: string
  /** Every stylesheet the page needs, the shell's included, in cascade order ({@link pageStyles}). */
  styles: readonly string[]
  /** All of `styles` in one file: the one stylesheet the first paint waits for. */
  stylesheet: string
  /** The page in each language, in the order the boot script and the stylesheet know them. */
  renders: readonly RenderedPage[]
}

const ROOT_ELEMENT = '<div id="root"></div>'
const CHARSET = '<meta charset="UTF-8" />'
const HEAD_END = '\n  </head>'
const TITLE = /<title>([^<]*)<\/title>/
/** React hoists a page's <title> and <meta> into <head> in the browser; on the server they stay in the HTML. */
const HOISTED_METADATA = /<title>[^<]*<\/title>|<meta [^>]*>/g
/** The links Vite writes into index.html; matched the same way wherever a page is made from it. */
export const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g
export const STYLESHEET = /\s*<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g
/** index.html's config.js, which a page and the SPA fallback start with the app, after the first paint. */
export const DEFERRED_SCRIPT = /\s*<script defer src="([^"]+)"><\/script>/g

/** The shell's stylesheets, then the page's own that the shell lacks: the order the cascade needs. */
export function pageStyles(shell: string, styles: readonly string[]): string[] {
  const shellStyles = [...shell.matchAll(STYLESHEET)].map((match) => match[1] ?? '')
  return [...shellStyles, ...styles.filter((href) => !shellStyles.includes(href))]
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The page's title in one language, as an attribute value (React escaped it as text; quotes need it too). */
function titleOf({ language, html }: RenderedPage): string {
  const title = TITLE.exec(html)?.[1]
  if (!title) throw new Error(`The page in ${language} has no <title>`)
  return title.replaceAll('"', '&quot;')
}

/**
 * The entry is named in `<meta name="app-entry">`, not loaded, and so are index.html's deferred scripts, to run
 * before it (`data-scripts`: config.js); the module preloads go: no download competes with the first paint, the boot
 * script starts them all after it. `<title>` is in the HTML's own language, for a visitor without JavaScript.
 */
export function prerenderedPageHtml(shell: string, page: PrerenderedPage): string {
  const entryScript = new RegExp(
    `\\s*<script type="module" crossorigin src="${escapeRegExp(page.entry)}"></script>`,
  )
  for (const [what, found] of [
    [`the entry script ${page.entry}`, entryScript.test(shell)],
    // It starts the app, and the CSP allows it by the hash of its text: the page keeps it as it is.
    ['boot script', BOOT_SCRIPT.test(shell)],
    [CHARSET, shell.includes(CHARSET)],
    [ROOT_ELEMENT, shell.includes(ROOT_ELEMENT)],
    ['<title>', TITLE.test(shell)],
    // Left in the head, it would be requested before the first paint again.
    ['deferred config.js', /<script defer src="[^"]*\/config\.js"><\/script>/.test(shell)],
  ] as const) {
    if (!found) throw new Error(`index.html has no ${what}`)
  }
  const titles = page.renders.map((render) => ({ language: render.language, title: titleOf(render) }))
  const shellLanguage = /<html lang="([^"]+)"/.exec(shell)?.[1] ?? ''
  const ownTitle = titles.find(({ language }) => language === shellLanguage)?.title
  if (!ownTitle) throw new Error(`The page has no title in index.html's language (${shellLanguage})`)

  const scripts = [...shell.matchAll(DEFERRED_SCRIPT)].map((match) => match[1] ?? '')
  const entryMeta = `<meta name="app-entry" content="${page.entry}"${
    scripts.length > 0 ? ` data-scripts="${scripts.join(' ')}"` : ''
  }${page.formats ? ' data-formats' : ''} />`
  const titleMetas = titles.map(
    ({ language, title }) => `\n    <meta name="page-title" lang="${language}" content="${title}" />`,
  )
  // Each part stays named, disabled (never fetched): the app's loader sees it is there and does not add it again.
  const styleLinks = [
    `\n    <link rel="stylesheet" crossorigin href="${page.stylesheet}">`,
    ...page.styles.map((href) => `\n    <link rel="stylesheet" crossorigin href="${href}" disabled>`),
  ]
  const blocks = page.renders.map(
    ({ language, html }) => `<div data-prerendered="${language}">${html.replace(HOISTED_METADATA, '')}</div>`,
  )
  return shell
    .replace(entryScript, '')
    .replace(DEFERRED_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(STYLESHEET, '')
    .replace(TITLE, () => `<title>${ownTitle}</title>`)
    .replace(CHARSET, () => `${CHARSET}\n    ${entryMeta}${titleMetas.join('')}`)
    .replace(HEAD_END, () => `${styleLinks.join('')}${HEAD_END}`)
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root">${blocks.join('')}</div>${page.formScript ? `\n    <script>${page.formScript}</script>` : ''}`,
    )
}

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

/** What every page of a build shares: the built index.html, the app's entry, the base. */
export type Site = { shell: string; entry: string; base: string; outDir: string; bundle: Rollup.OutputBundle }

export type PageToWrite = Pick<PrerenderedPage, 'formats' | 'renders' | 'formScript'> & {
  /** Under the build's root: `plans/index.html`. */
  file: string
  /** The page's module, as the build names its chunk (`src/…`). */
  module: string
}

/** Writes the page's one stylesheet, then its HTML. */
export async function writePage(site: Site, { file, module, formats, renders, formScript }: PageToWrite) {
  const { shell, entry, base, outDir, bundle } = site
  const ownStyles = chunkAssets(bundle, moduleChunk(bundle, module)).styles.map((style) => `${base}${style}`)
  const styles = pageStyles(shell, ownStyles)
  const stylesheet = pageStylesheet(bundle, styles, base)
  await writeFile(path.join(outDir, stylesheet.fileName), stylesheet.source)
  const html = prerenderedPageHtml(shell, {
    entry,
    formats,
    styles,
    stylesheet: `${base}${stylesheet.fileName}`,
    renders,
    formScript,
  })
  await mkdir(path.dirname(path.join(outDir, file)), { recursive: true })
  await writeFile(path.join(outDir, file), html)
}

/** The early-input script, written only into the pages with `forms`, which alone need it. */
export const FORM_SCRIPT = 'src/boot/prerendered-form.js'

/**
 * {@link FORM_SCRIPT}, minified, as the sign-in pages carry it inline (allowed by its CSP hash): it holds a submit
 * made before the app runs, from the first paint on, and costs those pages no request.
 */
export async function minifiedFormScript(root: string): Promise<string> {
  const minified = minifySync(FORM_SCRIPT, await readFile(path.join(root, FORM_SCRIPT), 'utf8'))
  if (minified.errors.length)
    throw new Error(`${FORM_SCRIPT}: ${minified.errors.map((error) => error.message).join('; ')}`)
  return minified.code.trim()
}
