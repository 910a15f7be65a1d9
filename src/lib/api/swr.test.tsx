import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig, type SWRConfiguration } from 'swr'
import { expect, onTestFinished, test, vi } from 'vitest'
import { http, offContract } from '#mocks/http.ts'
import { server } from '#mocks/node.ts'
import { ApiError, networkError } from './errors.ts'
import type { components } from './schema.d.ts'
import { onErrorRetry, singleFlight, useApiMutate, useApiQuery, useDeferredQuery } from './swr.ts'

function freshCache(overrides: SWRConfiguration = {}) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <SWRConfig value={{ ...overrides, provider: () => new Map() }}>{children}</SWRConfig>
  }
}

function benefitPackage(code: string, name = 'Welcome package'): components['schemas']['BenefitPackage'] {
  return {
    code,
    name,
    description: 'Seven days for new accounts.',
    durationDays: 7,
    dailyQuota: 10,
    weeklyOpusQuota: 15,
    serviceScope: 'all',
    availableUntil: null,
  }
}

type RetryConfig = Parameters<typeof onErrorRetry>[2]

test('a query with a null init sends no request', async () => {
  const profileRequests: string[] = []
  server.use(
    http.get('/api/user/profile', ({ request }) => {
      profileRequests.push(request.url)
    }),
    http.get('/api/plans/public/available', ({ response }) => response(200).json({ items: [] })),
  )

  const { result } = renderHook(
    () => ({
      disabled: useApiQuery('/api/user/profile', null),
      enabled: useApiQuery('/api/plans/public/available', {}),
    }),
    { wrapper: freshCache() },
  )

  await waitFor(() => expect(result.current.enabled.data).toEqual({ items: [] }))
  expect(result.current.disabled).toMatchObject({ data: undefined, error: undefined, isLoading: false })
  expect(profileRequests).toEqual([])
})

test('a query with path parameters returns the body of its operation', async () => {
  server.use(
    http.get('/api/benefit-packages/public/{code}', ({ params, response }) =>
      response(200).json(benefitPackage(params.code)),
    ),
  )

  const { result } = renderHook(
    () => useApiQuery('/api/benefit-packages/public/{code}', { params: { path: { code: 'WELCOME' } } }),
    { wrapper: freshCache() },
  )

  await waitFor(() => expect(result.current.data?.code).toBe('WELCOME'))
  expect(result.current.data?.durationDays).toBe(7)
})

test('a deferred query renders an answer first in the previous state, then in full, never half', async () => {
  server.use(
    http.get('/api/benefit-packages/public/{code}', ({ params, response }) =>
      response(200).json(benefitPackage(params.code)),
    ),
  )
  type Seen = {
    live: string | undefined
    shown: string | undefined
    isLoading: boolean
    isValidating: boolean
  }
  const renders: Seen[] = []
  const { result } = renderHook(
    () => {
      const live = useApiQuery('/api/benefit-packages/public/{code}', {
        params: { path: { code: 'WELCOME' } },
      })
      const shown = useDeferredQuery(live)
      renders.push({
        live: live.data?.code,
        shown: shown.data?.code,
        isLoading: shown.isLoading,
        isValidating: shown.isValidating,
      })
      return shown
    },
    { wrapper: freshCache() },
  )

  await waitFor(() => expect(result.current.data?.code).toBe('WELCOME'))
  // The render that received the answer still showed the loading state, whole.
  expect(renders).toContainEqual({ live: 'WELCOME', shown: undefined, isLoading: true, isValidating: true })
  // The answer was never shown with the request still marked as running, nor was its absence shown as settled.
  expect(renders.filter((seen) => seen.shown !== undefined).every((seen) => !seen.isValidating)).toBe(true)
  expect(renders.filter((seen) => seen.shown === undefined).every((seen) => seen.isLoading)).toBe(true)
})

test('a failed query exposes the ApiError', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  onTestFinished(() => vi.mocked(console.error).mockRestore())
  server.use(
    http.get('/api/benefit-packages/public/{code}', ({ response }) =>
      response(404).json({ error: 'Benefit package not found', code: 'PACKAGE_NOT_FOUND' }),
    ),
  )

  const { result } = renderHook(
    () => useApiQuery('/api/benefit-packages/public/{code}', { params: { path: { code: 'NOPE' } } }),
    { wrapper: freshCache() },
  )

  await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError))
  expect(result.current.error).toMatchObject({ status: 404, code: 'PACKAGE_NOT_FOUND' })
})

test('a query recovers from a network failure by asking once more', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  onTestFinished(() => vi.mocked(console.error).mockRestore())
  const answers: string[] = []
  server.use(
    http.get('/api/plans/public/available', ({ response }) => {
      if (answers.length === 0) {
        answers.push('network failure')
        return response.untyped(offContract.networkError())
      }
      answers.push('plans')
      return response(200).json({ items: [] })
    }),
  )

  const { result } = renderHook(() => useApiQuery('/api/plans/public/available', {}), {
    wrapper: freshCache({ errorRetryInterval: 5 }),
  })

  await waitFor(() => expect(result.current.data).toEqual({ items: [] }))
  expect(answers).toEqual(['network failure', 'plans'])
  expect(result.current.error).toBeUndefined()
})

test('the retry policy never retries a 4xx nor an error that is not an ApiError', () => {
  vi.useFakeTimers()
  onTestFinished(() => {
    vi.useRealTimers()
  })
  const revalidate = vi.fn()
  const config = { errorRetryInterval: 1000 } as RetryConfig

  for (const status of [400, 401, 403, 404, 409, 429]) {
    onErrorRetry(new ApiError({ status }), 'key', config, revalidate, { retryCount: 1, dedupe: true })
  }
  onErrorRetry(new TypeError('bug'), 'key', config, revalidate, { retryCount: 1, dedupe: true })
  vi.runAllTimers()

  expect(revalidate).not.toHaveBeenCalled()
})

test('the retry policy retries network and 5xx failures three times with backoff', () => {
  vi.useFakeTimers()
  onTestFinished(() => {
    vi.useRealTimers()
  })
  const revalidate = vi.fn()
  const config = { errorRetryInterval: 1000 } as RetryConfig

  onErrorRetry(networkError(), 'key', config, revalidate, { retryCount: 3, dedupe: true })
  vi.advanceTimersByTime(3999)
  expect(revalidate).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(revalidate).toHaveBeenCalledWith({ retryCount: 3, dedupe: true })

  onErrorRetry(new ApiError({ status: 503 }), 'key', config, revalidate, { retryCount: 1, dedupe: true })
  vi.advanceTimersByTime(1000)
  expect(revalidate).toHaveBeenCalledTimes(2)

  onErrorRetry(networkError(), 'key', config, revalidate, { retryCount: 4, dedupe: true })
  vi.runAllTimers()
  expect(revalidate).toHaveBeenCalledTimes(2)
})

test('revalidating a path refetches its cached queries of every parameter and nothing else', async () => {
  const served: string[] = []
  server.use(
    http.get('/api/benefit-packages/public/{code}', ({ params, response }) => {
      served.push(params.code)
      return response(200).json(benefitPackage(params.code, `Fetch ${served.length}`))
    }),
    http.get('/api/plans/public/available', ({ response }) => {
      served.push('plans')
      return response(200).json({ items: [] })
    }),
  )

  const { result } = renderHook(
    () => ({
      // Read `data` while rendering: SWR re-renders only for the fields a component uses.
      welcome: useApiQuery('/api/benefit-packages/public/{code}', { params: { path: { code: 'WELCOME' } } })
        .data,
      spring: useApiQuery('/api/benefit-packages/public/{code}', { params: { path: { code: 'SPRING' } } })
        .data,
      plans: useApiQuery('/api/plans/public/available', {}).data,
      revalidate: useApiMutate(),
    }),
    { wrapper: freshCache() },
  )
  await waitFor(() => expect(served).toHaveLength(3))

  await act(() => result.current.revalidate(['/api/benefit-packages/public/{code}']))

  expect(served.toSorted()).toEqual(['SPRING', 'SPRING', 'WELCOME', 'WELCOME', 'plans'])
  expect(result.current.welcome?.name).toMatch(/^Fetch [45]$/)
  expect(result.current.spring?.name).toMatch(/^Fetch [45]$/)
  expect(result.current.plans).toEqual({ items: [] })
})

test('identical calls in flight share one run and a later call runs again', async () => {
  const run = vi.fn(async () => 'done')

  const [first, second] = await Promise.all([
    singleFlight('op', { id: 1 }, run),
    singleFlight('op', { id: 1 }, run),
  ])
  expect([first, second]).toEqual(['done', 'done'])
  expect(run).toHaveBeenCalledTimes(1)

  await singleFlight('op', { id: 1 }, run)
  expect(run).toHaveBeenCalledTimes(2)
})

test('calls with different arguments or names run separately', async () => {
  const run = vi.fn(async () => 'done')

  await Promise.all([
    singleFlight('op', 'a', run),
    singleFlight('op', 'b', run),
    singleFlight('other', 'a', run),
  ])

  expect(run).toHaveBeenCalledTimes(3)
})

test('a shared run that fails rejects every caller and frees the slot', async () => {
  const run = vi.fn(async () => Promise.reject(new Error('boom')))

  const results = await Promise.allSettled([singleFlight('op', 1, run), singleFlight('op', 1, run)])
  expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
  expect(run).toHaveBeenCalledTimes(1)

  await expect(singleFlight('op', 1, async () => 'ok')).resolves.toBe('ok')
})
