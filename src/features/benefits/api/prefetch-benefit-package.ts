import { matchPath } from 'react-router-dom'
import { paths } from '#src/config/paths.ts'
import { runtimeConfig } from '#src/config/runtime.ts'
import { preloadApiQuery } from '#src/lib/api/swr.ts'

/** The package code of a claim page's path, as the router reads it (its own matchPath); undefined elsewhere. */
export function claimCodeOf(pathname: string): string | undefined {
  const encoded = matchPath(paths.claim, pathname)?.params.packageId
  if (!encoded) return undefined
  try {
    return decodeURIComponent(encoded)
  } catch {
    // A malformed escape: the router keeps such a code as written.
    return encoded
  }
}

/** Under useBenefitPackage's key, so the page takes this request over instead of waiting for its messages. */
export function prefetchBenefitPackage({ pathname }: Pick<Location, 'pathname'>) {
  const code = claimCodeOf(pathname)
  if (code) preloadApiQuery('/api/benefit-packages/public/{code}', { params: { path: { code } } })
}

// Not with the mock, which answers only once its worker has started.
if (typeof window !== 'undefined' && !runtimeConfig.apiMock) prefetchBenefitPackage(window.location)
