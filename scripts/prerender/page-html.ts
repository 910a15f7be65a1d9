/**
 * A prerendered page's HTML (ADR 005): index.html with the page rendered in every language in its root element,
 * one block each, and a head that lets it paint before any JavaScript. /boot.js sets `<html lang>`,
 * src/styles/global.css shows that language's block, and /boot.js then starts the app, which replaces it.
 */

/** The page as src/prerender.tsx renders it in one language. */
export type RenderedPage = { language: string; html: string }

export type PrerenderedPage = {
  /** The URL of the app's entry script. */
  entry: string
  /** The page formats numbers or dates as it starts: /boot.js prepares Intl for it. */
  formats: boolean
  /** The URLs of the page's stylesheets that index.html does not link already. */
  styles: readonly string[]
  /**
   * The URLs of script chunks to fetch, at low priority, while the page paints (a shell page's own chunks): the
   * app then finds them fetched instead of asking for each as it starts, in one long task.
   */
  preloads?: readonly string[]
  /** The page in each language, in the order /boot.js and the stylesheet know them. */
  renders: readonly RenderedPage[]
}

const ROOT_ELEMENT = '<div id="root"></div>'
const CHARSET = '<meta charset="UTF-8" />'
const HEAD_END = '\n  </head>'
const TITLE = /<title>([^<]*)<\/title>/
/** React hoists a page's <title> and <meta> into <head> in the browser; on the server they stay in the HTML. */
const HOISTED_METADATA = /<title>[^<]*<\/title>|<meta [^>]*>/g
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The page's title in one language, as an attribute value (React escaped it as text; quotes need it too). */
function titleOf({ language, html }: RenderedPage): string {
  const title = TITLE.exec(html)?.[1]
  if (!title) throw new Error(`The page in ${language} has no <title>`)
  return title.replaceAll('"', '&quot;')
}

/**
 * `shell` (the built index.html) made into the prerendered page:
 * - the app's entry is not loaded but named in `<meta name="app-entry">` (with `data-formats` when the page
 *   formats at once), which /boot.js loads after the first paint: the page needs no JavaScript to paint, so the
 *   app's download does not compete; the shell's module preloads go too, for the same reason;
 * - the page's title in every language (`<meta name="page-title">`, /boot.js shows the reader's), and in
 *   `<title>` the one of the HTML's own language, for a visitor without JavaScript;
 * - the page's stylesheets linked besides the shell's, so it paints fully styled;
 * - one `<div data-prerendered="<language>">` block per language in the root element, without the title and
 *   meta tags React would have hoisted into the head (the head carries them; the app sets both when it renders).
 */
export function prerenderedPageHtml(shell: string, page: PrerenderedPage): string {
  const entryScript = new RegExp(
    `\\s*<script type="module" crossorigin src="${escapeRegExp(page.entry)}"></script>`,
  )
  for (const [what, found] of [
    [`the entry script ${page.entry}`, entryScript.test(shell)],
    [CHARSET, shell.includes(CHARSET)],
    [ROOT_ELEMENT, shell.includes(ROOT_ELEMENT)],
    ['<title>', TITLE.test(shell)],
  ] as const) {
    if (!found) throw new Error(`index.html has no ${what}`)
  }
  const titles = page.renders.map((render) => ({ language: render.language, title: titleOf(render) }))
  const shellLanguage = /<html lang="([^"]+)"/.exec(shell)?.[1] ?? ''
  const ownTitle = titles.find(({ language }) => language === shellLanguage)?.title
  if (!ownTitle) throw new Error(`The page has no title in index.html's language (${shellLanguage})`)

  const entryMeta = `<meta name="app-entry" content="${page.entry}"${page.formats ? ' data-formats' : ''} />`
  const titleMetas = titles.map(
    ({ language, title }) => `\n    <meta name="page-title" lang="${language}" content="${title}" />`,
  )
  const styleLinks = page.styles
    .filter((href) => !shell.includes(`href="${href}"`))
    .map((href) => `\n    <link rel="stylesheet" crossorigin href="${href}">`)
  const preloadLinks = (page.preloads ?? []).map(
    (href) => `\n    <link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`,
  )
  const blocks = page.renders.map(
    ({ language, html }) => `<div data-prerendered="${language}">${html.replace(HOISTED_METADATA, '')}</div>`,
  )
  return shell
    .replace(entryScript, '')
    .replace(MODULE_PRELOAD, '')
    .replace(TITLE, () => `<title>${ownTitle}</title>`)
    .replace(CHARSET, () => `${CHARSET}\n    ${entryMeta}${titleMetas.join('')}`)
    .replace(HEAD_END, () => `${styleLinks.join('')}${preloadLinks.join('')}${HEAD_END}`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${blocks.join('')}</div>`)
}
