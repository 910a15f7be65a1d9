import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { expect, test } from 'vitest'
import { server } from '#mocks/node.ts'
import { useApiQuery } from '#src/lib/api/swr.ts'
import { useActivateCode } from './use-activate-code.ts'

function FreshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
}

const plan = { id: 'pro-monthly', name: 'Pro', duration: { value: 1, unit: 'month' }, serviceScope: 'all' }

test('a user activating a padded code sends it trimmed and sees subscription, usage and profile refreshed', async () => {
  const redeemed: string[] = []
  const fetched: string[] = []
  const isActive = () => redeemed.length > 0
  server.use(
    http.post('/api/activation-codes/activate', async ({ request }) => {
      const { code } = (await request.json()) as { code: string }
      if (code !== 'RELAY-MONTH-DEMO1') {
        return HttpResponse.json(
          { error: 'Invalid activation code', code: 'ACTIVATION_CODE_INVALID' },
          { status: 404 },
        )
      }
      redeemed.push(code)
      return HttpResponse.json({
        activatedAt: '2026-11-22T10:00:00Z',
        plan,
        subscription: { status: 'active' },
      })
    }),
    http.get('/api/activation-codes/my-subscription', () => {
      fetched.push('subscription')
      return HttpResponse.json({ status: isActive() ? 'active' : 'inactive', plan: isActive() ? plan : null })
    }),
    http.get('/api/user/statistics', () => {
      fetched.push('statistics')
      return HttpResponse.json({ dailyQuota: isActive() ? 30 : null })
    }),
    http.get('/api/user/profile', () => {
      fetched.push('profile')
      return HttpResponse.json({ subscriptionStatus: isActive() ? 'active' : 'inactive' })
    }),
  )
  localStorage.setItem('token', 'sess_current')
  const { result } = renderHook(
    () => ({
      // The queries other screens show (dashboard, header), read through the shared hook, not their features.
      subscription: useApiQuery('/api/activation-codes/my-subscription', {}).data,
      statistics: useApiQuery('/api/user/statistics', {}).data,
      profile: useApiQuery('/api/user/profile', {}).data,
      activate: useActivateCode(),
    }),
    { wrapper: FreshCache },
  )
  await waitFor(() => expect(fetched).toHaveLength(3))

  const activation = await act(() => result.current.activate.trigger({ code: '  RELAY-MONTH-DEMO1 \n' }))

  expect(activation.plan.id).toBe('pro-monthly')
  expect(redeemed).toEqual(['RELAY-MONTH-DEMO1'])
  expect(fetched.toSorted()).toEqual([
    'profile',
    'profile',
    'statistics',
    'statistics',
    'subscription',
    'subscription',
  ])
  expect(result.current.subscription?.status).toBe('active')
  expect(result.current.statistics?.dailyQuota).toBe(30)
  expect(result.current.profile?.subscriptionStatus).toBe('active')
})

test('an activation leaves its new subscription in the cache, so the overview shows it at once even if it was not on screen', async () => {
  const subscription = { status: 'active', plan, expiresAt: '2026-12-22T10:00:00Z' }
  server.use(
    http.post('/api/activation-codes/activate', () =>
      HttpResponse.json({ activatedAt: '2026-11-22T10:00:00Z', plan, subscription }),
    ),
    // The overview's own fetch never answers: what it shows comes from the cache.
    http.get('/api/activation-codes/my-subscription', () => new Promise<never>(() => {})),
  )
  localStorage.setItem('token', 'sess_current')
  const cache = new Map()
  function SharedCache({ children }: { children: ReactNode }) {
    return <SWRConfig value={{ provider: () => cache }}>{children}</SWRConfig>
  }
  const { result: activation } = renderHook(() => useActivateCode(), { wrapper: SharedCache })
  await act(() => activation.current.trigger({ code: 'RELAY-MONTH-DEMO1' }))

  const { result: overview } = renderHook(() => useApiQuery('/api/activation-codes/my-subscription', {}), {
    wrapper: SharedCache,
  })

  expect(overview.current.data).toEqual(subscription)
})
