// Every answer is checked against openapi.yaml; `callApi` is typed by its paths, `sendRaw` is loose (fuzzing).
import type { paths } from '#src/lib/api/schema.d.ts'
import { contract } from './contract-validator.ts'

/** The jsdom origin of the unit tests. */
export const TEST_ORIGIN = 'http://localhost:3000'

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'
type MethodsOf<P extends keyof paths> = {
  [M in Method]: paths[P][M] extends { responses: unknown } ? M : never
}[Method]
type ResponsesOf<P extends keyof paths, M extends Method> = paths[P][M] extends { responses: infer R }
  ? R
  : never
type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : undefined

export type ApiResult<P extends keyof paths, M extends Method> = {
  [S in keyof ResponsesOf<P, M>]: { status: S; body: JsonOf<ResponsesOf<P, M>[S]>; headers: Headers }
}[keyof ResponsesOf<P, M>]

export interface CallOptions {
  params?: Record<string, string>
  token?: string
  /** The whole `Authorization` header; wins over `token`. */
  authorization?: string
  body?: unknown
  /** Sent as is, for malformed input; wins over `body`. */
  rawBody?: string
  headers?: Record<string, string>
}

export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''))
}

export interface RawResult {
  status: number
  headers: Headers
  /** The text when it is not JSON; undefined when empty. */
  body: unknown
  problems: string[]
}

/** Never throws on contract problems: it returns them. */
export async function sendRaw(method: string, path: string, options: CallOptions = {}): Promise<RawResult> {
  const headers = new Headers(options.headers)
  if (options.token !== undefined) headers.set('Authorization', `Bearer ${options.token}`)
  if (options.authorization !== undefined) headers.set('Authorization', options.authorization)
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
  if (body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json')
  const response = await fetch(`${TEST_ORIGIN}${fillPath(path, options.params)}`, {
    method: method.toUpperCase(),
    headers,
    ...(body === undefined ? {} : { body }),
  })
  const problems = await contract.checkResponse(method, path, response)
  const text = await response.text()
  let parsed: unknown = text === '' ? undefined : text
  try {
    if (text !== '') parsed = JSON.parse(text)
  } catch {
    // Left as text; the contract check has already reported it.
  }
  return { status: response.status, headers: response.headers, body: parsed, problems }
}

/** Throws when the answer breaks openapi.yaml. */
export async function callApi<P extends keyof paths, M extends MethodsOf<P>>(
  method: M,
  path: P,
  options: CallOptions = {},
): Promise<ApiResult<P, M>> {
  const result = await sendRaw(method, path, options)
  if (result.problems.length > 0)
    throw new Error(`Response breaks openapi.yaml:\n${result.problems.join('\n')}`)
  // The body has just been validated against the schema declared for this status.
  return { status: result.status, body: result.body, headers: result.headers } as ApiResult<P, M>
}

/** Throws, showing the body, for any other status. */
export function expectStatus<R extends { status: unknown; body: unknown }, const S extends R['status']>(
  result: R,
  status: S,
): Extract<R, { status: S }>['body'] {
  if (result.status !== status) {
    throw new Error(
      `Expected HTTP ${String(status)}, got ${String(result.status)}: ${JSON.stringify(result.body)}`,
    )
  }
  return result.body as Extract<R, { status: S }>['body']
}
