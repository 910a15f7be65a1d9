import { defineConfig, devices } from '@playwright/test'
import { systemChromium } from './scripts/chromium.ts'

const executablePath = systemChromium()
const launchOptions = executablePath ? { executablePath } : {}

/** The production build with the embedded mock on, served with the deployment's headers (strict CSP). */
const MOCK_PORT = 4173
/** The same kind of build with the mock off, pointed cross-origin (config.js) at the mock HTTP server. */
const REMOTE_PORT = 4174
const API_PORT = 8788
const API_ORIGIN = `http://127.0.0.1:${API_PORT}`

export default defineConfig({
  testDir: './tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: { trace: 'retain-on-failure' },
  projects: [
    {
      name: 'chromium',
      testIgnore: /remote\/.*/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${MOCK_PORT}`, launchOptions },
    },
    {
      name: 'remote-backend',
      testMatch: /remote\/.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${REMOTE_PORT}`, launchOptions },
    },
  ],
  webServer: [
    {
      command: `vite build --outDir dist-e2e && node scripts/static-server.ts dist-e2e --port ${MOCK_PORT}`,
      url: `http://localhost:${MOCK_PORT}`,
      reuseExistingServer: false,
      env: { VITE_API_MOCK: 'true' },
      timeout: 120_000,
    },
    {
      command: `node mocks/server-main.ts --port ${API_PORT}`,
      url: `${API_ORIGIN}/api/email/config`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // One build, pointed elsewhere without rebuilding: only dist/config.js changes.
      command: `vite build --outDir dist-remote && node scripts/write-runtime-config.ts dist-remote ${API_ORIGIN} && node scripts/static-server.ts dist-remote --port ${REMOTE_PORT} --connect-src ${API_ORIGIN}`,
      url: `http://localhost:${REMOTE_PORT}`,
      reuseExistingServer: false,
      env: { VITE_API_MOCK: 'false' },
      timeout: 120_000,
    },
  ],
})
