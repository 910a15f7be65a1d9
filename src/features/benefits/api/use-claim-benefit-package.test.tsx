import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { expect, onTestFinished, test, vi } from 'vitest'
import { setSessionExpiredNavigator } from '#src/lib/auth/session.ts'
import { useClaimBenefitPackage } from './use-claim-benefit-package.ts'

function FreshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
}

test('a visitor claiming a package gets the 401 error and stays on the page', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const navigate = vi.fn()
  onTestFinished(setSessionExpiredNavigator(navigate))
  onTestFinished(() => vi.mocked(console.error).mockRestore())
  const { result } = renderHook(() => useClaimBenefitPackage('WELCOME'), { wrapper: FreshCache })

  const failure = await act(() => result.current.trigger().catch((error: unknown) => error))

  expect(failure).toMatchObject({ name: 'ApiError', status: 401, code: 'UNAUTHORIZED' })
  expect(result.current.error?.code).toBe('UNAUTHORIZED')
  expect(navigate).not.toHaveBeenCalled()
})
