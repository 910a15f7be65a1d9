import { useEffect, useState } from 'react'
import { ATTENTION_STORAGE_KEY_PREFIX } from '#src/config/storage-keys.ts'

/** What the dashboard stored (no request), read again on `storage`, which it also dispatches in its own tab. */
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
