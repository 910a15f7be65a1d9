import { expect, test } from 'vitest'
import { activeSubscription, HEAVY_USE } from '#mocks/testing/fixtures.ts'
import type { components } from '#src/lib/api/schema.d.ts'
import { DAY_MS } from '#src/lib/time-units.ts'
import { dashboardNotices, nextLocalMidnight, quotaLevel } from './attention.ts'

type Subscription = components['schemas']['Subscription']
type QuotaStatus = components['schemas']['QuotaStatus']

const NOW = Date.parse('2026-11-22T10:00:00Z')
const RESET = '2026-11-23T00:00:00Z'

/** A Pro plan well within its quotas (mocks/testing/fixtures.ts), with these fields and quota figures. */
function subscription(
  overrides: Partial<Omit<Subscription, 'quota'>> = {},
  quota: Partial<QuotaStatus> = {},
) {
  return activeSubscription({ now: NOW, quota, ...overrides })
}

test('a quota used to exactly 80 % is near its limit, and 79.9 % is not', () => {
  expect(quotaLevel(24, 30)).toBe('near')
  expect(quotaLevel(28, 35)).toBe('near')
  expect(quotaLevel(23.97, 30)).toBe('ok')
  expect(quotaLevel(0, 30)).toBe('ok')
})

test('a quota used to 100 % or beyond is used up', () => {
  expect(quotaLevel(30, 30)).toBe('exhausted')
  expect(quotaLevel(31.5, 30)).toBe('exhausted')
  expect(quotaLevel(29.99, 30)).toBe('near')
})

test('an unlimited quota never warns', () => {
  expect(quotaLevel(1_000, null)).toBe('ok')
})

test('a quota of nothing is used up from the start', () => {
  expect(quotaLevel(0, 0)).toBe('exhausted')
})

test('the overview raises a notice for each quota at 80 % or more, with what is left and when it resets', () => {
  const notices = dashboardNotices(subscription({}, { ...HEAVY_USE, monthlyUsed: 600 }), NOW)
  const reset = Date.parse(RESET)
  const usd = { kind: 'quota', unit: 'usd', resetsAt: reset, until: reset }
  expect(notices).toEqual([
    { ...usd, id: 'daily', level: 'near', used: 27.6, limit: 30, left: expect.closeTo(2.4), share: 0.92 },
    { ...usd, id: 'weeklyOpus', level: 'near', used: 51, limit: 60, left: 9, share: 0.85 },
    { ...usd, id: 'monthly', level: 'exhausted', used: 600, limit: 600, left: 0, share: 1 },
  ])
})

test('the request limit raises a notice at 80 % and at 100 %, reset with the daily quota', () => {
  const reset = Date.parse(RESET)
  const requests = { kind: 'quota', id: 'requests', unit: 'requests', resetsAt: reset, until: reset }
  // Its own reset time never applies: the count is the UTC day's, whatever the weekly and monthly ones say.
  const quota = { weeklyOpusResetsAt: '2026-11-29T00:00:00Z', requestLimit: 1500 }
  expect(dashboardNotices(subscription({}, { ...quota, requestsUsed: 1200 }), NOW)).toEqual([
    { ...requests, level: 'near', used: 1200, limit: 1500, left: 300, share: 0.8 },
  ])
  expect(dashboardNotices(subscription({}, { ...quota, requestsUsed: 1600 }), NOW)).toEqual([
    { ...requests, level: 'exhausted', used: 1600, limit: 1500, left: 0, share: 1.06 },
  ])
  expect(dashboardNotices(subscription({}, { ...quota, requestsUsed: 1199 }), NOW)).toEqual([])
})

test('no request notice without a request limit, or when the backend does not count the requests', () => {
  expect(dashboardNotices(subscription({}, { requestLimit: null, requestsUsed: 10_000 }), NOW)).toEqual([])
  expect(dashboardNotices(subscription({}, { requestLimit: 1 }), NOW)).toEqual([])
  expect(dashboardNotices(subscription({}, { requestsUsed: 10_000 }), NOW)).toEqual([])
})

test('a plan well within its quotas raises no notice', () => {
  expect(dashboardNotices(subscription(), NOW)).toEqual([])
})

test('unlimited quotas raise no notice however much is used', () => {
  const unlimited = subscription(
    {},
    { dailyQuota: null, dailyUsed: 500, weeklyOpusQuota: null, weeklyOpusUsed: 90, monthlyQuota: null },
  )
  expect(dashboardNotices(unlimited, NOW)).toEqual([])
})

test('no subscription and no plan raise no notice', () => {
  expect(dashboardNotices(undefined, NOW)).toEqual([])
  const none = {
    status: 'inactive',
    plan: null,
    activeSince: null,
    expiresAt: null,
    quota: null,
    source: null,
  } satisfies Subscription
  expect(dashboardNotices(none, NOW)).toEqual([])
  expect(dashboardNotices({ ...none, status: 'unknown' }, NOW)).toEqual([])
})

test('quota figures from before the reset raise no notice once the reset has passed', () => {
  const heavy = subscription({}, { dailyUsed: HEAVY_USE.dailyUsed })
  expect(dashboardNotices(heavy, Date.parse(RESET) - 1)).toHaveLength(1)
  expect(dashboardNotices(heavy, Date.parse(RESET))).toEqual([])
})

test('a plan expiring soon by the overview rule raises a notice that lasts until local midnight', () => {
  // Three days left of a month: under the 7-day threshold, so the clock makes it expiring soon.
  const ending = subscription({ activeSince: '2026-10-25T10:00:00Z', expiresAt: '2026-11-25T10:00:00Z' })
  expect(dashboardNotices(ending, NOW)).toEqual([
    {
      kind: 'subscription',
      id: 'expiring_soon',
      expiresAt: '2026-11-25T10:00:00Z',
      until: nextLocalMidnight(NOW),
    },
  ])
  // Eight days left: still active.
  const active = subscription({ activeSince: '2026-10-30T10:00:00Z', expiresAt: '2026-11-30T10:00:00Z' })
  expect(dashboardNotices(active, NOW)).toEqual([])
})

test('an expiring plan also warns about its quotas', () => {
  const ending = subscription(
    { status: 'expiring_soon', expiresAt: '2026-11-24T10:00:00Z' },
    { dailyUsed: 30 },
  )
  expect(dashboardNotices(ending, NOW).map((notice) => notice.id)).toEqual(['expiring_soon', 'daily'])
})

test('an expired plan raises one notice and no quota notice', () => {
  const ended = subscription({ status: 'expired', expiresAt: '2026-11-20T10:00:00Z' }, { dailyUsed: 30 })
  expect(dashboardNotices(ended, NOW)).toEqual([
    { kind: 'subscription', id: 'expired', expiresAt: '2026-11-20T10:00:00Z', until: nextLocalMidnight(NOW) },
  ])
  // A plan the server still called active ends by the clock.
  const endedByClock = subscription({ expiresAt: '2026-11-22T09:00:00Z' })
  expect(dashboardNotices(endedByClock, NOW).map((notice) => notice.id)).toEqual(['expired'])
})

test('local midnight is the start of the next day in the browser time zone', () => {
  const midnight = nextLocalMidnight(NOW)
  expect(midnight).toBeGreaterThan(NOW)
  expect(midnight - NOW).toBeLessThanOrEqual(DAY_MS)
  const date = new Date(midnight)
  expect([date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds()]).toEqual([
    0, 0, 0, 0,
  ])
})

test('a quota with its own reset time counts down to that reset, and one without it to the daily reset', () => {
  const weekly = '2026-11-29T00:00:00Z'
  const notices = dashboardNotices(
    subscription({}, { weeklyOpusUsed: 51, weeklyOpusResetsAt: weekly, monthlyUsed: 500 }),
    NOW,
  )
  const reset = Date.parse(RESET)
  expect(notices).toEqual([
    {
      kind: 'quota',
      id: 'weeklyOpus',
      unit: 'usd',
      level: 'near',
      used: 51,
      limit: 60,
      left: 9,
      share: 0.85,
      resetsAt: Date.parse(weekly),
      until: Date.parse(weekly),
      ownReset: true,
    },
    {
      kind: 'quota',
      id: 'monthly',
      unit: 'usd',
      level: 'near',
      used: 500,
      limit: 600,
      left: 100,
      share: 0.83,
      resetsAt: reset,
      until: reset,
    },
  ])
  expect(notices[1]).not.toHaveProperty('ownReset')
})

test('a quota whose own reset has passed raises no notice, its figures being from before it', () => {
  const heavy = subscription({}, { monthlyUsed: 500, monthlyResetsAt: '2026-11-22T09:00:00Z' })
  expect(dashboardNotices(heavy, NOW)).toEqual([])
})
