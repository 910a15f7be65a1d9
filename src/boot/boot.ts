// The boot script, written into every page, runs before the first paint (ADR 005); its imports count on /home.
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
  // No storage: the system theme and the browser's languages apply.
}
root.lang = detectLanguage(stored, navigator.languages)

const title = document.querySelector<HTMLMetaElement>(`meta[name="page-title"][lang="${root.lang}"]`)
if (title) document.title = title.content

const entry = document.querySelector<HTMLMetaElement>('meta[name="app-entry"]')

// The first Intl formatter initialises ICU (20–50 ms on a slow phone): now, not in the app's first render.
if (!entry || entry.hasAttribute('data-formats')) new Intl.NumberFormat(root.lang).format(0)

// The app starts a frame after a paint is reported (a download begun before would count in it), or 1 s on if none is.
if (entry) {
  document.addEventListener('DOMContentLoaded', () => {
    // The hidden languages go now, in a task of their own, not in the app's first commit.
    for (const block of document.querySelectorAll<HTMLElement>('[data-prerendered]')) {
      if (block.dataset.prerendered !== root.lang) block.remove()
    }
    // config.js, then the app: downloaded together, run in this order (neither is async).
    const scripts = [...(entry.dataset.scripts?.split(' ') ?? []), entry.content].map((src) => {
      const script = document.createElement('script')
      script.async = false
      script.src = src
      return script
    })
    scripts.at(-1)!.type = 'module'
    const start = () => {
      if (!scripts[0]!.isConnected) document.head.append(...scripts)
    }
    setTimeout(start, 1000)
    new PerformanceObserver(() => requestAnimationFrame(() => setTimeout(start))).observe({
      type: 'paint',
      buffered: true,
    })
  })
}
