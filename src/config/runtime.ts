/** `config.js` overrides the build. It is edited by hand: a bad value is reported, never breaks start-up. */
export interface RuntimeConfig {
  /** No trailing slash; the page's own origin when none is configured. */
  apiOrigin: string
  apiMock: boolean
  purchaseUrl: string
  problems: readonly ConfigProblem[]
}

export type ConfigProblem =
  | { setting: 'RELAY_CONFIG' | 'apiOrigin' | 'apiMock' | 'purchaseUrl'; value: unknown }
  | { setting: 'insecure'; value: string }

type BuildEnv = { VITE_API_ORIGIN?: string; VITE_API_MOCK?: string }

/** An absolute http(s) URL without credentials (with `originOnly`, an origin), `''` for none, else `null`. */
function parseHttpUrl(value: unknown, originOnly?: boolean): string | null {
  if (value === undefined || value === '') return ''
  try {
    const { origin, href } = new URL(value as string)
    // Only http(s) has an origin starting "http"; credentials push `href` off the origin; an origin ends in "/".
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

export const parseApiOrigin = (value: unknown): string | null => parseHttpUrl(value, true)

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

  // parseHttpUrl, not parseApiOrigin: the wrapper would be one more function in every page's start-up code.
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
    // The build checked its value. Read here, not through `env`, so a build without one carries no code for it.
    purchaseUrl: purchaseUrl || import.meta.env?.VITE_PURCHASE_URL || '',
    problems,
  }
}

export const runtimeConfig: RuntimeConfig = resolveRuntimeConfig()

export const apiBaseUrl = (): string => `${runtimeConfig.apiOrigin}/api`
