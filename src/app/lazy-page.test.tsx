import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { PageErrorBoundary } from './error-boundary.tsx'
import { lazyPage } from './lazy-page.tsx'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  sessionStorage.clear()
})

function renderPage(Page: ReturnType<typeof lazyPage>) {
  return render(
    <PageErrorBoundary>
      <Suspense fallback={<p>Loading...</p>}>
        <Page />
      </Suspense>
    </PageErrorBoundary>,
  )
}

function Hello() {
  return <h1>Hello</h1>
}

test('a preloaded page renders in the first commit, without a fallback', async () => {
  const Page = lazyPage(async () => ({ default: Hello }))
  await Page.preload()
  renderPage(Page)
  expect(screen.getByRole('heading', { name: 'Hello' })).toBeInTheDocument()
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument()
})

/** A chunk load that fails once, then succeeds, while the server still serves this build (so no reload). */
function failingOnce() {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  return vi
    .fn<() => Promise<{ default: typeof Hello }>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: Hello })
}

test('a page whose preload failed shows the error at its first render, and Retry loads it again', async () => {
  const load = failingOnce()
  const Page = lazyPage(load)
  await Page.preload()
  renderPage(Page)
  expect(await screen.findByRole('heading', { name: 'This page didn’t load' })).toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(1)
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(2)
})

test('a preload whose chunk never answers gives up after 120 seconds, and the page then shows Retry at once', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const load = vi.fn(() => new Promise<never>(() => {}))
  const Page = lazyPage(load)
  let settled = false
  void Page.preload().then(() => {
    settled = true
  })
  await vi.advanceTimersByTimeAsync(119_999)
  expect(settled).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(settled).toBe(true)
  vi.useRealTimers()
  // The app renders now: the page shows the error instead of waiting for the same chunk again.
  renderPage(Page)
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(1)
})

test('a page chunk that fails to load shows a message and Retry loads it again', async () => {
  const load = failingOnce()
  renderPage(lazyPage(load))
  expect(await screen.findByRole('heading', { name: 'This page didn’t load' })).toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(2)
})

test('a page chunk that never answers fails after 120 seconds', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  vi.spyOn(console, 'error').mockImplementation(() => {})
  renderPage(lazyPage(() => new Promise(() => {})))
  expect(screen.getByText('Loading...')).toBeInTheDocument()
  await vi.advanceTimersByTimeAsync(120_000)
  vi.useRealTimers()
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument()
})

test('an ordinary render error shows a generic message with Reload', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  function Broken(): never {
    throw new Error('boom')
  }
  renderPage(lazyPage(async () => ({ default: Broken })))
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
})
