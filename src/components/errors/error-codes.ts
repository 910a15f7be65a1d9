import type { ErrorCode } from '#src/lib/api/errors.ts'

/**
 * How the app words each error code of the contract (`ErrorCode` in openapi.yaml):
 *
 * - `translated`: the contract gives the code one fixed meaning, so its `error` sentence says just that,
 *   and the app's translation of the code says the same thing in the reader's language;
 * - `body`: the contract says the `error` sentence carries the specifics (which field, which rule), which
 *   a translation of the code would lose: forms say them beside their fields from the body's `details`
 *   (src/components/errors/refused-fields.ts); anything else shows the body's sentence after a translated
 *   lead-in (src/components/errors/use-error-message.ts).
 *
 * A `Record` over the contract's codes: a code added to the contract does not type-check until it is
 * placed here; the contract names the `body` codes in `x-codes-with-details` (checked by a test).
 */
export const ERROR_CODE_WORDING: Readonly<Record<ErrorCode, 'translated' | 'body'>> = {
  VALIDATION_FAILED: 'body',
  UNAUTHORIZED: 'translated',
  ACCOUNT_SUSPENDED: 'translated',
  INVALID_CREDENTIALS: 'translated',
  ACCOUNT_NOT_FOUND: 'translated',
  EMAIL_TAKEN: 'translated',
  VERIFICATION_CODE_REQUIRED: 'translated',
  VERIFICATION_CODE_INVALID: 'translated',
  RATE_LIMITED: 'translated',
  API_KEY_NOT_FOUND: 'translated',
  API_KEY_LIMIT_REACHED: 'translated',
  ACTIVATION_CODE_INVALID: 'translated',
  ACTIVATION_CODE_USED: 'translated',
  ACTIVATION_CODE_EXPIRED: 'translated',
  PACKAGE_NOT_FOUND: 'translated',
  PACKAGE_NOT_STARTED: 'translated',
  PACKAGE_ENDED: 'translated',
  PACKAGE_ALREADY_CLAIMED: 'translated',
  PACKAGE_NOT_ELIGIBLE: 'translated',
  NOT_FOUND: 'translated',
  PAYLOAD_TOO_LARGE: 'translated',
  INTERNAL_ERROR: 'translated',
}

/** Whether the app shows its own translation of `code` rather than the body's `error` sentence. */
export function isTranslatedCode(code: string | undefined): code is ErrorCode {
  return (
    code !== undefined &&
    Object.hasOwn(ERROR_CODE_WORDING, code) &&
    ERROR_CODE_WORDING[code as ErrorCode] === 'translated'
  )
}
