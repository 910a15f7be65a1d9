import { CHUNK_RELOAD_STORAGE_KEY } from '#src/config/storage-keys.ts'

/*
 * Recovery from a new deployment. Chunks are named by their content's hash, and a deployment replaces them: a
 * page still running the old build then fails to load any chunk it has not loaded yet, and only a reload (whose
 * HTML names the new chunks) brings it back. Every failed chunk load asks here first: a page's (lazy-page.tsx)
 * and any other that Vite reports with `vite:preloadError` (handlePreloadError, listened to by start.tsx).
 */

/** The address of this page's entry script: a prerendered page names it in a meta element, index.html in its script. */
function entryScript() {
  const element = document.querySelector('meta[name=app-entry],script[type=module][src]')
  return element?.getAttribute('content') ?? element?.getAttribute('src')
}

/**
 * Whether the server now serves another build: its `/` no longer names this page's entry script. Rejects when
 * the server cannot be reached.
 */
export async function isNewDeployment(): Promise<boolean> {
  const entry = entryScript()
  if (!entry) return false
  const response = await fetch('/', { cache: 'no-store' })
  return response.ok && !(await response.text()).includes(entry)
}

/**
 * Whether to reload: the server serves another build, and this tab has not already reloaded for one since a
 * page last loaded (a server whose `/` and pages disagree must not make the tab reload forever).
 */
async function shouldReload() {
  try {
    if (sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY) || !(await isNewDeployment())) return false
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, '1')
    return true
  } catch {
    // The server cannot be reached (nothing to reload to), or without session storage the tab could not tell a
    // second reload from the first: no reload.
    return false
  }
}

/** The check under way, which every failure meanwhile shares; kept once it reloads the page. */
let check: Promise<boolean> | undefined
let reloading = false

/**
 * After a failed chunk load: reloads the page if a new deployment replaced the chunks. True when it does (the
 * failure needs no message: the new page replaces this one), false when the caller should show the failure.
 */
export function reloadIfRedeployed(): Promise<boolean> {
  check ??= shouldReload().then((reload) => {
    reloading = reload
    if (reload) location.reload()
    else check = undefined
    return reload
  })
  return check
}

/** A page's chunk loaded: the next new deployment may reload the tab again. */
export function chunkLoaded() {
  try {
    sessionStorage.removeItem(CHUNK_RELOAD_STORAGE_KEY)
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}

/**
 * Listens to `vite:preloadError`, which Vite fires when a dynamic import or a chunk it preloads (JS or CSS)
 * fails: the same check as a page's failed chunk. Until the check answers (it takes a request), Vite throws the
 * error on to the importer, which shows it (a page: with Retry) unless the check reloads the page. Once the page
 * is reloading, an error is handled: preventDefault() keeps Vite from throwing it.
 */
export function handlePreloadError(event: Event) {
  if (reloading) event.preventDefault()
  else void reloadIfRedeployed()
}
