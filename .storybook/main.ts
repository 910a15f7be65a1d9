import type { StorybookConfig } from '@storybook/react-vite'
import { withoutAppPlugins } from '../scripts/app-plugins.ts'

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  framework: '@storybook/react-vite',
  // msw-storybook-addon is not listed: its addon entry only adds a CSF Next `beforeEach` that starts a
  // worker of its own; the CSF3 `mswLoader` in preview.tsx starts ours (app handlers, relative worker URL).
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  // Serves public/mockServiceWorker.js next to iframe.html (dev, `storybook build` and the story tests).
  staticDirs: ['../public'],
  viteFinal(viteConfig) {
    return {
      ...viteConfig,
      // vite.config.ts is the app's: its pages' plugins (the boot script, the compile hints, the prerender) are not
      // Storybook's.
      plugins: withoutAppPlugins(viteConfig.plugins),
      optimizeDeps: {
        ...viteConfig.optimizeDeps,
        // Pre-bundled up front: a dependency first met in a lazy page would make Vite re-optimise and reload
        // the page in the middle of a story test run (two copies of React, "Invalid hook call").
        include: [
          ...(viteConfig.optimizeDeps?.include ?? []),
          'react',
          'react-dom',
          'react-dom/client',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
          'react-router-dom',
          'react-i18next',
          'i18next',
          'swr',
          'swr/mutation',
          'openapi-fetch',
          'msw',
          'msw/browser',
          'openapi-msw',
          'zod',
          '@faker-js/faker',
        ],
        // Scanning every source file also finds what a page being written today starts importing.
        entries: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
      },
      build: {
        ...viteConfig.build,
        // A static Storybook is not a page load budget: its one big preview chunk is expected.
        chunkSizeWarningLimit: 4_000,
        rolldownOptions: {
          ...viteConfig.build?.rolldownOptions,
          // Stories load every language up front (src/lib/all-messages.ts) where the app imports them lazily.
          checks: { ...viteConfig.build?.rolldownOptions?.checks, ineffectiveDynamicImport: false },
        },
      },
      define: {
        ...viteConfig.define,
        // Stories always run on the mock, in dev and in the static build: the app shows its demo notice.
        'import.meta.env.VITE_API_MOCK': JSON.stringify('true'),
      },
    }
  },
}

export default config
