import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import checkFile from 'eslint-plugin-check-file'
import importX from 'eslint-plugin-import-x'
import playwright from 'eslint-plugin-playwright'
import reactHooks from 'eslint-plugin-react-hooks'
import testingLibrary from 'eslint-plugin-testing-library'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import importAliases from './eslint-rules/import-aliases.js'

const productionIgnores = ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'src/lib/api/**', 'src/main.tsx']
const apiPaths = [{ name: 'openapi-fetch', message: 'Use the client in src/lib/api.' }]
const mockPatterns = {
  group: ['msw', 'msw/*', 'openapi-msw', '#mocks/*', '**/mocks/*'],
  message: 'Mocks stay out of the app.',
}
const features = readdirSync(new URL('src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const featureMessage =
  'Features never import each other: compose them in src/app/, share code through src/components, src/lib, ' +
  'src/hooks, src/utils or src/config.'
const sharedFolders = ['components', 'hooks', 'lib', 'utils', 'config', 'testing', 'types'].map(
  (folder) => `./src/${folder}`,
)
const importZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: featureMessage,
  })),
  {
    target: sharedFolders,
    from: ['./src/features', './src/app'],
    message: 'Shared code never imports a feature or the app: move what both need into shared code.',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'Features never import the app: src/app/ composes them; move what both need into shared code.',
  },
]

export default defineConfig([
  globalIgnores([
    'dist',
    'dist-e2e',
    'dist-remote',
    'dist-nginx',
    'dist-caddy',
    'dist-spa',
    'dist-prism',
    'dist-bench',
    'storybook-static',
    'coverage',
    'playwright-report',
    'test-results',
    'public/mockServiceWorker.js',
    'src/lib/api/schema.d.ts',
    'src/lib/api/mock-control-schema.d.ts',
    'src/features/admin/contract-validators.js',
    'reports',
    '.stryker-tmp',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-warning-comments': ['error', { terms: ['fixme'], location: 'anywhere' }],
    },
  },
  {
    // Plain JavaScript served as is (the runtime settings, the downloadable tools): no TypeScript project.
    files: ['public/config.js', 'public/tools/*.mjs'],
    languageOptions: { parserOptions: { projectService: false } },
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Import graph checks resolve every specifier as TypeScript and Vite do (relative paths, the package.json
    // `imports` aliases #src/*, #mocks/*, #locales/*), so a zone or a cycle cannot hide behind either spelling.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      // Imports flow one way, shared code → features → app: features never import each other, so each can
      // change alone, and src/app/ composes them. Tests obey the same zones as the code beside them.
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
    },
  },
  {
    // Tests and stories build mock responses with the typed `http` of mocks/http.ts (checked against openapi.yaml)
    // (and `mockControlHttp`, checked against mocks/mock-control.openapi.yaml) and reach outside the contract only
    // through its `offContract` helpers. Exempt: mocks/http.ts itself, which wraps MSW.
    files: [
      'src/**/*.{ts,tsx}',
      'mocks/**/*.ts',
      'stories/**/*.{ts,tsx}',
      'tests/**/*.ts',
      '.storybook/*.{ts,tsx}',
    ],
    ignores: ['mocks/http.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'msw',
              importNames: ['http', 'HttpResponse'],
              message:
                'Use `http` and `offContract` from #mocks/http.ts: handlers stay typed by openapi.yaml.',
            },
          ],
        },
      ],
    },
  },
  {
    // Production code reaches the API only through src/lib/api, and the mock only from main.tsx.
    files: ['src/**/*.{ts,tsx}'],
    ignores: productionIgnores,
    rules: { 'no-restricted-imports': ['error', { paths: apiPaths, patterns: [mockPatterns] }] },
  },
  {
    // One import style: leaving a folder for src/, mocks/ or locales/ goes through the package.json `imports`
    // alias; `./x` stays relative (eslint-rules/import-aliases.js; `eslint --fix` rewrites).
    plugins: { local: { rules: { 'import-aliases': importAliases } } },
    rules: {
      'local/import-aliases': [
        'error',
        {
          root: import.meta.dirname,
          aliases: { '#src/': 'src/', '#mocks/': 'mocks/', '#locales/': 'locales/' },
        },
      ],
    },
  },
  { files: ['src/**/*.test.{ts,tsx}'], ...testingLibrary.configs['flat/react'] },
  { files: ['tests/**'], ...playwright.configs['flat/recommended'] },
  {
    // Names of files and folders are kebab-case; `.test`, `.stories`, `.module`, `.config` … middle extensions are
    // not part of the name. Files outside ESLint's languages (styles, docs, messages) are checked through the
    // plugin's processor, which hands the rules an empty program. Names that keep another form, and why:
    // README.md (the name every host shows), public/mockServiceWorker.js (MSW's generated worker, found by that
    // name), the numbered ADRs in docs/decisions, and locales/<tag>/ (BCP 47 language tags such as zh-CN).
    // Dotfiles and dot-folders (.storybook, .prettierrc.json …) are named by their tools and not matched.
    files: ['**/*.{css,md,mdx,json,yaml,svg,html,txt}'],
    ignores: ['**/.*'],
    processor: 'check-file/eslint-processor-check-file',
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { parserOptions: { projectService: false } },
  },
  {
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          '{src,mocks,locales,stories,tests,scripts,deploy,eslint-rules}/**/*': 'KEBAB_CASE',
          'public/!(mockServiceWorker).*': 'KEBAB_CASE',
          'docs/decisions/*': '+([0-9])-+([a-z0-9])*(-+([a-z0-9]))',
          '!(README).*': 'KEBAB_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        {
          '{src,mocks,stories,tests,scripts,docs,public,deploy,eslint-rules}/**/': 'KEBAB_CASE',
          'locales/*/': '+([a-z])?(-+([A-Z]))',
        },
      ],
    },
  },
])
