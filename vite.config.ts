/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig(({ command }) => ({
  plugins: [react()],
  define: {
    // The mock is on by default for the dev server and off for production builds (README: settings).
    'import.meta.env.VITE_API_MOCK': JSON.stringify(
      process.env.VITE_API_MOCK ?? (command === 'serve' ? 'true' : 'false'),
    ),
    __BUILD_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  build: { target: 'es2022', sourcemap: false },
  server: { port: 5173 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup-tests.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
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
          include: ['mocks/**/*.server.test.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
}))
