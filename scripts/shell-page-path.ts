/**
 * Which file of a build answers a path that is no file of its own and has no `<path>/index.html` (a prerendered or
 * shell page at its path): a route with a parameter in its last segment has its shell page at `<parent>/_/index.html`
 * (`/claim/WELCOME` → `claim/_/index.html`, scripts/shell-pages.ts), and any other path is the 404 page's shell,
 * `404.html` (index.html in a build without one). scripts/static-server.ts and `vite preview`
 * (scripts/prerender-plugin.ts) answer with it; deploy/nginx.conf says the same in its own words.
 */
import path from 'node:path'

/** The shell page of a route with a final parameter, under its parent path. */
export const PARAMETER_SEGMENT = '_'
/** The 404 page's shell: every path that is no route of the app. */
export const NOT_FOUND_PAGE = '404.html'

/** The file (relative to the build's root) that answers `pathname`, given what exists there. */
export function fallbackPage(pathname: string, exists: (file: string) => boolean): string {
  const segments = pathname.split('/').filter(Boolean)
  if (segments.length > 1) {
    const file = path.posix.join(...segments.slice(0, -1), PARAMETER_SEGMENT, 'index.html')
    if (exists(file)) return file
  }
  return exists(NOT_FOUND_PAGE) ? NOT_FOUND_PAGE : 'index.html'
}
