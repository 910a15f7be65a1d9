import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { expect, test } from 'vitest'
import { seedSignedInUser } from '#mocks/seed.ts'
import { useProfile } from '#src/features/account/api/use-profile.ts'
import { useUsageStatistics } from '#src/features/dashboard/api/use-usage-statistics.ts'
import { useActivateCode } from './use-activate-code.ts'
import { useMySubscription } from '#src/features/dashboard/api/use-my-subscription.ts'

function FreshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
}

test('a user activating a padded code gets the plan and sees subscription, usage and profile refreshed', async () => {
  const { token } = await seedSignedInUser('new@example.com')
  localStorage.setItem('token', token)
  const { result } = renderHook(
    () => ({
      subscription: useMySubscription().data,
      statistics: useUsageStatistics().data,
      profile: useProfile().data,
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
