import { isPageOf, paths } from '#src/config/paths.ts'
import { runtimeConfig } from '#src/config/runtime.ts'
import { preloadApiQuery } from '#src/lib/api/swr.ts'
import { readStoredSession } from '#src/lib/auth/session.ts'

/** The reads of the tab `location` opens, under its hooks' keys, so the hooks take them over (ADR 009). */
export function prefetchDashboard({ pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  if (!isPageOf(pathname, [paths.dashboard])) return
  try {
    if (!readStoredSession()) return
  } catch {
    return
  }
  // The activation tab reads nothing as it opens.
  const tab = new URLSearchParams(search).get('tab')
  if (tab === 'activate') return
  if (tab === 'usage') {
    // Its code is a chunk of its own, which the page would ask for only once it renders; its key filter lists
    // the keys. Its summaries' keys depend on the moment its range is resolved, so they wait for it.
    void import('#src/features/usage/components/usage-tab.tsx')
    preloadApiQuery('/api/user/api-keys', {})
    return
  }
  // The overview and the keys tab read the subscription (the keys tab for the tools a new key's card offers).
  preloadApiQuery('/api/activation-codes/my-subscription', {})
  preloadApiQuery(tab === 'keys' ? '/api/user/api-keys' : '/api/user/statistics', {})
}

// Not with the mock, which answers only once its worker has started.
if (typeof window !== 'undefined' && !runtimeConfig.apiMock) prefetchDashboard(window.location)
