/** The Clipboard API needs a secure context: over plain http, `execCommand('copy')` on a hidden textarea. */
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
