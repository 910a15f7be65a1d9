import { expect, test } from 'vitest'
import { fallbackPage } from './shell-page-path.ts'

const built = (files: readonly string[]) => (file: string) => files.includes(file)
const withShells = built(['index.html', '404.html', 'claim/_/index.html'])

test('a path under a route with a final parameter is answered with that route’s shell page', () => {
  expect(fallbackPage('/claim/WELCOME', withShells)).toBe('claim/_/index.html')
  expect(fallbackPage('/claim/WELCOME/', withShells)).toBe('claim/_/index.html')
})

test('any other path is the 404 page’s shell, and index.html in a build without one', () => {
  for (const pathname of ['/no-such-page', '/claim', '/claim/a/b', '/dashboard/x', '/']) {
    expect(fallbackPage(pathname, withShells), pathname).toBe('404.html')
  }
  expect(fallbackPage('/no-such-page', built(['index.html']))).toBe('index.html')
  expect(fallbackPage('/claim/WELCOME', built(['index.html']))).toBe('index.html')
})
