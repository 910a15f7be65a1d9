import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { inlineBootScript } from '../boot-plugin.ts'
import { fakeAsset, fakeBundle, fakeChunk } from './fake-bundle.ts'
import {
  pageStyles,
  pageStylesheet,
  prerenderedPageHtml,
  writePage,
  type PrerenderedPage,
} from './page-html.ts'

const BOOT = inlineBootScript('document.documentElement.lang="en"')

/** A built index.html, as Vite, the boot plugin and the app shell's tags leave it. */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Relay Portal</title>
    ${BOOT}
    <script defer src="/config.js"></script>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-b2.css">
    <link rel="stylesheet" crossorigin href="/assets/start-c3.css">
    <link rel="modulepreload" crossorigin href="/assets/start-d4.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

const PAGE: PrerenderedPage = {
  entry: '/assets/index-a1.js',
  formats: false,
  styles: ['/assets/index-b2.css', '/assets/start-c3.css', '/assets/plans-e5.css'],
  stylesheet: '/assets/page-h8.css',
  renders: [
    {
      language: 'en',
      html: '<title>Pricing · "Relay"</title><meta name="description" content="x"/><h1>Pricing</h1>',
    },
    { language: 'ja', html: '<title>料金</title><h1>料金</h1>' },
  ],
}

test('the page names the app’s entry and config.js for the boot script instead of loading them, and preloads none of the app', () => {
  const html = prerenderedPageHtml(SHELL, PAGE)
  expect(html).toContain(
    '<meta charset="UTF-8" />\n    <meta name="app-entry" content="/assets/index-a1.js" data-scripts="/config.js" />',
  )
  expect(html).not.toContain('<script type="module"')
  expect(html).not.toContain('<script defer')
  expect(html).not.toContain('modulepreload')
  // The boot script stays, byte for byte: it starts the app, and the CSP allows it by the hash of its text.
  expect(html).toContain(`\n    ${BOOT}\n`)
  expect(prerenderedPageHtml(SHELL, { ...PAGE, formats: true })).toContain(
    '<meta name="app-entry" content="/assets/index-a1.js" data-scripts="/config.js" data-formats />',
  )
})

test('the head carries the title in every language, and the HTML’s own language’s in <title>', () => {
  const html = prerenderedPageHtml(SHELL, PAGE)
  expect(html).toContain('<meta name="page-title" lang="en" content="Pricing · &quot;Relay&quot;" />')
  expect(html).toContain('<meta name="page-title" lang="ja" content="料金" />')
  // Quotes escaped as in the attribute: the same text in an HTML <title>.
  expect(html).toContain('<title>Pricing · &quot;Relay&quot;</title>')
  expect(html.match(/<title>/g)).toHaveLength(1)
})

test('the page’s stylesheets are the shell’s, then its own the shell lacks, each once', () => {
  expect(pageStyles(SHELL, ['/assets/start-c3.css', '/assets/plans-e5.css'])).toEqual([
    '/assets/index-b2.css',
    '/assets/start-c3.css',
    '/assets/plans-e5.css',
  ])
})

test('the first paint waits for one stylesheet; its parts are named, disabled, for the app’s loader', () => {
  const links = [...prerenderedPageHtml(SHELL, PAGE).matchAll(/<link rel="stylesheet"[^>]*>/g)]
  expect(links.map(([link]) => link)).toEqual([
    '<link rel="stylesheet" crossorigin href="/assets/page-h8.css">',
    '<link rel="stylesheet" crossorigin href="/assets/index-b2.css" disabled>',
    '<link rel="stylesheet" crossorigin href="/assets/start-c3.css" disabled>',
    '<link rel="stylesheet" crossorigin href="/assets/plans-e5.css" disabled>',
  ])
})

test('the root element holds one block per language, without the metadata React hoists into the head', () => {
  const html = prerenderedPageHtml(SHELL, PAGE)
  expect(html).toContain(
    '<div id="root"><div data-prerendered="en"><h1>Pricing</h1></div><div data-prerendered="ja"><h1>料金</h1></div></div>',
  )
})

test('a page without a title, or a shell the page cannot be composed into, fails the build', () => {
  expect(() =>
    prerenderedPageHtml(SHELL, { ...PAGE, renders: [{ language: 'en', html: '<h1>Pricing</h1>' }] }),
  ).toThrow(/en has no <title>/)
  expect(() => prerenderedPageHtml(SHELL, { ...PAGE, renders: [PAGE.renders[1]!] })).toThrow(/\(en\)/)
  expect(() => prerenderedPageHtml(SHELL, { ...PAGE, entry: '/assets/other.js' })).toThrow(/entry script/)
  expect(() => prerenderedPageHtml(SHELL.replace('<div id="root"></div>', ''), PAGE)).toThrow(/root/)
  expect(() => prerenderedPageHtml(SHELL.replace(BOOT, '<script src="/boot.js"></script>'), PAGE)).toThrow(
    /boot script/,
  )
})

test('text that looks like a replacement pattern is kept as written', () => {
  const html = prerenderedPageHtml(SHELL, {
    ...PAGE,
    renders: [{ language: 'en', html: "<title>$& $1</title><p>$'</p>" }],
  })
  expect(html).toContain('<title>$& $1</title>')
  expect(html).toContain("<p>$'</p>")
})

const styleBundle = fakeBundle(
  fakeAsset('assets/index-b2.css', ':root{--a:1}'),
  fakeAsset('assets/plans-e5.css', '.plans{color:red}'),
  fakeChunk('assets/plans-e5.js', '/app/src/plans-page.tsx', { css: ['assets/plans-e5.css'] }),
  fakeChunk('assets/index.js', '/app/index.html', { isEntry: true }),
)

test('the page’s stylesheets joined in cascade order, named by their content', () => {
  const one = pageStylesheet(styleBundle, ['/assets/index-b2.css', '/assets/plans-e5.css'], '/')
  expect(one.source).toBe(':root{--a:1}\n.plans{color:red}')
  expect(one.fileName).toMatch(/^assets\/page-[\w-]{8}\.css$/)
  const reversed = pageStylesheet(styleBundle, ['/assets/plans-e5.css', '/assets/index-b2.css'], '/')
  expect(reversed.fileName).not.toBe(one.fileName)
  expect(() => pageStylesheet(styleBundle, ['/assets/plans-e5.js'], '/')).toThrow(/plans-e5\.js/)
})

test('a page is written with its one stylesheet, linked by its path under the base', async () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'page-html-'))
  try {
    await mkdir(path.join(outDir, 'assets'))
    const shell = SHELL.replaceAll('"/assets/', '"/portal/assets/')
      .replace('"/config.js"', '"/portal/config.js"')
      .replace(/\s*<link rel="stylesheet"[^>]*start-c3\.css">/, '')
    const site = { shell, entry: '/portal/assets/index-a1.js', base: '/portal/', outDir, bundle: styleBundle }
    await writePage(site, {
      file: 'plans/index.html',
      module: 'src/plans-page.tsx',
      formats: true,
      renders: PAGE.renders,
      formScript: 'hold()',
    })
    const html = readFileSync(path.join(outDir, 'plans/index.html'), 'utf8')
    const stylesheet =
      /<link rel="stylesheet" crossorigin href="(\/portal\/assets\/page-[\w-]{8}\.css)">/.exec(html)?.[1]
    expect(stylesheet).toBeDefined()
    expect(readFileSync(path.join(outDir, stylesheet!.slice('/portal/'.length)), 'utf8')).toBe(
      ':root{--a:1}\n.plans{color:red}',
    )
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/portal/assets/plans-e5.css" disabled>')
    expect(html).toContain(
      '<meta name="app-entry" content="/portal/assets/index-a1.js" data-scripts="/portal/config.js" data-formats />',
    )
    // After the page's blocks, so the forms are parsed when it runs.
    expect(html).toContain('<h1>料金</h1></div></div>\n    <script>hold()</script>\n')
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
})
