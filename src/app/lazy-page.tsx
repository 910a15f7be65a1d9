import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react'

/** Chunk loads that get no answer within this time fail (SPEC §7). */
export const CHUNK_TIMEOUT_MS = 120_000
const RELOAD_FLAG = 'relay:chunk-reload'

/** A page chunk that could not be loaded (network failure, timeout, or a replaced deployment). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
}

type PageModule = { default: ComponentType }
type RetryablePage = { Component: LazyExoticComponent<ComponentType>; failed: boolean; create: () => void }
/** A page component that can also be fetched ahead of its first render. */
export type PreloadablePage = ComponentType & {
  /** Fetches the page's chunk; once it is in, the page renders at once, without suspending. */
  preload: () => Promise<void>
}

const pages = new Set<RetryablePage>()

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Chunk load timed out after ${ms} ms`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}

/**
 * Whether the server now serves another build: its index.html no longer references our entry script.
 * That happens when a deployment replaced the hashed chunks this page was built with.
 */
async function isNewDeployment(): Promise<boolean> {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src')
  if (!entry) return false
  try {
    const response = await fetch('/', { cache: 'no-store' })
    return response.ok && !(await response.text()).includes(entry)
  } catch {
    return false
  }
}

/** Reloads the page once per session when a new deployment replaced the chunks. */
async function reloadIfRedeployed(): Promise<boolean> {
  try {
    if (sessionStorage.getItem(RELOAD_FLAG)) return false
    if (!(await isNewDeployment())) return false
    sessionStorage.setItem(RELOAD_FLAG, '1')
  } catch {
    return false
  }
  window.location.reload()
  return true
}

/**
 * `React.lazy` for a page: one chunk per page, a 120 s timeout, ChunkLoadError on failure, an automatic
 * reload when the chunks were replaced by a new deployment, and a retry through `retryFailedPages()`.
 */
export function lazyPage(load: () => Promise<PageModule>): PreloadablePage {
  let loaded: ComponentType | undefined
  const page: RetryablePage = {
    Component: lazy(() => Promise.reject(new Error('unreachable'))),
    failed: false,
    create() {
      page.failed = false
      page.Component = lazy(async () => {
        try {
          const module = await withTimeout(load(), CHUNK_TIMEOUT_MS)
          try {
            sessionStorage.removeItem(RELOAD_FLAG)
          } catch {
            // Nothing to forget when storage is unavailable.
          }
          return module
        } catch (error) {
          page.failed = true
          if (await reloadIfRedeployed()) return new Promise<PageModule>(() => {})
          throw error instanceof ChunkLoadError ? error : new ChunkLoadError(String(error), { cause: error })
        }
      })
    },
  }
  page.create()
  pages.add(page)
  function Page() {
    return loaded ? createElement(loaded) : <page.Component />
  }
  Page.preload = () =>
    load().then(
      (module) => {
        loaded = module.default
      },
      () => {
        // The page's lazy load reports the failure (with Retry) when it renders.
      },
    )
  return Page
}

/** Lets every page whose chunk failed try again on its next render. */
export function retryFailedPages() {
  for (const page of pages) if (page.failed) page.create()
}
