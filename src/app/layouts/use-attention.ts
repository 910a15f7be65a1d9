import { useEffect, useState } from 'react'
import { ATTENTION_STORAGE_KEY_PREFIX } from '#src/config/storage-keys.ts'

/**
 * Whether the account has a dashboard notice it has not dismissed. The dashboard works that out and stores until
 * when it holds; the header only reads that item (no request, no data layer), again on the `storage` event, which
 * the dashboard also dispatches in its own tab, and drops it once the moment has passed.
 */
export function useAttention(accountId: string | undefined): boolean {
  const [left, setLeft] = useState(0)
  useEffect(() => {
    const read = () => {
      try {
        setLeft(Number(localStorage.getItem(ATTENTION_STORAGE_KEY_PREFIX + accountId)) - Date.now())
      } catch {
        setLeft(0)
      }
    }
    read()
    addEventListener('storage', read)
    return () => removeEventListener('storage', read)
  }, [accountId])
  useEffect(() => {
    if (!(left > 0)) return
    const timer = setTimeout(() => setLeft(0), left)
    return () => clearTimeout(timer)
  }, [left])
  return left > 0
}
