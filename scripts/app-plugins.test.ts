import type { Plugin, PluginOption } from 'vite'
import { expect, test } from 'vitest'
import storybook from '../.storybook/main.ts'
import { appPlugins, withoutAppPlugins } from './app-plugins.ts'

const names = (plugins: readonly PluginOption[]): string[] =>
  plugins.flatMap((plugin) =>
    Array.isArray(plugin) ? names(plugin) : plugin && 'name' in plugin ? [(plugin as Plugin).name] : [],
  )

test('the app’s plugins are the boot script, the compile hints, the prerender and the static hosts’ files', () => {
  expect(names(appPlugins())).toEqual([
    'relay-portal:boot',
    'relay-portal:compile-hints',
    'relay-portal:prerender',
    'relay-portal:host-files',
  ])
})

test('Storybook, which reuses vite.config.ts, builds and serves its pages without the app’s plugins', async () => {
  const react = [{ name: 'vite:react-babel' }, { name: 'vite:react-refresh' }]
  const viteFinal = storybook.viteFinal as (
    config: object,
    options: object,
  ) => Promise<{ plugins: PluginOption[] }>
  const config = await viteFinal({ plugins: [react, ...appPlugins(), { name: 'storybook:entry' }] }, {})
  expect(names(config.plugins)).toEqual(['vite:react-babel', 'vite:react-refresh', 'storybook:entry'])
})

test('plugins Vite allows in a config (nested lists, none, promises) pass through untouched', () => {
  const later = Promise.resolve({ name: 'later' })
  expect(withoutAppPlugins([false, null, later, [[...appPlugins(), { name: 'kept' }]]])).toEqual([
    false,
    null,
    later,
    [[{ name: 'kept' }]],
  ])
  expect(withoutAppPlugins(undefined)).toEqual([])
})
