import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { CONTRACT_FILE, OUTPUT_FILE, generateContractRules } from './generate-contract-rules.ts'

const root = path.resolve(import.meta.dirname, '..')
const file = path.relative(root, OUTPUT_FILE)

test(`the committed ${file} matches openapi.yaml`, async () => {
  const fresh = await generateContractRules(readFileSync(CONTRACT_FILE, 'utf8'))
  expect(fresh, `${file} is stale: run \`npm run generate\``).toBe(readFileSync(OUTPUT_FILE, 'utf8'))
})

const printable = String.raw`[^\u0000-\u001F]*$`
const contract = ({
  password = "{ type: string, minLength: 8, maxLength: 128, pattern: '^a' }",
  name = String.raw`'^(?=[\s\S]*\S)${printable}'`,
  remark = `'^${printable}'`,
} = {}) => `
openapi: 3.1.0
components:
  schemas:
    Password: ${password}
    CreateApiKeyRequest:
      properties:
        name: { type: string, maxLength: 64, pattern: ${name} }
    UpdateApiKeyRemarkRequest:
      properties:
        remark: { type: string, maxLength: 200, pattern: ${remark} }
    ActivateCodeRequest:
      properties:
        code: { type: string, maxLength: 32 }
`

test('the module carries the limits and the printable-text pattern the contract gives', async () => {
  const module = await generateContractRules(contract())
  expect(module).toContain('minLength: 8')
  expect(module).toMatch(/apiKeyName: 64,\s+apiKeyRemark: 200,\s+activationCode: 32,/)
  // The lint exemption sits on the pattern's own line, wherever the formatter breaks the call.
  expect(module).toMatch(
    /PRINTABLE_TEXT_PATTERN = new RegExp\(\n\s*\/\/ eslint-disable-next-line no-control-regex .*\n\s*'\^\[\^\\\\u0000-\\\\u001F\]\*\$',\n\s*'u',\n\)/,
  )
})

test('a contract whose Password lacks its length or pattern is refused', async () => {
  await expect(
    generateContractRules(contract({ password: '{ type: string, minLength: 8, maxLength: 128 }' })),
  ).rejects.toThrow(/Password must be a string/)
})

test('a contract whose key name and remark patterns part is refused: the forms check both with one pattern', async () => {
  await expect(generateContractRules(contract({ name: `'^${printable}'` }))).rejects.toThrow(
    /CreateApiKeyRequest\.properties\.name\.pattern must be/,
  )
  await expect(generateContractRules(contract({ remark: "'^.*$'" }))).rejects.toThrow(
    /CreateApiKeyRequest\.properties\.name\.pattern must be/,
  )
})

test('a typed field without a maxLength is refused', async () => {
  await expect(
    generateContractRules(
      contract().replace('code: { type: string, maxLength: 32 }', 'code: { type: string }'),
    ),
  ).rejects.toThrow(/ActivateCodeRequest\.properties\.code must be a string with a maxLength/)
})
