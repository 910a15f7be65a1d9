/**
 * Serves a built dist/ with the shipped deploy/nginx.conf, so the tests see the headers an integrator's nginx
 * sends (tests/e2e/nginx/). Only what differs on this machine is templated (templateNginxConfig): the listen
 * address, root, server_name and the API origin in the CSP's connect-src; everything else is the file as shipped.
 *
 *   node scripts/nginx-server.ts <dist> --port 8080 [--host 127.0.0.1] [--connect-src http://127.0.0.1:4010]
 *
 * Needs nginx (`apt-get install nginx`); `NGINX=/path/to/nginx` picks one. Runs it in the foreground until it
 * exits or this process gets SIGINT/SIGTERM.
 */
import { spawn, spawnSync } from 'node:child_process'
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

/** The shipped configuration. */
export const SHIPPED_CONFIG = path.resolve(import.meta.dirname, '../deploy/nginx.conf')
/** The placeholder API origin of the shipped CSP (connect-src). */
export const PLACEHOLDER_API_ORIGIN = 'https://api.example.com'

export type TemplateOptions = {
  port: number
  /** The dist directory (absolute). */
  root: string
  /** The address to listen on; default 127.0.0.1 (a test server stays off the network). */
  host?: string
  /** The API origin for connect-src; without one the placeholder is removed (connect-src 'self' only). */
  connectSrc?: string
}

/** A string nginx reads as one literal argument: quoted, and without the characters nginx would interpret. */
function quoted(value: string, what: string): string {
  if (/["\\$\n\r;{}]/.test(value)) throw new Error(`${what} has a character nginx would interpret: ${value}`)
  return `"${value}"`
}

/** Replaces the single match of `pattern` in `source`; throws when there is none or more than one. */
function replaceOnce(source: string, pattern: RegExp, replacement: string, what: string): string {
  const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`
  const count = [...source.matchAll(new RegExp(pattern.source, flags))].length
  if (count !== 1) throw new Error(`deploy/nginx.conf: expected one ${what}, found ${count}`)
  return source.replace(pattern, replacement)
}

/**
 * The shipped server configuration for this machine. Replaces only the `listen` directive, `root`, `server_name`
 * (→ localhost) and the placeholder API origin inside connect-src; throws when one of them is not found exactly
 * once, so a change to deploy/nginx.conf that this would silently miss fails the unit test instead.
 */
export function templateNginxConfig(shipped: string, options: TemplateOptions): string {
  const { port, root, host = '127.0.0.1', connectSrc } = options
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`Not a port: ${port}`)
  if (!path.isAbsolute(root)) throw new Error(`root must be absolute: ${root}`)
  if (!/^[\w.:[\]-]+$/.test(host)) throw new Error(`Not a host: ${host}`)
  if (connectSrc !== undefined && !/^https?:\/\/[\w.:[\]-]+$/.test(connectSrc)) {
    throw new Error(`Not an origin (scheme://host[:port]): ${connectSrc}`)
  }
  let config = shipped
  config = replaceOnce(config, /^(\s*)listen\s+[^;]*;/m, `$1listen ${host}:${port};`, '`listen`')
  config = replaceOnce(config, /^(\s*)root\s+[^;]*;/m, `$1root ${quoted(root, 'root')};`, '`root`')
  config = replaceOnce(config, /^(\s*)server_name\s+[^;]*;/m, '$1server_name localhost;', '`server_name`')
  const placeholder = PLACEHOLDER_API_ORIGIN.replace(/\./g, '\\.')
  config = replaceOnce(
    config,
    new RegExp(`(connect-src [^;"]*?) ${placeholder}(?=[ ;"])`),
    connectSrc ? `$1 ${connectSrc}` : '$1',
    `${PLACEHOLDER_API_ORIGIN} in connect-src`,
  )
  return config
}

/**
 * The main configuration around the server block. `master_process off`: one process, running as the user who
 * started it. With a master process started as root, the workers would drop to `nobody`, which cannot read a
 * dist/ inside a private home directory or this private temporary prefix; a single process has no worker to
 * drop, as root or not, and the signals forwarded to it reach the process that serves. Every path nginx writes
 * (pid, temporary files) is inside the prefix, so nothing is needed outside it.
 */
export function mainConfig(server: string, options: { prefix: string; mimeTypes: string }): string {
  const inPrefix = (name: string) => quoted(path.join(options.prefix, name), 'The temporary directory')
  return [
    'daemon off;',
    'master_process off;',
    `pid ${inPrefix('nginx.pid')};`,
    'error_log stderr;',
    'events {}',
    'http {',
    `  include ${quoted(options.mimeTypes, 'mime.types')};`,
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${inPrefix(`${kind}_temp`)};`,
    ),
    '',
    '  # deploy/nginx.conf, templated (scripts/nginx-server.ts)',
    ...server
      .trimEnd()
      .split('\n')
      .map((line) => (line ? `  ${line}` : line)),
    '}',
    '',
  ].join('\n')
}

/** The nginx binary: $NGINX, else PATH, else the sbin directories (not on a non-root user's PATH on Debian). */
export function findNginx(): string | undefined {
  if (process.env.NGINX) return process.env.NGINX
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)
  for (const dir of [...dirs, '/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin']) {
    const candidate = path.join(dir, 'nginx')
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {
      // Not there; try the next.
    }
  }
  return undefined
}

/** mime.types next to the configuration nginx was built with (`nginx -V`: --conf-path=), else /etc/nginx's. */
export function findMimeTypes(nginx: string): string {
  // nginx -V prints to stderr.
  const built = spawnSync(nginx, ['-V'], { encoding: 'utf8' })
  return mimeTypesFromVersion(`${built.stdout ?? ''}${built.stderr ?? ''}`)
}

/** The mime.types path for the output of `nginx -V`. */
export function mimeTypesFromVersion(version: string): string {
  const confPath = /--conf-path=(\S+)/.exec(version)?.[1]
  const candidate = confPath ? path.join(path.dirname(confPath), 'mime.types') : undefined
  return candidate && existsSync(candidate) ? candidate : '/etc/nginx/mime.types'
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: 'string', default: '8080' },
      host: { type: 'string', default: '127.0.0.1' },
      'connect-src': { type: 'string' },
    },
  })
  const root = path.resolve(positionals[0] ?? 'dist')
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(`No index.html in ${root}: build first (npm run build).`)
    process.exit(1)
  }
  const nginx = findNginx()
  if (!nginx) {
    console.error('nginx not found (PATH, /usr/sbin): install nginx: apt-get install nginx')
    process.exit(1)
  }
  const mimeTypes = findMimeTypes(nginx)
  if (!existsSync(mimeTypes)) {
    console.error(`No ${mimeTypes}: install nginx: apt-get install nginx`)
    process.exit(1)
  }

  const server = templateNginxConfig(readFileSync(SHIPPED_CONFIG, 'utf8'), {
    port: Number(values.port),
    root,
    host: values.host,
    connectSrc: values['connect-src'],
  })
  const prefix = mkdtempSync(path.join(tmpdir(), 'relay-portal-nginx-'))
  const conf = path.join(prefix, 'nginx.conf')
  writeFileSync(conf, mainConfig(server, { prefix, mimeTypes }))
  const cleanUp = () => rmSync(prefix, { recursive: true, force: true })

  const child = spawn(nginx, ['-p', prefix, '-c', conf, '-e', 'stderr'], { stdio: 'inherit' })
  let stopping = false
  child.on('error', (error: NodeJS.ErrnoException) => {
    // After the start, only a signal that could not be delivered: 'exit' follows or already came.
    if (child.pid !== undefined) return
    cleanUp()
    console.error(
      error.code === 'ENOENT'
        ? `${nginx} not found: install nginx: apt-get install nginx`
        : `Cannot start ${nginx}: ${error.message}`,
    )
    process.exit(1)
  })
  child.on('spawn', () => {
    console.log(
      `nginx serving ${root} on http://${values.host}:${values.port} with deploy/nginx.conf (connect-src: 'self'${values['connect-src'] ? ` ${values['connect-src']}` : ''}; config in ${conf})`,
    )
  })
  child.on('exit', (code, signal) => {
    cleanUp()
    if (code !== 0 && !stopping) console.error(`nginx exited (${signal ?? `code ${code}`})`)
    process.exit(stopping ? 0 : (code ?? 1))
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true
      // nginx answers both with a fast shutdown; it may already be gone (the same signal sent to the group).
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    })
  }
}

// Run as a command, not when imported (the unit test imports the pure functions).
if (import.meta.main ?? path.resolve(process.argv[1] ?? '') === import.meta.filename) main()
