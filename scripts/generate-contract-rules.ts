/**
 * Writes the rules of openapi.yaml that both the app's forms and the mock backend check (the `Password` schema,
 * the longest text each typed field accepts, the printable-text pattern), so that neither keeps a hand-written
 * copy. `npm run generate` runs it after the types; its test fails when the committed module is stale.
 *
 *   node scripts/generate-contract-rules.ts           rewrite the module
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { format, resolveConfig } from 'prettier'
import { parse } from 'yaml'

const root = path.resolve(import.meta.dirname, '..')
export const CONTRACT_FILE = path.join(root, 'openapi.yaml')
export const OUTPUT_FILE = path.join(root, 'src/lib/api/contract-rules.ts')

type StringSchema = { type?: unknown; minLength?: unknown; maxLength?: unknown; pattern?: unknown }
type Schemas = Record<string, StringSchema & { properties?: Record<string, StringSchema> }>

/** The typed text fields whose longest length the forms enforce, by the name the module gives them. */
const TEXT_FIELDS = {
  apiKeyName: ['CreateApiKeyRequest', 'name'],
  apiKeyRemark: ['UpdateApiKeyRemarkRequest', 'remark'],
  activationCode: ['ActivateCodeRequest', 'code'],
} as const

/** What a key's name adds to the printable-text pattern: at least one character that is not white space. */
const NON_BLANK_LOOKAHEAD = '(?=[\\s\\S]*\\S)'

function readSchemas(yamlText: string): Schemas {
  const document = parse(yamlText) as { components?: { schemas?: Schemas } }
  return document.components?.schemas ?? {}
}

function compiled(pattern: string, where: string): string {
  try {
    // The pattern must compile as JSON Schema reads it: ECMAScript, Unicode-aware.
    new RegExp(pattern, 'u')
  } catch (error) {
    throw new Error(`openapi.yaml: ${where}.pattern does not compile`, { cause: error })
  }
  return pattern
}

function readPasswordRule(schemas: Schemas) {
  const { type, minLength, maxLength, pattern } = schemas.Password ?? {}
  if (
    type !== 'string' ||
    !Number.isInteger(minLength) ||
    !Number.isInteger(maxLength) ||
    typeof pattern !== 'string'
  ) {
    throw new Error(
      'openapi.yaml: components.schemas.Password must be a string with minLength, maxLength and pattern',
    )
  }
  const where = 'components.schemas.Password'
  return { minLength: minLength as number, maxLength: maxLength as number, pattern: compiled(pattern, where) }
}

function readField(schemas: Schemas, [schema, property]: readonly [string, string]) {
  const field = schemas[schema]?.properties?.[property]
  const where = `components.schemas.${schema}.properties.${property}`
  if (field?.type !== 'string' || !Number.isInteger(field.maxLength)) {
    throw new Error(`openapi.yaml: ${where} must be a string with a maxLength`)
  }
  return { maxLength: field.maxLength as number, pattern: field.pattern, where }
}

/**
 * The remark's pattern is printable text; a key's name must be the same text, not blank. The forms check a name's
 * blankness apart (after trimming), so one pattern serves both, and a contract where they part is refused.
 */
function readPrintableTextPattern(schemas: Schemas): string {
  const remark = readField(schemas, TEXT_FIELDS.apiKeyRemark)
  const name = readField(schemas, TEXT_FIELDS.apiKeyName)
  if (typeof remark.pattern !== 'string' || !remark.pattern.startsWith('^')) {
    throw new Error(`openapi.yaml: ${remark.where} must have a pattern anchored with ^`)
  }
  const printable = compiled(remark.pattern, remark.where)
  const expectedName = `^${NON_BLANK_LOOKAHEAD}${printable.slice(1)}`
  if (name.pattern !== expectedName) {
    throw new Error(
      `openapi.yaml: ${name.where}.pattern must be ${expectedName}, the remark's pattern for non-blank text`,
    )
  }
  return printable
}

/** Builds the module (formatted like the rest of the repository) from the text of openapi.yaml. */
export async function generateContractRules(yamlText: string): Promise<string> {
  const schemas = readSchemas(yamlText)
  const password = readPasswordRule(schemas)
  const printable = readPrintableTextPattern(schemas)
  const maxLengths = Object.entries(TEXT_FIELDS).map(
    ([name, field]) => `  ${name}: ${readField(schemas, field).maxLength},`,
  )
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

/** The longest text the contract accepts in each field a person types, in characters (its \`maxLength\`). */
export const MAX_LENGTH = {
${maxLengths.join('\n')}
} as const

/**
 * The contract's printable text (a key's remark, and its name once known not to be blank): no control character
 * (C0, DEL, C1: tabs and line breaks included) and no unpaired surrogate, which no shell, file or log can carry
 * faithfully, and no bidirectional override, embedding or isolate, which makes the text around it read in another
 * order.
 */
export const PRINTABLE_TEXT_PATTERN = new RegExp(
  // eslint-disable-next-line no-control-regex -- naming the control characters is how the pattern excludes them
  ${JSON.stringify(printable)},
  'u',
)

/** Whether \`text\` is printable, as {@link PRINTABLE_TEXT_PATTERN} says. */
export function isPrintableText(text: string): boolean {
  return PRINTABLE_TEXT_PATTERN.test(text)
}
`
  const options = await resolveConfig(OUTPUT_FILE)
  return format(text, { ...options, filepath: OUTPUT_FILE })
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  writeFileSync(OUTPUT_FILE, await generateContractRules(readFileSync(CONTRACT_FILE, 'utf8')))
}
