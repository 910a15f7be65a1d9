import { beforeEach, expect, test } from 'vitest'
import { resetDb } from '#mocks/seed.ts'
import { callApi, expectStatus } from '#mocks/testing/api.ts'

beforeEach(() => resetDb())

test('visitor lists the plans on sale in display order', async () => {
  const { items } = expectStatus(await callApi('get', '/api/plans/public/available'), 200)
  expect(items.map((plan) => plan.id)).toEqual([
    'trial-7d',
    'basic-monthly',
    'pro-monthly',
    'codex-monthly',
    'pro-yearly',
  ])
  expect(items.filter((plan) => plan.recommended).map((plan) => plan.id)).toEqual(['pro-monthly'])
  expect(items.every((plan) => plan.price.currency === 'USD' && plan.price.amount > 0)).toBe(true)
})

test('the plans cover a trial in days, monthly plans, a yearly plan and an unlimited request limit', async () => {
  const { items } = expectStatus(await callApi('get', '/api/plans/public/available'), 200)
  const byId = new Map(items.map((plan) => [plan.id, plan]))
  expect(byId.get('trial-7d')?.duration).toEqual({ value: 7, unit: 'day' })
  expect(byId.get('pro-monthly')?.duration).toEqual({ value: 1, unit: 'month' })
  expect(byId.get('pro-yearly')?.duration).toEqual({ value: 1, unit: 'year' })
  expect(items.some((plan) => plan.requestLimit === null)).toBe(true)
})

test('the Codex plan covers OpenAI only and has no weekly Opus quota', async () => {
  const { items } = expectStatus(await callApi('get', '/api/plans/public/available'), 200)
  expect(items.find((plan) => plan.id === 'codex-monthly')).toMatchObject({
    serviceScope: 'openai',
    weeklyOpusQuota: null,
  })
})

test('visitor with an invalid token still reads the public plans', async () => {
  const result = await callApi('get', '/api/plans/public/available', { token: 'not-a-session' })
  expect(expectStatus(result, 200).items).toHaveLength(5)
})
