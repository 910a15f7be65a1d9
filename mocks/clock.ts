/** The longest the clock may run ahead: 400 days, past a yearly plan's end. */
export const MAX_CLOCK_OFFSET_MS = 400 * 86_400_000

let offsetMs = 0

/**
 * The mock's time (epoch ms): the machine's, plus the offset the mock controls set, so that a test can move past
 * an expiry or a grace without waiting for it. Every rule of the mock reads the time through this.
 */
export function mockNow(): number {
  return Date.now() + offsetMs
}

export function getClockOffsetMs(): number {
  return offsetMs
}

/** False, changing nothing, for an offset below the current one: requests must stay in order. */
export function setClockOffsetMs(next: number): boolean {
  if (!Number.isInteger(next) || next < offsetMs || next > MAX_CLOCK_OFFSET_MS) return false
  offsetMs = next
  return true
}

export function resetClock(): void {
  offsetMs = 0
}
