import { createOpenApiHttp } from 'openapi-msw'
import type { paths } from '../src/lib/api/schema'

/**
 * The only HTTP handler builder of the mock backend: MSW's `http`, typed by the generated `paths` of
 * openapi.yaml, so a path, path parameter or response body that drifts from the contract fails `tsc`.
 *
 * `baseUrl: '*'` turns every path into `*\/api/…`, which matches the path on **any** origin. MSW resolves
 * a plain relative path (`/api/…`) against the page's own origin only, and the app may call an absolute
 * API origin (`RELAY_CONFIG.apiOrigin`).
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' })
