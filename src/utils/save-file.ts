/** Kept for a while after the click: some browsers read a download's URL after `click()` returns. */
const REVOKE_AFTER_MS = 60_000

/** Hands the browser a file made here to save: nothing is sent, so it works against any backend. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
}
