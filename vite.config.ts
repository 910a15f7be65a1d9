/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { systemChromium } from './scripts/chromium.ts'
import { appPlugins } from './scripts/app-plugins.ts'
import { parseApiOrigin, parsePurchaseUrl } from './src/config/runtime.ts'

/** Modules both the app and the mock import. */
const SHARED_RULES = /\/src\/lib\/(api\/contract-rules|time-units|expiring-soon)\.ts$/

/**
 * ipaddr.js is published as CommonJS only. Read as CommonJS, the first lazily loaded chunk that needs it (the key
 * settings dialog, the mock) moved the bundler's CommonJS helpers out of the start-up code into a chunk of their own,
 * which every page then loads: about 260 bytes of /home. Its one export, given as a module's, needs no helper.
 */
const ipaddrAsModule: Plugin = {
  name: 'relay:ipaddr-as-module',
  transform(code, id) {
    if (!/node_modules[\\/]ipaddr\.js[\\/]lib[\\/]ipaddr\.js$/.test(id)) return undefined
    return `const module = { exports: {} };\n${code.replace(/\}\(this\)\);\s*$/, '}(globalThis));')}\nexport default module.exports;\n`
  },
}

/**
 * i18next's module ends with named aliases of its instance's methods (`const use = instance.use`, …). Reading a
 * property may run a getter, so the bundler keeps every unused read: about 60 bytes of /home. Marked pure here,
 * the unused ones go; each alias still holds the same method.
 */
const i18nextPureAliases: Plugin = {
  name: 'relay:i18next-pure-aliases',
  transform(code, id) {
    if (!/node_modules[\\/]i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/.test(id)) return undefined
    return code.replace(
      /^const (\w+) = instance\.\1;$/gm,
      'const $1 = /* @__PURE__ */ (() => instance.$1)();',
    )
  },
}

/**
 * The files every page has loaded before any route's code: the entry chunk, the start-up chunk it imports and their
 * static imports. Vite would list them again in each route's preload list, which the start-up code carries; its
 * preload helper skips them at run time anyway.
 */
const startupFiles = new Set<string>()
const collectStartupFiles: Plugin = {
  name: 'relay:startup-files',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      startupFiles.clear()
      const collect = (fileName: string) => {
        const chunk = bundle[fileName]
        if (startupFiles.has(fileName) || chunk?.type !== 'chunk') return
        startupFiles.add(fileName)
        for (const imported of chunk.imports) collect(imported)
      }
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && (chunk.isEntry || chunk.name === 'start')) collect(chunk.fileName)
    },
  },
}

const storybookConfigDir = fileURLToPath(new URL('./.storybook', import.meta.url))

/** Build settings are checked here, so a wrong one fails the build instead of shipping a site that cannot work. */
function checkBuildSettings(env: Record<string, string | undefined>) {
  const { VITE_API_ORIGIN: origin, VITE_API_MOCK: mock, VITE_PURCHASE_URL: purchaseUrl } = env
  if (parseApiOrigin(origin) === null) {
    throw new Error(
      `VITE_API_ORIGIN is ${JSON.stringify(origin)}: it must be empty or an http(s) origin such as https://api.example.com`,
    )
  }
  if (mock !== undefined && mock !== 'true' && mock !== 'false') {
    throw new Error(`VITE_API_MOCK is ${JSON.stringify(mock)}: it must be true or false`)
  }
  if (parsePurchaseUrl(purchaseUrl) === null) {
    throw new Error(
      `VITE_PURCHASE_URL is ${JSON.stringify(purchaseUrl)}: it must be empty or an absolute http(s) URL such as https://shop.example.com/relay`,
    )
  }
}

export default defineConfig(({ command, mode }) => {
  checkBuildSettings({ ...loadEnv(mode, process.cwd(), 'VITE_'), VITE_API_MOCK: process.env.VITE_API_MOCK })
  return {
    // The app's own plugins are left out of Storybook's pages (scripts/app-plugins.ts).
    plugins: [react(), ...appPlugins(), ipaddrAsModule, i18nextPureAliases, collectStartupFiles],
    define: {
      // The mock is on by default for the dev server and off for production builds (README: settings).
      'import.meta.env.VITE_API_MOCK': JSON.stringify(
        process.env.VITE_API_MOCK ?? (command === 'serve' ? 'true' : 'false'),
      ),
      __BUILD_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
      __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      modulePreload: {
        // No polyfill for <link rel="modulepreload">: every browser the styles already need (light-dark() in
        // tokens.css: Chrome 123, Firefox 120, Safari 17.5) supports it, so the polyfill's code in the entry, which
        // runs at start-up, would never do anything.
        polyfill: false,
        // The entry's own dynamic imports (the app's renderer, the landing page, messages) run at start-up, where
        // each <link rel="modulepreload"> Vite would add costs main-thread time (≈0.5–2 ms apiece on a slow
        // phone): their few dependencies are fetched as the chunks arrive instead. Routes keep their preloads.
        // So are the account menu's (a signed-in user's header imports it at start-up): the shared chunks it needs
        // are loaded already, and a list of its files would cost every visitor's /home bytes. Nor is the rules
        // chunk, for the same bytes: a few hundred bytes the pages fetch as they arrive.
        resolveDependencies: (file, deps, { hostId }) =>
          /(^|\/)index-[\w-]+\.js$/.test(hostId) || /(^|\/)account-menu-[\w-]+\.js$/.test(file)
            ? []
            : deps.filter((dep) => !/(^|\/)rules-[\w-]+\.js$/.test(dep) && !startupFiles.has(dep)),
      },
      rolldownOptions: {
        output: {
          // The rules the app and the mock share, in one chunk: each chunk split off between them would add its
          // name to the start-up code's route preload lists.
          codeSplitting: {
            groups: [{ name: 'rules', test: SHARED_RULES, includeDependenciesRecursively: false }],
          },
        },
      },
    },
    resolve:
      command === 'build'
        ? {
            alias: [
              // React Router 7 exports only its development build (react-router#12532, ADR 010), whose warnings
              // cost /home about 500 bytes; its production build is published beside it.
              {
                find: /^react-router$/,
                replacement: fileURLToPath(
                  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
                ),
              },
            ],
          }
        : {},
    server: { port: 5173 },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            setupFiles: ['./src/testing/setup-tests.ts'],
            include: [
              'src/**/*.test.{ts,tsx}',
              'mocks/**/*.test.ts',
              'scripts/**/*.test.ts',
              'eslint-rules/**/*.test.ts',
            ],
            exclude: ['**/*.server.test.ts', '**/node_modules/**'],
            testTimeout: 20_000,
          },
        },
        {
          // The mock backend over real HTTP: no MSW interception in the test process.
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['mocks/**/*.server.test.ts', 'scripts/**/*.server.test.ts'],
            testTimeout: 30_000,
          },
        },
        {
          // Every story of stories/ rendered in Chromium: play functions and axe checks (.storybook/preview.tsx).
          extends: true,
          plugins: [storybookTest({ configDir: storybookConfigDir })],
          test: {
            name: 'storybook',
            testTimeout: 30_000,
            browser: {
              enabled: true,
              headless: true,
              instances: [{ browser: 'chromium' }],
              provider: playwright({
                launchOptions: { executablePath: systemChromium() },
              }),
            },
          },
        },
      ],
    },
  }
})
