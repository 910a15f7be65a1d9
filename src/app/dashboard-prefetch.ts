import { isPageOf, paths } from '#src/config/paths.ts'
import { runtimeConfig } from '#src/config/runtime.ts'
import { preloadApiQuery } from '#src/lib/api/swr.ts'
import { readStoredSession } from '#src/lib/auth/session.ts'

/**
 * The dashboard's reads for the tab `location` opens, started at once (as the page's module is evaluated): the
 * subscription, and the overview's usage statistics or the keys tab's list, each under the key its hook uses
 * (useMySubscription, useUsageStatistics, useApiKeys), so the page takes these requests over instead of sending
 * them again once its code has arrived and rendered. Nothing without a stored session: the page is not shown
 * then (sign-in comes first), and a request would only be refused.
 */
export function prefetchDashboard({ pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  // As the router matches it (the one rule of src/config/paths.ts).
  if (!isPageOf(pathname, [paths.dashboard])) return
  try {
    if (!readStoredSession()) return
  } catch {
    // Storage unavailable: no session.
    return
  }
  // The page's tabs (`?tab=`; the overview for anything else): the activation tab reads nothing as it opens.
  const tab = new URLSearchParams(search).get('tab')
  if (tab === 'activate') return
  // Every other tab reads the subscription: the overview for its card, the keys tab for the tools a new key's card
  // offers (the plan's).
  preloadApiQuery('/api/activation-codes/my-subscription', {})
  preloadApiQuery(tab === 'keys' ? '/api/user/api-keys' : '/api/user/statistics', {})
}

// Run as the page's module is evaluated (it imports this one), before the page renders; not with the mock, which
// answers only once its worker has started (src/main.tsx).
if (typeof window !== 'undefined' && !runtimeConfig.apiMock) prefetchDashboard(window.location)
