import { vi } from 'vitest'

export type SavedFile = { name: string; blob: Blob }

/**
 * What the browser is handed to save from now on: each download's file name and file. jsdom does not download:
 * the link's click is where the browser would. Undo with `vi.unstubAllGlobals()` and `vi.restoreAllMocks()`.
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = []
  const blobs = new Map<string, Blob>()
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`
        blobs.set(url, blob)
        return url
      },
      revokeObjectURL: (url: string) => blobs.delete(url),
    }),
  )
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)
    if (blob) saved.push({ name: this.download, blob })
  })
  return saved
}
