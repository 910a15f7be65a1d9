import {
  ATTENTION_STORAGE_KEY_PREFIX,
  DISMISSED_NOTICES_STORAGE_KEY_PREFIX,
} from '#src/config/storage-keys.ts'

/** Dismissed notices of one account: until when (epoch ms) each stays hidden. */
export type Dismissals = Record<string, number>

type NoticeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The account's dismissals still in force at `now`. Unreadable or disabled storage reads as none. */
export function readDismissals(accountId: string, now: number, storage?: NoticeStorage): Dismissals {
  try {
    // Read here, inside the try: without a browser (the page's shell is rendered at build time) there is none.
    const value: unknown = JSON.parse(
      (storage ?? localStorage).getItem(DISMISSED_NOTICES_STORAGE_KEY_PREFIX + accountId) ?? '{}',
    )
    if (typeof value !== 'object' || value === null) return {}
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > now,
      ),
    )
  } catch {
    return {}
  }
}

/** Drops lapsed dismissals; a full or disabled storage keeps the dismissal for this page only. */
export function saveDismissal(
  accountId: string,
  id: string,
  until: number,
  now: number,
  storage: NoticeStorage = localStorage,
): Dismissals {
  const dismissals = { ...readDismissals(accountId, now, storage), [id]: until }
  try {
    storage.setItem(DISMISSED_NOTICES_STORAGE_KEY_PREFIX + accountId, JSON.stringify(dismissals))
  } catch {
    // Storage full or disabled: the notice stays hidden until the page is left.
  }
  return dismissals
}

/**
 * For the header's avatar. Other tabs hear of it by the browser's `storage` event; this tab by the same
 * event, dispatched here, so the header needs one listener for both.
 */
export function publishAttention(
  accountId: string,
  until: number | null,
  storage: NoticeStorage = localStorage,
) {
  const key = ATTENTION_STORAGE_KEY_PREFIX + accountId
  const value = until === null ? null : String(until)
  try {
    if (storage.getItem(key) === value) return
    if (value === null) storage.removeItem(key)
    else storage.setItem(key, value)
  } catch {
    return
  }
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }))
}
