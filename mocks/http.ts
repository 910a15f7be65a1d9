import { HttpResponse, type JsonBodyType } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { paths as mockControlPaths } from '#src/lib/api/mock-control-schema.d.ts'
import type { paths } from '#src/lib/api/schema.d.ts'

/**
 * The HTTP handler builder of the product's operations: MSW's `http`, typed by the generated `paths` of
 * openapi.yaml, so a path, path parameter or response body that drifts from the contract fails `tsc`.
 *
 * `baseUrl: '*'` turns every path into `*\/api/…`, which matches the path on **any** origin. MSW resolves
 * a plain relative path (`/api/…`) against the page's own origin only, and the app may call an absolute
 * API origin (`RELAY_CONFIG.apiOrigin`).
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' })

/**
 * Any origin, as a prefix of an absolute path: `:host` stops at the first `/`, so `/__mock/controls` matches on
 * every origin but `/api/__mock/controls` does not (a leading `*` would match it: the `*` spans slashes).
 */
export const MOCK_CONTROL_BASE_URL = '*://:host'

/**
 * The HTTP handler builder of the mock's own control endpoints (`/__mock/*`), typed by the generated `paths` of
 * mocks/mock-control.openapi.yaml, as {@link http} is by openapi.yaml.
 */
export const mockControlHttp = createOpenApiHttp<mockControlPaths>({ baseUrl: MOCK_CONTROL_BASE_URL })

/**
 * Answers the contract does not describe, for tests and stories of how the app copes with a backend that sends
 * them: hand one to a typed handler's `response.untyped(…)`, so the path stays checked against openapi.yaml
 * while the answer is deliberately outside it. The one place besides this file that reaches MSW's own
 * `HttpResponse` (lint enforces).
 */
export const offContract = {
  /** No answer at all: the request fails as it does offline or when a proxy drops it. */
  networkError: () => HttpResponse.error(),
  /** A JSON body of a shape or status the contract does not list. */
  json: (body: JsonBodyType, init?: ResponseInit) => HttpResponse.json(body, init),
  /** A plain-text body, such as a proxy's own error page. */
  text: (body: string, init?: ResponseInit) => HttpResponse.text(body, init),
  /** A status with a raw body or none (`null`), as a backend without an operation may send. */
  body: (body: string | null, init: ResponseInit) => new HttpResponse(body, init),
}
