/**
 * /boot.js: runs before the first paint, as a classic script (scripts/boot-plugin.ts builds it into one
 * minified file, with no inline script, so a strict CSP holds). It applies the remembered theme, sets
 * `<html lang>` to the interface language (detectLanguage(); the app starts in the language it finds there),
 * marks a stored session, prepares Intl and, on a prerendered page, starts the app after the first paint. A
 * prerendered page (scripts/prerender-plugin.ts) holds every language; src/styles/global.css shows the one of
 * `<html lang>`.
 */
import {
  LANGUAGE_STORAGE_KEY,
  THEME_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
} from '#src/config/storage-keys.ts'
import { detectLanguage } from '#src/lib/languages.ts'

const root = document.documentElement
let stored: string | null = null
try {
  const theme = localStorage.getItem(THEME_STORAGE_KEY)
  if (theme === 'dark' || theme === 'light') root.dataset.theme = theme
  stored = localStorage.getItem(LANGUAGE_STORAGE_KEY)
  if (localStorage.getItem(TOKEN_STORAGE_KEY) && localStorage.getItem(USER_STORAGE_KEY)) {
    root.dataset.session = 'stored'
  }
} catch {
  // Storage unavailable: the system theme and the browser's languages apply.
}
root.lang = detectLanguage(stored, navigator.languages || [])

// A prerendered page carries its title in every language: the tab shows the reader's before the app starts.
const title = document.querySelector(`meta[name="page-title"][lang="${root.lang}"]`)
if (title) document.title = title.getAttribute('content')!

// A prerendered page names the app's entry instead of loading it (scripts/prerender-plugin.ts).
const entry = document.querySelector('meta[name="app-entry"]')

// The first Intl formatter of a page initialises ICU's data (20–50 ms on a slow phone). Done here, it runs
// while the stylesheets or the app download, not in the middle of the app's first render of prices or dates:
// on the pages the app renders itself, and on the prerendered ones that format as they start.
if (!entry || entry.hasAttribute('data-formats')) new Intl.NumberFormat(root.lang).format(0)

// A prerendered page paints without the app, so it is fetched once the page is parsed (config.js, deferred,
// has run) and painted. (A page opened in a background tab paints, and so starts the app, when first shown.)
if (entry) {
  document.addEventListener('DOMContentLoaded', () => {
    // Only the page in <html lang> is shown; the other languages' copies go now, in a task of their own, rather
    // than in the app's first commit, which replaces the page.
    for (const block of document.querySelectorAll('[data-prerendered]')) {
      if (block.getAttribute('data-prerendered') !== root.lang) block.remove()
    }
    requestAnimationFrame(() => {
      setTimeout(() => {
        const script = document.createElement('script')
        script.type = 'module'
        script.crossOrigin = ''
        script.src = entry.getAttribute('content')!
        document.head.appendChild(script)
      })
    })
  })
}
