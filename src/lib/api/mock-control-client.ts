import createClient, { type Client } from 'openapi-fetch'
import { runtimeConfig } from '#src/config/runtime.ts'
import type { paths } from './mock-control-schema.d.ts'

/**
 * The typed client of the mock backend's own control endpoints (`/__mock/*`, mocks/mock-control.openapi.yaml)
 * at the API origin, for the operator console. Unlike the product's client it has no middleware: the endpoints
 * take no session, a failure must not end one, and the console reads the status of a refusal itself (openapi-fetch
 * returns it as `error`; a failed fetch, or a success whose body is not JSON, rejects).
 */
export type MockControlClient = Client<paths>

export const mockControlClient: MockControlClient = createClient<paths>({
  baseUrl: runtimeConfig.apiOrigin,
  headers: { Accept: 'application/json' },
  // Late-bound, so MSW (patched in after import) sees every request.
  fetch: (request) => globalThis.fetch(request),
})
