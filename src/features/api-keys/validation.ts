/**
 * Whether text typed as a key's name or remark is printable: no control character (C0, DEL, C1: tabs and
 * line breaks included) and no unpaired surrogate, as the contract's `pattern` for both fields says (a test
 * holds the two to the same answer). Checked before sending, so the form can say what is wrong.
 */
export function isPrintableText(text: string): boolean {
  return !/[\p{Cc}\p{Cs}]/u.test(text)
}
