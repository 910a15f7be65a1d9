import { expect, test } from 'vitest'
import { describeRefusedField } from './validation.ts'

test.each([
  ['email', 'required', true, undefined, { error: 'emailRequired' }],
  ['email', 'format', false, undefined, { error: 'emailInvalid' }],
  ['email', 'maxLength', true, 254, { error: 'emailInvalid' }],
  ['password', 'required', false, undefined, { error: 'passwordRequired' }],
  ['password', 'pattern', true, undefined, { error: 'passwordRules' }],
  ['password', 'minLength', true, 8, { error: 'passwordRules' }],
  ['password', 'maxLength', true, 128, { error: 'passwordRules' }],
  ['password', 'maxLength', false, 128, { error: 'passwordTooLong', max: 128 }],
  ['code', 'required', true, undefined, { error: 'codeRequired' }],
  ['code', 'pattern', false, undefined, { error: 'codeInvalid' }],
] as const)(
  'the server refusing %s by %s reads as the form’s own words',
  (field, rule, newPassword, limit, words) => {
    expect(describeRefusedField(field, rule, { newPassword, limit })).toEqual(words)
  },
)

test.each([
  ['email', 'disposable', true, undefined],
  ['password', 'pattern', false, undefined],
  ['password', 'maxLength', false, undefined],
  ['confirm', 'required', true, undefined],
  [undefined, 'json', true, undefined],
] as const)('the server refusing %s by %s has no words of the form', (field, rule, newPassword, limit) => {
  expect(describeRefusedField(field, rule, { newPassword, limit })).toBeUndefined()
})
