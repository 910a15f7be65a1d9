import { createServer, type ViteDevServer } from 'vite'
import { expect, test } from 'vitest'
import { detectLanguage } from '#src/lib/languages.ts'
import { bootPlugin, buildBoot, inlineBootScript, withInlineBoot } from './boot-plugin.ts'

const root = process.cwd()
const INDEX_HTML =
  '<head>\n    <script  src="/boot.js"></script>\n    <script defer src="/config.js"></script>\n'

/** The plugin's hooks as Vite calls them for `command`, with the HTML it then gives index.html. */
async function runPlugin(command: 'build' | 'serve') {
  const watched: string[] = []
  const plugin = bootPlugin()
  ;(plugin.configResolved as (config: unknown) => void)({ root, command })
  await (plugin.buildStart as (this: unknown) => Promise<void>).call({
    addWatchFile: (file: string) => watched.push(file),
  })
  const html = (plugin.transformIndexHtml as (html: string) => string)(INDEX_HTML)
  return { html, watched }
}

test('the build writes the minified script into index.html in place of its link, and watches its sources', async () => {
  const { html, watched } = await runPlugin('build')
  const { code } = await buildBoot(root, { minify: true })
  expect(code.trim().split('\n')).toHaveLength(1)
  expect(html).toBe(
    `<head>\n    <script data-boot>${code.trim()}</script>\n    <script defer src="/config.js"></script>\n`,
  )
  // It imports the app's language rules: a change there rebuilds it under `vite build --watch`.
  expect(watched.some((file) => file.endsWith('src/lib/languages.ts'))).toBe(true)
})

test('the dev server’s index.html keeps its link to /boot.js', async () => {
  const { html, watched } = await runPlugin('serve')
  expect(html).toBe(INDEX_HTML)
  expect(watched).toEqual([])
})

test('index.html must link /boot.js once, and the script must not end the HTML’s script element', () => {
  expect(() => withInlineBoot('<head></head>', 'a()')).toThrow(/0 times/)
  expect(() => withInlineBoot(INDEX_HTML + INDEX_HTML, 'a()')).toThrow(/2 times/)
  expect(withInlineBoot(INDEX_HTML, 'a("$&")')).toContain('<script data-boot>a("$&")</script>')
  expect(() => inlineBootScript('a("</script>")')).toThrow(/<\/script/)
  expect(() => inlineBootScript('a("</SCRIPT ")')).toThrow(/<\/script/)
  expect(() => inlineBootScript('a("<!--")')).toThrow(/<!--/)
})

test('the dev server serves /boot.js, bundled from src/boot/boot.ts with what it imports, never cached', async () => {
  let server: ViteDevServer | undefined
  try {
    server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [bootPlugin()],
      server: { port: 0, ws: false },
    })
    await server.listen()
    const response = await fetch(new URL('/boot.js?v=1', server.resolvedUrls?.local[0]))
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const code = await response.text()
    expect(code).not.toMatch(/^\s*(import|export)\b/m)
    // The language rules are the app's own, inlined.
    expect(code).toContain(detectLanguage.name)
  } finally {
    await server?.close()
  }
})

test('the build and the dev server only: not the prerender’s SSR build, nor `vite preview`', () => {
  const apply = bootPlugin().apply as (config: object, env: object) => boolean
  expect(apply({}, { command: 'build', isSsrBuild: false })).toBe(true)
  expect(apply({}, { command: 'serve', isPreview: false })).toBe(true)
  expect(apply({}, { command: 'build', isSsrBuild: true })).toBe(false)
  expect(apply({}, { command: 'serve', isPreview: true })).toBe(false)
})
