/**
 * Copies text. Uses the Clipboard API where the page may (secure contexts); elsewhere, such as a plain-http
 * deployment, falls back to selecting a hidden textarea and `document.execCommand('copy')`.
 * Resolves to whether the text was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  if (globalThis.isSecureContext && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text)
      return true
    } catch {
      // Permission denied or document not focused: try the fallback.
    }
  }
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.append(area)
  const previous = document.activeElement as HTMLElement | null
  area.select()
  const copied = (() => {
    try {
      return document.execCommand('copy')
    } catch {
      return false
    }
  })()
  area.remove()
  previous?.focus()
  return copied
}
