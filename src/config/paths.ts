/** Route paths and href builders: every route of the app is named here. */
export const paths = {
  root: '/',
  home: '/home',
  features: '/features',
  about: '/about',
  plans: '/plans',
  docs: '/docs',
  login: '/login',
  register: '/register',
  dashboard: '/dashboard',
  admin: '/admin',
  claim: '/claim/:packageId',
  claimHref: (packageId: string) => `/claim/${encodeURIComponent(packageId)}`,
} as const

/** Any origin: return paths are resolved against it to see where a browser would really go. */
const PROBE_ORIGIN = 'http://relay.invalid'

/**
 * Whether `pathname` is one of `pages` (route paths without parameters) as the router matches it: percent-escapes
 * decoded (an encoded `/` stays a character of its segment), case-insensitive, trailing slashes ignored. The one
 * rule for every "which page is this" decision outside the router (paths.test.tsx holds it to the router's), and
 * in linear time however long the path. Not React Router's matchPath: importing it here reshapes the shell's chunks
 * (+250 B gzip on /home).
 */
export function isPageOf(pathname: string, pages: readonly string[]): boolean {
  let decoded = pathname
  try {
    decoded = decodeURI(pathname)
  } catch {
    // A malformed escape: the router matches such a path as it is written.
  }
  return new RegExp(`^(${pages.join('|')})/*$`, 'i').test(decoded)
}

/** Pages a return path must not lead to: signing in would only bring the user back to a sign-in form. */
const SIGN_IN_PAGES: readonly string[] = [paths.login, paths.register]

/**
 * A return-to target (`?returnTo=` or the page a guard sent the user away from), kept only when it is a path
 * of this site. The decision is taken on the path as the browser and the router would read it (dot segments
 * resolved, `\` read as `/`), so `/..//evil.example`, `/.//host` and
 * `/%2e%2e//host` (all of which normalise to `//host`, another site) are refused, never handed to the router,
 * which would throw on them. Returns the normalised path, or `null` for anything else.
 */
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
