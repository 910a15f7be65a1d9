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
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  sessionStorage.clear()
})

/** This page as the app's index.html has it: the entry is its module script. */
function shellPage(entry: string) {
  document.head.insertAdjacentHTML(
    'beforeend',
    `<script type="module" data-test-entry src="${entry}"></script>`,
  )
}

/** This page as a prerendered page has it: the entry is named in a meta element, and /boot.js loads it. */
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

test('a failed chunk after a new deployment reloads the page once and marks the tab as reloaded', async () => {
  shellPage('/assets/index-old.js')
  serverServes('/assets/index-new.js')
  expect(await redeploy.reloadIfRedeployed()).toBe(true)
  expect(reload).toHaveBeenCalledTimes(1)
  expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe('1')
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

test('a tab that already reloaded for a new deployment does not reload again', async () => {
  sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, '1')
  shellPage('/assets/index-old.js')
  serverServes('/assets/index-new.js')
  expect(await redeploy.reloadIfRedeployed()).toBe(false)
  expect(reload).not.toHaveBeenCalled()
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

test('a page chunk that loads lets the next new deployment reload the tab again', () => {
  sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, '1')
  redeploy.chunkLoaded()
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
  expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe('1')
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
