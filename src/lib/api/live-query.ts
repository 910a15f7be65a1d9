import type { SWRConfiguration } from 'swr'

/** Under the 10 s in which a tool's request must show on the screens that follow it. */
export const LIVE_REFRESH_MS = 8_000

/**
 * For the one hook per query, on a screen of figures that a tool's requests move (usage, quotas, per-key
 * totals), that keeps them current while the screen is mounted. SWR skips a poll while the tab is hidden or
 * offline, and a poll joins the request of the same key still in flight, so a query never has two at once.
 * Coming back to the tab revalidates at once.
 */
export const LIVE_QUERY = {
  refreshInterval: LIVE_REFRESH_MS,
  refreshWhenHidden: false,
  refreshWhenOffline: false,
  revalidateOnFocus: true,
} as const satisfies SWRConfiguration
