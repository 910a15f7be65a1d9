/**
 * Serves a built dist/ with the shipped Caddyfile, so tests see the headers an integrator's Caddy sends.
 *   node scripts/caddy-server.ts <dist> --port 8080 [--host 127.0.0.1] [--connect-src http://127.0.0.1:4010]
 * Needs Caddy 2.6 or later (`apt-get install caddy`); `CADDY=/path/to/caddy` picks one.
 */
import { spawn } from 'node:child_process'
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { PLACEHOLDER_API_ORIGIN, type TemplateOptions } from './nginx-server.ts'
import { unallowedScripts } from './static-server.ts'

export const SHIPPED_CADDYFILE = path.resolve(import.meta.dirname, '../deploy/Caddyfile')

/** Refuses the characters Caddy would interpret inside a quoted token (`{…}` is a placeholder). */
function quoted(value: string, what: string): string {
  if (/["\\{}\n\r]/.test(value)) throw new Error(`${what} has a character Caddy would interpret: ${value}`)
  return `"${value}"`
}

function replaceOnce(source: string, pattern: RegExp, replacement: string, what: string): string {
  const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`
  const count = [...source.matchAll(new RegExp(pattern.source, flags))].length
  if (count !== 1) throw new Error(`deploy/Caddyfile: expected one ${what}, found ${count}`)
  return source.replace(pattern, replacement)
}

/**
 * Only what differs here is replaced, each exactly once: a change to the shipped file that this would miss throws.
 * The site is plain HTTP on host:port (no certificate). The global options turn the admin endpoint off (it would
 * listen on localhost:2019, which two test servers, or one and an installed Caddy, cannot share) and log warnings
 * and errors only, as the test nginx does.
 */
export function templateCaddyfile(shipped: string, options: TemplateOptions): string {
  const { port, root, host = '127.0.0.1', connectSrc } = options
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`Not a port: ${port}`)
  if (!path.isAbsolute(root)) throw new Error(`root must be absolute: ${root}`)
  if (!/^[\w.:[\]-]+$/.test(host)) throw new Error(`Not a host: ${host}`)
  if (connectSrc !== undefined && !/^https?:\/\/[\w.:[\]-]+$/.test(connectSrc)) {
    throw new Error(`Not an origin (scheme://host[:port]): ${connectSrc}`)
  }
  let config = shipped
  if (/^\{/m.test(config)) throw new Error('deploy/Caddyfile: a global options block would be a second one')
  config = replaceOnce(config, /^[^\s#{][^{\n]*\{$/m, `http://${host}:${port} {`, 'site address')
  config = replaceOnce(config, /^(\s*)root \* \S+$/m, `$1root * ${quoted(root, 'root')}`, '`root * …`')
  const placeholder = PLACEHOLDER_API_ORIGIN.replace(/\./g, '\\.')
  config = replaceOnce(
    config,
    new RegExp(`(connect-src [^;"]*?) ${placeholder}(?=[ ;"])`),
    connectSrc ? `$1 ${connectSrc}` : '$1',
    `${PLACEHOLDER_API_ORIGIN} in connect-src`,
  )
  return `{\n\tadmin off\n\tlog {\n\t\tlevel WARN\n\t}\n}\n\n${config}`
}

/** The caddy binary: $CADDY, else PATH, else /usr/bin. */
export function findCaddy(): string | undefined {
  if (process.env.CADDY) return process.env.CADDY
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)
  for (const dir of [...dirs, '/usr/bin', '/usr/local/bin']) {
    const candidate = path.join(dir, 'caddy')
    try {
      accessSync(candidate, constants.X_OK)
      return candidate
    } catch {
      // Not there; try the next.
    }
  }
  return undefined
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
  const caddy = findCaddy()
  if (!caddy) {
    console.error('caddy not found (PATH, /usr/bin): install Caddy: apt-get install caddy')
    process.exit(1)
  }

  const config = templateCaddyfile(readFileSync(SHIPPED_CADDYFILE, 'utf8'), {
    port: Number(values.port),
    root,
    host: values.host,
    connectSrc: values['connect-src'],
  })
  // Served all the same: the tests then show what a browser does with such a page.
  const blocked = unallowedScripts(config, root)
  if (blocked.length > 0) {
    console.error(
      `deploy/Caddyfile's script-src lacks ${blocked.join(' ')}, the hash of a script ${root} has inline: the browser will block it. Run npm run generate:csp.`,
    )
  }
  const prefix = mkdtempSync(path.join(tmpdir(), 'relay-portal-caddy-'))
  const file = path.join(prefix, 'Caddyfile')
  writeFileSync(file, config)
  const cleanUp = () => rmSync(prefix, { recursive: true, force: true })

  // Caddy keeps its data (certificates, locks) and its last configuration under these: inside the prefix, not in
  // the user's home, so a test server leaves nothing behind.
  const env = { ...process.env, HOME: prefix, XDG_DATA_HOME: prefix, XDG_CONFIG_HOME: prefix }
  const child = spawn(caddy, ['run', '--config', file, '--adapter', 'caddyfile'], { stdio: 'inherit', env })
  let stopping = false
  child.on('error', (error: NodeJS.ErrnoException) => {
    // After the start, only a signal that could not be delivered: 'exit' follows or already came.
    if (child.pid !== undefined) return
    cleanUp()
    console.error(
      error.code === 'ENOENT'
        ? `${caddy} not found: install Caddy: apt-get install caddy`
        : `Cannot start ${caddy}: ${error.message}`,
    )
    process.exit(1)
  })
  child.on('spawn', () => {
    console.log(
      `caddy serving ${root} on http://${values.host}:${values.port} with deploy/Caddyfile (connect-src: 'self'${values['connect-src'] ? ` ${values['connect-src']}` : ''}; config in ${file})`,
    )
  })
  child.on('exit', (code, signal) => {
    cleanUp()
    if (code !== 0 && !stopping) console.error(`caddy exited (${signal ?? `code ${code}`})`)
    process.exit(stopping ? 0 : (code ?? 1))
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true
      // Caddy stops gracefully on either; it may already be gone (the same signal sent to the group).
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    })
  }
}

if (import.meta.main ?? path.resolve(process.argv[1] ?? '') === import.meta.filename) main()
