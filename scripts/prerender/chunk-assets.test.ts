import { expect, test } from 'vitest'
import { appShellTags, chunkAssets, entryChunk, entryChunks, moduleChunk } from './chunk-assets.ts'
import { fakeBundle, fakeChunk } from './fake-bundle.ts'

/** A build shaped like the app's: an entry, the renderer, a page, a lazy chunk. */
const bundle = fakeBundle(
  fakeChunk('assets/index.js', '/app/index.html', { css: ['assets/index.css'], isEntry: true }),
  fakeChunk('assets/start.js', '/app/src/app/start.tsx', {
    imports: ['assets/index.js', 'assets/button.js'],
    css: ['assets/start.css'],
  }),
  fakeChunk('assets/button.js', null, { imports: ['assets/icon.js'], css: ['assets/button.css'] }),
  fakeChunk('assets/icon.js', null),
  fakeChunk('assets/home-page.js', 'C:\\app\\src\\features\\home\\home-page.tsx', {
    imports: ['assets/button.js'],
    css: ['assets/home-page.css', 'assets/button.css'],
  }),
  fakeChunk('assets/admin-page.js', '/app/src/features/admin/admin-page.tsx'),
)

test('a module’s chunk is found by its path from the root, on any platform', () => {
  expect(moduleChunk(bundle, 'src/app/start.tsx').fileName).toBe('assets/start.js')
  expect(moduleChunk(bundle, 'src/features/home/home-page.tsx').fileName).toBe('assets/home-page.js')
  expect(() => moduleChunk(bundle, 'src/features/home/no-page.tsx')).toThrow(/no-page\.tsx/)
  // Only a whole path segment matches: `start.tsx` is not `src/app/start.tsx`'s `art.tsx`.
  expect(() => moduleChunk(bundle, 'art.tsx')).toThrow()
})

test('the entry chunk is index.html’s', () => {
  expect(entryChunk(bundle).fileName).toBe('assets/index.js')
  expect(entryChunks(bundle).map(({ fileName }) => fileName)).toEqual(['assets/index.js'])
  expect(() => entryChunk(fakeBundle(fakeChunk('a.js', '/app/src/a.ts')))).toThrow(/index\.html/)
})

test('a chunk needs its own and its static imports’ scripts and stylesheets, each once, in load order', () => {
  expect(chunkAssets(bundle, moduleChunk(bundle, 'src/app/start.tsx'))).toEqual({
    scripts: ['assets/start.js', 'assets/index.js', 'assets/button.js', 'assets/icon.js'],
    // A chunk's imports' stylesheets come first: its own rules override theirs.
    styles: ['assets/index.css', 'assets/button.css', 'assets/start.css'],
  })
  expect(chunkAssets(bundle, moduleChunk(bundle, 'src/features/home/home-page.tsx'))).toEqual({
    scripts: ['assets/home-page.js', 'assets/button.js', 'assets/icon.js'],
    styles: ['assets/button.css', 'assets/home-page.css'],
  })
})

/** A build whose renderer shares chunks and stylesheets with the entry. */
const shellBundle = fakeBundle(
  fakeChunk('assets/index.js', '/app/index.html', {
    imports: ['assets/shared.js'],
    css: ['assets/index.css'],
    isEntry: true,
  }),
  fakeChunk('assets/shared.js', null),
  fakeChunk('assets/start.js', '/app/src/app/start.tsx', {
    imports: ['assets/index.js', 'assets/shared.js', 'assets/button.js'],
    css: ['assets/start.css'],
  }),
  fakeChunk('assets/button.js', null, { css: ['assets/button.css', 'assets/index.css'] }),
  fakeChunk('assets/home-page.js', '/app/src/features/home/home-page.tsx', { css: ['assets/home.css'] }),
)

test('index.html links the renderer’s stylesheets and preloads its chunks, except what the entry loads already', () => {
  const link = (rel: string, href: string) => ({
    tag: 'link',
    attrs: { rel, crossorigin: true, href },
    injectTo: 'head',
  })
  expect(appShellTags(shellBundle, '/')).toEqual([
    link('stylesheet', '/assets/button.css'),
    link('stylesheet', '/assets/start.css'),
    link('modulepreload', '/assets/start.js'),
    link('modulepreload', '/assets/button.js'),
  ])
})

test('the links follow the build’s base', () => {
  expect(appShellTags(shellBundle, '/portal/').map(({ attrs }) => attrs?.href)).toEqual([
    '/portal/assets/button.css',
    '/portal/assets/start.css',
    '/portal/assets/start.js',
    '/portal/assets/button.js',
  ])
})

test('a build without the renderer fails rather than leave index.html without it', () => {
  const { ['assets/start.js']: _renderer, ...withoutRenderer } = shellBundle
  expect(() => appShellTags(withoutRenderer, '/')).toThrow(/src\/app\/start\.tsx/)
})
