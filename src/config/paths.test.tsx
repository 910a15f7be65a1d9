import { render, screen } from '@testing-library/react'
import fc from 'fast-check'
import { MemoryRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom'
import { expect, test } from 'vitest'
import { paths, safeReturnPath } from './paths.ts'

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
