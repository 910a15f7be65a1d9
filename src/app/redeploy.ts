import { CHUNK_RELOAD_STORAGE_KEY } from '#src/config/storage-keys.ts'

// A deployment replaces the content-hashed chunks: an old page then fails to load any chunk it has not loaded
// yet, and only a reload brings it back. Every failed chunk load asks here first.

/** The address of this page's entry script: a prerendered page names it in a meta element, index.html in its script. */
function entryScript() {
  const element = document.querySelector('meta[name=app-entry],script[type=module][src]')
  return element?.getAttribute('content') ?? element?.getAttribute('src')
}

/** Whether the server's `/` no longer names this page's entry script. Rejects when the server is unreachable. */
export async function isNewDeployment(): Promise<boolean> {
  const entry = entryScript()
  if (!entry) return false
  const response = await fetch('/', { cache: 'no-store' })
  return response.ok && !(await response.text()).includes(entry)
}

/**
 * At most one reload per tab in this time, whatever loaded in between: a chunk that keeps failing while `/` names
 * another entry (a proxy, an extension, a marketing site at the root) must not make the tab reload forever.
 */
export const RELOAD_INTERVAL_MS = 300_000

async function shouldReload() {
  try {
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY))
    if (Date.now() - last < RELOAD_INTERVAL_MS || !(await isNewDeployment())) return false
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(Date.now()))
    return true
  } catch {
    // Unreachable (nothing to reload to), or no session storage to tell a second reload from the first.
    return false
  }
}

/** The check under way, which every failure meanwhile shares; kept once it reloads the page. */
let check: Promise<boolean> | undefined
let reloading = false

/** True when it reloads the page (the failure needs no message); false when the caller should show it. */
export function reloadIfRedeployed(): Promise<boolean> {
  check ??= shouldReload().then((reload) => {
    reloading = reload
    if (reload) location.reload()
    else check = undefined
    return reload
  })
  return check
}

/**
 * For `vite:preloadError` (a failed dynamic import or preload). Until the check answers, Vite throws the error on
 * to the importer, which shows it; once the page is reloading, preventDefault() keeps Vite from throwing it.
 */
export function handlePreloadError(event: Event) {
  if (reloading) event.preventDefault()
  else void reloadIfRedeployed()
}
