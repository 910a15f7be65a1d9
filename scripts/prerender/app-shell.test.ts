import { expect, test } from 'vitest'
import { appShellTags } from './app-shell.ts'
import { fakeBundle, fakeChunk } from './fake-bundle.ts'

const bundle = fakeBundle(
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
  expect(appShellTags(bundle, '/')).toEqual([
    {
      tag: 'link',
      attrs: { rel: 'stylesheet', crossorigin: true, href: '/assets/button.css' },
      injectTo: 'head',
    },
    {
      tag: 'link',
      attrs: { rel: 'stylesheet', crossorigin: true, href: '/assets/start.css' },
      injectTo: 'head',
    },
    {
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/start.js' },
      injectTo: 'head',
    },
    {
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/button.js' },
      injectTo: 'head',
    },
  ])
})

test('the links follow the build’s base', () => {
  expect(appShellTags(bundle, '/portal/').map(({ attrs }) => attrs?.href)).toEqual([
    '/portal/assets/button.css',
    '/portal/assets/start.css',
    '/portal/assets/start.js',
    '/portal/assets/button.js',
  ])
})

test('a build without the renderer fails rather than leave index.html without it', () => {
  const { ['assets/start.js']: _renderer, ...withoutRenderer } = bundle
  expect(() => appShellTags(withoutRenderer, '/')).toThrow(/src\/app\/start\.tsx/)
})
