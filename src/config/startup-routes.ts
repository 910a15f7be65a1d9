import { paths } from './paths.ts'

/**
 * The pages a visit usually starts on: the entry fetches their chunk and messages alongside the shell's, and their
 * chunks carry V8's compile hint. Being listed here is what makes a route a start-up one; each is prerendered and
 * public (routes.ts). A module of its own because the entry imports it: it carries only these three pages' facts.
 */
export const startupRoutes = [
  { path: paths.home, messages: 'home' },
  { path: paths.plans, messages: 'plans' },
  { path: paths.docs, messages: 'docs' },
] as const

/** The page `/` is: the app moves the address there before it renders, and servers answer `/` with its HTML. */
export const rootRoute = paths.home
