import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { CHUNK_RELOAD_STORAGE_KEY } from '#src/config/storage-keys.ts'
import type * as Redeploy from './redeploy.ts'

/** The module as a freshly loaded page has it: a reload starts it afresh. */
let redeploy: typeof Redeploy
const reload = vi.fn()

beforeEach(async () => {
  vi.resetModules()
  redeploy = await import('./redeploy.ts')
  vi.stubGlobal('location', { ...window.location, reload })
})

afterEach(() => {
  window.removeEventListener('vite:preloadError', redeploy.handlePreloadError)
  document.head.querySelectorAll('[data-test-entry]').forEach((element) => element.remove())
  reload.mockReset()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  sessionStorage.clear()
})

/** The clock at a fixed time, so the tab's reload mark can be told exactly. */
function clockAt(time: number) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(time)
}

/** This page as the app's index.html has it: the entry is its module script. */
function shellPage(entry: string) {
  document.head.insertAdjacentHTML(
    'beforeend',
    `<script type="module" data-test-entry src="${entry}"></script>`,
  )
}

/** This page as a prerendered page has it: the entry is named in a meta element, and the boot script loads it. */
function prerenderedPage(entry: string) {
  document.head.insertAdjacentHTML(
    'beforeend',
    `<meta name="app-entry" data-test-entry content="${entry}" />`,
  )
}

/** The server's `/` now: the prerendered root page, naming `entry`. */
function serverServes(entry: string) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(`<meta name="app-entry" content="${entry}" />`))
}

test('a shell page whose entry the server no longer serves is from an old deployment', async () => {
  shellPage('/assets/index-old.js')
  serverServes('/assets/index-new.js')
  expect(await redeploy.isNewDeployment()).toBe(true)
})

test('a prerendered page, whose entry only its meta element names, is from an old deployment when the server names another', async () => {
  prerenderedPage('/assets/index-old.js')
  serverServes('/assets/index-new.js')
  expect(await redeploy.isNewDeployment()).toBe(true)
})

test('a prerendered page whose entry the server still serves is from the current deployment', async () => {
  prerenderedPage('/assets/index-same.js')
  const fetch = serverServes('/assets/index-same.js')
  expect(await redeploy.isNewDeployment()).toBe(false)
  expect(fetch).toHaveBeenCalledWith('/', { cache: 'no-store' })
})

test('a failed chunk while the server cannot be reached does not reload the page', async () => {
  shellPage('/assets/index-old.js')
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
  expect(await redeploy.reloadIfRedeployed()).toBe(false)
  expect(reload).not.toHaveBeenCalled()
})

test('a failed chunk after a new deployment reloads the page once and marks the tab with the time of the reload', async () => {
  clockAt(1_700_000_000_000)
  shellPage('/assets/index-old.js')
  serverServes('/assets/index-new.js')
  expect(await redeploy.reloadIfRedeployed()).toBe(true)
  expect(reload).toHaveBeenCalledTimes(1)
  expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe('1700000000000')
})

test('failures while the check is under way share one request and one reload', async () => {
  shellPage('/assets/index-old.js')
  const fetch = serverServes('/assets/index-new.js')
  expect(await Promise.all([redeploy.reloadIfRedeployed(), redeploy.reloadIfRedeployed()])).toEqual([
    true,
    true,
  ])
  // And once the page is reloading, a later failure waits for the new page too.
  expect(await redeploy.reloadIfRedeployed()).toBe(true)
  expect(fetch).toHaveBeenCalledTimes(1)
  expect(reload).toHaveBeenCalledTimes(1)
})

test('a tab reloaded less than five minutes ago does not reload again, and does not even ask the server', async () => {
  clockAt(1_700_000_000_000)
  sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(Date.now() - redeploy.RELOAD_INTERVAL_MS + 1))
  shellPage('/assets/index-old.js')
  const fetch = serverServes('/assets/index-new.js')
  expect(redeploy.RELOAD_INTERVAL_MS).toBe(5 * 60_000)
  expect(await redeploy.reloadIfRedeployed()).toBe(false)
  expect(reload).not.toHaveBeenCalled()
  expect(fetch).not.toHaveBeenCalled()
})

test('a tab reloaded five minutes ago or more reloads for a new deployment again, and marks the new time', async () => {
  clockAt(1_700_000_000_000)
  sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(Date.now() - redeploy.RELOAD_INTERVAL_MS))
  shellPage('/assets/index-old.js')
  serverServes('/assets/index-new.js')
  expect(await redeploy.reloadIfRedeployed()).toBe(true)
  expect(reload).toHaveBeenCalledTimes(1)
  expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe('1700000000000')
})

test('a mark that holds no time (an older version’s "1") does not stop a reload', async () => {
  sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, '1')
  shellPage('/assets/index-old.js')
  serverServes('/assets/index-new.js')
  expect(await redeploy.reloadIfRedeployed()).toBe(true)
  expect(reload).toHaveBeenCalledTimes(1)
})

test('a failed chunk while the server still serves this build does not reload, and the next failure checks again', async () => {
  shellPage('/assets/index-same.js')
  const fetch = serverServes('/assets/index-same.js')
  expect(await redeploy.reloadIfRedeployed()).toBe(false)
  expect(await redeploy.reloadIfRedeployed()).toBe(false)
  expect(fetch).toHaveBeenCalledTimes(2)
  expect(reload).not.toHaveBeenCalled()
  expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBeNull()
})

/** What Vite's preload helper does when a dynamic import or its CSS fails: a cancelable event on window. */
function vitePreloadError() {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
    payload: new Error('Unable to preload CSS for /assets/features-page-old.css'),
  })
  window.dispatchEvent(event)
  return event
}

test('a failed preload after a new deployment reloads the page once; later ones are then handled, not thrown', async () => {
  window.addEventListener('vite:preloadError', redeploy.handlePreloadError)
  prerenderedPage('/assets/index-old.js')
  serverServes('/assets/index-new.js')
  // Whether to reload takes a request: until it answers, the error goes on to whoever imported the chunk.
  expect(vitePreloadError().defaultPrevented).toBe(false)
  await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
  expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toMatch(/^\d+$/)
  // The page is going away: an error now needs no message, and Vite is told not to throw it.
  expect(vitePreloadError().defaultPrevented).toBe(true)
  expect(reload).toHaveBeenCalledTimes(1)
})

test('a failed preload while the server still serves this build is left to the importer to show', async () => {
  window.addEventListener('vite:preloadError', redeploy.handlePreloadError)
  prerenderedPage('/assets/index-same.js')
  const fetch = serverServes('/assets/index-same.js')
  expect(vitePreloadError().defaultPrevented).toBe(false)
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
  expect(vitePreloadError().defaultPrevented).toBe(false)
  expect(reload).not.toHaveBeenCalled()
})

test('a failed preload after a reload less than five minutes ago is left to the importer, without a reload', async () => {
  clockAt(1_700_000_000_000)
  window.addEventListener('vite:preloadError', redeploy.handlePreloadError)
  sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(Date.now() - 60_000))
  prerenderedPage('/assets/index-old.js')
  serverServes('/assets/index-new.js')
  expect(vitePreloadError().defaultPrevented).toBe(false)
  expect(await redeploy.reloadIfRedeployed()).toBe(false)
  expect(vitePreloadError().defaultPrevented).toBe(false)
  expect(reload).not.toHaveBeenCalled()
})
