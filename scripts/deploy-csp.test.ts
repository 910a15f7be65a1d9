import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { inlineScriptHashes, SHIPPED_FILES, withScriptHashes } from './deploy-csp.ts'
import { PLACEHOLDER_API_ORIGIN, SHIPPED_CONFIG } from './nginx-server.ts'
import { configScriptSources, contentSecurityPolicy } from './static-server.ts'

const root = path.resolve(import.meta.dirname, '..')
const hashes = await inlineScriptHashes(root)

test.each(SHIPPED_FILES.map((file) => [path.relative(root, file), file]))(
  "%s allows the scripts the build writes into its pages (boot, the sign-in pages' early input, index.html's), by the hash of their text",
  (name, file) => {
    expect(hashes).toHaveLength(3)
    for (const hash of hashes) expect(hash).toMatch(/^'sha256-[\w+/]{43}='$/)
    expect(
      configScriptSources(readFileSync(file, 'utf8')),
      `${name} is stale: run \`npm run generate:csp\``,
    ).toEqual(["'self'", ...hashes])
  },
)

test('the shipped policy is the static server’s and the host files’, and allows no script by other means', () => {
  const nginx = readFileSync(SHIPPED_CONFIG, 'utf8')
  const csp = /add_header Content-Security-Policy "([^"]+)" always;/.exec(nginx)?.[1]
  expect(csp).toBe(contentSecurityPolicy([PLACEHOLDER_API_ORIGIN], hashes))
  expect(csp).not.toMatch(/unsafe-|strict-dynamic|\*/)
})

test('the generator rewrites script-src alone, and refuses a file with no CSP or two', () => {
  const config = `a\nheader Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-old='; style-src 'self'"\nb\n`
  expect(withScriptHashes(config, ["'sha256-new='", "'sha256-two='"])).toBe(
    `a\nheader Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-new=' 'sha256-two='; style-src 'self'"\nb\n`,
  )
  expect(withScriptHashes(config, [])).toContain(`script-src 'self'; style-src`)
  expect(() => withScriptHashes('a\n', hashes)).toThrow(/found 0/)
  expect(() => withScriptHashes(config + config, hashes)).toThrow(/found 2/)
})
