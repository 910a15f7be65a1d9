import { isPageOf } from './paths.ts'
import { routes } from './routes.ts'

/** Not in paths.ts: only the start-up session check reads it, so /home's start-up code does not carry it. */
export const signedInPaths: readonly string[] = routes
  .filter(({ access }) => access === 'signed-in')
  .map(({ path }) => path)

export function isSignedInPage(pathname: string): boolean {
  return isPageOf(pathname, signedInPaths)
}
