/**
 * Where the app finds its API, resolved once at start-up.
 * Build-time values (`VITE_API_ORIGIN`, `VITE_API_MOCK`) are overridden by `window.RELAY_CONFIG`,
 * which `config.js` (loaded by index.html before the app) may set, so one build serves any origin.
 */
export interface RuntimeConfig {
  /** API origin without a trailing slash; the page's own origin when none is configured. */
  apiOrigin: string
  /** Whether the in-memory mock backend answers the API in this browser. */
  apiMock: boolean
}

function pageOrigin(): string {
  return globalThis.location?.origin ?? 'http://localhost'
}

export function resolveRuntimeConfig(
  env: { VITE_API_ORIGIN?: string; VITE_API_MOCK?: string } = import.meta.env,
  runtime: RelayRuntimeConfig | undefined = globalThis.window?.RELAY_CONFIG,
): RuntimeConfig {
  const origin = (runtime?.apiOrigin ?? env.VITE_API_ORIGIN ?? '').trim().replace(/\/+$/, '')
  const apiMock = typeof runtime?.apiMock === 'boolean' ? runtime.apiMock : env.VITE_API_MOCK === 'true'
  return { apiOrigin: origin || pageOrigin(), apiMock }
}

export const runtimeConfig: RuntimeConfig = resolveRuntimeConfig()
