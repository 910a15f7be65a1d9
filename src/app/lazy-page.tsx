import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { CHUNK_RELOAD_STORAGE_KEY } from '#src/config/storage-keys.ts'

/** Chunk loads that get no answer within this time fail, and the page offers Retry instead of waiting forever. */
export const CHUNK_TIMEOUT_MS = 120_000

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
    if (sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)) return false
    if (!(await isNewDeployment())) return false
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, '1')
  } catch {
    return false
  }
  window.location.reload()
  return true
}

/**
 * `React.lazy` for a page: one chunk per page, a 120 s timeout, ChunkLoadError on failure, an automatic
 * reload when the chunks were replaced by a new deployment, and a retry through `retryFailedPages()`.
 * `preload()` and the first render share one load, with its timeout: a preload that failed or timed out (a
 * landing page's, awaited before the app's first render) makes that render show the error with Retry rather
 * than wait for the same chunk again.
 */
export function lazyPage(load: () => Promise<PageModule>): PreloadablePage {
  let loaded: ComponentType | undefined
  let loading: Promise<PageModule> | undefined
  const page: RetryablePage = {
    Component: lazy(loadOnce),
    failed: false,
    create() {
      page.failed = false
      loading = undefined
      page.Component = lazy(loadOnce)
    },
  }
  function loadOnce() {
    loading ??= withTimeout(load(), CHUNK_TIMEOUT_MS).then(
      (module) => {
        loaded = module.default
        try {
          sessionStorage.removeItem(CHUNK_RELOAD_STORAGE_KEY)
        } catch {
          // Nothing to forget when storage is unavailable.
        }
        return module
      },
      async (error: unknown) => {
        page.failed = true
        if (await reloadIfRedeployed()) return new Promise<PageModule>(() => {})
        throw error instanceof ChunkLoadError ? error : new ChunkLoadError(String(error), { cause: error })
      },
    )
    return loading
  }
  pages.add(page)
  function Page() {
    return loaded ? createElement(loaded) : <page.Component />
  }
  Page.preload = () =>
    loadOnce().then(
      () => {},
      () => {
        // The page shows the failure (with Retry) when it renders.
      },
    )
  return Page
}

/** Lets every page whose chunk failed try again on its next render. */
export function retryFailedPages() {
  for (const page of pages) if (page.failed) page.create()
}
