import { render, screen } from '@testing-library/react'
import fc from 'fast-check'
import { MemoryRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom'
import { expect, test } from 'vitest'
import { isPageOf, paths, safeReturnPath } from './paths.ts'

const SITE = 'http://relay.invalid'

/** A path segment of the kind crafted links are made of: dot segments, hosts, schemes, controls, look-alikes. */
const segment = fc.oneof(
  // Empty and dot segments are what turn a path into `//host` once normalised: drawn most often.
  { weight: 3, arbitrary: fc.constantFrom('', '.', '..', '%2e', '%2E%2e') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '．．',
      'evil.example',
      'evil.example:443',
      'user@evil.example',
      'http:',
      'javascript:alert(1)',
      '\t',
      '\n',
      '\u0000',
      '\u007f',
      '%00',
      ' ',
      '?',
      '#',
      'login',
      'register',
      'dashboard',
    ),
  },
)
/** Separators, real and encoded and look-alike. */
const separator = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('/', '\\') },
  { weight: 1, arbitrary: fc.constantFrom('%2f', '%2F', '%5c', '%5C', '／', '＼') },
)

const craftedPath = fc
  .array(fc.tuple(separator, segment), { maxLength: 8 })
  .map((parts) => parts.map(([sep, part]) => `${sep}${part}`).join(''))

const anyReturnValue = fc.oneof(
  craftedPath,
  craftedPath.map((path) => `/${path}`),
  craftedPath.map((path) => `/..${path}`),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'binary' }).map((path) => `/${path}`),
)

test('a return path is refused or stays on this site, whatever a link carries', () => {
  fc.assert(
    fc.property(anyReturnValue, (value) => {
      const result = safeReturnPath(value)
      if (result === null) return
      expect(result).toMatch(/^\/(?![/\\])/)
      expect(new URL(result, `${SITE}/login`).origin).toBe(SITE)
      // Resolving it again changes nothing: what the router is given is already what the browser would read.
      const url = new URL(result, SITE)
      expect(`${url.pathname}${url.search}${url.hash}`).toBe(result)
    }),
    { numRuns: 2_000 },
  )
})

function Probe() {
  const location = useLocation()
  return <output aria-label="location">{location.pathname}</output>
}

test('the router accepts every return path that is not refused', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        craftedPath,
        craftedPath.map((path) => `/..${path}`),
      ),
      (value) => {
        const target = safeReturnPath(value) ?? paths.dashboard
        const { unmount } = render(
          <MemoryRouter initialEntries={[paths.login]}>
            <Routes>
              <Route path={paths.login} element={<Navigate to={target} replace />} />
              <Route path="*" element={<Probe />} />
            </Routes>
          </MemoryRouter>,
        )
        try {
          expect(screen.getByLabelText('location').textContent).toMatch(/^\/(?![/\\])/)
        } finally {
          unmount()
        }
      },
    ),
    { numRuns: 300 },
  )
})

test.each([
  '/..//evil.example',
  '/.//evil.example',
  '/%2e%2e//evil.example',
  '/%2E//evil.example/x?y#z',
  '/\\evil.example',
  '/\t/evil.example',
  '//evil.example',
  'https://evil.example/',
])('the crafted return path %s is refused', (value) => {
  expect(safeReturnPath(value)).toBeNull()
})

test('a return path of this site comes back normalised, with its query and fragment', () => {
  expect(safeReturnPath('/claim/WELCOME')).toBe('/claim/WELCOME')
  expect(safeReturnPath('/docs/../docs?tool=codex#verify')).toBe('/docs?tool=codex#verify')
  expect(safeReturnPath('/%2e/dashboard')).toBe('/dashboard')
})

test.each(['/login', '/register', '/LOGIN/', '/login?returnTo=%2Flogin', '/./register#x'])(
  'a return path to the sign-in page %s is refused',
  (value) => {
    expect(safeReturnPath(value)).toBeNull()
  },
)

test.each([undefined, null, 42, {}, '', 'dashboard', 'javascript:alert(1)'])(
  'a value that is not an absolute path (%s) is refused',
  (value) => {
    expect(safeReturnPath(value)).toBeNull()
  },
)

test.each(['/dash\nboard', '/dash\tboard', '/dashboard\u0000', '/dashboard\u007f'])(
  'a return path with a control character (%j) is refused, not cleaned up',
  (value) => {
    expect(safeReturnPath(value)).toBeNull()
  },
)

test.each(['//[', '/\\[', '//a b'])('a return path no browser can resolve (%j) is refused', (value) => {
  expect(safeReturnPath(value)).toBeNull()
})

test('a return path to the sign-in page with several trailing slashes is refused', () => {
  expect(safeReturnPath('/login//')).toBeNull()
  expect(safeReturnPath('/Register///?x=1')).toBeNull()
  expect(safeReturnPath('/login-help')).toBe('/login-help')
})

test('a claim link encodes its package id as one path segment', () => {
  expect(paths.claimHref('WELCOME')).toBe('/claim/WELCOME')
  expect(paths.claimHref('a b/c?d')).toBe('/claim/a%20b%2Fc%3Fd')
})

test('a return path of this site may hold a double slash after its first segment', () => {
  expect(safeReturnPath('/docs//setup')).toBe('/docs//setup')
  expect(safeReturnPath('/docs?next=//evil.example')).toBe('/docs?next=//evil.example')
})

test.each([
  ['//evil.example', null],
  ['/\\evil.example', null],
  ['javascript:alert(1)', null],
  ['/dashboard/../admin', '/admin'],
  // Encoded slashes are one segment's characters to the router (a page of this site that does not exist), not a host.
  ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ['/%2f%2fevil.example?x=1#y', '/%2f%2fevil.example?x=1#y'],
  ['/dashboard?tab=keys#top', '/dashboard?tab=keys#top'],
] as const)('the return path %j comes back as %j', (value, expected) => {
  expect(safeReturnPath(value)).toBe(expected)
})

test.each(['/%6Cogin', '/%72egister/', '/LOG%49N?x=1'])(
  'a return path to the sign-in page written with percent-escapes (%s) is refused: the router decodes it',
  (value) => {
    expect(safeReturnPath(value)).toBeNull()
  },
)

test('a very long return path is decided at once', () => {
  const long = `/docs${'/'.repeat(60_000)}x?${'q'.repeat(60_000)}`
  const started = performance.now()
  expect(safeReturnPath(long)).toBe(long)
  expect(safeReturnPath(`/login${'/'.repeat(60_000)}`)).toBeNull()
  expect(performance.now() - started).toBeLessThan(1_000)
})

test('a page is matched as the router matches it: case, trailing slashes and escapes', () => {
  expect(isPageOf('/Dashboard//', [paths.dashboard])).toBe(true)
  expect(isPageOf('/%64ashboard', [paths.dashboard])).toBe(true)
  expect(isPageOf('/about', [paths.dashboard, paths.about])).toBe(true)
  expect(isPageOf('/dashboard/keys', [paths.dashboard])).toBe(false)
  expect(isPageOf('/dashboards', [paths.dashboard])).toBe(false)
  expect(isPageOf('/%2Fdashboard', [paths.dashboard])).toBe(false)
  expect(isPageOf('/%E0%A4%A', [paths.dashboard])).toBe(false)
})

/** Path segments where a page test and the router could part ways: case, escapes, encoded and doubled slashes. */
const pageSegment = fc.constantFrom(
  'login',
  'LOGIN',
  '%6Cogin',
  '%6coGIN',
  'log%2Fin',
  '',
  '.',
  'claim',
  'A%20b',
  '%E0%A4%A',
)

test('a page test agrees with the router on every path', () => {
  const patterns = [paths.login, paths.dashboard]
  fc.assert(
    fc.property(fc.array(pageSegment, { minLength: 1, maxLength: 4 }), (segments) => {
      const path = `/${segments.join('/')}`
      const { unmount } = render(
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {patterns.map((pattern) => (
              <Route key={pattern} path={pattern} element={<p>page</p>} />
            ))}
            <Route path="*" element={<p>other</p>} />
          </Routes>
        </MemoryRouter>,
      )
      try {
        expect(screen.getByText(/^(page|other)$/).textContent === 'page').toBe(isPageOf(path, patterns))
      } finally {
        unmount()
      }
    }),
    { numRuns: 300 },
  )
})
