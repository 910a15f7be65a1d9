import type { Rollup } from 'vite'
import { expect, test } from 'vitest'
import { COMPILE_HINT, compileHintsPlugin, startupChunks } from './compile-hints-plugin.ts'

function chunk(fileName: string, facade: string | null, imports: string[] = [], isEntry = false) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: facade,
    imports,
    isEntry,
    code: `const __vite__mapDeps=0;\n// ${fileName}`,
    map: { mappings: 'AAAA' },
  } as unknown as Rollup.OutputChunk
}

/** The app's start-up modules (src/app/route-manifest.test.ts holds the plugin's list to the route manifest). */
const STARTUP_MODULES = [
  'src/app/start.tsx',
  'src/features/marketing/routes/home-page.tsx',
  'src/features/plans/routes/plans-page.tsx',
  'src/features/docs/routes/docs-page.tsx',
]

/** A build like the app's: an entry, the renderer, start-up and other pages, messages. */
function appBundle(): Rollup.OutputBundle {
  const chunks = [
    chunk('index.js', '/app/index.html', ['shared.js'], true),
    chunk('shared.js', null),
    chunk('start.js', '/app/src/app/start.tsx', ['react.js', 'shared.js']),
    chunk('react.js', null),
    chunk('home-page.js', '/app/src/features/marketing/routes/home-page.tsx', ['icons.js']),
    chunk('icons.js', null),
    chunk('plans-page.js', '/app/src/features/plans/routes/plans-page.tsx', ['react.js']),
    chunk('docs-page.js', 'C:\\app\\src\\features\\docs\\routes\\docs-page.tsx'),
    chunk('admin-page.js', '/app/src/features/admin/routes/admin-page.tsx', ['schemas.js']),
    chunk('schemas.js', null),
    chunk('common.js', '/app/locales/en/common.json'),
  ]
  const bundle: Rollup.OutputBundle = Object.fromEntries(chunks.map((output) => [output.fileName, output]))
  // With source maps on, a chunk's map is already an asset of its own when the bundle is generated.
  bundle['index.js.map'] = {
    type: 'asset',
    fileName: 'index.js.map',
    source: JSON.stringify({ version: 3, mappings: 'AAAA' }),
  } as unknown as Rollup.OutputAsset
  return bundle
}

async function runPlugin(bundle: Rollup.OutputBundle, resolved: object) {
  const plugin = compileHintsPlugin()
  await (plugin.configResolved as (config: unknown) => Promise<void>)(resolved)
  const generate = plugin.generateBundle as { handler: (options: unknown, output: unknown) => void }
  generate.handler({}, bundle)
}

// The project's own root: the plugin reads the route manifest there.
const APP_BUILD = { root: process.cwd() }

test('the entry, the renderer and the start-up pages, with what they import, are hinted', () => {
  expect(startupChunks(appBundle(), STARTUP_MODULES)).toEqual([
    'docs-page.js',
    'home-page.js',
    'icons.js',
    'index.js',
    'plans-page.js',
    'react.js',
    'shared.js',
    'start.js',
  ])
})

test('the hint is the first line of each start-up chunk, and its source map moves down a line', async () => {
  const bundle = appBundle()
  await runPlugin(bundle, APP_BUILD)
  const entry = bundle['index.js'] as Rollup.OutputChunk
  expect(entry.code.startsWith(`${COMPILE_HINT}const __vite__mapDeps`)).toBe(true)
  expect(JSON.parse(String((bundle['index.js.map'] as Rollup.OutputAsset).source))).toEqual({
    version: 3,
    mappings: ';AAAA',
  })
  const start = bundle['start.js'] as Rollup.OutputChunk
  expect(start.code.startsWith(COMPILE_HINT)).toBe(true)
  expect(start.map?.mappings).toBe(';AAAA')
  for (const other of ['admin-page.js', 'schemas.js', 'common.js']) {
    expect((bundle[other] as Rollup.OutputChunk).code.startsWith('const __vite__mapDeps')).toBe(true)
  }
})

test('a build without one of the start-up modules fails rather than silently hinting less', () => {
  const bundle = appBundle()
  delete bundle['start.js']
  expect(() => startupChunks(bundle, STARTUP_MODULES)).toThrow(/src\/app\/start\.tsx/)
})

test('only the client build is hinted: not the prerender’s SSR build, nor the dev server', () => {
  const apply = compileHintsPlugin().apply as (config: object, env: object) => boolean
  expect(apply({}, { command: 'build', isSsrBuild: false })).toBe(true)
  expect(apply({}, { command: 'build', isSsrBuild: true })).toBe(false)
  expect(apply({}, { command: 'serve', isSsrBuild: false })).toBe(false)
})
