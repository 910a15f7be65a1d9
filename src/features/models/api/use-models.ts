import { isApiError } from '#src/lib/api/errors.ts'
import { useApiQuery } from '#src/lib/api/swr.ts'

/** The catalogue and its prices, in the backend's order (listModels; public, optional). */
export function useModels() {
  return useApiQuery('/api/models', {})
}

/** listModels has no not-found of its own, so any 404, like a 405 or 501, means the backend lacks it (ADR 006). */
export function isCatalogueUnsupported(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && [404, 405, 501].includes(error.status)
}
