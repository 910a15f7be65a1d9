import { createElement, lazy, type ComponentType } from 'react'
import { chunkLoaded, reloadIfRedeployed } from './redeploy.ts'

/** Chunk loads that get no answer within this time fail, and the page offers Retry instead of waiting forever. */
export const CHUNK_TIMEOUT_MS = 120_000

/** A page chunk that could not be loaded (network failure, timeout, missing file). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
  /** Lets the page load its chunk again at its next render (the error boundary's Retry). */
  declare retry: () => void
  constructor(message: string, retry: () => void) {
    super(message)
    this.retry = retry
  }
}

type PageModule = { default: ComponentType }
/** A page component that can also be fetched ahead of its first render. */
export type PreloadablePage = ComponentType & {
  /**
   * Fetches the page's chunk; once it is in, the page renders at once, without suspending. Never rejects: a
   * failure shows when the page renders.
   */
  preload: () => Promise<unknown>
}

/**
 * Loads a page's chunk: its component, or a rejection after a failure or CHUNK_TIMEOUT_MS without an answer.
 * When a new deployment replaced the chunks it reloads the page instead, and never settles.
 */
async function loadChunk(load: () => Promise<PageModule>): Promise<ComponentType> {
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const { default: Page } = await Promise.race([
      load(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(reject, CHUNK_TIMEOUT_MS, 'timeout')
      }),
    ])
    chunkLoaded()
    return Page
  } catch (error) {
    if (await reloadIfRedeployed()) return new Promise(() => {})
    throw error
  } finally {
    clearTimeout(timer)
  }
}

/**
 * `React.lazy` for a page, one chunk each. `preload()` and the first render share one load: a preload that
 * failed (a landing page's, awaited before the app's first render) makes that render show the error with Retry
 * rather than wait for the same chunk again. Retry makes a new `lazy()`, so the page really loads again.
 */
export function lazyPage(load: () => Promise<PageModule>): PreloadablePage {
  let loaded: ComponentType | undefined
  let loading: Promise<PageModule> | undefined
  const start = () =>
    (loading ??= loadChunk(load).then(
      (Page) => ({ default: (loaded = Page) }),
      (error: unknown) => {
        throw new ChunkLoadError(String(error), () => {
          loading = undefined
          Lazy = lazy(start)
        })
      },
    ))
  let Lazy = lazy(start)
  // Once loaded, the component itself: a preloaded page renders in the first commit, without suspending.
  const Page = () => createElement(loaded ?? Lazy)
  Page.preload = () =>
    start().catch(() => {
      // The page shows the failure (with Retry) when it renders.
    })
  return Page
}
