/** One minute in milliseconds. */
export const MINUTE_MS = 60_000
/** One hour in milliseconds. */
export const HOUR_MS = 60 * MINUTE_MS
/** One day in milliseconds: a UTC day (a local day around a clock change is an hour longer or shorter). */
export const DAY_MS = 24 * HOUR_MS
