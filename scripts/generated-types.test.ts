import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

// The product's contract and the mock's own control endpoints, each with the types `npm run generate` writes.
test.each([
  ['openapi.yaml', 'src/lib/api/schema.d.ts'],
  ['mocks/mock-control.openapi.yaml', 'src/lib/api/mock-control-schema.d.ts'],
])('the committed types of %s match a fresh `npm run generate`', (contract, types) => {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'relay-types-')), path.basename(types))
  const cli = path.join(root, 'node_modules/openapi-typescript/bin/cli.js')
  execFileSync(process.execPath, [cli, path.join(root, contract), '-o', out], { stdio: 'pipe' })
  const committed = readFileSync(path.join(root, types), 'utf8')
  expect(readFileSync(out, 'utf8'), `${types} is stale: run \`npm run generate\``).toBe(committed)
})
