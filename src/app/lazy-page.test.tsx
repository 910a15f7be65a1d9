import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { CHUNK_RELOAD_STORAGE_KEY } from '#src/config/storage-keys.ts'
import type * as ErrorBoundary from './error-boundary.tsx'
import type * as LazyPage from './lazy-page.tsx'
import type * as Redeploy from './redeploy.ts'

/**
 * The modules as a freshly loaded page has them (a reload starts them afresh): the page loader, the page's error
 * boundary and the recovery from a new deployment, which remembers that it is reloading the page.
 */
let app: typeof LazyPage & typeof ErrorBoundary & typeof Redeploy
const reload = vi.fn()
/** Names this page's entry script, as a prerendered page's HTML does. */
const entryMeta = Object.assign(document.createElement('meta'), { name: 'app-entry' })

async function loadApp() {
  vi.resetModules()
  app = {
    ...(await import('./lazy-page.tsx')),
    ...(await import('./error-boundary.tsx')),
    ...(await import('./redeploy.ts')),
  }
  window.addEventListener('vite:preloadError', app.handlePreloadError)
}

beforeEach(async () => {
  vi.stubGlobal('location', { ...window.location, reload })
  await loadApp()
})

afterEach(() => {
  window.removeEventListener('vite:preloadError', app.handlePreloadError)
  entryMeta.remove()
  reload.mockReset()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  sessionStorage.clear()
})

function renderPage(Page: ReturnType<typeof app.lazyPage>) {
  const { PageErrorBoundary } = app
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
  const Page = app.lazyPage(async () => ({ default: Hello }))
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
  const Page = app.lazyPage(load)
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
  const Page = app.lazyPage(load)
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
  renderPage(app.lazyPage(load))
  expect(await screen.findByRole('heading', { name: 'This page didn’t load' })).toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(2)
})

test('a page chunk that never answers fails after 120 seconds', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  vi.spyOn(console, 'error').mockImplementation(() => {})
  renderPage(app.lazyPage(() => new Promise(() => {})))
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
  renderPage(app.lazyPage(async () => ({ default: Broken })))
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
})

/** This page's entry script, as its HTML names it, and the entry the server's `/` names now. */
function deployed({ page, server }: { page: string; server: string }) {
  entryMeta.content = page
  document.head.append(entryMeta)
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(`<script type="module" src="${server}"></script>`))
}

const chunkError = () => screen.findByRole('heading', { name: 'This page didn’t load' })

test('a page chunk that fails after a new deployment reloads the page once and shows no error', async () => {
  deployed({ page: '/assets/index-old.js', server: '/assets/index-new.js' })
  renderPage(app.lazyPage(failingOnce()))
  await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
  expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toMatch(/^\d+$/)
  // The page waits for the new one instead of offering Retry on chunks that are gone.
  expect(screen.getByText('Loading...')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('a page chunk that fails again after that reload shows the error with Retry instead of reloading again', async () => {
  deployed({ page: '/assets/index-old.js', server: '/assets/index-new.js' })
  const { unmount } = renderPage(app.lazyPage(failingOnce()))
  await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
  // The reloaded page, in the same tab: its chunk fails too (the server names yet another entry).
  unmount()
  await loadApp()
  const load = failingOnce()
  renderPage(app.lazyPage(load))
  expect(await chunkError()).toBeInTheDocument()
  expect(reload).toHaveBeenCalledTimes(1)
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(2)
})

test('a page chunk that fails while the server still serves this build shows the error with Retry, without a reload', async () => {
  const fetch = deployed({ page: '/assets/index-same.js', server: '/assets/index-same.js' })
  renderPage(app.lazyPage(failingOnce()))
  expect(await chunkError()).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  expect(fetch).toHaveBeenCalledTimes(1)
  expect(reload).not.toHaveBeenCalled()
  expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBeNull()
})

test('a page that loads after the reload does not let a later failure reload the tab again: the error with Retry', async () => {
  deployed({ page: '/assets/index-old.js', server: '/assets/index-new.js' })
  const { unmount } = renderPage(app.lazyPage(failingOnce()))
  await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
  // The reloaded tab: its page loads, then another chunk fails while the server's `/` still names another entry.
  unmount()
  await loadApp()
  const view = renderPage(app.lazyPage(async () => ({ default: Hello })))
  expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument()
  view.unmount()
  renderPage(app.lazyPage(failingOnce()))
  expect(await chunkError()).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  expect(reload).toHaveBeenCalledTimes(1)
})

/**
 * A page chunk loaded as Vite's preload helper loads it, failing once: it reports the failure with a cancelable
 * `vite:preloadError` on window, then throws it unless a listener called preventDefault() (the import then
 * resolves to nothing).
 */
function viteImportFailingOnce() {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  let failed = false
  return vi.fn(async () => {
    if (failed) return { default: Hello }
    failed = true
    const payload = new Error('Unable to preload CSS for /assets/page-old.css')
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload })
    window.dispatchEvent(event)
    if (!event.defaultPrevented) throw payload
    return undefined as unknown as { default: typeof Hello }
  })
}

test('a failed preload of a page after a new deployment takes the same path: one check, one reload, no error', async () => {
  const fetch = deployed({ page: '/assets/index-old.js', server: '/assets/index-new.js' })
  renderPage(app.lazyPage(viteImportFailingOnce()))
  await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
  expect(fetch).toHaveBeenCalledTimes(1)
  expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toMatch(/^\d+$/)
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  // Another page fails while this one reloads: Vite is told the error is handled (the import then resolves to
  // nothing), and the page shows nothing either.
  const other = viteImportFailingOnce()
  renderPage(app.lazyPage(other))
  await vi.waitFor(() => expect(other).toHaveResolvedWith(undefined))
  await expect(screen.findByRole('alert', {}, { timeout: 200 })).rejects.toThrow()
  expect(reload).toHaveBeenCalledTimes(1)
})

test('a failed preload of a page while the server still serves this build shows the error, and Retry loads it', async () => {
  deployed({ page: '/assets/index-same.js', server: '/assets/index-same.js' })
  const load = viteImportFailingOnce()
  renderPage(app.lazyPage(load))
  expect(await chunkError()).toBeInTheDocument()
  expect(reload).not.toHaveBeenCalled()
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument()
  expect(load).toHaveBeenCalledTimes(2)
})
