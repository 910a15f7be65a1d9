import { vi } from 'vitest'

/** Only Date is faked, and it keeps running, so SWR, MSW and userEvent keep their real timers. */
export function setClock(now: number) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(now)
}
