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
