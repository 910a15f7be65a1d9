export const paths = {
  root: '/',
  home: '/home',
  features: '/features',
  about: '/about',
  plans: '/plans',
  docs: '/docs',
  models: '/models',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  dashboard: '/dashboard',
  account: '/account',
  admin: '/admin',
  claim: '/claim/:packageId',
  claimHref: (packageId: string) => `/claim/${encodeURIComponent(packageId)}`,
} as const

const PROBE_ORIGIN = 'http://relay.invalid'

/** As the router matches paths, in linear time. Not React Router's matchPath: importing it costs /home 250 B. */
export function isPageOf(pathname: string, pages: readonly string[]): boolean {
  let decoded = pathname
  try {
    decoded = decodeURI(pathname)
  } catch {
    // A malformed escape: the router matches such a path as it is written.
  }
  return new RegExp(`^(${pages.join('|')})/*$`, 'i').test(decoded)
}

const SIGN_IN_PAGES: readonly string[] = [paths.login, paths.register]

/** Null for a sign-in form, or a path the browser would leave the site with (`/%2e%2e//host` is `//host`). */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f]/.test(value)) return null
  let url: URL
  try {
    url = new URL(value, PROBE_ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== PROBE_ORIGIN) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  // A path that starts with two slashes (or a slash and a backslash) is another host to every consumer of it.
  if (/^[\\/]{2}/.test(path)) return null
  return isPageOf(url.pathname, SIGN_IN_PAGES) ? null : path
}
