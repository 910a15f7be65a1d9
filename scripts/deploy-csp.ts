/**
 * Writes the inline scripts' hashes into the script-src of the shipped server configurations (deploy/nginx.conf,
 * deploy/Caddyfile): the build writes the boot script into every page, the early-input script into the sign-in
 * pages and index.html's own script into that file, and a hash changes with its text. Run after a change to
 * src/boot/, to what it imports or to scripts/prerender/page-fallback.ts's script (the test fails until then):
 *   npm run generate:csp
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildBoot, inlineBootScript } from './boot-plugin.ts'
import { SHIPPED_CADDYFILE } from './caddy-server.ts'
import { FALLBACK_SCRIPT } from './prerender/page-fallback.ts'
import { minifiedFormScript } from './prerender/page-html.ts'
import { SHIPPED_CONFIG } from './nginx-server.ts'
import { inlineScripts, scriptHash } from './static-server.ts'

export const SHIPPED_FILES = [SHIPPED_CONFIG, SHIPPED_CADDYFILE]

const SCRIPT_SRC = /(Content-Security-Policy "[^"]*?\bscript-src )([^;"]*)/g

/** What the CSP of the build's pages must allow besides 'self': its inline scripts, as the build writes them. */
export async function inlineScriptHashes(root: string): Promise<string[]> {
  const { code } = await buildBoot(root, { minify: true })
  return [...inlineScripts(inlineBootScript(code)), await minifiedFormScript(root), FALLBACK_SCRIPT].map(
    scriptHash,
  )
}

/** `config` with its CSP's script-src set to 'self' and `hashes`. */
export function withScriptHashes(config: string, hashes: readonly string[]): string {
  const found = [...config.matchAll(SCRIPT_SRC)].length
  if (found !== 1) throw new Error(`Expected one CSP with a script-src, found ${found}`)
  return config.replace(SCRIPT_SRC, (_match, before: string) => `${before}${["'self'", ...hashes].join(' ')}`)
}

async function main() {
  const hashes = await inlineScriptHashes(path.resolve(import.meta.dirname, '..'))
  for (const file of SHIPPED_FILES) {
    const shipped = readFileSync(file, 'utf8')
    const updated = withScriptHashes(shipped, hashes)
    if (updated !== shipped) writeFileSync(file, updated)
    console.log(`${path.relative(process.cwd(), file)}: script-src 'self' ${hashes.join(' ')}`)
  }
}

if (import.meta.main ?? path.resolve(process.argv[1] ?? '') === import.meta.filename) await main()
