import { readFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { afterEach, expect, test, vi } from 'vitest'
import {
  LANGUAGE_STORAGE_KEY,
  THEME_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
} from '#src/config/storage-keys.ts'
import { LANGUAGES, detectLanguage } from '#src/lib/languages.ts'
import { buildBoot } from './boot-plugin.ts'

const root = path.resolve(import.meta.dirname, '..')
// The boot script a build writes into its pages (scripts/boot-plugin.ts): what these tests run is what the browser runs.
const { code: source } = await buildBoot(root, { minify: true })

/** Runs the boot script as the browser does before the first paint, with the given browser languages. */
function runBoot(languages: readonly string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)
  const root = document.documentElement
  root.removeAttribute('lang')
  root.removeAttribute('data-theme')
  root.removeAttribute('data-session')
  new Function(source)()
  return root
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
  for (const element of document.head.querySelectorAll('meta[name="app-entry"], script')) element.remove()
  document.body.innerHTML = ''
})

const TAGS = [
  'zh-CN',
  'zh-TW',
  'zh-Hans-CN',
  'zh-Hant-HK',
  'zh',
  'zh-HK',
  'zh-MO',
  'zh-SG',
  'zh-Hant',
  'zh-Hans',
  'zh-Hant-CN',
  'zh-Hans-TW',
  'zh-tw',
  'zha',
  'en',
  'en-GB',
  'EN-us',
  'ja',
  'ja-JP',
].concat(['ru', 'ru-RU', 'de-DE', 'fr', 'ko-KR', 'pt-BR', '', 'x'])
const STORED = [null, 'zh-CN', 'zh-TW', 'en', 'ja', 'ru', 'de', 'EN', 'zh-cn', '']

test('the boot script picks the same language as detectLanguage() for any stored choice and browser languages', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...STORED),
      fc.array(fc.constantFrom(...TAGS), { maxLength: 4 }),
      (stored, tags) => {
        localStorage.clear()
        if (stored !== null) localStorage.setItem(LANGUAGE_STORAGE_KEY, stored)
        expect(runBoot(tags).lang).toBe(detectLanguage(stored, tags))
      },
    ),
    { numRuns: 300 },
  )
})

test.each([
  ['zh-HK', 'zh-TW'],
  ['zh-MO', 'zh-TW'],
  ['zh-Hant-HK', 'zh-TW'],
  ['zh-TW', 'zh-TW'],
  ['zh', 'zh-CN'],
  ['zh-SG', 'zh-CN'],
  ['zh-Hans-SG', 'zh-CN'],
  ['zh-CN', 'zh-CN'],
])('the boot script gives the browser language %s the interface language %s', (tag, expected) => {
  expect(runBoot([tag]).lang).toBe(expected)
})

test('the boot script is one classic script: everything it imports is inlined, in a function of its own', () => {
  // No import or export (a classic script cannot hold them), and no global names shared with config.js.
  expect(source).not.toMatch(/\bimport\b|\bexport\b/)
  expect(source).toMatch(/^\(function\(\)\{[^]*\}\)\(\);\s*$/)
})

test('the boot script applies the stored language before the browser’s, and English when none fits', () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ja')
  expect(runBoot(['ru-RU']).lang).toBe('ja')
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx')
  expect(runBoot(['de-DE', 'ru-RU']).lang).toBe('ru')
  expect(runBoot(['de-DE']).lang).toBe('en')
})

test('src/styles/global.css hides the prerendered copy of every interface language but the page one', () => {
  const css = readFileSync(path.resolve(import.meta.dirname, '../src/styles/global.css'), 'utf8')
  const hidden = [...css.matchAll(/html:not\(\[lang='([^']+)'\]\) \[data-prerendered='([^']+)'\]/g)]
  expect(hidden.map((match) => match[1])).toEqual(LANGUAGES)
  expect(hidden.map((match) => match[2])).toEqual(LANGUAGES)
})

test('the boot script applies the remembered theme and marks a stored session', () => {
  let root = runBoot(['en-US'])
  expect(root.dataset.theme).toBeUndefined()
  expect(root.dataset.session).toBeUndefined()

  localStorage.setItem(THEME_STORAGE_KEY, 'dark')
  localStorage.setItem(TOKEN_STORAGE_KEY, 'tok')
  root = runBoot(['en-US'])
  expect(root.dataset.theme).toBe('dark')
  // A token without its user is no session (src/lib/auth/session.ts).
  expect(root.dataset.session).toBeUndefined()

  localStorage.setItem(USER_STORAGE_KEY, '{"id":"usr_1"}')
  localStorage.setItem(THEME_STORAGE_KEY, 'purple')
  root = runBoot(['en-US'])
  expect(root.dataset.theme).toBeUndefined()
  expect(root.dataset.session).toBe('stored')
})

test('the boot script still sets the language when storage throws', () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('denied')
  })
  expect(runBoot(['ru-RU']).lang).toBe('ru')
})

test('the boot script prepares Intl on the pages the app renders itself and on prerendered pages that format at once', () => {
  const prepared = (meta: string | null) => {
    document.head.querySelector('meta[name="app-entry"]')?.remove()
    if (meta !== null) document.head.insertAdjacentHTML('beforeend', meta)
    const numberFormat = vi.spyOn(Intl, 'NumberFormat')
    runBoot(['en-US'])
    const calls = numberFormat.mock.calls.length
    numberFormat.mockRestore()
    document.head.querySelector('meta[name="app-entry"]')?.remove()
    return calls > 0
  }
  expect(prepared(null)).toBe(true)
  expect(prepared('<meta name="app-entry" content="/assets/index.js" data-formats>')).toBe(true)
  expect(prepared('<meta name="app-entry" content="/assets/index.js">')).toBe(false)
})

/** Stands in for the browser's PerformanceObserver: `reportPaint()` reports the first paint to every observer. */
function stubPaintTiming() {
  const observers: { callback: () => void; options?: unknown }[] = []
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      entry: (typeof observers)[number]
      constructor(callback: () => void) {
        this.entry = { callback }
        observers.push(this.entry)
      }
      observe(options: unknown) {
        this.entry.options = options
      }
    },
  )
  return {
    observers,
    reportPaint: () => {
      for (const { callback } of observers) callback()
    },
  }
}

/** Boots a prerendered page whose entry is `src` and parses it; returns the app's script elements. */
function parsePage(src: string) {
  document.head.insertAdjacentHTML('beforeend', `<meta name="app-entry" content="${src}">`)
  runBoot(['ja-JP'])
  document.dispatchEvent(new Event('DOMContentLoaded'))
  return () =>
    [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter((script) =>
      script.src.endsWith(src),
    )
}

test('on a prerendered page, the boot script keeps only the copy in the page language once the page is parsed', () => {
  stubPaintTiming()
  document.body.innerHTML = `<div id="root">${LANGUAGES.map(
    (language) => `<div data-prerendered="${language}"><h1>${language}</h1></div>`,
  ).join('')}</div>`
  document.head.insertAdjacentHTML('beforeend', '<meta name="app-entry" content="/assets/index.js">')
  runBoot(['ja-JP'])
  expect(document.querySelectorAll('[data-prerendered]')).toHaveLength(5)
  document.dispatchEvent(new Event('DOMContentLoaded'))
  expect([...document.querySelectorAll('[data-prerendered]')].map((block) => block.textContent)).toEqual([
    'ja',
  ])
})

test('the boot script starts the app a frame after the first paint is reported, and only once', () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
  const { observers, reportPaint } = stubPaintTiming()
  const appScripts = parsePage('/assets/paint.js')
  expect(observers.at(-1)?.options).toEqual({ type: 'paint', buffered: true })
  // Parsed, not yet painted: a download begun now would count in the paint.
  expect(appScripts()).toEqual([])
  reportPaint()
  // Reported, but the largest paint of that frame may not be yet: a frame later.
  expect(appScripts()).toEqual([])
  vi.advanceTimersByTime(50)
  expect(appScripts()).toHaveLength(1)
  expect(appScripts()[0]).toHaveProperty('type', 'module')
  // first-paint, then first-contentful-paint, then the fallback's turn: still the one script.
  reportPaint()
  vi.runAllTimers()
  expect(appScripts()).toHaveLength(1)
})

test('the boot script adds the scripts the page names before the app, all at once and none async, so they run in order', () => {
  vi.useFakeTimers()
  stubPaintTiming()
  document.head.insertAdjacentHTML(
    'beforeend',
    '<meta name="app-entry" content="/assets/ordered.js" data-scripts="/config.js /second.js">',
  )
  runBoot(['en-US'])
  document.dispatchEvent(new Event('DOMContentLoaded'))
  // Earlier tests' boot scripts listen for DOMContentLoaded too: only the scripts this page names count.
  const named = ['/config.js', '/second.js', '/assets/ordered.js']
  const added = () =>
    [...document.head.querySelectorAll<HTMLScriptElement>('script')]
      .map((script) => [new URL(script.src).pathname, script.type, script.async])
      .filter(([pathname]) => named.includes(String(pathname)))
  expect(added()).toEqual([])
  vi.runAllTimers()
  expect(added()).toEqual([
    ['/config.js', '', false],
    ['/second.js', '', false],
    ['/assets/ordered.js', 'module', false],
  ])
})

test('the boot script starts the app a second after the page is parsed when no paint is reported', () => {
  vi.useFakeTimers()
  stubPaintTiming()
  const appScripts = parsePage('/assets/unreported.js')
  vi.advanceTimersByTime(999)
  expect(appScripts()).toEqual([])
  vi.advanceTimersByTime(1)
  expect(appScripts()).toHaveLength(1)
})

test('on a prerendered page, the boot script shows the title in the page language', () => {
  document.title = 'Relay Portal'
  document.head.insertAdjacentHTML(
    'beforeend',
    ['en', 'ja', 'ru']
      .map((language) => `<meta name="page-title" lang="${language}" content="Title ${language}">`)
      .join(''),
  )
  runBoot(['ru-RU'])
  expect(document.title).toBe('Title ru')
  runBoot(['zh-TW'])
  // No title for that language: the HTML's own stays.
  expect(document.title).toBe('Title ru')
  for (const meta of document.head.querySelectorAll('meta[name="page-title"]')) meta.remove()
})
