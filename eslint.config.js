import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import testingLibrary from 'eslint-plugin-testing-library'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const productionIgnores = ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'src/lib/api/**', 'src/main.tsx']
const apiPaths = [{ name: 'openapi-fetch', message: 'Use the client in src/lib/api.' }]
const mockPatterns = {
  group: ['msw', 'msw/*', 'openapi-msw', '#mocks/*', '**/mocks/*'],
  message: 'Mocks stay out of the app.',
}
const features = readdirSync(new URL('src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

export default defineConfig([
  globalIgnores([
    'dist',
    'dist-e2e',
    'dist-remote',
    'dist-nginx',
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
    files: ['public/config.js'],
    languageOptions: { parserOptions: { projectService: false } },
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Production code reaches the API only through src/lib/api, and the mock only from main.tsx.
    files: ['src/**/*.{ts,tsx}'],
    ignores: productionIgnores,
    rules: { 'no-restricted-imports': ['error', { paths: apiPaths, patterns: [mockPatterns] }] },
  },
  // Features never import each other, so each can change alone: src/app/ composes them. (Tests may span features.)
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    ignores: productionIgnores,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: apiPaths,
          patterns: [
            mockPatterns,
            {
              group: features
                .filter((other) => other !== feature)
                .flatMap((other) => [`**/features/${other}/**`, `../${other}/**`, `../../${other}/**`]),
              message:
                'Features never import each other: compose them in src/app/, share code through src/components, ' +
                'src/lib, src/hooks, src/utils or src/config.',
            },
          ],
        },
      ],
    },
  })),
  { files: ['src/**/*.test.{ts,tsx}'], ...testingLibrary.configs['flat/react'] },
])
