import { vi } from 'vitest'

/**
 * Sets the clock to `now` for a test (run it in `beforeEach`): only Date is faked, and it keeps running, so SWR,
 * MSW and userEvent keep their real timers. The test setup puts the real clock back after each test.
 */
export function setClock(now: number) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(now)
}
