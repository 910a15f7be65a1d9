/** Route paths and href builders (SPEC §2). */
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

/**
 * A return-to target is kept only when it is a path of this site: it starts with one slash
 * (not `//host` nor `/\host`) and has no scheme, so a crafted link can never send a user elsewhere.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null
  if (value.startsWith('//') || value.startsWith('/\\')) return null
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is rejected here
  if (/[\u0000-\u001f]/.test(value)) return null
  try {
    const url = new URL(value, 'http://relay.invalid')
    if (url.origin !== 'http://relay.invalid') return null
    const path = `${url.pathname}${url.search}${url.hash}`
    return path === paths.login || path === paths.register ? null : path
  } catch {
    return null
  }
}
