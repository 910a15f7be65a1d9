import { routeManifest } from '#src/app/route-manifest.ts'
import { isPageOf } from './paths.ts'

/**
 * The pages that need sign-in: the routes of the manifest whose access is `signed-in` (src/app/routes.tsx guards
 * exactly these with RequireAuth). A module of its own beside paths.ts rather than in it: only the start-up
 * session check reads it, so /home's start-up code does not carry it.
 */
export const signedInPaths: readonly string[] = routeManifest
  .filter(({ access }) => access === 'signed-in')
  .map(({ path }) => path)

/** Whether `pathname` is a page that needs sign-in, as the router matches it. */
export function isSignedInPage(pathname: string): boolean {
  return isPageOf(pathname, signedInPaths)
}
