import { expect, test } from 'vitest'
import { planQuotas, quotaFigures } from './quota.ts'

const QUOTA = {
  dailyQuota: 30,
  dailyUsed: 12.4,
  weeklyOpusQuota: 60,
  weeklyOpusUsed: 18.75,
  monthlyQuota: null,
  monthlyUsed: 211.3,
  dailyResetsAt: '2026-11-23T00:00:00Z',
  weeklyOpusResetsAt: '2026-11-30T00:00:00Z',
}

test('the share used is rounded down to a whole percent, so the warning starts where 80 % shows', () => {
  expect(quotaFigures(23.97, 30)).toMatchObject({ share: 0.79, level: 'ok' })
  expect(quotaFigures(24, 30)).toMatchObject({ share: 0.8, level: 'near', left: 6 })
  expect(quotaFigures(28, 35)).toMatchObject({ share: 0.8, level: 'near' })
  expect(quotaFigures(29, 100)).toMatchObject({ share: 0.29, level: 'ok' })
  expect(quotaFigures(29.99, 30)).toMatchObject({ share: 0.99, level: 'near' })
  expect(quotaFigures(30, 30)).toMatchObject({ share: 1, level: 'exhausted', left: 0 })
  expect(quotaFigures(35, 30)).toMatchObject({ share: 1.16, level: 'exhausted', left: 0 })
})

test('an unlimited quota, or one whose use is not reported, has no share, nothing left to count and never warns', () => {
  expect(quotaFigures(1_000, null)).toEqual({
    used: 1_000,
    limit: null,
    left: null,
    share: null,
    level: 'ok',
  })
  expect(quotaFigures(null, 1_500)).toEqual({
    used: null,
    limit: 1_500,
    left: null,
    share: null,
    level: 'ok',
  })
})

test('a quota of nothing is used up from the start', () => {
  expect(quotaFigures(0, 0)).toMatchObject({ share: 1, level: 'exhausted', left: 0 })
})

test("a plan's quotas come in the overview's order, the request limit only when the backend reports it", () => {
  expect(planQuotas(QUOTA).map((quota) => [quota.id, quota.unit, quota.resetsAt])).toEqual([
    ['daily', 'usd', QUOTA.dailyResetsAt],
    ['weeklyOpus', 'usd', QUOTA.weeklyOpusResetsAt],
    ['monthly', 'usd', undefined],
  ])
  const withRequests = planQuotas({ ...QUOTA, requestLimit: 1_500, requestsUsed: 1_200 })
  expect(withRequests[3]).toEqual({
    id: 'requests',
    unit: 'requests',
    used: 1_200,
    limit: 1_500,
    left: 300,
    share: 0.8,
    level: 'near',
    resetsAt: QUOTA.dailyResetsAt,
  })
  expect(planQuotas({ ...QUOTA, requestLimit: null })[3]).toMatchObject({ limit: null, used: null })
  expect(planQuotas({ ...QUOTA, requestLimit: 1_500 })[3]).toMatchObject({ limit: 1_500, used: null })
})
