// Runs before the first paint, as a classic script (no inline script, so a strict CSP holds). It applies the
// remembered theme, sets <html lang> to the interface language — the rules of detectLanguage() in
// src/lib/languages.ts, checked against it by scripts/boot.test.ts; the app starts in the language it finds
// there —, marks a stored session, prepares Intl and,
// on a prerendered page, starts the app after the first paint. A prerendered page (scripts/prerender-plugin.ts)
// holds every language; src/styles/global.css shows the one of <html lang>. Minified at build.
;(function () {
  var root = document.documentElement
  var stored = null
  try {
    var theme = localStorage.getItem('app-theme')
    if (theme === 'dark' || theme === 'light') root.dataset.theme = theme
    stored = localStorage.getItem('app-language')
    if (localStorage.getItem('token') && localStorage.getItem('user')) root.dataset.session = 'stored'
  } catch {
    // Storage unavailable: the system theme and the browser's languages apply.
  }
  // LANGUAGES of src/lib/languages.ts (scripts/boot.test.ts holds this copy to it).
  var languages = ['zh-CN', 'zh-TW', 'en', 'ja', 'ru']
  // matchBrowserLanguage() of src/lib/languages.ts: Chinese by script, else region (TW, HK, MO: Traditional).
  function match(tag) {
    var parts = String(tag).toLowerCase().split('-')
    var primary = parts[0]
    if (primary === 'zh') return /^(hant|tw|hk|mo)$/.test(parts[1]) ? 'zh-TW' : 'zh-CN'
    return languages.indexOf(primary) >= 0 ? primary : null
  }
  var language = languages.indexOf(stored) >= 0 ? stored : null
  var browser = navigator.languages || []
  for (var index = 0; !language && index < browser.length; index++) language = match(browser[index])
  root.lang = language || 'en'
  // A prerendered page carries its title in every language: the tab shows the reader's before the app starts.
  var title = document.querySelector('meta[name="page-title"][lang="' + root.lang + '"]')
  if (title) document.title = title.getAttribute('content')

  // A prerendered page names the app's entry instead of loading it (scripts/prerender-plugin.ts).
  var entry = document.querySelector('meta[name="app-entry"]')

  // The first Intl formatter of a page initialises ICU's data (20–50 ms on a slow phone). Done here, it runs
  // while the stylesheets or the app download, not in the middle of the app's first render of prices or dates:
  // on the pages the app renders itself, and on the prerendered ones that format as they start.
  if (!entry || entry.hasAttribute('data-formats')) new Intl.NumberFormat(root.lang).format(0)

  // A prerendered page paints without the app, so it is fetched once the page is parsed (config.js, deferred,
  // has run) and painted. (A page opened in a background tab paints, and so starts the app, when first shown.)
  if (!entry) return
  document.addEventListener('DOMContentLoaded', function () {
    // Only the page in <html lang> is shown; the other languages' copies go now, in a task of their own, rather
    // than in the app's first commit, which replaces the page.
    var blocks = document.querySelectorAll('[data-prerendered]')
    for (var block = 0; block < blocks.length; block++) {
      if (blocks[block].getAttribute('data-prerendered') !== root.lang) blocks[block].remove()
    }
    requestAnimationFrame(function () {
      setTimeout(function () {
        var script = document.createElement('script')
        script.type = 'module'
        script.crossOrigin = ''
        script.src = entry.getAttribute('content')
        document.head.appendChild(script)
      })
    })
  })
})()
