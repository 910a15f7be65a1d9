import { expect, test } from 'vitest'
import { isSignedInPage, signedInPaths } from './signed-in-paths.ts'

test.each(['/dashboard', '/Dashboard/', '/dashboard//', '/%64ashboard'])(
  'the dashboard written as %s is a page that needs sign-in',
  (pathname) => {
    expect(isSignedInPage(pathname)).toBe(true)
  },
)

test.each(['/', '/home', '/login', '/dashboard/keys', '/dashboards', '/%2Fdashboard', '//dashboard'])(
  '%s is not a page that needs sign-in',
  (pathname) => {
    expect(isSignedInPage(pathname)).toBe(false)
  },
)

test('a very long path is decided at once', () => {
  const started = performance.now()
  expect(isSignedInPage(`/a${'/'.repeat(60_000)}b`)).toBe(false)
  expect(performance.now() - started).toBeLessThan(1_000)
})

test('every route that needs sign-in is recognised at its own path (a route with parameters would need a new rule)', () => {
  expect(signedInPaths.length).toBeGreaterThan(0)
  // A parameter filled in as a link would fill it: the rule matches literal paths only.
  for (const path of signedInPaths) expect(isSignedInPage(path.replace(/:[\w-]+/g, 'sample'))).toBe(true)
})
