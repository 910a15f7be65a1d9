// Generated from openapi.yaml by scripts/generate-contract-rules.ts (`npm run generate`): do not edit.

/** The contract's `Password` (a new password): its length in characters and the pattern it matches. */
export const PASSWORD_RULE = {
  minLength: 8,
  maxLength: 128,
  pattern: new RegExp('^(?=.*[A-Za-z])(?=.*[0-9]).*$', 'u'),
} as const

/**
 * Whether `value` is a password the contract accepts, as a JSON Schema validator reads `Password`: the length
 * counted in characters (code points, not UTF-16 units) and the pattern with the u flag.
 */
export function isContractPassword(value: string): boolean {
  const length = [...value].length
  return (
    length >= PASSWORD_RULE.minLength &&
    length <= PASSWORD_RULE.maxLength &&
    PASSWORD_RULE.pattern.test(value)
  )
}

/** The longest text the contract accepts in each field a person types, in characters (its `maxLength`). */
export const MAX_LENGTH = {
  apiKeyName: 64,
  apiKeyRemark: 200,
  activationCode: 64,
} as const

/**
 * The contract's printable text (a key's remark, and its name once known not to be blank): no control character
 * (C0, DEL, C1: tabs and line breaks included) and no unpaired surrogate, which no shell, file or log can carry
 * faithfully, and no bidirectional override, embedding or isolate, which makes the text around it read in another
 * order.
 */
export const PRINTABLE_TEXT_PATTERN = new RegExp(
  // eslint-disable-next-line no-control-regex -- naming the control characters is how the pattern excludes them
  '^[^\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069\\uD800-\\uDFFF]*$',
  'u',
)

/** Whether `text` is printable, as {@link PRINTABLE_TEXT_PATTERN} says. */
export function isPrintableText(text: string): boolean {
  return PRINTABLE_TEXT_PATTERN.test(text)
}
