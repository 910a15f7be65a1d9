import { placeRefusal } from '#src/components/errors/refused-fields.ts'
import { isContractPassword } from '#src/lib/api/contract-rules.ts'

/** Form checks matching the contract's rules (openapi.yaml: Email, Password, VerificationCode). */
export type FieldError =
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordRules'
  | 'passwordTooLong'
  | 'confirmRequired'
  | 'passwordsMismatch'
  | 'codeRequired'
  | 'codeInvalid'
  | 'codeNotSent'
  | 'twoFactorCodeWrong'
  | 'recoveryCodeInvalid'
  | 'resetCodeWrong'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function checkEmail(email: string): FieldError | undefined {
  const value = email.trim()
  if (!value) return 'emailRequired'
  if (value.length > 254 || !EMAIL.test(value)) return 'emailInvalid'
  return undefined
}

export function checkNewPassword(password: string): FieldError | undefined {
  if (!password) return 'passwordRequired'
  return isContractPassword(password) ? undefined : 'passwordRules'
}

export function checkPassword(password: string): FieldError | undefined {
  return password ? undefined : 'passwordRequired'
}

export function checkConfirm(password: string, confirm: string): FieldError | undefined {
  if (!confirm) return 'confirmRequired'
  return confirm === password ? undefined : 'passwordsMismatch'
}

export function checkCode(code: string, length: number): FieldError | undefined {
  const value = code.trim()
  if (!value) return 'codeRequired'
  return new RegExp(`^[0-9]{${length}}$`).test(value) ? undefined : 'codeInvalid'
}

export function checkTwoFactorCode(code: string): FieldError | undefined {
  return checkCode(code, 6)
}

/** `xxxxx-xxxxx`, letters and digits; the contract ignores case, spaces and the dash. */
export function checkRecoveryCode(code: string): FieldError | undefined {
  const value = code.replace(/[\s-]/g, '')
  if (!value) return 'codeRequired'
  return /^[A-Za-z0-9]{6,32}$/.test(value) ? undefined : 'recoveryCodeInvalid'
}

/**
 * A field's error, with the limit of a server's `minLength`/`maxLength` refusal, which its words count (`{{count}}`);
 * without one, a code's message counts the code's digits.
 */
export type ServerFieldError = { error: FieldError; max?: number }

/**
 * The same words as the form's own checks; `undefined` for a field or rule without words. `newPassword`:
 * registration's `Password` rules, else any password up to the limit (sign-in).
 */
export function describeRefusedField(
  field: string | undefined,
  rule: string,
  { newPassword, limit }: { newPassword: boolean; limit?: number },
): ServerFieldError | undefined {
  const isText = rule === 'format' || rule === 'pattern' || rule === 'minLength' || rule === 'maxLength'
  switch (field) {
    case 'email':
      if (rule === 'required') return { error: 'emailRequired' }
      return isText ? { error: 'emailInvalid' } : undefined
    case 'newPassword':
      return describeRefusedField('password', rule, { newPassword: true, limit })
    case 'password':
      if (rule === 'required') return { error: 'passwordRequired' }
      if (newPassword) return isText ? { error: 'passwordRules' } : undefined
      return rule === 'maxLength' && limit !== undefined
        ? { error: 'passwordTooLong', max: limit }
        : undefined
    case 'code':
      if (rule === 'required') return { error: 'codeRequired' }
      return isText ? { error: 'codeInvalid' } : undefined
    default:
      return undefined
  }
}

/** `shown`: the fields on screen, named as in the contract. `undefined`: a refusal without field or words. */
export function placeAuthRefusal<Field extends string>(
  error: unknown,
  shown: readonly Field[],
  newPassword: boolean,
): Partial<Record<Field, ServerFieldError>> | undefined {
  return placeRefusal(error, ({ field, rule, limit }) => {
    const onScreen = shown.find((name) => name === field)
    const found = onScreen && describeRefusedField(onScreen, rule, { newPassword, limit })
    return found ? ([onScreen, found] as const) : undefined
  })
}
