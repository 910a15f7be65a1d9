import { DAY_MS } from './time-units.ts'

/** A subscription with this many days left or fewer is expiring soon (unless its period is short). */
const EXPIRING_SOON_DAYS = 7
/** A subscription with this share of its period left or less is expiring soon (unless its period is long). */
const EXPIRING_SOON_SHARE = 0.25

/**
 * How little time left makes a subscription `expiring_soon`, as the contract's `SubscriptionStatus` defines
 * it: 7 days or a quarter of its period (`activeSince` to `expiresAt`, epoch ms), whichever is shorter, so that a fresh
 * 7-day plan starts `active`. The app (for a page left open) and the mock backend both decide by it.
 */
export function expiringSoonThresholdMs(activeSince: number, expiresAt: number): number {
  return Math.min(EXPIRING_SOON_DAYS * DAY_MS, (expiresAt - activeSince) * EXPIRING_SOON_SHARE)
}
