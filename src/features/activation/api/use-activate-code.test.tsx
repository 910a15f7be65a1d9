import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { expect, test } from 'vitest'
import { http } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { seedSignedInUser } from '#mocks/seed.ts'
import { TOKEN_STORAGE_KEY } from '#src/config/storage-keys.ts'
import { useApiQuery } from '#src/lib/api/swr.ts'
import { useActivateCode } from './use-activate-code.ts'

function FreshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
}

test('a user activating a padded code gets the plan and sees subscription, usage and profile refreshed', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  localStorage.setItem(TOKEN_STORAGE_KEY, token)
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
  await waitFor(() => expect(result.current.profile?.subscriptionStatus).toBe('inactive'))
  await waitFor(() => expect(result.current.subscription?.status).toBe('inactive'))
  await waitFor(() => expect(result.current.statistics?.dailyQuota).toBeNull())

  // Over the contract's 64 characters only with its padding: the hook must send it trimmed.
  const padded = `${' '.repeat(60)}RELAY-MONTH-DEMO1\n`
  const activation = await act(() => result.current.activate.trigger({ code: padded }))

  expect(activation.plan.id).toBe('pro-monthly')
  expect(activation.subscription.status).toBe('active')
  expect(result.current.subscription).toMatchObject({ status: 'active', plan: { id: 'pro-monthly' } })
  expect(result.current.statistics?.dailyQuota).toEqual(expect.any(Number))
  expect(result.current.profile?.subscriptionStatus).toBe('active')
})

test('an activation leaves its new subscription in the cache, so the overview shows it at once even if it was not on screen', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  server.use(
    // The overview's own fetch never answers: what it shows comes from the cache.
    http.get('/api/activation-codes/my-subscription', () => new Promise<never>(() => {})),
  )
  localStorage.setItem(TOKEN_STORAGE_KEY, token)
  const cache = new Map()
  function SharedCache({ children }: { children: ReactNode }) {
    return <SWRConfig value={{ provider: () => cache }}>{children}</SWRConfig>
  }
  const { result: activation } = renderHook(() => useActivateCode(), { wrapper: SharedCache })
  const answer = await act(() => activation.current.trigger({ code: 'RELAY-MONTH-DEMO1' }))

  const { result: overview } = renderHook(() => useApiQuery('/api/activation-codes/my-subscription', {}), {
    wrapper: SharedCache,
  })

  expect(answer.subscription.status).toBe('active')
  expect(overview.current.data).toEqual(answer.subscription)
})
