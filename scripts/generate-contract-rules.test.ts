import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { CONTRACT_FILE, OUTPUT_FILES, generateContractRules } from './generate-contract-rules.ts'

const root = path.resolve(import.meta.dirname, '..')

test.each(OUTPUT_FILES.map((file) => path.relative(root, file)))(
  'the committed %s matches openapi.yaml',
  async (file) => {
    const fresh = await generateContractRules(readFileSync(CONTRACT_FILE, 'utf8'), path.join(root, file))
    expect(fresh, `${file} is stale: run \`npm run generate\``).toBe(
      readFileSync(path.join(root, file), 'utf8'),
    )
  },
)

test('a contract whose Password lacks its length or pattern is refused', async () => {
  const contract = (password: string) => `
openapi: 3.1.0
components:
  schemas:
    Password: ${password}
`
  await expect(
    generateContractRules(contract("{ type: string, minLength: 8, maxLength: 128, pattern: '^a' }")),
  ).resolves.toContain('minLength: 8')
  await expect(
    generateContractRules(contract('{ type: string, minLength: 8, maxLength: 128 }')),
  ).rejects.toThrow(/Password must be a string/)
})
