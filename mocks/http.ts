import { HttpResponse, type JsonBodyType } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { paths as mockControlPaths } from '#src/lib/api/mock-control-schema.d.ts'
import type { paths } from '#src/lib/api/schema.d.ts'

/**
 * MSW's `http`, typed by openapi.yaml. `baseUrl: '*'` matches on any origin: MSW resolves a relative path
 * against the page's own origin only, and the app may call an absolute API origin.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' })

/** `:host` stops at the first `/`; a leading `*` spans slashes and would also match `/api/__mock/controls`. */
export const MOCK_CONTROL_BASE_URL = '*://:host'

export const mockControlHttp = createOpenApiHttp<mockControlPaths>({ baseUrl: MOCK_CONTROL_BASE_URL })

/** Answers outside the contract, for a typed handler's `response.untyped(…)`: the path stays checked. */
export const offContract = {
  networkError: () => HttpResponse.error(),
  json: (body: JsonBodyType, init?: ResponseInit) => HttpResponse.json(body, init),
  text: (body: string, init?: ResponseInit) => HttpResponse.text(body, init),
  body: (body: string | null, init: ResponseInit) => new HttpResponse(body, init),
}
