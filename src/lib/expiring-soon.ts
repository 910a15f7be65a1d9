import { DAY_MS } from './time-units.ts'

const EXPIRING_SOON_DAYS = 7
const EXPIRING_SOON_SHARE = 0.25

/** The contract's `expiring_soon`; the shorter of the two, so that a fresh 7-day plan starts `active`. */
export function expiringSoonThresholdMs(activeSince: number, expiresAt: number): number {
  return Math.min(EXPIRING_SOON_DAYS * DAY_MS, (expiresAt - activeSince) * EXPIRING_SOON_SHARE)
}
