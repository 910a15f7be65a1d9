import type { ErrorCode } from '#src/lib/api/errors.ts'

/**
 * `translated`: the contract fixes the code's meaning, so the app's translation replaces the English text.
 * `body`: the sentence carries the specifics (which field, which rule), which a translation would lose.
 * A `Record`, so a code added to the contract fails to type-check until placed here; the contract lists the
 * `body` codes in `x-codes-with-details` (a test holds the two together).
 */
export const ERROR_CODE_WORDING: Readonly<Record<ErrorCode, 'translated' | 'body'>> = {
  VALIDATION_FAILED: 'body',
  UNAUTHORIZED: 'translated',
  ACCOUNT_SUSPENDED: 'translated',
  INVALID_CREDENTIALS: 'translated',
  ACCOUNT_NOT_FOUND: 'translated',
  VERIFICATION_CODE_REQUIRED: 'translated',
  VERIFICATION_CODE_INVALID: 'translated',
  RATE_LIMITED: 'translated',
  API_KEY_NOT_FOUND: 'translated',
  API_KEY_LIMIT_REACHED: 'translated',
  KEY_DISABLED: 'translated',
  KEY_EXPIRED: 'translated',
  IP_NOT_ALLOWED: 'translated',
  ACTIVATION_CODE_INVALID: 'translated',
  ACTIVATION_CODE_USED: 'translated',
  ACTIVATION_CODE_EXPIRED: 'translated',
  PACKAGE_NOT_FOUND: 'translated',
  PACKAGE_NOT_STARTED: 'translated',
  PACKAGE_ENDED: 'translated',
  PACKAGE_ALREADY_CLAIMED: 'translated',
  PACKAGE_NOT_ELIGIBLE: 'translated',
  CURRENT_PASSWORD_INVALID: 'translated',
  CODE_ATTEMPTS_EXHAUSTED: 'translated',
  SESSION_NOT_FOUND: 'translated',
  TWO_FACTOR_CODE_INVALID: 'translated',
  TWO_FACTOR_CHALLENGE_EXPIRED: 'translated',
  TWO_FACTOR_LOCKED: 'translated',
  TWO_FACTOR_ALREADY_ENABLED: 'translated',
  TWO_FACTOR_NOT_PENDING: 'translated',
  TWO_FACTOR_NOT_ENABLED: 'translated',
  NOT_FOUND: 'translated',
  PAYLOAD_TOO_LARGE: 'translated',
  INTERNAL_ERROR: 'translated',
}

export function isTranslatedCode(code: string | undefined): code is ErrorCode {
  return (
    code !== undefined &&
    Object.hasOwn(ERROR_CODE_WORDING, code) &&
    ERROR_CODE_WORDING[code as ErrorCode] === 'translated'
  )
}
