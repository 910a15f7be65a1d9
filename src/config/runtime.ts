/**
 * Where the app finds its API, resolved once at start-up.
 * Build-time values (`VITE_API_ORIGIN`, `VITE_API_MOCK`, checked by the build) are overridden by
 * `window.RELAY_CONFIG`, which `config.js` (loaded by index.html before the app) may set, so one build serves
 * any origin. `config.js` is edited by hand on the host, so its values are validated here: a bad one is
 * ignored and reported in {@link RuntimeConfig.problems}, never allowed to break start-up.
 */
export interface RuntimeConfig {
  /** API origin without a trailing slash; the page's own origin when none is configured. */
  apiOrigin: string
  /** Whether the in-memory mock backend answers the API in this browser. */
  apiMock: boolean
  /** What is wrong with `config.js`, for every page to show (empty when nothing is). */
  problems: readonly ConfigProblem[]
}

/**
 * One thing wrong with `config.js`: `RELAY_CONFIG` is not an object, a setting has a value it cannot take, or
 * (`insecure`) the API is plain `http:` under an `https:` page, which browsers block as mixed content.
 */
export type ConfigProblem =
  | { setting: 'RELAY_CONFIG' | 'apiOrigin' | 'apiMock'; value: unknown }
  | { setting: 'insecure'; value: string }

type BuildEnv = { VITE_API_ORIGIN?: string; VITE_API_MOCK?: string }

/**
 * An API origin as `config.js` or the build may give it: empty means the page's own origin (`''`); an
 * absolute `http(s)` URL with no path, query, fragment or credentials gives its origin; anything else is `null`.
 */
export function parseApiOrigin(value: unknown): string | null {
  if (value === undefined || value === '') return ''
  try {
    const url = new URL(value as string)
    // The serialised URL is its origin and a slash only when nothing else was given.
    if (typeof value === 'string' && /^https?:$/.test(url.protocol) && url.href === `${url.origin}/`) {
      return url.origin
    }
  } catch {
    // Not a URL at all.
  }
  return null
}

export function resolveRuntimeConfig(
  env: BuildEnv = {
    VITE_API_ORIGIN: import.meta.env?.VITE_API_ORIGIN,
    VITE_API_MOCK: import.meta.env?.VITE_API_MOCK,
  },
  runtime: unknown = globalThis.window?.RELAY_CONFIG,
  page: Pick<Location, 'origin' | 'protocol'> = globalThis.location ?? new URL('http://localhost'),
): RuntimeConfig {
  const problems: ConfigProblem[] = []
  const report = (setting: ConfigProblem['setting'], value: unknown) =>
    problems.push({ setting, value } as ConfigProblem)
  const settings = (runtime ?? {}) as { apiOrigin?: unknown; apiMock?: unknown }
  if (typeof settings !== 'object' || Array.isArray(settings)) report('RELAY_CONFIG', runtime)

  let origin = parseApiOrigin(settings.apiOrigin)
  if (origin === null) report('apiOrigin', settings.apiOrigin)
  origin ||= parseApiOrigin(env.VITE_API_ORIGIN) || page.origin

  let apiMock = env.VITE_API_MOCK === 'true'
  if (typeof settings.apiMock === 'boolean') apiMock = settings.apiMock
  else if (settings.apiMock !== undefined) report('apiMock', settings.apiMock)

  if (page.protocol === 'https:' && origin.startsWith('http:')) report('insecure', origin)
  return { apiOrigin: origin, apiMock, problems }
}

export const runtimeConfig: RuntimeConfig = resolveRuntimeConfig()
