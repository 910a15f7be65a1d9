import { isContractPassword } from '#src/lib/api/contract-rules.ts'

/** Form checks matching the contract's rules (openapi.yaml: Email, Password, VerificationCode). */
export type FieldError =
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordRules'
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
