// Which file of a build answers a path, as nginx locations: the shipped nginx.conf holds them word for word (a
// test compares), the Node servers read them through `servedFile`.
import { rootRoute } from '#src/config/startup-routes.ts'

/** The shell page of a route with a final parameter, under its parent path (`/claim/:id` → `claim/_/index.html`). */
export const PARAMETER_SEGMENT = '_'
/** The 404 page's shell: every path that is no route of the app. */
export const NOT_FOUND_PAGE = '404.html'

/**
 * `^~`: a prefix that wins over regexes. `try_files`: each candidate but the last if it is a file; the last as is,
 * or an error code.
 */
export type Location = {
  readonly modifier: '=' | '^~' | '~' | ''
  readonly pattern: string
  readonly tryFiles: readonly string[]
}

const rootPage = `${rootRoute}/index.html`
/** The 404 page's shell, else the app's HTML in a build without one. */
const notFound = [`/${NOT_FOUND_PAGE}`, '/index.html']

export const LOCATIONS: readonly Location[] = [
  // A missing hashed asset is a real 404, never the app's HTML: a stale page must see its chunk fail. So is a
  // missing tool (a download must not save the app's HTML as a script) and missing runtime settings.
  { modifier: '^~', pattern: '/assets/', tryFiles: ['$uri', '=404'] },
  { modifier: '^~', pattern: '/tools/', tryFiles: ['$uri', '=404'] },
  { modifier: '=', pattern: '/config.js', tryFiles: ['$uri', '=404'] },
  { modifier: '=', pattern: '/', tryFiles: [rootPage, '/index.html'] },
  // A path under a route with a final parameter (`/claim/WELCOME`) is that route's shell page.
  {
    modifier: '~',
    pattern: '^(?<parent>/.+)/[^/]+/?$',
    tryFiles: ['$uri', '$uri/index.html', `$parent/${PARAMETER_SEGMENT}/index.html`, ...notFound],
  },
  // A prerendered or shell page at its path (`/plans/index.html`), else the 404 page's shell.
  { modifier: '', pattern: '/', tryFiles: ['$uri', '$uri/index.html', ...notFound] },
]

/** The location nginx picks for `pathname`, with the regex's named captures. */
export function locationOf(pathname: string): { location: Location; captures: Record<string, string> } {
  const exact = LOCATIONS.find(({ modifier, pattern }) => modifier === '=' && pattern === pathname)
  if (exact) return { location: exact, captures: {} }
  const prefix = LOCATIONS.filter(
    ({ modifier, pattern }) => (modifier === '^~' || modifier === '') && pathname.startsWith(pattern),
  ).sort((a, b) => b.pattern.length - a.pattern.length)[0]
  if (prefix?.modifier !== '^~') {
    for (const location of LOCATIONS.filter(({ modifier }) => modifier === '~')) {
      const match = new RegExp(location.pattern).exec(pathname)
      if (match) return { location, captures: { ...match.groups } }
    }
  }
  if (!prefix) throw new Error(`No location for ${pathname}`)
  return { location: prefix, captures: {} }
}

/** The file, from the build's root, that answers the decoded `pathname`; `null`: a 404. */
export function servedFile(pathname: string, isFile: (file: string) => boolean): string | null {
  const { location, captures } = locationOf(pathname)
  const variables: Record<string, string> = { uri: pathname, ...captures }
  const candidates = location.tryFiles.map((file) =>
    file.replace(/\$(\w+)/g, (_, name: string) => variables[name] ?? '').replace(/\/{2,}/g, '/'),
  )
  const last = candidates.pop()
  const found = candidates.find(isFile) ?? last
  return found === undefined || found.startsWith('=') ? null : found
}
