import { createElement, lazy, type ComponentType } from 'react'
import { reloadIfRedeployed } from './redeploy.ts'

/** Chunk loads that get no answer within this time fail, and the page offers Retry instead of waiting forever. */
export const CHUNK_TIMEOUT_MS = 120_000

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
  /** Loads the chunk again at the page's next render. */
  declare retry: () => void
  constructor(message: string, retry: () => void) {
    super(message)
    this.retry = retry
  }
}

type PageModule = { default: ComponentType }
export type PreloadablePage = ComponentType & {
  /** Never rejects: a failure shows when the page renders. */
  preload: () => Promise<unknown>
}

/** When a new deployment replaced the chunks, reloads the page instead and never settles. */
async function loadChunk(load: () => Promise<PageModule>): Promise<ComponentType> {
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const { default: Page } = await Promise.race([
      load(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(reject, CHUNK_TIMEOUT_MS, 'timeout')
      }),
    ])
    return Page
  } catch (error) {
    if (await reloadIfRedeployed()) return new Promise(() => {})
    throw error
  } finally {
    clearTimeout(timer)
  }
}

/**
 * `preload()` and the first render share one load: after a failed preload that render shows Retry rather than
 * wait for the same chunk again. Retry makes a new `lazy()`, so the page really loads again.
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
