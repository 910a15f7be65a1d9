import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import {
  PLACEHOLDER_API_ORIGIN,
  SHIPPED_CONFIG,
  mainConfig,
  mimeTypesFromVersion,
  templateNginxConfig,
} from './nginx-server.ts'

const shipped = readFileSync(SHIPPED_CONFIG, 'utf8')
const options = { port: 18080, root: '/tmp/relay dist', connectSrc: 'http://127.0.0.1:4010' }

/** The lines of `after` that differ from `before` (same line count: the templating never adds or drops one). */
function changedLines(before: string, after: string) {
  const old = before.split('\n')
  const lines = after.split('\n')
  expect(lines).toHaveLength(old.length)
  return lines.flatMap((line, index) => (line === old[index] ? [] : [{ from: old[index], to: line }]))
}

test('templating the shipped file changes only listen, root, server_name and the API origin', () => {
  const changes = changedLines(shipped, templateNginxConfig(shipped, options))
  expect(changes.map(({ to }) => to.trim())).toEqual([
    'listen 127.0.0.1:18080;',
    'server_name localhost;',
    'root "/tmp/relay dist";',
    expect.stringContaining("connect-src 'self' http://127.0.0.1:4010;"),
  ])
  // The CSP line differs from the shipped one by the origin only.
  const csp = changes[3]!
  expect(csp.to).toBe(csp.from?.replace(PLACEHOLDER_API_ORIGIN, options.connectSrc))
})

test('without an API origin, connect-src is left with self only', () => {
  const config = templateNginxConfig(shipped, { port: 8080, root: '/srv/dist' })
  const csp = config.split('\n').find((line) => line.includes('add_header Content-Security-Policy'))
  expect(csp).not.toContain(PLACEHOLDER_API_ORIGIN)
  expect(csp).toContain("connect-src 'self'; worker-src 'self'")
  expect(config).toContain('listen 127.0.0.1:8080;')
})

test('the host can be chosen', () => {
  expect(templateNginxConfig(shipped, { ...options, host: '[::1]' })).toContain('listen [::1]:18080;')
})

test('a file the templating does not recognise is refused rather than served half-templated', () => {
  expect(() => templateNginxConfig(shipped.replace(/^\s*listen .*$/m, ''), options)).toThrow(/one `listen`/)
  expect(() => templateNginxConfig(`${shipped}\n  listen 81;`, options)).toThrow(/one `listen`/)
  expect(() => templateNginxConfig(shipped.replaceAll(PLACEHOLDER_API_ORIGIN, 'x'), options)).toThrow(
    /connect-src/,
  )
})

test('values nginx would interpret are refused', () => {
  expect(() => templateNginxConfig(shipped, { ...options, root: '/srv/$uri' })).toThrow(/root/)
  expect(() => templateNginxConfig(shipped, { ...options, root: '/srv/a"; b' })).toThrow(/root/)
  expect(() => templateNginxConfig(shipped, { ...options, root: 'relative' })).toThrow(/absolute/)
  expect(() =>
    templateNginxConfig(shipped, { ...options, connectSrc: "https://x; script-src 'unsafe-inline'" }),
  ).toThrow(/origin/)
  expect(() => templateNginxConfig(shipped, { ...options, port: 0 })).toThrow(/port/)
})

test('the shipped file declares every header at server level: no location has an add_header of its own', () => {
  // nginx drops every inherited add_header in a location that adds one (deploy/nginx.conf explains it).
  const depths: string[] = []
  let location = ''
  for (const raw of shipped.split('\n')) {
    const line = raw.replace(/#.*/, '').trim()
    if (/^add_header\b/.test(line) || /^expires\b/.test(line)) {
      expect(depths, `${line} (in ${location || 'the map'})`).toEqual(['server'])
    }
    const opening = /^(\w+)[^{]*\{/.exec(line)
    if (opening) {
      depths.push(opening[1]!)
      if (opening[1] === 'location') location = line
    }
    if (line.endsWith('}')) depths.pop()
  }
  expect(depths).toEqual([])
  for (const header of [
    'Content-Security-Policy',
    'X-Content-Type-Options nosniff always',
    'Referrer-Policy strict-origin-when-cross-origin always',
    'Cache-Control $relay_portal_cache_control',
  ]) {
    expect(shipped).toMatch(new RegExp(`^  add_header ${header.replace(/\$/g, '\\$')}`, 'm'))
  }
  expect(shipped).toMatch(/^\s*server_tokens off;/m)
  expect(shipped).toMatch(/^\s*# add_header Strict-Transport-Security/m)
})

test('the main configuration keeps nginx inside its prefix and in one process', () => {
  const main = mainConfig('server {\n  listen 1;\n}\n', {
    prefix: '/tmp/p',
    mimeTypes: '/etc/nginx/mime.types',
  })
  expect(main).toContain('daemon off;')
  expect(main).toContain('master_process off;')
  expect(main).toContain('pid "/tmp/p/nginx.pid";')
  expect(main).toContain('include "/etc/nginx/mime.types";')
  expect(main).toContain('client_body_temp_path "/tmp/p/client_body_temp";')
  expect(main).toContain('\n  server {\n    listen 1;\n  }\n}\n')
})

test('mime.types is found next to the configuration nginx was built with, else in /etc/nginx', () => {
  const here = mkdtempSync(path.join(tmpdir(), 'nginx-server-test-'))
  writeFileSync(path.join(here, 'mime.types'), 'types {}')
  expect(mimeTypesFromVersion(`configure arguments: --conf-path=${here}/nginx.conf --with-debug`)).toBe(
    path.join(here, 'mime.types'),
  )
  rmSync(here, { recursive: true })
  expect(mimeTypesFromVersion('configure arguments: --prefix=/x --conf-path=/no/such/dir/nginx.conf')).toBe(
    '/etc/nginx/mime.types',
  )
  expect(mimeTypesFromVersion('nginx version: nginx/1.22.1')).toBe('/etc/nginx/mime.types')
})
