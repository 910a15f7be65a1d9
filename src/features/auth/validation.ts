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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function checkEmail(email: string): FieldError | undefined {
  const value = email.trim()
  if (!value) return 'emailRequired'
  if (value.length > 254 || !EMAIL.test(value)) return 'emailInvalid'
  return undefined
}

/** The registration rule: the contract's `Password` (8 to 128 characters with at least one letter and one digit). */
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

/** A field's error, with the limit of a server's `minLength`/`maxLength` refusal for its words (`{{max}}`). */
export type ServerFieldError = { error: FieldError; max?: number }

/**
 * The form's words for a field the server refused (the contract's `ValidationIssue`), the same as its own checks
 * give: `undefined` for a field or rule it has no words for. `newPassword`: the password must meet the contract's
 * `Password` rules (registration), else it is any password up to the limit (sign-in).
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

/**
 * A server's refusal of a sign-in or registration request as errors of the form's fields (`shown`: the fields on
 * screen, named as in the contract), or `undefined` when some refusal has no field or words here.
 */
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
