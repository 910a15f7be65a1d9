import { createServer } from 'node:net'
import { defineConfig, devices } from '@playwright/test'
import { systemChromium } from './scripts/chromium.ts'
import { SERVERS, type ServerOptions } from './tests/e2e/servers/server.ts'

const executablePath = systemChromium()
const launchOptions = executablePath ? { executablePath } : {}

/** A port nobody listens on. Chosen once: the workers inherit it through the environment. */
async function freePort(name: string): Promise<number> {
  const known = Number(process.env[name])
  if (known) return known
  const port = await new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
  process.env[name] = String(port)
  return port
}

/** The production build with the embedded mock on, served with the deployment's headers (strict CSP). */
const MOCK_PORT = await freePort('E2E_MOCK_PORT')
/** The same kind of build with the mock off, pointed cross-origin (config.js) at the mock HTTP server. */
const REMOTE_PORT = await freePort('E2E_REMOTE_PORT')
const API_ORIGIN = `http://127.0.0.1:${await freePort('E2E_API_PORT')}`
/** A build with the mock off, pointed at Stoplight Prism mocking openapi.yaml with request validation. */
const PRISM_APP_PORT = await freePort('E2E_PRISM_APP_PORT')
const PRISM_ORIGIN = `http://127.0.0.1:${await freePort('E2E_PRISM_PORT')}`
/** Builds with the mock off, served by nginx and Caddy with the shipped configurations (tests/e2e/servers/). */
const SERVER_PORTS = {
  nginx: await freePort('E2E_NGINX_PORT'),
  caddy: await freePort('E2E_CADDY_PORT'),
}
/** A build with the mock off, served as a host with only a "single page app" fallback serves it. */
const SPA_PORT = await freePort('E2E_SPA_PORT')

export default defineConfig<ServerOptions>({
  testDir: './tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: { trace: 'retain-on-failure' },
  projects: [
    {
      name: 'chromium',
      testIgnore: /(remote|prism|servers|spa)\/.*/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${MOCK_PORT}`, launchOptions },
    },
    {
      name: 'remote-backend',
      testMatch: /remote\/.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${REMOTE_PORT}`, launchOptions },
    },
    {
      name: 'prism',
      testMatch: /prism\/.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${PRISM_APP_PORT}`, launchOptions },
    },
    {
      name: 'spa-fallback',
      testMatch: /spa\/.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${SPA_PORT}`, launchOptions },
    },
    ...(['nginx', 'caddy'] as const).map((server) => ({
      name: server,
      testMatch: /servers\/.*\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${SERVER_PORTS[server]}`,
        launchOptions,
        server,
      },
    })),
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
      command: `node mocks/server-main.ts --port ${new URL(API_ORIGIN).port}`,
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
    {
      command: `prism mock openapi.yaml --port ${new URL(PRISM_ORIGIN).port} --host 127.0.0.1 --errors`,
      url: `${PRISM_ORIGIN}/api/email/config`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `vite build --outDir dist-prism && node scripts/write-runtime-config.ts dist-prism ${PRISM_ORIGIN} && node scripts/static-server.ts dist-prism --port ${PRISM_APP_PORT} --connect-src ${PRISM_ORIGIN}`,
      url: `http://localhost:${PRISM_APP_PORT}`,
      reuseExistingServer: false,
      env: { VITE_API_MOCK: 'false' },
      timeout: 120_000,
    },
    {
      command: `vite build --outDir dist-spa && node scripts/write-runtime-config.ts dist-spa ${API_ORIGIN} && node scripts/static-server.ts dist-spa --port ${SPA_PORT} --connect-src ${API_ORIGIN} --spa-fallback`,
      url: `http://127.0.0.1:${SPA_PORT}`,
      reuseExistingServer: false,
      env: { VITE_API_MOCK: 'false' },
      timeout: 120_000,
    },
    // Each its own build: webServers start together, so none can wait for another's. Both listen on 127.0.0.1.
    ...(['nginx', 'caddy'] as const).map((server) => ({
      command: `vite build --outDir ${SERVERS[server].dist} && node scripts/write-runtime-config.ts ${SERVERS[server].dist} ${API_ORIGIN} && node scripts/${server}-server.ts ${SERVERS[server].dist} --port ${SERVER_PORTS[server]} --connect-src ${API_ORIGIN}`,
      url: `http://127.0.0.1:${SERVER_PORTS[server]}`,
      reuseExistingServer: false,
      env: { VITE_API_MOCK: 'false' },
      timeout: 120_000,
      // The server script stops the server and removes its temporary directory.
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    })),
  ],
})
