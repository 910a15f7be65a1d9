/**
 * Serves a built dist/ with the shipped nginx.conf, so tests see the headers an integrator's nginx sends.
 *   node scripts/nginx-server.ts <dist> --port 8080 [--host 127.0.0.1] [--connect-src http://127.0.0.1:4010]
 * Needs nginx (`apt-get install nginx`); `NGINX=/path/to/nginx` picks one.
 */
import { spawn, spawnSync } from 'node:child_process'
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { unallowedScripts } from './static-server.ts'

export const SHIPPED_CONFIG = path.resolve(import.meta.dirname, '../deploy/nginx.conf')
export const PLACEHOLDER_API_ORIGIN = 'https://api.example.com'

export type TemplateOptions = {
  port: number
  root: string
  /** Default 127.0.0.1: a test server stays off the network. */
  host?: string
  /** Without one, connect-src is 'self' only. */
  connectSrc?: string
}

/** Refuses the characters nginx would interpret inside a quoted argument. */
function quoted(value: string, what: string): string {
  if (/["\\$\n\r;{}]/.test(value)) throw new Error(`${what} has a character nginx would interpret: ${value}`)
  return `"${value}"`
}

function replaceOnce(source: string, pattern: RegExp, replacement: string, what: string): string {
  const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`
  const count = [...source.matchAll(new RegExp(pattern.source, flags))].length
  if (count !== 1) throw new Error(`deploy/nginx.conf: expected one ${what}, found ${count}`)
  return source.replace(pattern, replacement)
}

/** Only what differs here is replaced, each exactly once: a change to the shipped file that this would miss throws. */
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
 * `master_process off`: a root master's workers would drop to `nobody`, which cannot read a dist/ in a private home
 * or this private prefix; and the signals forwarded reach the process that serves.
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

export function findMimeTypes(nginx: string): string {
  // nginx -V prints to stderr.
  const built = spawnSync(nginx, ['-V'], { encoding: 'utf8' })
  return mimeTypesFromVersion(`${built.stdout ?? ''}${built.stderr ?? ''}`)
}

/** mime.types beside `nginx -V`'s --conf-path, else /etc/nginx's. */
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
  // Served all the same: the tests then show what a browser does with such a page.
  const blocked = unallowedScripts(server, root)
  if (blocked.length > 0) {
    console.error(
      `deploy/nginx.conf's script-src lacks ${blocked.join(' ')}, the hash of a script ${root} has inline: the browser will block it. Run npm run generate:csp.`,
    )
  }
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

if (import.meta.main ?? path.resolve(process.argv[1] ?? '') === import.meta.filename) main()
