import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { SHIPPED_CONFIG } from './nginx-server.ts'
import { LOCATIONS, servedFile, type Location } from './served-file.ts'

const BUILD = [
  '/index.html',
  '/404.html',
  '/home/index.html',
  '/plans/index.html',
  '/dashboard/index.html',
  '/claim/_/index.html',
  '/assets/app-abc123.js',
  '/tools/tool.mjs',
  '/config.js',
  '/boot.js',
]
const built = (files: readonly string[]) => (file: string) => files.includes(file)

test.each([
  ['/', '/home/index.html'],
  ['/home', '/home/index.html'],
  ['/plans', '/plans/index.html'],
  ['/plans/', '/plans/index.html'],
  ['/dashboard', '/dashboard/index.html'],
  ['/boot.js', '/boot.js'],
  ['/config.js', '/config.js'],
  ['/assets/app-abc123.js', '/assets/app-abc123.js'],
  ['/tools/tool.mjs', '/tools/tool.mjs'],
  ['/claim/WELCOME', '/claim/_/index.html'],
  ['/claim/WELCOME/', '/claim/_/index.html'],
  ['/no-such-page', '/404.html'],
  ['/claim', '/404.html'],
  ['/claim/a/b', '/404.html'],
  ['/dashboard/x', '/404.html'],
  ['/assets/gone-123.js', null],
  ['/tools/gone.mjs', null],
  ['/assets/nested/gone.js', null],
])('%s is answered by %s', (pathname, file) => {
  expect(servedFile(pathname, built(BUILD))).toBe(file)
})

test('a build without a 404 page answers with the app’s HTML, and `/` too without its page', () => {
  const bare = built(['/index.html'])
  for (const pathname of ['/', '/no-such-page', '/claim/WELCOME', '/dashboard']) {
    expect(servedFile(pathname, bare), pathname).toBe('/index.html')
  }
  expect(servedFile('/config.js', bare)).toBeNull()
})

/** The locations of an nginx server block, in order, with their try_files. */
function nginxLocations(config: string): Location[] {
  return config
    .split(/^\s*location\s+/m)
    .slice(1)
    .map((block) => {
      const [, modifier = '', pattern = ''] = /^(?:(=|\^~|~)\s+)?(\S+)\s*\{/.exec(block) ?? []
      const tryFiles = /^\s*try_files\s+([^;]+);/m.exec(block)?.[1]?.split(/\s+/) ?? []
      return { modifier: modifier as Location['modifier'], pattern, tryFiles }
    })
}

test('deploy/nginx.conf has exactly these locations and try_files, in this order', () => {
  const shipped = readFileSync(SHIPPED_CONFIG, 'utf8')
  expect(nginxLocations(shipped)).toEqual(LOCATIONS)
  expect(shipped.match(/^\s*try_files\s/gm)).toHaveLength(LOCATIONS.length)
})
