/**
 * The plugins that make the app's own pages: /boot.js, V8's compile hints and the prerender (ADR 005).
 * vite.config.ts adds them; Storybook reuses vite.config.ts for pages of its own and leaves them out
 * (.storybook/main.ts), so none of them has to guess which build it is in. (The test runner's dev servers keep
 * them: only /boot.js's dev middleware is active there, and nothing asks for it.)
 */
import type { Plugin, PluginOption } from 'vite'
import { bootPlugin } from './boot-plugin.ts'
import { compileHintsPlugin } from './compile-hints-plugin.ts'
import { prerenderPlugin } from './prerender-plugin.ts'

export function appPlugins(): Plugin[] {
  return [bootPlugin(), compileHintsPlugin(), prerenderPlugin()]
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
