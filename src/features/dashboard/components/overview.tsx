import { useMySubscription } from '#src/lib/api/use-my-subscription.ts'
import { useDeferredQuery } from '#src/lib/api/swr.ts'
import { AttentionNotices } from './attention-notices.tsx'
import styles from './overview.module.css'
import { QuickActions } from './quick-actions.tsx'
import { SubscriptionCard } from './subscription-card.tsx'
import { UsageCard } from './usage-card.tsx'
import { UsageHistory } from './usage-history.tsx'

/** The overview tab: subscription and usage side by side on wide screens, stacked on small ones. */
export function Overview() {
  // Shares the subscription card's request (same SWR key): it tells "no plan" from "unlimited".
  const { data: subscription } = useDeferredQuery(useMySubscription())
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
