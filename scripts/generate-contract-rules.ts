/**
 * Writes the rules of openapi.yaml that both the app's forms and the mock backend check (today the `Password`
 * schema's length and pattern), so that neither keeps a hand-written copy: src/lib/api/contract-rules.ts for the
 * app, beside the API types, and mocks/contract-rules.ts for the mock. The mock gets a file of its own because it
 * stands in for a backend and imports nothing of the app but the types; and a module shared by the register page
 * and the mock would become a chunk of its own, listed (bytes) in the start-up code of every page.
 * `npm run generate` runs it after the types; scripts/generate-contract-rules.test.ts fails when a file is stale.
 *
 *   node scripts/generate-contract-rules.ts           rewrite the files
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { format, resolveConfig } from 'prettier'
import { parse } from 'yaml'

const root = path.resolve(import.meta.dirname, '..')
export const CONTRACT_FILE = path.join(root, 'openapi.yaml')
const APP_OUTPUT_FILE = path.join(root, 'src/lib/api/contract-rules.ts')
export const OUTPUT_FILES = [APP_OUTPUT_FILE, path.join(root, 'mocks/contract-rules.ts')]

type StringSchema = { type?: unknown; minLength?: unknown; maxLength?: unknown; pattern?: unknown }

function readStringRule(yamlText: string, name: string) {
  const document = parse(yamlText) as { components?: { schemas?: Record<string, StringSchema> } }
  const schema = document.components?.schemas?.[name]
  const { type, minLength, maxLength, pattern } = schema ?? {}
  if (
    type !== 'string' ||
    !Number.isInteger(minLength) ||
    !Number.isInteger(maxLength) ||
    typeof pattern !== 'string'
  ) {
    throw new Error(
      `openapi.yaml: components.schemas.${name} must be a string with minLength, maxLength and pattern`,
    )
  }
  // The pattern must compile as JSON Schema reads it: ECMAScript, Unicode-aware.
  new RegExp(pattern, 'u')
  return { minLength: minLength as number, maxLength: maxLength as number, pattern }
}

/** Builds the module (formatted like the rest of the repository) from the text of openapi.yaml. */
export async function generateContractRules(yamlText: string, outputFile = APP_OUTPUT_FILE): Promise<string> {
  const password = readStringRule(yamlText, 'Password')
  const text = `// Generated from openapi.yaml by scripts/generate-contract-rules.ts (\`npm run generate\`): do not edit.

/** The contract's \`Password\` (a new password): its length in characters and the pattern it matches. */
export const PASSWORD_RULE = {
  minLength: ${password.minLength},
  maxLength: ${password.maxLength},
  pattern: new RegExp(${JSON.stringify(password.pattern)}, 'u'),
} as const

/**
 * Whether \`value\` is a password the contract accepts, as a JSON Schema validator reads \`Password\`: the length
 * counted in characters (code points, not UTF-16 units) and the pattern with the u flag.
 */
export function isContractPassword(value: string): boolean {
  const length = [...value].length
  return length >= PASSWORD_RULE.minLength && length <= PASSWORD_RULE.maxLength && PASSWORD_RULE.pattern.test(value)
}
`
  const options = await resolveConfig(outputFile)
  return format(text, { ...options, filepath: outputFile })
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const contract = readFileSync(CONTRACT_FILE, 'utf8')
  for (const file of OUTPUT_FILES) writeFileSync(file, await generateContractRules(contract, file))
}
