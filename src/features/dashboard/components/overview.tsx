import { LIVE_QUERY } from '#src/lib/api/live-query.ts'
import { useMySubscription } from '#src/lib/api/use-my-subscription.ts'
import { useDeferredQuery } from '#src/lib/api/swr.ts'
import { useUsageStatistics } from '#src/features/dashboard/api/use-usage-statistics.ts'
import { AttentionNotices } from './attention-notices.tsx'
import styles from './overview.module.css'
import { QuickActions } from './quick-actions.tsx'
import { SubscriptionCard } from './subscription-card.tsx'
import { UsageCard } from './usage-card.tsx'
import { UsageHistory } from './usage-history.tsx'

/** The overview tab: subscription and usage side by side on wide screens, stacked on small ones. */
export function Overview() {
  // The tab's one poller of each query: the cards and notices read the same cache entries (same SWR keys), and
  // the header's dot follows the notices. The subscription tells the usage card "no plan" from "unlimited".
  const { data: subscription } = useDeferredQuery(useMySubscription(true, LIVE_QUERY))
  // Unread here: only the cards that read its fields render again when it changes.
  useUsageStatistics(true, LIVE_QUERY)
  const hasPlan = subscription
    ? subscription.status === 'active' || subscription.status === 'expiring_soon'
      ? true
      : subscription.status === 'unknown'
        ? undefined
        : false
    : undefined
  return (
    <div className={styles.overview}>
      <AttentionNotices />
      <QuickActions />
      <div className={styles.cards}>
        <SubscriptionCard />
        <UsageCard hasPlan={hasPlan} />
      </div>
      <UsageHistory />
    </div>
  )
}
