import { HttpResponse, http as mswHttp, type HttpHandler, type JsonBodyType } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { paths as mockControlPaths } from '#src/lib/api/mock-control-schema.d.ts'
import type { paths } from '#src/lib/api/schema.d.ts'

/**
 * Answers hold session tokens, full API keys and account data: no browser or shared cache may keep one. Set on
 * every answer of the API, public ones included, so that no handler can forget it (README, Security).
 */
export const API_CACHE_CONTROL = 'no-store'

function withNoStore(answer: unknown): unknown {
  // `Response.error()` (a simulated network failure) has immutable headers.
  if (answer instanceof Response && answer.type !== 'error')
    answer.headers.set('Cache-Control', API_CACHE_CONTROL)
  return answer
}

type HandlerBuilder = (path: never, resolver: never, options?: never) => HttpHandler

/** The same builder, each resolver's answer sent with {@link API_CACHE_CONTROL}. */
function sendingNoStore<Builder extends HandlerBuilder>(build: Builder): Builder {
  const wrapped = (path: never, resolver: (info: unknown) => unknown, options?: never) =>
    build(path, (async (info: unknown) => withNoStore(await resolver(info))) as never, options)
  return wrapped as unknown as Builder
}

function sendingNoStoreAll<Builders extends object>(builders: Builders): Builders {
  return Object.fromEntries(
    Object.entries(builders).map(([method, build]) => [method, sendingNoStore(build as HandlerBuilder)]),
  ) as Builders
}

const typedHttp = createOpenApiHttp<paths>({ baseUrl: '*' })

/**
 * MSW's `http`, typed by openapi.yaml, every answer sent with `Cache-Control: no-store`. `baseUrl: '*'` matches
 * on any origin: MSW resolves a relative path against the page's own origin only, and the app may call an
 * absolute API origin.
 */
export const http: typeof typedHttp = {
  ...sendingNoStoreAll({
    get: typedHttp.get,
    put: typedHttp.put,
    post: typedHttp.post,
    delete: typedHttp.delete,
    options: typedHttp.options,
    head: typedHttp.head,
    patch: typedHttp.patch,
  }),
  untyped: sendingNoStoreAll(mswHttp),
}

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
