import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

test('the committed API types match a fresh `npm run generate`', () => {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'relay-types-')), 'schema.d.ts')
  const cli = path.join(root, 'node_modules/openapi-typescript/bin/cli.js')
  execFileSync(process.execPath, [cli, path.join(root, 'openapi.yaml'), '-o', out], { stdio: 'pipe' })
  const committed = readFileSync(path.join(root, 'src/lib/api/schema.d.ts'), 'utf8')
  expect(readFileSync(out, 'utf8'), 'src/lib/api/schema.d.ts is stale: run `npm run generate`').toBe(
    committed,
  )
})
