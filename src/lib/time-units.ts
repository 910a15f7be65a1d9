export const MINUTE_MS = 60_000
export const HOUR_MS = 60 * MINUTE_MS
/** A UTC day: a local day around a clock change is an hour longer or shorter. */
export const DAY_MS = 24 * HOUR_MS
