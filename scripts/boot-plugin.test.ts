import { createServer, type ViteDevServer } from 'vite'
import { expect, test } from 'vitest'
import { detectLanguage } from '#src/lib/languages.ts'
import { bootPlugin, buildBoot } from './boot-plugin.ts'

const root = process.cwd()

test('the build emits /boot.js as the asset boot.js, minified, and watches its sources', async () => {
  const emitted: { type: string; fileName: string; source: string }[] = []
  const watched: string[] = []
  const plugin = bootPlugin()
  ;(plugin.configResolved as (config: unknown) => void)({ root })
  await (plugin.generateBundle as (this: unknown) => Promise<void>).call({
    emitFile: (file: (typeof emitted)[number]) => emitted.push(file),
    addWatchFile: (file: string) => watched.push(file),
  })
  expect(emitted).toEqual([{ type: 'asset', fileName: 'boot.js', source: expect.any(String) }])
  expect(emitted[0]?.source).toBe((await buildBoot(root, { minify: true })).code)
  expect(emitted[0]?.source.split('\n').filter(Boolean)).toHaveLength(1)
  // It imports the app's language rules: a change there rebuilds it under `vite build --watch`.
  expect(watched.some((file) => file.endsWith('src/lib/languages.ts'))).toBe(true)
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
