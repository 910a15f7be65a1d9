// The plugins that make the app's own pages (ADR 005). Storybook leaves them out, so none guesses its build; the
// test runner keeps them, but only /boot.js's dev middleware is active there and nothing asks for it.
import type { Plugin, PluginOption } from 'vite'
import { bootPlugin } from './boot-plugin.ts'
import { compileHintsPlugin } from './compile-hints-plugin.ts'
import { hostFilesPlugin } from './host-files.ts'
import { prerenderPlugin } from './prerender-plugin.ts'

export function appPlugins(): Plugin[] {
  return [bootPlugin(), compileHintsPlugin(), prerenderPlugin(), hostFilesPlugin()]
}

const APP_PLUGIN_NAMES = new Set(appPlugins().map(({ name }) => name))

/** `plugins` (a Vite config's, nested as Vite allows) without the app's. */
export function withoutAppPlugins(plugins: readonly PluginOption[] = []): PluginOption[] {
  return plugins.flatMap((plugin): PluginOption[] => {
    if (Array.isArray(plugin)) return [withoutAppPlugins(plugin)]
    const isApp =
      plugin && typeof plugin === 'object' && 'name' in plugin && APP_PLUGIN_NAMES.has(plugin.name)
    return isApp ? [] : [plugin]
  })
}
