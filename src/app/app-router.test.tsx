import { act, fireEvent, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { Link, Route, Routes } from 'react-router-dom'
import { afterEach, expect, test, vi } from 'vitest'
import { AppRouter } from './app-router.tsx'
import { NavigationProgress } from './layouts/navigation-progress.tsx'
import { lazyPage } from './lazy-page.tsx'

afterEach(() => {
  vi.useRealTimers()
})

function Features() {
  return <h1>Features</h1>
}

/** A page whose chunk arrives when the test calls `arrive()`. */
function pageArrivingLater() {
  let arrive = () => {}
  const Page = lazyPage(
    () =>
      new Promise((resolve) => {
        arrive = () => resolve({ default: Features })
      }),
  )
  return { Page, arrive: () => arrive() }
}

/** The app's router with a home page linking to a page that loads on demand. */
function renderNavigation(Page: ReturnType<typeof lazyPage>) {
  window.history.replaceState(null, '', '/')
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  render(
    <AppRouter>
      <NavigationProgress />
      <Suspense fallback={<p>Loading page</p>}>
        <Routes>
          <Route
            path="/"
            element={
              <>
                <h1>Home</h1>
                <Link to="/features">Features</Link>
              </>
            }
          />
          <Route path="/features" element={<Page />} />
        </Routes>
      </Suspense>
    </AppRouter>,
  )
}

test('a navigation waiting over 300 ms for its page shows a progress bar over the old page until it arrives', async () => {
  const { Page, arrive } = pageArrivingLater()
  renderNavigation(Page)
  fireEvent.click(screen.getByRole('link', { name: 'Features' }))
  await act(() => vi.advanceTimersByTimeAsync(299))
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  await act(() => vi.advanceTimersByTimeAsync(1))
  expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument()
  // The old page stays as it was: no fallback replaces it.
  expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument()
  expect(screen.queryByText('Loading page')).not.toBeInTheDocument()
  vi.useRealTimers()
  arrive()
  expect(await screen.findByRole('heading', { name: 'Features' })).toBeInTheDocument()
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
})

test('a navigation whose page arrives within 300 ms shows no progress bar', async () => {
  const { Page, arrive } = pageArrivingLater()
  renderNavigation(Page)
  fireEvent.click(screen.getByRole('link', { name: 'Features' }))
  await act(() => vi.advanceTimersByTimeAsync(250))
  arrive()
  await act(() => vi.advanceTimersByTimeAsync(0))
  expect(screen.getByRole('heading', { name: 'Features' })).toBeInTheDocument()
  await act(() => vi.advanceTimersByTimeAsync(1_000))
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
})
