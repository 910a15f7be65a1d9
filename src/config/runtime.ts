/**
 * Where the app finds its API, resolved once at start-up.
 * Build-time values (`VITE_API_ORIGIN`, `VITE_API_MOCK`, `VITE_PURCHASE_URL`, checked by the build) are overridden by
 * `window.RELAY_CONFIG`, which `config.js` (loaded by index.html before the app) may set, so one build serves
 * any origin. `config.js` is edited by hand on the host, so its values are validated here: a bad one is
 * ignored and reported in {@link RuntimeConfig.problems}, never allowed to break start-up.
 */
export interface RuntimeConfig {
  /** API origin without a trailing slash; the page's own origin when none is configured. */
  apiOrigin: string
  /** Whether the in-memory mock backend answers the API in this browser. */
  apiMock: boolean
  /**
   * Where activation codes are sold (an absolute http(s) URL): `config.js`'s, else the build's; empty when the
   * operator names no shop, and the pages say that codes come from the relay's operator.
   */
  purchaseUrl: string
  /** What is wrong with `config.js`, for every page to show (empty when nothing is). */
  problems: readonly ConfigProblem[]
}

/**
 * One thing wrong with `config.js`: `RELAY_CONFIG` is not an object, a setting has a value it cannot take, or
 * (`insecure`) the API is plain `http:` under an `https:` page, which browsers block as mixed content.
 */
export type ConfigProblem =
  | { setting: 'RELAY_CONFIG' | 'apiOrigin' | 'apiMock' | 'purchaseUrl'; value: unknown }
  | { setting: 'insecure'; value: string }

type BuildEnv = { VITE_API_ORIGIN?: string; VITE_API_MOCK?: string }

/**
 * An absolute `http(s)` URL without credentials as `config.js` or the build may give it, serialised; with
 * `originOnly`, one with no path, query or fragment either, as its origin. Empty means none (`''`); anything
 * else (another scheme such as `javascript:`, a relative URL, a value that is not a string) is `null`.
 */
function parseHttpUrl(value: unknown, originOnly?: boolean): string | null {
  if (value === undefined || value === '') return ''
  try {
    const { origin, href } = new URL(value as string)
    // Only http(s) URLs have an origin that starts with "http" (another scheme's is "null", ftp's "ftp://…").
    // Credentials come between the scheme and the host, so the serialised URL no longer starts with its origin;
    // an origin alone is serialised as the origin and a slash.
    if (
      typeof value === 'string' &&
      origin.startsWith('http') &&
      href.startsWith(origin) &&
      (!originOnly || href === `${origin}/`)
    ) {
      return originOnly ? origin : href
    }
  } catch {
    // Not a URL at all.
  }
  return null
}

/**
 * An API origin as `config.js` or the build may give it: empty means the page's own origin (`''`); an
 * absolute `http(s)` URL with no path, query, fragment or credentials gives its origin; anything else is `null`.
 */
export const parseApiOrigin = (value: unknown): string | null => parseHttpUrl(value, true)

/**
 * The shop's address as `config.js` or the build may give it: empty means none (`''`); an absolute `http(s)`
 * URL without credentials gives it serialised; anything else is `null`.
 */
export const parsePurchaseUrl = (value: unknown): string | null => parseHttpUrl(value)

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
  const settings = (runtime ?? {}) as { apiOrigin?: unknown; apiMock?: unknown; purchaseUrl?: unknown }
  if (typeof settings !== 'object' || Array.isArray(settings)) report('RELAY_CONFIG', runtime)

  // parseHttpUrl itself, not its wrappers: the wrappers would be one more function in every page's start-up code.
  let origin = parseHttpUrl(settings.apiOrigin, true)
  if (origin === null) report('apiOrigin', settings.apiOrigin)
  origin ||= parseHttpUrl(env.VITE_API_ORIGIN, true) || page.origin

  let apiMock = env.VITE_API_MOCK === 'true'
  if (typeof settings.apiMock === 'boolean') apiMock = settings.apiMock
  else if (settings.apiMock !== undefined) report('apiMock', settings.apiMock)

  const purchaseUrl = parseHttpUrl(settings.purchaseUrl)
  if (purchaseUrl === null) report('purchaseUrl', settings.purchaseUrl)

  if (page.protocol === 'https:' && origin.startsWith('http:')) report('insecure', origin)
  return {
    apiOrigin: origin,
    apiMock,
    // The build's value was checked by the build (vite.config.ts). Read here rather than through `env`, the build
    // inlines it, so a build without one carries no code for it.
    purchaseUrl: purchaseUrl || import.meta.env?.VITE_PURCHASE_URL || '',
    problems,
  }
}

export const runtimeConfig: RuntimeConfig = resolveRuntimeConfig()

/**
 * The base URL the assistants (Claude Code, Codex CLI) call: the API origin plus `/api`, as the home page, the
 * guide and the key screens show it. An origin never ends in a slash (resolveRuntimeConfig keeps the origin
 * alone), so there is no double slash to remove.
 */
export const apiBaseUrl = (): string => `${runtimeConfig.apiOrigin}/api`
