import { paths } from './paths.ts'

/**
 * The pages that need sign-in: src/app/routes.tsx guards exactly these with RequireAuth (routes.test.tsx holds
 * the two together). A module of its own beside paths.ts rather than in it: only the start-up session check
 * reads it, so /home's start-up code does not carry it.
 */
export const signedInPaths: readonly string[] = [paths.dashboard]

/** Whether `pathname` is a page that needs sign-in, as the router matches paths: case-insensitive, trailing slashes ignored. */
export function isSignedInPage(pathname: string): boolean {
  return signedInPaths.includes(pathname.replace(/\/+$/, '').toLowerCase())
}
