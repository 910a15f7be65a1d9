import { isPageOf } from './paths.ts'
import { routes } from './routes.ts'

/**
 * The pages that need sign-in, which the router guards. A module of its own rather than in paths.ts: only the
 * start-up session check reads it, so /home's start-up code does not carry it.
 */
export const signedInPaths: readonly string[] = routes
  .filter(({ access }) => access === 'signed-in')
  .map(({ path }) => path)

/** Whether `pathname` is a page that needs sign-in, as the router matches it. */
export function isSignedInPage(pathname: string): boolean {
  return isPageOf(pathname, signedInPaths)
}
